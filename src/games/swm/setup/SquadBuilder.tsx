import { useTranslation } from 'react-i18next'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import { rulesForSeat } from '../../../../engine/games/swm/setup'
import type { SquadList } from '../../../../engine/games/swm/squadList'
import { SquadCommitted } from './SquadCommitted'
import { SquadEditor } from './SquadEditor'
import './swm-setup.css'

/** Props of SquadBuilder. */
export interface SquadBuilderProps {
  /** The game in its squad stage. */
  state: SwmState
  /** The seat this browser acts as now. */
  seat: SeatId
  /** The room's code: drafts and secrets are kept per room. */
  room: string
  names: Record<SeatId, string>
  /** Seals and sends the list (only its commitment leaves this browser before the reveal). */
  onCommit(list: SquadList): void
  /** The last refused action's reason, or null. */
  refusal: LocalizedText | null
}

/**
 * The squad stage for one seat: the builder until it commits, then its commitment and the wait; and whether each
 * other seat has committed (never their lists: the state holds none before the reveal).
 */
export function SquadBuilder({ state, seat, room, names, onCommit, refusal }: SquadBuilderProps) {
  const { t } = useTranslation('swmSetup')
  const side = state.config.seats.find((s) => s.seat === seat)?.side
  const entry = state.squads[seat]
  if (!side || !entry) return null
  const rules = rulesForSeat(state, seat)
  const others = state.config.seats.filter((s) => s.seat !== seat)
  const allCommitted = Object.values(state.squads).every((s) => s.commitment !== null)
  return (
    <section
      className="panel swm-setup swm-builder"
      aria-labelledby="swm-builder-title"
      data-testid="swm-squad-builder"
    >
      <p className="eyebrow">{t('builder.eyebrow', { name: names[seat] || seat })}</p>
      <h2 id="swm-builder-title" className="card-title">
        {t('builder.title', { side: t(`sides.${side}`), limit: rules.pointLimit })}
      </h2>
      {entry.commitment ? (
        <SquadCommitted room={room} seat={seat} commitment={entry.commitment} allCommitted={allCommitted} />
      ) : (
        <SquadEditor rules={rules} seat={seat} room={room} onCommit={onCommit} refusal={refusal} />
      )}
      <ul className="swm-seat-status" aria-label={t('builder.others')}>
        {others.map((o) => (
          <li key={o.seat} className={state.squads[o.seat]?.commitment ? 'swm-ok' : undefined}>
            {t(state.squads[o.seat]?.commitment ? 'builder.otherCommitted' : 'builder.otherBuilding', {
              name: names[o.seat] || t(`sides.${o.side}`),
              side: t(`sides.${o.side}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  )
}
