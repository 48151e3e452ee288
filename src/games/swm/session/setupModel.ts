/**
 * Setting up a skirmish in a room: seat 1 fields the light side, seat 2 the dark side. The start (a `start-game` roll,
 * net/game-start.ts) holds only the engine config (point limit, era, map); the squads are built after it, inside the
 * game, where each seat first sends only its list's commitment (engine/games/swm/squadActions.ts).
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import { validateConfig } from '../../../../engine/games/swm'
import type { SwmConfig } from '../../../../engine/games/swm'
import { CHARACTERS } from '../../../../engine/games/swm/data/characters'
import { ERA_FACTIONS } from '../../../../engine/games/swm/data/factions'
import type { CharacterDef, Era } from '../../../../engine/games/swm/data/types'

/** The skirmish's two seats, in claim order: seat 1 the light side, seat 2 the dark side. */
export const SWM_SEATS: readonly SeatId[] = ['s1', 's2']

/** The point limits the rulebook offers. */
export const POINT_LIMITS = [100, 150, 200] as const

/** The era a room starts in until someone chooses another (the engine's own default). */
export const DEFAULT_ERA: Era = 'rebellion'

/**
 * The eras in which both sides can field at least one character of `roster`, in the era table's order. A side's
 * characters are those of its era factions plus fringe ones, who join any squad in a standard skirmish. Derived
 * rather than listed so that a new character (Yoda opened 'rise-of-the-empire') opens its era by itself, and an era
 * whose side would have an empty builder is never offered.
 */
export function playableEras(roster: readonly CharacterDef[] = CHARACTERS): Era[] {
  const fields = (factions: readonly string[]) =>
    roster.some((d) => d.faction === 'fringe' || factions.includes(d.faction))
  return (Object.keys(ERA_FACTIONS) as Era[]).filter(
    (era) => fields(ERA_FACTIONS[era].light) && fields(ERA_FACTIONS[era].dark),
  )
}

/** The eras the start screen offers with today's character table. */
export const PLAYABLE_ERAS: readonly Era[] = playableEras()

/** Whether `era` is one of PLAYABLE_ERAS (any value is safe to ask: the lookup is an array search). */
export function isPlayableEra(era: unknown): era is Era {
  return typeof era === 'string' && (PLAYABLE_ERAS as readonly string[]).includes(era)
}

/** A started skirmish: what the log fold starts from. */
export type SwmRecord = {
  config: SwmConfig
  seats: SeatId[]
}

/** The config of a new skirmish: the starship map, the chosen era, seat 2 dark; partial cards allowed (Luke). */
export function configFor(pointLimit: number, captureTheDroid = false, era: Era = DEFAULT_ERA): SwmConfig {
  const config: SwmConfig = { pointLimit, era, darkSeat: 's2', allowPartial: true }
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
