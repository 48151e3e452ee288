/**
 * Movement (rulebook "Mozgás", analysis §7): `move { path, force? }` walks the active figure square by square. Every
 * step is checked for walls, wall corners ("Átlósan nem lehet fal sarkán keresztül mozogni"), enemies ("nem képes az
 * ellenség által elfoglalt négyzeteken keresztülhaladni") and pits; the end must be free; the cost (diagonal 2,
 * low objects and difficult terrain double) must fit what the turn's shape leaves, plus 2 squares per Force point
 * spent on this very move. Leaving a square next to an enemy offers that enemy its attack of opportunity ("Ha egy
 * karakter elmozdul egy olyan négyzetről, ami szomszédos egy ellenséggel, az ellenség indíthat egy egyszeri, azonnali
 * támadást"), once per enemy per turn: the move pauses before that step and goes on along the declared path once
 * every offer is answered, if the mover still stands. Flight provokes nothing and passes enemies, pits and terrain
 * ("figyelmen kívül hagyja az ellenséges karaktereket, alacsony tereptárgyakat, nehéz terepet és üregeket"). Large
 * and Huge figures may squeeze (geometry/squeeze.ts) unless Rigid; the movement family's limits (Mercenary, Savage,
 * no return for Galloping and Strafe) are moveLimits.ts's, their attacks in passing passing.ts's.
 */
import { payloadError, payloadRecord, readInt } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, figuresOf, placedFigures, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { adjacent, keyOf, spaceOf, spacesOverlap, spaceStepAllowed, squareStepAllowed, squaresOf } from './geometry'
import type { Space } from './geometry'
import { baseStepCost, moveStepCost, spaceFits } from './geometry/steps'
import { noteLeaving, pauseForPassing } from './passing'
import type { Step } from './geometry/steps'
import { squeezeCoreFor, squeezeStepAllowed } from './geometry/squeeze'
import { movementErrors } from './movementErrors'
import { moveEndProblem, moveStartProblem } from './moveLimits'
import { maySqueeze } from './moveReach'
import { PIT, spaceHas } from './geometry/terrain'
import { forceProblem, payForce } from './forcePoints'
import { moveAllowance, turnShapes } from './turnShapes'
import { cardWithGrants } from './grants'
import { frozenInPlace } from './turnStack'
import type { At, Figure, SwmAction, SwmState, Turn } from './types'

/** Squares each Force point adds to a move: "+2 négyzetnyit mozoghat". */
export const FORCE_MOVE_SQUARES = 2
/** The longest path a move payload may list (a bound on a hostile payload; no move is longer). */
export const MAX_PATH = 40

/** Reads `path` as squares one step apart (no checks of the map yet). */
export function readPath(payload: { [key: string]: Json }, ctx: Ctx): At[] {
  const raw = payload.path
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_PATH)
    payloadError('az útvonal hibás.', 'the path is malformed.')
  return (raw as Json[]).map((p) => {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) payloadError('hibás négyzet.', 'malformed square.')
    return { x: readInt(p, 'x', 0, ctx.map.width - 1), y: readInt(p, 'y', 0, ctx.map.height - 1) }
  })
}

/** The squares of every figure but `mover`, split into enemies' and allies'. */
function occupied(state: SwmState, ctx: Ctx, mover: Figure): { foes: Space[]; friends: Space[] } {
  const foes: Space[] = []
  const friends: Space[] = []
  for (const f of placedFigures(state)) {
    if (f.id === mover.id) continue
    ;(enemies(mover, f) ? foes : friends).push(spaceOfFigure(ctx, f)!)
  }
  return { foes, friends }
}

/** The cost of walking `path` from the figure's square, or why it may not. */
export function pathProblem(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  path: readonly At[],
  leap = false,
  flying = false,
): { ok: true; cost: number } | { ok: false; error: EngineError } {
  const card = defOf(ctx, figure)
  const flight = flying || has(card, 'flight')
  const { foes, friends } = occupied(state, ctx, figure)
  let at: Space = spaceOf(figure.at!, card.size)
  const steps = stepsOf(at, path)
  if (!steps) return { ok: false, error: swmErrors.illegalPath() }
  const core = maySqueeze(card) ? squeezeCoreFor(ctx.blockers, at, steps) : null
  let cost = 0
  for (const next of path) {
    const step = { dx: next.x - at.x, dy: next.y - at.y }
    if (!spaceStepAllowed(ctx.blockers, at, step) && !(core && squeezeStepAllowed(ctx.blockers, at, step, core))) {
      const diagonal = step.dx !== 0 && step.dy !== 0
      const cornerOnly =
        diagonal &&
        squaresOf(at).some((s) => !squareStepAllowed(ctx.blockers, s, step)) &&
        spaceStepAllowed(ctx.blockers, at, { dx: step.dx, dy: 0 }) &&
        spaceStepAllowed(ctx.blockers, at, { dx: 0, dy: step.dy })
      return { ok: false, error: cornerOnly ? swmErrors.diagonalPastCorner() : swmErrors.illegalPath() }
    }
    const moved = { x: next.x, y: next.y, span: at.span }
    // Force Leap: "át tud menni ellenséges karaktereken" (never ending on one: checked below).
    // Flight "figyelmen kívül hagyja az ellenséges karaktereket, alacsony tereptárgyakat, nehéz terepet és üregeket".
    if (!leap && !flight && foes.some((s) => spacesOverlap(s, moved)))
      return { ok: false, error: swmErrors.throughEnemy() }
    if (!flight && spaceHas(ctx.terrain, moved, PIT)) return { ok: false, error: swmErrors.illegalPath() }
    cost += flight ? baseStepCost(step) : moveStepCost(ctx.terrain, at, step)
    at = moved
  }
  if ([...friends, ...foes].some((s) => spacesOverlap(s, at))) return { ok: false, error: swmErrors.endsOccupied() }
  if (spaceHas(ctx.terrain, at, PIT)) return { ok: false, error: swmErrors.endsInPit() }
  if (!spaceFits(ctx.blockers, at)) return { ok: false, error: movementErrors.endsSqueezed() }
  return { ok: true, cost }
}

