/**
 * Setting up a Star Wars: The Card Game match in a room: seat 1 plays the Light Side and seat 2 the Dark Side; each
 * player commits to a deck list in the log and reveals it once both have committed (net/commitments.ts); the start
 * (a `start-game` roll, net/game-start.ts) holds both decks, and every peer accepts it only if each deck is the one
 * its seat revealed before it. Pure functions; the hooks read the log.
 */
import type { Json, LocalizedText, SeatId } from '../../../../engine/core/types'
import { swlcg, validateConfig } from '../../../../engine/games/swlcg'
import type { DeckList, Side, SwlcgConfig } from '../../../../engine/games/swlcg'
import { isRevealed, readChoices } from '../../../../net/commitments'
import type { SeatChoice } from '../../../../net/commitments'
import type { AcceptedEntry } from '../../../../net/ledger-pass'
import type { Ledger } from '../../../../net/ledger'

/** The two seats of the table, in claim order: seat 1 Light Side, seat 2 Dark Side. */
export const SWLCG_SEATS: readonly SeatId[] = ['s1', 's2']

/** Which side each seat plays. */
export const SEAT_SIDES: Readonly<Record<SeatId, Side>> = { s1: 'light', s2: 'dark' }

/** A started match: what the log fold starts from. */
export type SwlcgRecord = {
  config: SwlcgConfig
  seats: SeatId[]
}

/** Reads an untrusted start payload: a config the engine accepts for the two seats, or null. */
export function readRecord(value: Json): SwlcgRecord | null {
  const v = value as Partial<SwlcgRecord> | null
  if (!v || typeof v !== 'object' || !Array.isArray(v.seats) || !v.config || typeof v.config !== 'object') return null
  const seats = v.seats.filter((s): s is SeatId => typeof s === 'string')
  if (seats.length !== 2 || seats.some((s, i) => s !== SWLCG_SEATS[i])) return null
  if (!validateConfig(v.config, seats).ok) return null
  // Each seat must play its own side.
  if (!v.config.players.every((p) => SEAT_SIDES[p.seat] === p.side)) return null
  return { config: v.config, seats }
}

/** Every seat's deck choice in the log (before position `before`, all of them by default). */
export function deckChoices(ledger: Ledger, before?: number): Record<SeatId, SeatChoice> {
  return readChoices(ledger, swlcg.id, SWLCG_SEATS, before)
}

/** A start is accepted only if each player's deck is the one its seat revealed before the start. */
export function acceptStart(record: SwlcgRecord, at: AcceptedEntry, ledger: Ledger): boolean {
  const choices = deckChoices(ledger, at.index)
  return record.config.players.every((p) => isRevealed(choices, p.seat, p.deck))
}

/** The start record for the revealed decks, or why the match cannot start yet. */
export function recordFor(
  choices: Record<SeatId, SeatChoice>,
): { ok: true; record: SwlcgRecord } | { ok: false; reason: LocalizedText } {
  const players = SWLCG_SEATS.map((seat) => ({
    seat,
    side: SEAT_SIDES[seat]!,
    deck: choices[seat]?.choice as DeckList | null,
  }))
  if (players.some((p) => p.deck === null))
    return {
      ok: false,
      reason: { hu: 'Mindkét paklit fel kell fedni a kezdés előtt.', en: 'Both decks must be revealed first.' },
    }
  const config: SwlcgConfig = { players: players as SwlcgConfig['players'] }
  const checked = validateConfig(config, SWLCG_SEATS)
  if (!checked.ok) return { ok: false, reason: checked.error.reason }
  return { ok: true, record: { config, seats: [...SWLCG_SEATS] } }
}
