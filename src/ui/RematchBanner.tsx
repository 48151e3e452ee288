import { useTranslation } from 'react-i18next'
import type { RematchOffer } from '../hooks/useRematch'

/** Props of RematchBanner. */
export interface RematchBannerProps {
  offer: RematchOffer
  /** The game's test id for the banner. */
  testId: string
  onJoin(): void
}

/** "Anna started a rematch" with the button that follows her to the new room. */
export function RematchBanner({ offer, testId, onJoin }: RematchBannerProps) {
  const { t } = useTranslation('table')
  return (
    <div className="panel rematch-banner" role="status" data-testid={testId}>
      <span>{t('rematch.offer', { name: offer.by })}</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={onJoin}>
        {t('rematch.join')}
      </button>
    </div>
  )
}
