/**
 * Deployment (rulebook "Előkészületek", analysis §4): "A sötét oldali játékos felállítja a figuráit az ajtótól (blast
 * door) 4 négyzeten belül, a világos oldali a zsiliptől (airlock) 4 négyzeten belül … Előbb a sötét oldali csapatot
 * kell felállítani, utána a világos oldalit." `deploy` places (or moves again) any of the seat's figures in its start
 * zone; `confirm-deployment` hands over to the other side, and after the second one round 1 begins.
 */
import { payloadError, payloadRecord, readInt, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import type { Ctx } from './context'
import { defOf, figureById, figuresOf, sideOf, spaceOfFigure } from './context'
import { updateDoors } from './doors'
import { swmErrors } from './errors'
import { keyOf, spaceFits, spaceOf, spacesOverlap, squaresOf } from './geometry'
import { PIT, spaceHas } from './geometry/terrain'
import type { SwmAction, SwmState } from './types'
import { steps } from './pipeline'

/** The squares (as 'x,y' keys) of the start zone `seat` sets up in. */
export function startZoneOf(state: SwmState, ctx: Ctx, seat: SeatId): ReadonlySet<string> {
  const side = sideOf(state, seat)
  return new Set(ctx.map.startZones.filter((z) => z.side === side).flatMap((z) => z.squares.map(keyOf)))
}

/** Why `figure` may not stand at `at` now, or null (its whole space in the zone, free, fitting, on no pit). */
export function placementProblem(
  state: SwmState,
  ctx: Ctx,
  figureId: string,
  at: { x: number; y: number },
): EngineError | null {
  const figure = state.figures[figureId]!
  const space = spaceOf(at, defOf(ctx, figure).size)
  const zone = startZoneOf(state, ctx, figure.owner)
  if (!squaresOf(space).every((s) => zone.has(keyOf(s)))) return swmErrors.notInStartZone()
  if (!spaceFits(ctx.blockers, space) || spaceHas(ctx.terrain, space, PIT)) return swmErrors.notInStartZone()
  for (const other of figuresOf(state)) {
    if (other.id === figureId || other.at === null) continue
    if (spacesOverlap(space, spaceOfFigure(ctx, other)!)) return swmErrors.squareTaken()
  }
  return null
}

/** `deploy { placements: [{ figure, x, y }] }`: places the seat's figures one after another. */
export function deploy(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  if (state.stage !== 'deploy') return swmErrors.wrongStage()
  if (seat !== state.deploying) return swmErrors.notYourDeployment()
  const placements = payloadRecord(action).placements
  if (!Array.isArray(placements) || placements.length === 0 || placements.length > state.order.length)
    payloadError('a felállítás listája hibás.', 'the list of placements is malformed.')
  for (const p of placements as Json[]) {
    if (typeof p !== 'object' || p === null || Array.isArray(p))
      payloadError('hibás felállítás.', 'malformed placement.')
    const id = readString(p, 'figure', 120)
    const at = { x: readInt(p, 'x', 0, ctx.map.width - 1), y: readInt(p, 'y', 0, ctx.map.height - 1) }
    const figure = figureById(state, id)
    if (!figure) return swmErrors.unknownFigure(id)
    if (figure.owner !== seat) return swmErrors.notYourFigure()
    const problem = placementProblem(state, ctx, id, at)
    if (problem) return problem
    figure.at = at
    events.push({ type: 'deployed', data: { figure: id, at } })
  }
  return null
}

/** `confirm-deployment`: every figure of the seat is placed; the other side sets up next, or round 1 begins. */
export function confirmDeployment(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  if (state.stage !== 'deploy') return swmErrors.wrongStage()
  if (seat !== state.deploying) return swmErrors.notYourDeployment()
  if (figuresOf(state).some((f) => f.owner === seat && f.at === null)) return swmErrors.notAllDeployed()
  events.push({ type: 'deployment-confirmed', data: { seat } })
  const waiting = state.config.seats.find((s) => figuresOf(state).some((f) => f.owner === s.seat && f.at === null))
  if (waiting) {
    state.deploying = waiting.seat
    return null
  }
  state.deploying = null
  updateDoors(state, ctx, events)
  steps().startRound(state, events)
  return null
}
