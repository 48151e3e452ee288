/**
 * Setting up a Star Wars: The Card Game match in a room, 1v1 (seat 1 the Light Side, seat 2 the Dark Side) or Balance
 * of the Force 2v2 (four seats, two a side: `TEAMS`); each player commits to a deck list in the log and reveals it
 * once every seat has committed (net/commitments.ts); the start
 * (a `start-game` roll, net/game-start.ts) holds every deck, and every peer accepts it only if each deck is the one
 * its seat revealed before it. Pure functions; the hooks read the log.
 */
import type { Json, LocalizedText, SeatId } from '../../../../engine/core/types'
import { swlcg, validateConfig } from '../../../../engine/games/swlcg'
import type { DeckList, Side, SwlcgConfig } from '../../../../engine/games/swlcg'
import { isRevealed, readChoices } from '../../../../net/commitments'
import type { SeatChoice } from '../../../../net/commitments'
import type { AcceptedEntry } from '../../../../net/ledger-pass'
import type { Ledger } from '../../../../net/ledger'

/** A table's format: its seats in claim order, and the side and place in the team each seat plays. */
export interface SwlcgFormat {
  id: '1v1' | '2v2'
  seats: readonly SeatId[]
  places: Readonly<Record<SeatId, { side: Side; order: 1 | 2 }>>
}

/** 1v1: seat 1 plays the Light Side, seat 2 the Dark Side. */
export const DUEL: SwlcgFormat = {
  id: '1v1',
  seats: ['s1', 's2'],
  places: { s1: { side: 'light', order: 1 }, s2: { side: 'dark', order: 1 } },
}

/**
 * Balance of the Force 2v2: seats 1 and 4 the Light Side's #1 and #2, seats 2 and 3 the Dark Side's #1 and #2. A team
 * chooses its order by who sits where; the dark #1 faces the light #2 and the dark #2 the light #1.
 */
export const TEAMS: SwlcgFormat = {
  id: '2v2',
  seats: ['s1', 's2', 's3', 's4'],
  places: {
    s1: { side: 'light', order: 1 },
    s2: { side: 'dark', order: 1 },
    s3: { side: 'dark', order: 2 },
    s4: { side: 'light', order: 2 },
  },
}

/** The two seats of the 1v1 table, in claim order: seat 1 Light Side, seat 2 Dark Side. */
export const SWLCG_SEATS: readonly SeatId[] = DUEL.seats

/** Which side each seat of either format plays (the seats agree between the formats where both have them). */
export const SEAT_SIDES: Readonly<Record<SeatId, Side>> = { s1: 'light', s2: 'dark', s3: 'dark', s4: 'light' }

/** A started match: what the log fold starts from. */
export type SwlcgRecord = {
  config: SwlcgConfig
  seats: SeatId[]
}

/** Reads an untrusted start payload: a config the engine accepts for the format's seats, or null. */
export function readRecord(value: Json, format: SwlcgFormat = DUEL): SwlcgRecord | null {
  const v = value as Partial<SwlcgRecord> | null
  if (!v || typeof v !== 'object' || !Array.isArray(v.seats) || !v.config || typeof v.config !== 'object') return null
  const seats = v.seats.filter((s): s is SeatId => typeof s === 'string')
  if (seats.length !== format.seats.length || seats.some((s, i) => s !== format.seats[i])) return null
  if (!validateConfig(v.config, seats).ok) return null
  // Each seat must play its own side and place.
  const fits = (p: SwlcgConfig['players'][number]) => {
    const place = format.places[p.seat]
    return !!place && place.side === p.side && (format.id === '1v1' || place.order === p.order)
  }
  if (!v.config.players.every(fits)) return null
  return { config: v.config, seats }
}

/** Every seat's deck choice in the log (before position `before`, all of them by default). */
export function deckChoices(ledger: Ledger, before?: number, format: SwlcgFormat = DUEL): Record<SeatId, SeatChoice> {
  return readChoices(ledger, swlcg.id, format.seats, before)
}

/** A start is accepted only if each player's deck is the one its seat revealed before the start. */
export function acceptStart(record: SwlcgRecord, at: AcceptedEntry, ledger: Ledger): boolean {
  const choices = readChoices(ledger, swlcg.id, record.seats, at.index)
  return record.config.players.every((p) => isRevealed(choices, p.seat, p.deck))
}

/** The start record for the revealed decks, or why the match cannot start yet. */
export function recordFor(
  choices: Record<SeatId, SeatChoice>,
  format: SwlcgFormat = DUEL,
): { ok: true; record: SwlcgRecord } | { ok: false; reason: LocalizedText } {
  const players = format.seats.map((seat) => ({
    seat,
    ...format.places[seat]!,
    deck: (choices[seat]?.choice ?? null) as DeckList | null,
  }))
  if (players.some((p) => p.deck === null))
    return {
      ok: false,
      reason:
        format.id === '1v1'
          ? { hu: 'Mindkét paklit fel kell fedni a kezdés előtt.', en: 'Both decks must be revealed first.' }
          : { hu: 'Mind a négy paklit fel kell fedni a kezdés előtt.', en: 'All four decks must be revealed first.' },
    }
  const config: SwlcgConfig = {
    players: players.map(({ seat, side, order, deck }) =>
      format.id === '1v1' ? { seat, side, deck: deck! } : { seat, side, order, deck: deck! },
    ),
  }
  const checked = validateConfig(config, format.seats)
  if (!checked.ok) return { ok: false, reason: checked.error.reason }
  return { ok: true, record: { config, seats: [...format.seats] } }
}
