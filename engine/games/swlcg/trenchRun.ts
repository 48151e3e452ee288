/**
 * Trench Run (Core 13-4), the one custom card: an enhancement of the Death Star dial that lets the Light Side engage
 * the dial as if it were a Dark Side objective (it is still no objective: it cannot be destroyed, it gives no victory
 * pile card). Damage from those engagements (strikes, blast, the unopposed bonus, effects on "the engaged
 * objective") lands on the Trench Run card, which stands for the dial; once it holds 10 or more, the Light Side wins.
 */
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { hasHook } from './abilities/hooks'
import { win } from './table'
import type { SwlcgState } from './types'

/** Damage on Trench Run that wins the game for the Light Side. */
export const TRENCH_RUN_TO_WIN = 10

/** Whether the card in play at `slot` is a Trench Run (it stands for the Death Star dial as an engagement target). */
export function isTrenchRun(state: SwlcgState, slot: SlotId): boolean {
  const card = state.table[slot]
  return !!card && hasHook(card.card, 'trench-run')
}

/** The Trench Run cards the active player may engage as if they were enemy objectives (Light Side only). */
export function trenchRunTargets(state: SwlcgState): SlotId[] {
  if (state.turn.active !== 'light') return []
  return Object.keys(state.table).filter(
    (slot) => state.table[slot]!.controller === 'light' && isTrenchRun(state, slot),
  )
}

/** After damage landed on Trench Run: 10 or more wins the game for the Light Side. */
export function trenchRunDamaged(draft: SwlcgState, slot: SlotId, events: EngineEvent[]): void {
  if (draft.table[slot]!.damage < TRENCH_RUN_TO_WIN) return
  const reason = {
    hu: `A Halálcsillag számlálóján (Trench Run) legalább ${TRENCH_RUN_TO_WIN} sebzés van: a Világos Oldal győzött.`,
    en: `The Death Star dial (Trench Run) holds ${TRENCH_RUN_TO_WIN} or more damage: the Light Side wins.`,
  }
  win(draft, 'light', reason, events)
}
