/**
 * The start of a game, in the log: a roll entry of type `start-game` whose payload is the game's record (its
 * config and seats) and whose entropy, drawn with every other seat of the game, seeds the setup (the first
 * shuffle). Nobody can pick the first shuffle: every seat adds its precommitted value (net/rolls.ts), and a
 * seat that changes hands afterwards cannot answer for the tenure that held it at the start.
 *
 * A page never answers a start roll of a game that already has a completed valid start, nor one its game would
 * skip (net/rolls.ts `checkStarts`): a late, back-dated or forged start can then never complete, and is named void
 * at once, so it cannot stand in the way of the real one.
 *
 * Every peer reads the same start: the first `start-game` entry of the game, in fold order, that is valid
 * (a readable record the game accepts at that point of the log — a card game checks the decks against the
 * commitments before it, net/commitments.ts — written from one of its seats, the roll asking exactly its other seats held there — and,
 * for a game that needs every seat, such as Battle of Hoth, all of them held) and whose roll completed. One that went void is skipped (someone presses Start again);
 * while one is pending, later ones wait. Nothing in the shared `meta` map, which any peer can overwrite,
 * decides which game is played.
 */
import type { Json, SeatId } from '../engine'
import type { Ledger } from './ledger'
import type { AcceptedEntry } from './ledger-pass'

/** The type of a game's start entry. */
export const START_TYPE = 'start-game'

/** Where a game's start stands. */
export type GameStart<R> =
  | { state: 'none'; lastVoid: null | { record: R; missing: SeatId[] } }
  | { state: 'drawing'; record: R; hash: string; waitingFor: SeatId[] }
  | { state: 'started'; record: R; hash: string; entropy: string }

/** How a game's start is read. */
export interface StartOptions<R> {
  /** Whether every seat of the record must be held (Battle of Hoth) or only the starter's. */
  everySeat: boolean
  /** What the record must also agree with in the log before it (default: nothing); a start it refuses is skipped. */
  accept?: (record: R, at: AcceptedEntry, ledger: Ledger) => boolean
}

/**
 * The start of game `game` in `ledger`. `read` turns an untrusted payload into a record (null: not one), and
 * `seatsOf` gives its seats.
 */
export function readGameStart<R>(
  ledger: Ledger,
  game: string,
  read: (payload: Json) => R | null,
  seatsOf: (record: R) => readonly SeatId[],
  options: StartOptions<R> = { everySeat: true },
): GameStart<R> {
  let lastVoid: { record: R; missing: SeatId[] } | null = null
  for (const accepted of ledger.accepted()) {
    const { entry, hash } = accepted
    if (entry.game !== game || entry.type !== START_TYPE) continue
    const record = validStart(accepted, ledger, read, seatsOf, options)
    if (record === null) continue
    const status = ledger.roll(hash)
    if (!status) continue
    if (status.state === 'pending') return { state: 'drawing', record, hash, waitingFor: status.waitingFor }
    if (status.state === 'complete') return { state: 'started', record, hash, entropy: status.entropy }
    lastVoid = { record, missing: status.missing }
  }
  return { state: 'none', lastVoid }
}

/**
 * The record of start entry `accepted` when it is a valid start (a roll with a readable record, well seated, and
 * accepted by the game at its point of the log), else null. The roll exchange asks this too (`checkStarts`), so a
 * page never answers a start its game would skip.
 */
export function validStart<R>(
  accepted: AcceptedEntry,
  ledger: Ledger,
  read: (payload: Json) => R | null,
  seatsOf: (record: R) => readonly SeatId[],
  options: StartOptions<R>,
): R | null {
  if (!accepted.entry.roll) return null
  const record = read(accepted.entry.payload)
  if (record === null || !isWellSeated(accepted, seatsOf(record), options.everySeat)) return null
  return options.accept && !options.accept(record, accepted, ledger) ? null : record
}

/** The starter holds one of the seats, (all of them are held there,) and the roll asks exactly the others held. */
function isWellSeated({ entry, bindings }: AcceptedEntry, seats: readonly SeatId[], everySeat: boolean): boolean {
  if (!seats.includes(entry.seat) || (everySeat && !seats.every((seat) => bindings.has(seat)))) return false
  const others = seats.filter((seat) => seat !== entry.seat && bindings.has(seat)).sort()
  const from = entry.roll!.from
  return from.length === others.length && from.every((seat, i) => seat === others[i])
}
