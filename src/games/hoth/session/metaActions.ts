/**
 * Battle of Hoth's records in the room: the setup choices before the start (`meta.hothSetup`, last writer wins,
 * harmless), and the start itself — a `start-game` roll in the log (net/game-start.ts), whose entropy every seat
 * draws together and which fixes the config and seats for every peer. Two players pressing Start at once both
 * write one; every peer plays the first that completes.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../../../../engine/core/types'
import { hoth } from '../../../../engine/games/hoth'
import { START_TYPE } from '../../../../net/game-start'
import { schema } from '../../../../net/schema'
import type { NetResult, Room } from '../../../../net/types'
import { configFor } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** Saves the setup choices (the table shows them only before a game has started). */
export function writeSetup(doc: Y.Doc, setup: HothSetup): void {
  schema.meta(doc).set('hothSetup', setup)
}

/** Starts the game for the seated players: a start roll from this browser's seat, answered by the others. */
export async function startHothGame(room: Room, setup: HothSetup, seated: readonly SeatId[]): Promise<NetResult> {
  const ready = configFor(setup, seated)
  if (!ready.ok) return ready
  const seat = room.mySeats().find((s) => ready.seats.includes(s))
  if (!seat) return { ok: false, reason: { hu: 'Előbb ülj le egy helyre.', en: 'Take a seat first.' } }
  const record: HothGameRecord = { number: 1, config: ready.config, seats: ready.seats }
  return room.appendAction(
    { type: START_TYPE, payload: record },
    { game: hoth.id, entropy: true, among: ready.seats, seat },
  )
}
