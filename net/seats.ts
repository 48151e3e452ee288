/**
 * Seats: which public key sits where (`seats` map of the document, seatId → SeatBinding).
 *
 * A key normally holds one seat: claiming another seat moves you (your old seat becomes free), unless the
 * claim says `hotseat`, which keeps the seats you hold (one browser playing several seats in turn). A seat
 * held by another key is refused with a reason. Two people claiming the same free seat at the same
 * moment both succeed locally; Yjs keeps one binding (last writer wins) and the other person's
 * `seatOf` turns null once the documents meet. Validity of log entries follows the binding (see
 * log-validate.ts), so giving up a seat mid-game takes that seat's actions out of the fold.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../engine'
import { isSeatId } from './log-entry'
import { isSeatBinding } from './log-validate'
import { schema, type SeatBinding } from './schema'
import type { NetResult } from './types'

/** Transaction origin of seat changes. */
export const SEATS_ORIGIN = 'holotable/seats'

/** Longest display name kept in a binding. */
const NAME_LIMIT = 64

/** Options of `claimSeat`. */
export interface ClaimOptions {
  /** Keep the other seats this key holds (hotseat: one browser plays several seats). */
  hotseat?: boolean
}

/** Binds `seat` to `binding.publicKey`, freeing any other seat that key held unless `options.hotseat`. */
export function claimSeat(doc: Y.Doc, seat: SeatId, binding: SeatBinding, options: ClaimOptions = {}): NetResult {
  if (!isSeatId(seat)) {
    return { ok: false, reason: { hu: `Ismeretlen hely: „${seat}”.`, en: `Unknown seat: "${seat}".` } }
  }
  const seats = schema.seats(doc)
  const current: unknown = seats.get(seat)
  if (isSeatBinding(current) && current.publicKey !== binding.publicKey) {
    return {
      ok: false,
      reason: {
        hu: `A(z) ${seat} helyen már ${current.name} ül.`,
        en: `Seat ${seat} is already taken by ${current.name}.`,
      },
    }
  }
  const clean: SeatBinding = {
    name: binding.name.slice(0, NAME_LIMIT),
    colour: binding.colour.slice(0, 32),
    publicKey: binding.publicKey,
  }
  doc.transact(() => {
    if (!options.hotseat) for (const other of heldBy(doc, binding.publicKey)) if (other !== seat) seats.delete(other)
    seats.set(seat, clean)
  }, SEATS_ORIGIN)
  return { ok: true }
}

/** Frees every seat `publicKey` holds. */
export function releaseSeat(doc: Y.Doc, publicKey: string): void {
  const held = heldBy(doc, publicKey)
  if (held.length === 0) return
  const seats = schema.seats(doc)
  doc.transact(() => held.forEach((seat) => seats.delete(seat)), SEATS_ORIGIN)
}

/** The seat `publicKey` holds, or null. (Should a race leave it two, the first by id.) */
export function seatOf(doc: Y.Doc, publicKey: string): SeatId | null {
  return heldBy(doc, publicKey)[0] ?? null
}

/** Every well-formed binding, by seat id; malformed values written by a peer are left out. */
export function listSeats(doc: Y.Doc): Record<SeatId, SeatBinding> {
  const out: Record<SeatId, SeatBinding> = {}
  schema.seats(doc).forEach((value: unknown, seat) => {
    if (isSeatId(seat) && isSeatBinding(value)) out[seat] = value
  })
  return out
}

/** Seats bound to `publicKey`, sorted by id. */
export function heldBy(doc: Y.Doc, publicKey: string): SeatId[] {
  return Object.entries(listSeats(doc))
    .filter(([, binding]) => binding.publicKey === publicKey)
    .map(([seat]) => seat)
    .sort()
}
