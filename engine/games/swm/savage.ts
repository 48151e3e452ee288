/**
 * Savage (a trait): "Ha lehetősége van rá, mindenképpen egy ellenséges karakter mellett kell befejeznie mozgását. (Ha
 * nem tudja, akkor rendesen mozoghat.) Ha a fordulóját egy ellenséges karakter mellett kezdi, nem mozdulhat el,
 * rögtön támadnia kell. Ha megöli az ellenséget, nem kötelező egy másik ellenség mellé mennie." Readings:
 * - "mellett" is adjacency as the rules define it (geometry/adjacent.ts: touching and in line of sight).
 * - A Savage that starts next to an enemy (`turn.savageHeld`) may not move until it has attacked and no enemy is
 *   next to it any more (the kill frees it, and then it need not end next to another enemy); it may not end its
 *   turn without attacking while it has a legal target.
 * - Otherwise each `move` must end next to an enemy when any square the move could reach without Force does.
 * Commander effects skip Savages already (commanders.ts).
 */
import type { EngineError } from '../../core/types'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { adjacent, spaceOf } from './geometry'
import { figurePaths } from './moveReach'
import { barredSpaces } from './passing'
import { movementErrors } from './movementErrors'
import { legalTargets } from './targeting'
import type { At, Figure, SwmState, Turn } from './types'
import { steps } from './pipeline'

/** Whether the figure is a Savage. */
export function isSavage(ctx: Ctx, figure: Figure): boolean {
  return defOf(ctx, figure).traits.includes('savage')
}

/** Whether the figure, standing at `at` (default: where it is), would be next to an enemy. */
export function nextToEnemy(state: SwmState, ctx: Ctx, figure: Figure, at: At = figure.at!): boolean {
  const here = spaceOf(at, defOf(ctx, figure).size)
  return placedFigures(state).some((f) => enemies(figure, f) && adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!))
}

/** Whether a Savage starting its turn now is held in place ("nem mozdulhat el"). */
export function savageHeldAtStart(state: SwmState, ctx: Ctx, figure: Figure): boolean {
  return isSavage(ctx, figure) && nextToEnemy(state, ctx, figure)
}

/** Whether the turn has had its attack (or a power in the attack's place). */
function attacked(turn: Turn): boolean {
  return turn.replaced || turn.segments.some((s) => s.kind === 'attack')
}

/** Why a held Savage may not move now, or null. */
export function savageMoveProblem(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): EngineError | null {
  if (!turn.savageHeld) return null
  return !attacked(turn) || nextToEnemy(state, ctx, figure) ? movementErrors.savageHeld() : null
}

/** Whether a Savage's move may end at `end`: next to an enemy, or no reachable square within `budget` is. */
export function savageEndAllowed(
  state: SwmState,
  ctx: Ctx,
  turn: Turn,
  figure: Figure,
  end: At,
  budget: number,
): boolean {
  if (!isSavage(ctx, figure) || turn.savageHeld) return true
  if (nextToEnemy(state, ctx, figure, end)) return true
  const paths = figurePaths(state, ctx, figure, budget, turn.leap, barredSpaces(ctx, turn, figure))
  return !paths.some((p) => nextToEnemy(state, ctx, figure, p.at(-1)!))
}

/** Why a held Savage may not end its turn yet (it must attack while it has a legal target), or null. */
export function savageEndTurnProblem(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): EngineError | null {
  if (!turn.savageHeld || attacked(turn) || !steps().turnMayAttack(state, ctx)) return null
  return legalTargets(state, ctx, figure).length > 0 ? movementErrors.savageMustAttack() : null
}
