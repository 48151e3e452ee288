import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'

/** The action that gives the game up. */
const CONCEDE: SwmAction = { type: 'concede' }

/**
 * Whether `seat` may concede now: a seat of the game while it runs. The engine allows `concede` then at any moment
 * (even while a choice waits) but never lists it, so this button is the one step not drawn from the listed actions.
 */
export function mayConcede(state: SwmState, seat: SeatId | null): boolean {
  return seat !== null && state.result === null && state.config.seats.some((s) => s.seat === seat)
}

/** Props of ConcedeButton. */
export interface ConcedeButtonProps {
  state: SwmState
  seat: SeatId | null
  dispatch(action: SwmAction): void
}

/**
 * The turn bar's Concede: a first click asks (it cannot be undone: the game ends), a second one sends `concede`;
 * "Keep playing" puts the question away.
 */
export function ConcedeButton({ state, seat, dispatch }: ConcedeButtonProps) {
  const { t } = useTranslation('swm')
  const [asking, setAsking] = useState(false)
  if (!mayConcede(state, seat)) return null
  if (!asking)
    return (
      <button
        type="button"
        className="btn btn-sm"
        title={t('stepHints.concede')}
        data-testid="swm-step-concede"
        onClick={() => setAsking(true)}
      >
        {t('steps.concede')}
      </button>
    )
  return (
    <span className="swm-steps" role="group" aria-label={t('steps.concede-confirm')}>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        data-testid="swm-step-concede-confirm"
        onClick={() => {
          setAsking(false)
          dispatch(CONCEDE)
        }}
      >
        {t('steps.concede-confirm')}
      </button>
      <button
        type="button"
        className="btn btn-sm"
        data-testid="swm-step-concede-cancel"
        onClick={() => setAsking(false)}
      >
        {t('steps.concede-cancel')}
      </button>
    </span>
  )
}
