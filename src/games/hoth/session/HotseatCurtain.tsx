import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import { SEAT_ROLES } from './setupModel'

/** Props of HotseatCurtain. */
export interface HotseatCurtainProps {
  seat: SeatId
  name: string
  onReady(): void
}

/**
 * In a hotseat game, shown when the seat the game waits for changes: it covers the hand until that player
 * says they have the device, so one player never sees another's cards by accident.
 */
export function HotseatCurtain({ seat, name, onReady }: HotseatCurtainProps) {
  const { t } = useTranslation('hothSetup')
  const role = SEAT_ROLES[seat]
  return (
    <div
      className="hoth-curtain"
      role="dialog"
      aria-modal="true"
      aria-labelledby="hoth-curtain-title"
      data-testid="hoth-curtain"
    >
      <div className="panel hoth-curtain-card">
        <h2 id="hoth-curtain-title" className="card-title">
          {t('curtainTitle', { name })}
        </h2>
        <p className="muted">{t('curtainLead', { side: role ? t(`sides.${role.side}`) : '', n: seat.slice(1) })}</p>
        <button type="button" className="btn btn-primary btn-block" autoFocus onClick={onReady}>
          {t('curtainShow', { name })}
        </button>
      </div>
    </div>
  )
}
