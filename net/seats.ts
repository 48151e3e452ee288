/**
 * Seats: which key holds which seat, read from the ledger (net/ledger.ts), changed only by signed entries in
 * the seat's own chain (net/seat-acts.ts).
 *
 * A key normally holds one seat: claiming another seat moves you (your old seat is released), unless the
 * claim says `hotseat`, which keeps the seats you hold (one browser playing several seats in turn). A seat
 * held by another key is refused with a reason. Two people claiming the same free seat at the same moment
 * both write a claim; the ledger keeps one on every peer (ledger-forks.ts) and the other person's `seatOf`
 * turns null once the documents meet. Each entry is judged by the tenure in force where it stands, so
 * giving up a seat mid-game leaves the actions already taken in place.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../engine'
import { chainAnchor } from './chain-values'
import { roomDomain } from './domain'
import type { Identity } from './identity'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { safeColour, safeName } from './sanitize'
import { ACT } from './seat-acts'
import type { SeatBinding } from './schema'
import { appendEntry, LOG_ORIGIN } from './signed-log'
import type { NetResult } from './types'

/** Options of `claimSeat`. */
export interface ClaimOptions {
  /** Keep the other seats this key holds (hotseat: one browser plays several seats). */
  hotseat?: boolean
}

/** Binds `seat` to `identity`, releasing any other seat that key held unless `options.hotseat`. */
export function claimSeat(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  who: { name: string; colour: string },
  options: ClaimOptions = {},
): NetResult {
  if (!ROOM_SEATS.includes(seat)) {
    return { ok: false, reason: { hu: `Ismeretlen hely: „${seat}”.`, en: `Unknown seat: "${seat}".` } }
  }
  const ledger = ledgerOf(doc)
  const head = ledger.head(seat)
  if (head.tenure?.holder === identity.publicKey) return { ok: true }
  if (head.tenure) {
    return {
      ok: false,
      reason: {
        hu: `A(z) ${seat} helyen már ${head.tenure.name} ül.`,
        en: `Seat ${seat} is already taken by ${head.tenure.name}.`,
      },
    }
  }
  if (head.reservedFor !== null && head.reservedFor !== identity.publicKey) {
    return {
      ok: false,
      reason: {
        hu: `A(z) ${seat} hely annak a játékosnak van fenntartva, akinek a többiek visszaadták.`,
        en: `Seat ${seat} is kept for the player the others gave it back to.`,
      },
    }
  }
  const anchor = chainAnchor(identity, { room: roomDomain(doc), seat, tenure: head.n, anchor: 0 })
  let result: NetResult = { ok: true }
  doc.transact(() => {
    if (!options.hotseat) {
      for (const other of heldBy(doc, identity.publicKey)) {
        if (other !== seat) appendEntry(doc, identity, other, { game: '', type: ACT.release })
      }
    }
    const payload = { name: safeName(who.name), colour: safeColour(who.colour), anchor }
    const claimed = appendEntry(doc, identity, seat, { game: '', type: ACT.claim, payload })
    if (!claimed.ok) result = claimed
  }, LOG_ORIGIN)
  return result
}

/** Releases every seat `identity` holds. */
export function releaseSeat(doc: Y.Doc, identity: Identity): void {
  const held = heldBy(doc, identity.publicKey)
  if (held.length === 0) return
  doc.transact(() => {
    for (const seat of held) appendEntry(doc, identity, seat, { game: '', type: ACT.release })
  }, LOG_ORIGIN)
}

/** The seat `publicKey` holds, or null. (A hotseat browser: the first by id.) */
export function seatOf(doc: Y.Doc, publicKey: string): SeatId | null {
  return heldBy(doc, publicKey)[0] ?? null
}

/** Every held seat's binding, by seat id. */
export function listSeats(doc: Y.Doc): Record<SeatId, SeatBinding> {
  const out: Record<SeatId, SeatBinding> = {}
  for (const [seat, tenure] of ledgerOf(doc).bindings()) {
    out[seat] = { name: tenure.name, colour: tenure.colour, publicKey: tenure.holder }
  }
  return out
}

/** Seats bound to `publicKey`, sorted by id. */
export function heldBy(doc: Y.Doc, publicKey: string): SeatId[] {
  return [...ledgerOf(doc).bindings()]
    .filter(([, tenure]) => tenure.holder === publicKey)
    .map(([seat]) => seat)
    .sort()
}

/** The public key holding `seat` now, or null when it is free. */
export function seatHolder(doc: Y.Doc, seat: SeatId): string | null {
  return ledgerOf(doc).bindings().get(seat)?.holder ?? null
}
