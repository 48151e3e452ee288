/**
 * Setting up a skirmish in a room: seat 1 fields the light side, seat 2 the dark side. The start (a `start-game` roll,
 * net/game-start.ts) holds only the engine config (point limit, era, map); the squads are built after it, inside the
 * game, where each seat first sends only its list's commitment (engine/games/swm/squadActions.ts).
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import { validateConfig } from '../../../../engine/games/swm'
import type { SwmConfig } from '../../../../engine/games/swm'

/** The skirmish's two seats, in claim order: seat 1 the light side, seat 2 the dark side. */
export const SWM_SEATS: readonly SeatId[] = ['s1', 's2']

/** The point limits the rulebook offers. */
export const POINT_LIMITS = [100, 150, 200] as const

/** A started skirmish: what the log fold starts from. */
export type SwmRecord = {
  config: SwmConfig
  seats: SeatId[]
}

/** The config of a new skirmish: the starship map, the Rebellion era, seat 2 dark; partial cards allowed (Luke). */
export function configFor(pointLimit: number, captureTheDroid = false): SwmConfig {
  const config: SwmConfig = { pointLimit, era: 'rebellion', darkSeat: 's2', allowPartial: true }
  return captureTheDroid ? { ...config, captureTheDroid } : config
}

/** Reads an untrusted start payload: the two seats in order and a config the engine accepts, or null. */
export function readRecord(value: Json): SwmRecord | null {
  const v = value as Partial<SwmRecord> | null
  if (!v || typeof v !== 'object' || Array.isArray(v) || !Array.isArray(v.seats)) return null
  const seats = v.seats.filter((s): s is SeatId => typeof s === 'string')
  if (seats.length !== 2 || seats.some((s, i) => s !== SWM_SEATS[i])) return null
  if (!v.config || typeof v.config !== 'object' || Array.isArray(v.config)) return null
  if (validateConfig(v.config, seats)) return null
  return { config: v.config, seats }
}
