/**
 * One step of movement, and of counting range: which steps walls allow, and what a step costs.
 *
 * - An orthogonal step is legal iff the grid edge between the two squares is neither a wall nor a closed door.
 * - A diagonal step is illegal iff the grid point the two squares share ends a wall, wall-square or closed-door edge,
 *   unless that corner is bevelled: "A karakter nem mozoghat átlósan egy saroknál, vagy a fal végénél" and "Nem
 *   mozoghatnak átlósan egy fal sarkánál, ha színkóddal van jelölve". A wall running straight through the point ends
 *   two unit edges there, so it blocks too.
 * - A Large or Huge space moves as a whole: every square of it makes the same step, each step must be legal and the
 *   new space must fit (no wall square, no blocking edge inside it). Squeezing is not modelled here.
 * - Costs: "Az átlós mozgás duplán számít"; entering a low object or difficult terrain "duplán számít, vagyis 2-t
 *   számolunk, ha egyenesen, 4-t, ha átlósan", for Large and Huge if any square of the new space has it.
 */
import { blockingCorner, blocksHorizontal, blocksVertical, isWallSquare } from './blockers'
import type { Blockers } from './blockers'
import type { Space, Square } from './squares'
import { DIFFICULT, LOW_OBJECT, spaceHas } from './terrain'
import type { TerrainIndex } from './terrain'

/** A step to one of the eight neighbouring squares: dx, dy in −1…1, not both 0. */
export interface Step {
  readonly dx: number
  readonly dy: number
}

/** The eight steps, orthogonal first. */
export const STEPS: readonly Step[] = [
  { dx: 1, dy: 0 },
  { dx: -1, dy: 0 },
  { dx: 0, dy: 1 },
  { dx: 0, dy: -1 },
  { dx: 1, dy: 1 },
  { dx: 1, dy: -1 },
  { dx: -1, dy: 1 },
  { dx: -1, dy: -1 },
]

/** Whether walls let one square step to its neighbour (terrain, pits and figures aside). */
export function squareStepAllowed(b: Blockers, from: Square, step: Step): boolean {
  const to = { x: from.x + step.dx, y: from.y + step.dy }
  if (isWallSquare(b, to)) return false
  if (step.dx === 0) return !blocksHorizontal(b, from.x, step.dy > 0 ? from.y + 1 : from.y)
  if (step.dy === 0) return !blocksVertical(b, step.dx > 0 ? from.x + 1 : from.x, from.y)
  // Diagonal: the shared corner of the two squares.
  return !blockingCorner(b, { x: step.dx > 0 ? from.x + 1 : from.x, y: step.dy > 0 ? from.y + 1 : from.y })
}

/** Whether a space fits where it is: on the map, on no wall square, with no blocking edge between its squares. */
export function spaceFits(b: Blockers, space: Space): boolean {
  const { x, y, span } = space
  if (x < 0 || y < 0 || x + span > b.map.width || y + span > b.map.height) return false
  for (let j = y; j < y + span; j++)
    for (let i = x; i < x + span; i++) if (isWallSquare(b, { x: i, y: j })) return false
  for (let j = y + 1; j < y + span; j++) for (let i = x; i < x + span; i++) if (blocksHorizontal(b, i, j)) return false
  for (let i = x + 1; i < x + span; i++) for (let j = y; j < y + span; j++) if (blocksVertical(b, i, j)) return false
  return true
}

/** Whether walls let a whole space make a step: every square's step is legal and the new space fits. */
export function spaceStepAllowed(b: Blockers, space: Space, step: Step): boolean {
  const moved = { x: space.x + step.dx, y: space.y + step.dy, span: space.span }
  if (!spaceFits(b, moved)) return false
  for (let j = space.y; j < space.y + space.span; j++)
    for (let i = space.x; i < space.x + space.span; i++) if (!squareStepAllowed(b, { x: i, y: j }, step)) return false
  return true
}

/** The base cost of a step: 1 orthogonally, 2 diagonally. */
export function baseStepCost(step: Step): number {
  return step.dx !== 0 && step.dy !== 0 ? 2 : 1
}

/** What a step of `space` costs in movement: the base cost, doubled if the new space has a low object or
 * difficult terrain in any square. */
export function moveStepCost(t: TerrainIndex, space: Space, step: Step): number {
  const moved = { x: space.x + step.dx, y: space.y + step.dy, span: space.span }
  return baseStepCost(step) * (spaceHas(t, moved, LOW_OBJECT | DIFFICULT) ? 2 : 1)
}

/** The movement cost of a path of steps from `space` (terrain counted), or null if walls refuse a step on it.
 * Figures and pits are the caller's. */
export function pathCost(b: Blockers, t: TerrainIndex, space: Space, path: readonly Step[]): number | null {
  let at = space
  let cost = 0
  for (const step of path) {
    if (!spaceStepAllowed(b, at, step)) return null
    cost += moveStepCost(t, at, step)
    at = { x: at.x + step.dx, y: at.y + step.dy, span: at.span }
  }
  return cost
}
