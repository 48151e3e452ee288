import { useTranslation } from 'react-i18next'
import type { RematchOffer } from './rematch'

/** "Anna started a rematch" with the button that follows her to the new room. */
export function RematchBanner({ offer, onJoin }: { offer: RematchOffer; onJoin(): void }) {
  const { t } = useTranslation('hothSetup')
  return (
    <div className="panel hoth-rematch" role="status" data-testid="hoth-rematch">
      <span>{t('rematchOffer', { name: offer.by })}</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={onJoin}>
        {t('rematchJoin')}
      </button>
    </div>
  )
}