/** The steps of `path` from `from`, or null when two squares of it are not neighbours. */
function stepsOf(from: Space, path: readonly At[]): Step[] | null {
  const steps: Step[] = []
  let at: At = from
  for (const next of path) {
    const step = { dx: next.x - at.x, dy: next.y - at.y }
    if (Math.abs(step.dx) > 1 || Math.abs(step.dy) > 1 || (step.dx === 0 && step.dy === 0)) return null
    steps.push(step)
    at = next
  }
  return steps
}

/** `move { path: [{ x, y }…], force? }` by the active figure. */
export function move(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const turn = state.turn
  if (!turn) return swmErrors.noTurn()
  const figure = state.figures[turn.figure]!
  if (figure.owner !== seat) return swmErrors.notYourFigure()
  const payload = payloadRecord(action)
  const path = readPath(payload, ctx)
  const force = payload.force === undefined ? 0 : readInt(payload, 'force', 0, 20)
  const allowance =
    turn.done || frozenInPlace(turn)
      ? null
      : moveAllowance(turnShapes(cardWithGrants(state, ctx, figure)), turn.segments)
  if (!allowance) return force > 0 ? swmErrors.forceMoveAfterAttack() : swmErrors.segmentNotAllowed()
  const refused = forceProblem(state, ctx, figure, turn.ref, force) ?? moveStartProblem(state, ctx, turn, figure)
  if (refused) return refused
  const walked = pathProblem(state, ctx, figure, path, turn.leap)
  if (!walked.ok) return walked.error
  const waiting = allowance.opensSegment ? turn.speedBonus : 0
  const budget = allowance.squares + FORCE_MOVE_SQUARES * force + waiting
  if (walked.cost > budget) return swmErrors.pathTooLong(walked.cost, Math.max(0, budget))
  const endProblem = moveEndProblem(state, ctx, turn, figure, path, allowance.squares + waiting)
  if (endProblem) return endProblem
  payForce(state, ctx, figure, turn.ref, force, events)
  if (allowance.opensSegment) {
    turn.segments.push({ kind: 'move', cost: 0, boost: waiting })
    turn.speedBonus = 0
  }
  const seg = turn.segments[turn.segments.length - 1]!
  if (seg.kind === 'move') {
    seg.cost += walked.cost
    seg.boost += FORCE_MOVE_SQUARES * force
  }
  turn.moved = true
  events.push({ type: 'moved', data: { figure: figure.id, from: figure.at, path, cost: walked.cost } })
  walk(state, ctx, turn, figure, path)
  return null
}

/** The enemies whose attack of opportunity leaving the figure's square now would offer. */
export function provoked(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure): Figure[] {
  if (turn.leap || has(defOf(ctx, figure), 'flight')) return []
  const here = spaceOfFigure(ctx, figure)!
  const key = keyOf(figure.at!)
  const settled = turn.settled?.at === key ? turn.settled.enemies : []
  return figuresOf(state).filter(
    (f) =>
      f.at !== null &&
      !f.defeated &&
      enemies(figure, f) &&
      !turn.aooTaken.includes(f.id) &&
      !settled.includes(f.id) &&
      adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!),
  )
}

/**
 * Walks the figure along `path` (already checked), pausing before a step that offers attacks of opportunity, and
 * after a step that offers Galloping or Strafe attacks (passing.ts): the offers and the rest of the path go on the
 * pending stack.
 */
export function walk(state: SwmState, ctx: Ctx, turn: Turn, figure: Figure, path: readonly At[]): void {
  for (let i = 0; i < path.length; i++) {
    const offers = provoked(state, ctx, turn, figure)
    if (offers.length > 0) {
      turn.settled = { at: keyOf(figure.at!), enemies: offers.map((f) => f.id) }
      state.pending.push({
        kind: 'aoo',
        seat: offers[0]!.owner,
        mover: figure.id,
        offers: offers.map((f) => f.id),
        rest: path.slice(i),
      })
      return
    }
    noteLeaving(ctx, turn, figure)
    figure.at = { x: path[i]!.x, y: path[i]!.y }
    if (pauseForPassing(state, ctx, turn, figure, path.slice(i + 1))) return
  }
}
