/**
 * The movement family's limits on the turn's `move` and `end-turn`, in one place for movement.ts, turn.ts and
 * legal.ts to call: Mercenary (mercenary.ts), Savage (savage.ts), Galloping and Strafe's no-return (passing.ts) and
 * the door choice of Door Gimmick and Override (doorLocks.ts).
 */
import type { EngineError, EngineEvent } from '../../core/types'
import { doorChoiceProblem, doorChoices, holdDoors } from './doorLocks'
import type { DoorChoice } from './doorLocks'
import type { Ctx } from './context'
import { figurePaths } from './moveReach'
import { barredSpaces, returnProblem } from './passing'
import { mercenaryMoveProblem } from './mercenary'
import { movementErrors } from './movementErrors'
import { isSavage, nextToEnemy, savageEndAllowed, savageEndTurnProblem, savageMoveProblem } from './savage'
import type { At, Figure, SwmAction, SwmState, Turn } from './types'

/** Why the active figure may not start a move now, or null. */
export function moveStartProblem(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): EngineError | null {
  return mercenaryMoveProblem(state, ctx, figure) ?? savageMoveProblem(state, ctx, turn, figure)
}

/** Why a move may not end where `path` ends (`budget`: the squares the move has without Force), or null. */
export function moveEndProblem(
  state: SwmState,
  ctx: Ctx,
  turn: Turn,
  figure: Figure,
  path: readonly At[],
  budget: number,
): EngineError | null {
  const back = returnProblem(ctx, turn, figure, path)
  if (back) return back
  return savageEndAllowed(state, ctx, turn, figure, path.at(-1)!, budget)
    ? null
    : movementErrors.savageMustEndAdjacent()
}

/** The paths `legalActions` lists for a move of `budget` squares: one per end the limits allow. */
export function allowedMovePaths(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure, budget: number): At[][] {
  if (moveStartProblem(state, ctx, turn, figure)) return []
  const paths = figurePaths(state, ctx, figure, budget, turn.leap, barredSpaces(ctx, turn, figure))
  if (!isSavage(ctx, figure) || turn.savageHeld) return paths
  // A Savage's move ends next to an enemy whenever one such end is within reach.
  const near = paths.filter((p) => nextToEnemy(state, ctx, figure, p.at(-1)!))
  return near.length > 0 ? near : paths
}

/** Why the active figure may not end its turn yet, or null. */
export function endTurnProblem(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): EngineError | null {
  return savageEndTurnProblem(state, ctx, turn, figure)
}

/**
 * `end-turn`'s part for this family, before the turn ends: the Savage's duty to attack, then the door choice checked
 * and held (doorLocks.ts). Returns why not, or null.
 */
export function beforeTurnEnd(
  state: SwmState,
  ctx: Ctx,
  turn: Turn,
  choice: DoorChoice | null,
  events: EngineEvent[],
): EngineError | null {
  const figure = state.figures[turn.figure]!
  const problem = endTurnProblem(state, ctx, turn, figure) ?? (choice && doorChoiceProblem(state, ctx, figure, choice))
  if (problem) return problem
  holdDoors(state, turn, choice, events)
  return null
}

/** Every `end-turn` the active figure may take now: plain, and one per door choice. */
export function endTurnActions(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): SwmAction[] {
  if (endTurnProblem(state, ctx, turn, figure)) return []
  const choices = doorChoices(state, ctx, figure).map((c) => ({ type: 'end-turn', payload: c }))
  return [{ type: 'end-turn' }, ...choices]
}
