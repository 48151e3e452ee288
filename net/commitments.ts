/**
 * Secret choices made before a game starts (a deck list, a squad), in the log: each seat first appends a
 * `commit-choice` entry holding only the commitment (engine/core/commitment.ts), and once every seat has committed, a
 * `reveal-choice` entry with the choice and its salt. Every peer reads the same log the same way: a seat's newest
 * commitment counts, and a reveal that does not open it is refused, with the reason, on every peer. Until its
 * reveal, a choice exists only in its author's browser.
 */
import { canonicalJson, opens } from '../engine'
import type { Json, LocalizedText, SeatId } from '../engine'
import type { Ledger } from './ledger'

/** The type of a commitment entry: payload `{ commit }`, 64 hex digits. */
export const COMMIT_TYPE = 'commit-choice'
/** The type of a reveal entry: payload `{ choice, salt }`. */
export const REVEAL_TYPE = 'reveal-choice'

/** Where one seat's secret choice stands. */
export interface SeatChoice {
  /** Its newest commitment, or null before it has committed. */
  commit: string | null
  /** The revealed choice once a reveal opened the commitment, else null. */
  choice: Json | null
  /** Why its newest reveal was refused (it did not open the commitment), else null. */
  refused: LocalizedText | null
}

const HEX64 = /^[0-9a-f]{64}$/

const MISMATCH: LocalizedText = {
  hu: 'A felfedett választás nem egyezik azzal, amire korábban elköteleződött; minden gép elutasítja.',
  en: 'The revealed choice does not match the commitment made before; every peer refuses it.',
}

/**
 * Every seat's choice for `game` from the log's entries before position `before` (all of them by default). Only a
 * seat's own entries count for it; a malformed entry is ignored.
 */
export function readChoices(
  ledger: Ledger,
  game: string,
  seats: readonly SeatId[],
  before = Number.POSITIVE_INFINITY,
): Record<SeatId, SeatChoice> {
  const choices: Record<SeatId, SeatChoice> = {}
  for (const seat of seats) choices[seat] = { commit: null, choice: null, refused: null }
  for (const { entry, index } of ledger.accepted()) {
    if (index >= before) break
    const mine = Object.hasOwn(choices, entry.seat) ? choices[entry.seat]! : null
    if (entry.game !== game || !mine) continue
    const payload = entry.payload as Record<string, Json> | null
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) continue
    if (entry.type === COMMIT_TYPE && typeof payload.commit === 'string' && HEX64.test(payload.commit)) {
      choices[entry.seat] = { commit: payload.commit, choice: null, refused: null }
    } else if (entry.type === REVEAL_TYPE && mine.commit && mine.choice === null && payload.choice !== undefined) {
      const ok = opens(mine.commit, payload.choice, payload.salt)
      choices[entry.seat] = { ...mine, choice: ok ? payload.choice : null, refused: ok ? null : MISMATCH }
    }
  }
  return choices
}

/** Whether `choice` is the one `seat` revealed (compared as canonical JSON). */
export function isRevealed(choices: Record<SeatId, SeatChoice>, seat: SeatId, choice: Json): boolean {
  const revealed = Object.hasOwn(choices, seat) ? choices[seat]!.choice : null
  return revealed !== null && canonicalJson(revealed) === canonicalJson(choice)
}
