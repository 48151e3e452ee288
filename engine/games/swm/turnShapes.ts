/**
 * What a character may do in its turn (rulebook "A karakter fordulója", analysis §6), as data: a turn is a sequence of
 * move and attack segments, and each shape lists one sequence the rules allow. "mozog maximum 6 négyzetnyit, azután
 * támad; vagy támad, azután mozog maximum 6 négyzetnyit; vagy mozog maximum 12 négyzetnyit (ilyenkor nem támadhat)";
 * Speed N changes the 6; Double, Triple and Quadruple Attack add shapes of attacks only; Heavy Weapon allows an
 * attack or a move, never both. A done turn fits a shape when its segments match the shape's prefix, each move
 * within the shape's squares plus what Force bought for that very segment ("+2 négyzet" never opens a new one).
 */
import { abilityOf, type FigureStats } from './attack/figure'
import type { Segment } from './types'

/**
 * One allowed segment: a move of up to `squares`, or an attack. A `shared` move draws on one pool of `squares` with
 * the shape's other shared moves (Mobile Attack: "összesen maximum 6 négyzetet" before and after the attack).
 */
export type ShapeStep = { kind: 'move'; squares: number; shared?: boolean } | { kind: 'attack' }

/** One allowed turn. */
export type TurnShape = readonly ShapeStep[]

/** The usual movement: "maximum 6 négyzetnyit". */
export const BASE_SPEED = 6

const M = (squares: number): ShapeStep => ({ kind: 'move', squares })
const A: ShapeStep = { kind: 'attack' }

/** Every turn shape this character's card allows. */
export function turnShapes(figure: FigureStats): TurnShape[] {
  const speed = abilityOf(figure, 'speed')?.n ?? BASE_SPEED
  if (abilityOf(figure, 'heavy-weapon')) return [[A], [M(2 * speed)]]
  const shapes: TurnShape[] = [[M(speed), A], [A, M(speed)], [M(2 * speed)]]
  if (abilityOf(figure, 'double-attack') || abilityOf(figure, 'double-claw-attack')) shapes.push([A, A])
  if (abilityOf(figure, 'triple-attack')) shapes.push([A, A, A])
  if (abilityOf(figure, 'quadruple-attack')) shapes.push([A, A, A, A])
  if (abilityOf(figure, 'accelerate')) shapes.push([M(24)])
  if (abilityOf(figure, 'wheel-form')) shapes.push([M(18)])
  shapes.push(...movementShapes(figure, speed))
  return shapes
}

/**
 * The movement family's shapes. Mobile Attack: a move before and after the attack from one pool (reading: the pool
 * is the figure's speed, 6 unless Speed N says otherwise). Charging Fire "12 négyzetnyit lépni és utána támadni";
 * Wheeled "maximum 18 négyzetnyit mozogni és utána még támadhat is egyet".
 */
function movementShapes(figure: FigureStats, speed: number): TurnShape[] {
  const shapes: TurnShape[] = []
  const pooled: ShapeStep = { kind: 'move', squares: speed, shared: true }
  if (abilityOf(figure, 'mobile-attack')) shapes.push([pooled, A, pooled])
  if (abilityOf(figure, 'charging-fire')) shapes.push([M(12), A])
  if (abilityOf(figure, 'wheeled')) shapes.push([M(18), A])
  return shapes
}

/** Squares the shared moves of `shape` before step `index` already took (Force-bought squares aside). */
function sharedUsed(done: readonly Segment[], shape: TurnShape, index: number): number {
  let used = 0
  for (let i = 0; i < index; i++) {
    const seg = done[i]
    const step = shape[i]
    if (seg?.kind === 'move' && step?.kind === 'move' && step.shared) used += Math.max(0, seg.cost - seg.boost)
  }
  return used
}

/** The squares a move step of `shape` at `index` allows, its shared pool's earlier use subtracted. */
function stepSquares(done: readonly Segment[], shape: TurnShape, index: number): number {
  const step = shape[index] as { squares: number; shared?: boolean }
  return step.shared ? step.squares - sharedUsed(done, shape, index) : step.squares
}

/** Whether the done segments fit the start of `shape`. */
function fits(done: readonly Segment[], shape: TurnShape): boolean {
  if (done.length > shape.length) return false
  return done.every((seg, i) => {
    const step = shape[i]!
    if (seg.kind !== step.kind) return false
    return seg.kind === 'attack' || seg.cost <= stepSquares(done, shape, i) + seg.boost
  })
}

/** Whether an attack may come next. */
export function mayAttack(shapes: readonly TurnShape[], done: readonly Segment[]): boolean {
  return shapes.some((s) => fits(done, s) && s[done.length]?.kind === 'attack')
}

/**
 * The most squares a move may spend now, Force boost aside: continuing the open move segment (then squares already
 * spent in it are subtracted) or opening a new one. Null when no shape allows a move here.
 */
export function moveAllowance(
  shapes: readonly TurnShape[],
  done: readonly Segment[],
): { squares: number; opensSegment: boolean } | null {
  const last = done[done.length - 1]
  const continuing = last?.kind === 'move'
  const before = continuing ? done.slice(0, -1) : done
  let best: number | null = null
  for (const s of shapes) {
    const step = s[before.length]
    if (!fits(before, s) || step?.kind !== 'move') continue
    const squares = stepSquares(before, s, before.length)
    if (best === null || squares > best) best = squares
  }
  // A spent shared pool opens nothing: Force squares never open a move of their own.
  if (best === null || (!continuing && best <= 0)) return null
  return continuing
    ? { squares: best + last.boost - last.cost, opensSegment: false }
    : { squares: best, opensSegment: true }
}
