/**
 * The turn bar's step buttons, derived from the seat's legal actions: which buttons show, in what order,
 * which one is the main step (Enter) and which has a key of its own (U = undo). Pure, so it is tested alone.
 */
import type { HothAction } from '../../../../engine/games/hoth'

/**
 * The step buttons the turn bar knows, named by the action type they send; the two answers to a take-back
 * request (`answer-undo` allowing or refusing) are two buttons.
 */
export type StepId =
  | 'undo'
  | 'refuse-undo'
  | 'allow-undo'
  | 'share-hand'
  | 'ignore-retreat'
  | 'skip-breakthrough'
  | 'breakthrough'
  | 'reroll'
  | 'keep-roll'
  | 'end-turn'
  | 'end-moves'
  | 'confirm-orders'

/**
 * One button: its action (null for re-roll, whose dice the player picks), its text's key under `buttons.` and
 * `hints.` (undo reads "Ask to undo" when the other side must agree), whether it is the main step, its key.
 */
export interface StepButton {
  id: StepId
  label: string
  action: HothAction | null
  primary: boolean
  shortcut: 'Enter' | 'U' | null
}

/** Left to right: undo and side steps first, the main step last (where the eye ends). */
const DISPLAY_ORDER: readonly StepId[] = [
  'undo',
  'refuse-undo',
  'allow-undo',
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

/**
 * The main step is the first of these that is legal; side steps (skip, ignore, undo) never are, and neither is
 * an answer to a take-back request, so that Enter never decides for the other player's benefit by accident.
 */
const PRIMARY_ORDER: readonly StepId[] = ['keep-roll', 'breakthrough', 'confirm-orders', 'end-moves', 'end-turn']

/** The button an action belongs to, or null for board and card actions (order, move, attack, play, …). */
function stepOf(action: HothAction): StepId | null {
  if (action.type === 'answer-undo') return action.payload.allow ? 'allow-undo' : 'refuse-undo'
  return (DISPLAY_ORDER as readonly string[]).includes(action.type) ? (action.type as StepId) : null
}

/**
 * The buttons for `legal`, in display order; board actions (order, move, attack, …) and cards get none.
 * `undoNeedsAgreement` (the view's flag) labels undo as a request to the other side.
 */
export function legalButtons(legal: readonly HothAction[], undoNeedsAgreement = false): StepButton[] {
  const actions = new Map<StepId, HothAction>()
  for (const action of legal) {
    const id = stepOf(action)
    if (id && !actions.has(id)) actions.set(id, action)
  }
  const primary = PRIMARY_ORDER.find((id) => actions.has(id)) ?? null
  return DISPLAY_ORDER.filter((id) => actions.has(id)).map((id) => ({
    id,
    label: id === 'undo' && undoNeedsAgreement ? 'ask-undo' : id,
    action: id === 'reroll' ? null : (actions.get(id) ?? null),
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
