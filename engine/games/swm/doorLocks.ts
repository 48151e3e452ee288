/**
 * Door Gimmick and Override. Door Gimmick: "A fordulója végén ez a karakter képes a látótengelyében egy ajtót
 * kinyitni. Az ajtó ezen karakter következő fordulójának végéig, vagy a haláláig marad nyitva. Más karakterek nem
 * tudják bezárni ezt az ajtót, hacsak nincs meg nekik a Felülírás képesség. Az ajtó csel nem működik olyan ajtón,
 * amit a Felülírás képességgel zártak le." Override: "A fordulójának a végén ez a karakter képes egy ajtót a
 * látótengelyében nyitottnak vagy zártnak kijelölni … Más karakterek nem tudják ezt az ajtót kinyitni vagy bezárni,
 * hacsak nem rendelkeznek ők is a felülírás képességével."
 *
 * The choice rides on `end-turn { door, open? }` (open defaults to true). Readings:
 * - "a látótengelyében": the figure has line of sight to one of the door's opening squares (or stands on one).
 * - A held door is left alone by the turn-end door update (doors.ts) until the holder's next turn ends or it falls.
 * - A Door Gimmick may not take a door another figure holds (it could not close it anyway, and an Override's door is
 *   out of its reach); an Override may take any door. The airlock and blast door are no doors for this.
 */
import { payloadError, optionalPayloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, spaceOfFigure } from './context'
import { lineOfSight, squareSpace } from './geometry'
import { inSpace } from './geometry/squares'
import { movementErrors } from './movementErrors'
import type { SwmDoor } from './data/maps'
import type { Figure, SwmAction, SwmState, Turn } from './types'

/** A door choice made with `end-turn`. */
export type DoorChoice = { door: string; open: boolean }

/** Reads `end-turn`'s optional `{ door, open? }`; null when there is none (no payload, null as the log stores it, or `{}`). */
export function readDoorChoice(action: SwmAction): DoorChoice | null {
  const payload = optionalPayloadRecord(action)
  if (Object.keys(payload).length === 0) return null
  for (const key of Object.keys(payload))
    if (key !== 'door' && key !== 'open') payloadError('ismeretlen mező.', 'unknown field.')
  const door = readString(payload, 'door', 60)
  if (payload.open !== undefined && typeof payload.open !== 'boolean')
    payloadError('az "open" mező hibás.', 'the "open" field is malformed.')
  return { door, open: payload.open !== false }
}

/** Whether `figure` has line of sight to the door (to one of its opening squares). */
function doorInSight(ctx: Ctx, figure: Figure, door: SwmDoor): boolean {
  const here = spaceOfFigure(ctx, figure)!
  return door.adjacent.some((s) => inSpace(here, s) || lineOfSight(ctx.blockers, here, squareSpace(s)))
}

/** Why `figure` may not set the door as chosen, or null. */
export function doorChoiceProblem(state: SwmState, ctx: Ctx, figure: Figure, choice: DoorChoice): EngineError | null {
  const card = defOf(ctx, figure)
  const override = has(card, 'override')
  if (!override && !has(card, 'door-gimmick')) return movementErrors.noDoorAbility()
  const door = ctx.map.doors.find((d) => d.id === choice.door && !d.role)
  if (!door) return movementErrors.unknownDoor()
  if (!override && !choice.open) return movementErrors.doorGimmickClosesNothing()
  const lock = state.doorLocks?.[door.id]
  if (!override && lock && lock.figure !== figure.id && !state.figures[lock.figure]?.defeated)
    return movementErrors.doorHeld()
  if (!doorInSight(ctx, figure, door)) return movementErrors.doorNotInSight()
  return null
}

/** Every door choice `figure` may make as it ends its turn now. */
export function doorChoices(state: SwmState, ctx: Ctx, figure: Figure): DoorChoice[] {
  const out: DoorChoice[] = []
  for (const d of ctx.map.doors)
    for (const open of [true, false])
      if (!doorChoiceProblem(state, ctx, figure, { door: d.id, open })) out.push({ door: d.id, open })
  return out
}

/**
 * At the end of `turn`: the figure's lock from an earlier turn ends ("következő fordulójának végéig"), then its new
 * choice, if any, holds the door. Called before the turn-end door update.
 */
export function holdDoors(state: SwmState, turn: Turn, choice: DoorChoice | null, events: EngineEvent[]): void {
  const locks = state.doorLocks ?? {}
  for (const [id, lock] of Object.entries(locks))
    if (lock.figure === turn.figure && lock.ref < turn.ref) {
      delete locks[id]
      events.push({ type: 'door-released', data: { door: id, figure: lock.figure } })
    }
  if (choice) {
    const figure = state.figures[turn.figure]!
    for (const [id, lock] of Object.entries(locks)) if (lock.figure === figure.id) delete locks[id]
    locks[choice.door] = { figure: figure.id, open: choice.open, ref: turn.ref }
    events.push({ type: 'door-held', data: { door: choice.door, figure: figure.id, open: choice.open } })
  }
  if (Object.keys(locks).length > 0) state.doorLocks = locks
  else delete state.doorLocks
}

/** Whether a lock holds `door` open (true) or shut (false) now, or null when none does. */
export function heldOpen(state: SwmState, door: string): boolean | null {
  return state.doorLocks?.[door]?.open ?? null
}

/** Drops the locks of fallen holders ("vagy a haláláig"). */
export function releaseFallen(state: SwmState, events: EngineEvent[]): void {
  const locks = state.doorLocks
  if (!locks) return
  for (const [id, lock] of Object.entries(locks))
    if (state.figures[lock.figure]?.defeated !== false) {
      delete locks[id]
      events.push({ type: 'door-released', data: { door: id, figure: lock.figure } })
    }
  if (Object.keys(locks).length === 0) delete state.doorLocks
}
