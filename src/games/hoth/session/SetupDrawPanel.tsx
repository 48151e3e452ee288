import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'

/** Props of SetupDrawPanel. */
export interface SetupDrawPanelProps {
  /** The seats whose share of the start roll is still missing. */
  drawing: { missing: SeatId[] }
  names: Readonly<Record<SeatId, string>>
}

/** Between Start and the battle: the first shuffle is drawn with every seat; says whom it waits for. */
export function SetupDrawPanel({ drawing, names }: SetupDrawPanelProps) {
  const { t } = useTranslation('hothSetup')
  return (
    <section className="panel hoth-setup" aria-live="polite" data-testid="hoth-drawing">
      <h2 className="card-title">{t('drawTitle')}</h2>
      <p className="muted">{t('drawLead')}</p>
      <p>{t('drawWaiting', { names: drawing.missing.map((seat) => names[seat] ?? seat).join(', ') })}</p>
    </section>
  )
}
