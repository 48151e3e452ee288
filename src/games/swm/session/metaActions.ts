/**
 * The skirmish's records in the room: the options chosen before the start (`meta.swmSetup`, last writer wins,
 * harmless) and the start itself, a `start-game` roll in the log (net/game-start.ts) whose entropy both seats draw
 * together and which fixes the config and seats for every peer.
 */
import type * as Y from 'yjs'
import type { Json } from '../../../../engine/core/types'
import { swm } from '../../../../engine/games/swm'
import { START_TYPE } from '../../../../net/game-start'
import { schema } from '../../../../net/schema'
import type { NetResult, Room } from '../../../../net/types'
import type { Era } from '../../../../engine/games/swm/data/types'
import { DEFAULT_ERA, POINT_LIMITS, SWM_SEATS, configFor, isPlayableEra } from './setupModel'
import type { SwmRecord } from './setupModel'

/** The options chosen before the start. */
export type SwmOptions = { pointLimit: number; captureTheDroid: boolean; era: Era }

/** A new room's options: 100 points, an ordinary skirmish in the Rebellion era. */
export const DEFAULT_OPTIONS: SwmOptions = { pointLimit: 100, captureTheDroid: false, era: DEFAULT_ERA }

/**
 * Reads `meta.swmSetup`, falling back to the defaults for anything missing or malformed. Any peer may write meta, so
 * only a playable era is taken: an unknown or unplayable one would leave a side with nothing to field.
 */
export function readOptions(value: Json | undefined): SwmOptions {
  const v = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, Json>
  const pointLimit = (POINT_LIMITS as readonly Json[]).includes(v.pointLimit ?? null)
    ? (v.pointLimit as number)
    : DEFAULT_OPTIONS.pointLimit
  const era = isPlayableEra(v.era) ? v.era : DEFAULT_OPTIONS.era
  return { pointLimit, captureTheDroid: v.captureTheDroid === true, era }
}

/** Saves the options (the table shows them only before a game has started). */
export function writeOptions(doc: Y.Doc, options: SwmOptions): void {
  schema.meta(doc).set('swmSetup', options)
}

/** Starts a skirmish from this browser's seat: a start roll the other seat answers. */
export function startSkirmish(room: Room, options: SwmOptions): Promise<NetResult> {
  const seat = room.mySeats().find((s) => SWM_SEATS.includes(s))
  if (!seat) return Promise.resolve({ ok: false, reason: { hu: 'Előbb ülj le egy helyre.', en: 'Take a seat first.' } })
  const record: SwmRecord = {
    config: configFor(options.pointLimit, options.captureTheDroid, options.era),
    seats: [...SWM_SEATS],
  }
  return room.appendAction(
    { type: START_TYPE, payload: record as unknown as Json },
    { game: swm.id, entropy: true, among: record.seats, seat },
  )
}
