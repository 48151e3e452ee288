/**
 * The map while a path step (ui/pathSteps.ts: Surprise Move, Tow Cable) is armed: the squares its listed actions end
 * on are shown as the mover's move hints, and a click on one of them sends that listed action. Pure.
 */
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { swm } from '../../../../engine/games/swm'
import type { At, MoveHint, MoveHints, SwmAction, SwmState } from '../../../../engine/games/swm'
import type { PathStep } from '../ui/pathSteps'
import { choiceAt, destination, pathOf } from '../ui/pathSteps'
import type { ClickResult } from './interaction'

const PICK_SQUARE: LocalizedText = {
  hu: 'Kattints egy kiemelt mezőre, ahová a figura mozogjon (Esc: mégse).',
  en: 'Click a highlighted square for the figure to move to (Esc: cancel).',
}

/**
 * What walking `action`'s path costs, as the engine prices it: the cost its event reports (Surprise Move), else the
 * turn segment it adds (Tow Cable); the squares walked when neither says (a refused action sends nothing anyway).
 */
function costOf(state: SwmState, seat: SeatId, action: SwmAction, game: Rules): number {
  const walked = pathOf(action).length
  const next = game.apply(state, action, seat)
  if (!next.ok) return walked
  for (const event of next.events) {
    const data = event.data
    const cost = data !== null && typeof data === 'object' && !Array.isArray(data) ? data.cost : undefined
    if (typeof cost === 'number') return cost
  }
  const before = state.turn?.segments.length ?? 0
  const added = next.state.turn?.segments[before]
  return added?.kind === 'move' ? added.cost : walked
}

/** The rules that price a path: the table's game (tests pass one over their own roster). */
type Rules = Pick<typeof swm, 'apply'>

/** The armed step's destinations as move hints of its mover (sorted by row, then column, as the engine's are). */
export function pathHints(state: SwmState, seat: SeatId, step: PathStep, game: Rules = swm): MoveHints {
  const hints: MoveHint[] = []
  for (const action of step.choices) {
    const to = destination(action)
    if (to) hints.push({ to, path: pathOf(action), cost: costOf(state, seat, action, game), aoo: [] })
  }
  hints.sort((a, b) => a.to.y - b.to.y || a.to.x - b.to.x)
  const squares = Math.max(0, ...hints.map((h) => h.cost))
  return { figure: step.mover, refused: null, squares, force: { points: 0, squares: 0 }, hints }
}

/** What clicking square `at` means while `step` is armed: its listed action that ends there, else a hint. */
export function pathClick(step: PathStep, at: At): ClickResult {
  const action = choiceAt(step, at)
  return action ? { kind: 'send', actions: [action] } : { kind: 'hint', reason: PICK_SQUARE }
}
