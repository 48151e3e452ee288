/**
 * What a player's page writes to set up a match: its deck's commitment (the deck and salt stay in this browser,
 * in localStorage, so a reload before the reveal keeps them), the reveal once both seats have committed, and the
 * start. Only the commitment reaches the document before the reveal.
 */
import { commitment } from '../../../../engine/core/commitment'
import type { Json, SeatId } from '../../../../engine/core/types'
import { swlcg } from '../../../../engine/games/swlcg'
import type { DeckList } from '../../../../engine/games/swlcg'
import { COMMIT_TYPE, REVEAL_TYPE } from '../../../../net/commitments'
import { START_TYPE } from '../../../../net/game-start'
import type { NetResult, Room } from '../../../../net/types'
import type { SwlcgRecord } from './setupModel'

/** A committed deck's secret: the list and its salt. */
interface DeckSecret {
  deck: DeckList
  salt: string
}

const key = (room: string, seat: SeatId, commit: string) => `holotable:swlcg-deck:${room}:${seat}:${commit}`

/** 32 random bytes in hex: the commitment's salt. */
function newSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Commits `seat` to `deck`: keeps the secret here and writes only its commitment to the log. */
export function commitDeck(room: Room, seat: SeatId, deck: DeckList): Promise<NetResult> {
  const salt = newSalt()
  const commit = commitment(deck as unknown as Json, salt)
  localStorage.setItem(key(room.code, seat, commit), JSON.stringify({ deck, salt } satisfies DeckSecret))
  return room.appendAction({ type: COMMIT_TYPE, payload: { commit } }, { game: swlcg.id, seat })
}

/** The secret this browser keeps for `seat`'s commitment `commit`, or null (another browser's, or lost). */
function readSecret(room: Room, seat: SeatId, commit: string): DeckSecret | null {
  try {
    const secret = JSON.parse(localStorage.getItem(key(room.code, seat, commit)) ?? 'null') as DeckSecret | null
    return secret && commitment(secret.deck as unknown as Json, secret.salt) === commit ? secret : null
  } catch {
    return null
  }
}

/** The deck this browser committed `seat` to with `commit`, or null. */
export function committedDeck(room: Room, seat: SeatId, commit: string): DeckList | null {
  return readSecret(room, seat, commit)?.deck ?? null
}

/** Reveals `seat`'s committed deck (once both seats have committed); false when this browser does not hold it. */
export function revealDeck(room: Room, seat: SeatId, commit: string): Promise<NetResult> | false {
  const secret = readSecret(room, seat, commit)
  if (!secret) return false
  const payload = { choice: secret.deck as unknown as Json, salt: secret.salt }
  return room.appendAction({ type: REVEAL_TYPE, payload }, { game: swlcg.id, seat })
}

/** Starts the match from `seat`: a start roll whose entropy (the first shuffles) the other seat draws with it. */
export function startMatch(room: Room, seat: SeatId, record: SwlcgRecord): Promise<NetResult> {
  return room.appendAction(
    { type: START_TYPE, payload: record as unknown as Json },
    { game: swlcg.id, entropy: true, among: record.seats, seat },
  )
}
