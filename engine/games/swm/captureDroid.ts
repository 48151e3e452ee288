/**
 * The "Szerezd meg a droidot" (capture the droid) variant, switched on by the room's `captureTheDroid`: "akkor nyer a
 * csapatod, ha kiszabadít egy droidot és elmenekül vele … a tábla közepén lévő turbóliftbe … A szabadító karakternek
 * közvetlenül a droid melletti egyik négyzetben kell befejeznie a lépést, hogy megszerezze fölötte az irányítást …
 * A droid átadása a karakter egész fordulóját elveszi … Az ellenségnek meg kell semmisítenie a droidot irányító
 * karaktert, azután a droid mellé lépnie … Az a csapat győz, amelyik el tudja vinni a droidot a saját kezdőpontjához
 * (az ajtó vagy a zsilip). Minden négyzet, ami szomszédos a kijelölt objektummal, szintén győzelemnek számít."
 * Our readings:
 * - The droid is a token (the rule allows "egy droidot szimbolizáló zsetont"): it starts on the map's centre square,
 *   takes no space, never acts, and while controlled is carried with its controller (always adjacent).
 * - A figure takes a free droid when its turn ends after it moved, standing on or next to the droid's square.
 * - Handing over, `hand-droid { figure }`, is the controller's whole turn: only before it moved or attacked, to an
 *   adjacent ally, and the turn ends.
 * - A defeated controller drops the droid on its own square.
 * - The light side's start point is the airlock, the dark side's the blast door: a controller standing on a square
 *   next to its own side's door at the end of a turn wins. Defeating every enemy still wins too.
 */
import { payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import type { Ctx } from './context'
import { figureById, figuresOf, sideOf, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { adjacent, squareSpace } from './geometry'
import { inSpace } from './geometry/squares'
import type { Figure, SwmAction, SwmState, Turn } from './types'
import { finish } from './victory'
import { steps } from './pipeline'

/** Whether `figure` stands on or next to the droid's square. */
function besideDroid(state: SwmState, ctx: Ctx, figure: Figure): boolean {
  const droid = state.droid
  const space = spaceOfFigure(ctx, figure)
  if (!droid || !space) return false
  return inSpace(space, droid.at) || adjacent(ctx.blockers, space, squareSpace(droid.at))
}

/** A controller about to be defeated drops the droid on its square (harm.ts calls this before the figure leaves). */
export function dropDroid(state: SwmState, figure: Figure, events: EngineEvent[]): void {
  if (state.droid?.controller !== figure.id || figure.at === null) return
  state.droid = { at: { x: figure.at.x, y: figure.at.y }, controller: null }
  events.push({ type: 'droid-dropped', data: { figure: figure.id, at: state.droid.at } })
}

/** The door role a side carries the droid to. */
const EXIT = { light: 'airlock', dark: 'blast-door' } as const

/**
 * At the end of `turn`: the droid follows its controller, a free droid goes to the figure that ended its move next to
 * it, and a controller next to its side's start door wins. Returns whether the game ended.
 */
export function droidAfterTurn(state: SwmState, ctx: Ctx, turn: Turn, events: EngineEvent[]): boolean {
  const droid = state.droid
  if (!droid || state.result) return state.result !== null
  const mover = state.figures[turn.figure]!
  if (droid.controller === null && turn.moved && !mover.defeated && besideDroid(state, ctx, mover)) {
    droid.controller = mover.id
    events.push({ type: 'droid-captured', data: { figure: mover.id } })
  }
  const holder = droid.controller === null ? undefined : state.figures[droid.controller]
  if (!holder || holder.at === null) return false
  droid.at = { x: holder.at.x, y: holder.at.y }
  const side = sideOf(state, holder.owner)!
  const exit = ctx.map.doors.find((d) => d.role === EXIT[side])
  const space = spaceOfFigure(ctx, holder)!
  if (!exit?.adjacent.some((sq) => inSpace(space, sq))) return false
  finish(
    state,
    [holder.owner],
    { hu: 'A droidot kimenekítették a saját kezdőpontjukhoz.', en: 'They carried the droid out to their start point.' },
    events,
  )
  return true
}

/** Why the active figure of `seat` may not hand the droid to `to` now, or null. */
function handProblem(state: SwmState, ctx: Ctx, seat: SeatId, to: Figure | undefined): EngineError | null {
  const turn = state.turn
  if (!state.droid || !turn) return swmErrors.wrongStage()
  const giver = state.figures[turn.figure]!
  if (giver.owner !== seat) return swmErrors.notYourFigure()
  if (state.droid.controller !== giver.id) return swmErrors.wrongStage()
  if (turn.segments.length > 0 || turn.moved || turn.done) return swmErrors.segmentNotAllowed()
  if (!to || to.at === null || to.defeated) return swmErrors.unknownFigure('')
  if (to.owner !== seat || to.id === giver.id) return swmErrors.notYourFigure()
  if (!adjacent(ctx.blockers, spaceOfFigure(ctx, giver)!, spaceOfFigure(ctx, to)!)) return swmErrors.notAdjacent()
  return null
}

/** `hand-droid { figure }`: the controller gives the droid to an adjacent ally; that is its whole turn. */
export function handDroid(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const to = figureById(state, readString(payloadRecord(action), 'figure', 120))
  const problem = handProblem(state, ctx, seat, to)
  if (problem) return problem
  events.push({ type: 'droid-handed', data: { from: state.droid!.controller, to: to!.id } })
  state.droid!.controller = to!.id
  state.turn!.done = true
  steps().endTurn(state, ctx, events)
  return null
}

/** Every `hand-droid` the seat may send now. */
export function handDroidActions(state: SwmState, ctx: Ctx, seat: SeatId): SwmAction[] {
  if (!state.droid || !state.turn) return []
  return figuresOf(state)
    .filter((f) => handProblem(state, ctx, seat, f) === null)
    .map((f) => ({ type: 'hand-droid', payload: { figure: f.id } }))
}
