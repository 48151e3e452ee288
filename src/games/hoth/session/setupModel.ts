/**
 * Setting up a Battle of Hoth game in a room: which seat plays which side, the scenario and leaders chosen
 * before the start (`meta.hothSetup`), and the started game's fold init (`meta.hothGame`), both plain JSON in
 * the document's `meta` map so every peer sees the same. Pure functions; the hooks read and write the doc.
 */
import type { Json, LocalizedText, SeatId } from '../../../../engine/core/types'
import { LEADERS, SCENARIOS, scenarioById, validateConfig } from '../../../../engine/games/hoth'
import type { HothConfig, LeaderId, Side } from '../../../../engine/games/hoth'

/** The four seats of a Hoth table, in claim order. */
export const HOTH_SEATS: readonly SeatId[] = ['s1', 's2', 's3', 's4']

/** Which side and team position each seat plays: s1/s3 Rebels, s2/s4 Empire; the lower seat is player 1. */
export const SEAT_ROLES: Readonly<Record<SeatId, { side: Side; team: 1 | 2 }>> = {
  s1: { side: 'rebel', team: 1 },
  s2: { side: 'empire', team: 1 },
  s3: { side: 'rebel', team: 2 },
  s4: { side: 'empire', team: 2 },
}

/** Choices made before the start. */
export type HothSetup = {
  scenario: string
  /** Play with leaders (each seated player then picks one). */
  useLeaders: boolean
  leaders: Record<SeatId, LeaderId | null>
}

/** A started game: what the log fold starts from. `number` counts games played in this room. */
export type HothGameRecord = {
  number: number
  config: HothConfig
  seats: SeatId[]
}

/** The setup a new room starts with. */
export const DEFAULT_SETUP: HothSetup = { scenario: SCENARIOS[0]!.id, useLeaders: false, leaders: {} }

/** Reads `meta.hothSetup`, falling back to defaults for anything missing or malformed. */
export function readSetup(value: Json | undefined): HothSetup {
  const v = (value ?? {}) as Partial<HothSetup>
  const scenario = typeof v.scenario === 'string' && scenarioById(v.scenario) ? v.scenario : DEFAULT_SETUP.scenario
  const leaders: Record<SeatId, LeaderId | null> = {}
  for (const seat of HOTH_SEATS) {
    const id = v.leaders?.[seat]
    leaders[seat] =
      typeof id === 'string' && LEADERS[id as LeaderId]?.side === SEAT_ROLES[seat]!.side ? (id as LeaderId) : null
  }
  return { scenario, useLeaders: v.useLeaders === true, leaders }
}

/** Reads `meta.hothGame`, or null when no game has started (or the record is malformed). */
export function readGame(value: Json | undefined): HothGameRecord | null {
  const v = value as Partial<HothGameRecord> | undefined
  if (!v || typeof v !== 'object' || !Array.isArray(v.seats) || !v.config) return null
  if (validateConfig(v.config, v.seats)) return null
  return { number: typeof v.number === 'number' ? v.number : 1, config: v.config, seats: v.seats }
}

/** The engine config for the seated players, or why the game cannot start yet. */
export function configFor(
  setup: HothSetup,
  seated: readonly SeatId[],
): { ok: true; config: HothConfig; seats: SeatId[] } | { ok: false; reason: LocalizedText } {
  const seats = HOTH_SEATS.filter((seat) => seated.includes(seat))
  const players = seats
    .map((seat) => ({ seat, ...SEAT_ROLES[seat]! }))
    .sort((a, b) => a.team - b.team)
    .map(({ seat, side }) => ({ seat, side, leader: setup.useLeaders ? (setup.leaders[seat] ?? null) : null }))
  const config: HothConfig = { scenario: setup.scenario, players }
  const problem = validateConfig(config, seats)
  if (problem) return { ok: false, reason: problem.reason }
  return { ok: true, config, seats }
}
