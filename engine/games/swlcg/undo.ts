/**
 * Taking back a misclick (analysis §1.6 "Take-backs"): a player may undo its own last action while the opponent has
 * not acted since, no card left a deck (nothing was drawn, revealed from a deck or shuffled), no card was turned face
 * up for everyone (the edge stacks' reveal, a card leaving play) or shown to one seat (a look at a hand or a deck's top) and no entropy was used, so nothing hidden is ever
 * seen and then unseen. Any other action ends the chance. The state before the
 * action is kept whole (its sections are shared, nothing is copied) and never shown in a view.
 */
import type { EngineEvent } from '../../core/types'
import { swlcgErrors } from './errors'
import { SIDES, zones } from './queries'
import { withTurnAndUndo } from './table'
import type { Player, SwlcgState } from './types'

/** Actions that can never be taken back: setup decisions, anything with entropy, conceding, undo itself. */
const FINAL: ReadonlySet<string> = new Set([
  'choose-objectives',
  'keep-hand',
  'mulligan',
  'reveal-objective',
  'concede',
  'undo',
])

/** Events that show hidden cards to one seat (a look at a hand, at a deck's top): what was seen stays seen. */
const SHOWN: ReadonlySet<string> = new Set(['looked-at-hand', 'examined-top'])

/** Whether any card left (or joined) a deck between `before` and `after`. */
function decksChanged(before: SwlcgState, after: SwlcgState): boolean {
  return SIDES.some(
    (side) =>
      before.cards.zones[zones.deck(side)] !== after.cards.zones[zones.deck(side)] ||
      before.cards.zones[zones.objectiveDeck(side)] !== after.cards.zones[zones.objectiveDeck(side)],
  )
}

/** After an action by `side`: keep the state before it for a take-back when allowed, else forget any. */
export function recordUndo(
  before: SwlcgState,
  draft: SwlcgState,
  type: string,
  side: Player,
  events: readonly EngineEvent[],
  chance = false,
): void {
  // An action that drew on chance is never taken back (taking it again would draw again).
  const allowed =
    !chance &&
    !FINAL.has(type) &&
    draft.result === null &&
    !decksChanged(before, draft) &&
    before.cards.revealed === draft.cards.revealed &&
    !events.some((e) => SHOWN.has(e.type))
  draft.undo = allowed ? { side, before: withTurnAndUndo(before, before.turn, null) } : null
}

/** `undo`: restores the state before `side`'s last action. */
export function undo(
  state: SwlcgState,
  side: Player,
  events: EngineEvent[],
): SwlcgState | ReturnType<typeof swlcgErrors.nothingToUndo> {
  if (state.undo?.side !== side) return swlcgErrors.nothingToUndo()
  events.push({ type: 'undone', data: { side } })
  return state.undo.before
}
