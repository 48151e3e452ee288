/**
 * The turn bar's step buttons, derived from the seat's legal actions: which buttons show, in what order,
 * which one is the main step (Enter) and which has a key of its own (U = undo). Pure, so it is tested alone.
 */
import type { HothAction } from '../../../../engine/games/hoth'

/** The step buttons the turn bar knows, named by the action type they send. */
export type StepId =
  | 'undo'
  | 'share-hand'
  | 'ignore-retreat'
  | 'skip-breakthrough'
  | 'breakthrough'
  | 'reroll'
  | 'keep-roll'
  | 'end-turn'
  | 'end-moves'
  | 'confirm-orders'

/** One button: its action (null for re-roll, whose dice the player picks), whether it is the main step, its key. */
export interface StepButton {
  id: StepId
  action: HothAction | null
  primary: boolean
  shortcut: 'Enter' | 'U' | null
}

/** Left to right: undo and side steps first, the main step last (where the eye ends). */
const DISPLAY_ORDER: readonly StepId[] = [
  'undo',
  'share-hand',
  'ignore-retreat',
  'skip-breakthrough',
  'breakthrough',
  'reroll',
  'keep-roll',
  'end-turn',
  'end-moves',
  'confirm-orders',
]

/** The main step is the first of these that is legal; side steps (skip, ignore, undo) never are. */
const PRIMARY_ORDER: readonly StepId[] = ['keep-roll', 'breakthrough', 'confirm-orders', 'end-moves', 'end-turn']

/** The buttons for `legal`, in display order; board actions (order, move, attack, …) and cards get none. */
export function legalButtons(legal: readonly HothAction[]): StepButton[] {
  const present = new Set(legal.map((a) => a.type))
  const primary = PRIMARY_ORDER.find((id) => present.has(id)) ?? null
  return DISPLAY_ORDER.filter((id) => present.has(id)).map((id) => ({
    id,
    action: id === 'reroll' ? null : (legal.find((a) => a.type === id) ?? null),
    primary: id === primary,
    shortcut: id === primary ? 'Enter' : id === 'undo' ? 'U' : null,
  }))
}

/** The legal re-roll of exactly the dice at `indexes` (any order), or null when it is not legal. */
export function rerollAction(legal: readonly HothAction[], indexes: readonly number[]): HothAction | null {
  const want = [...new Set(indexes)].sort((a, b) => a - b)
  if (want.length === 0) return null
  const found = legal.find(
    (a) =>
      a.type === 'reroll' &&
      a.payload.dice.length === want.length &&
      [...a.payload.dice].sort((x, y) => x - y).every((d, i) => d === want[i]),
  )
  return found ? { type: 'reroll', payload: { dice: want } } : null
}
