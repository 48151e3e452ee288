/**
 * TEST-ONLY: appends an action whose entropy is fairly drawn, in one step, as the fair exchange would after
 * the other seats answered (fair-exchange.ts). Lets fold and convergence tests roll dice without running
 * the exchange over a network; the proof is real and passes every peer's check.
 */
import type * as Y from 'yjs'
import { sha256Hex } from '../../engine'
import type { Action, Json, SeatId } from '../../engine'
import { commitOf, deriveEntropy, secretMessage, shareMessage } from '../fair-proof'
import type { EntropyShare } from '../fair-proof'
import type { Identity } from '../identity'
import { entryHash } from '../log-entry'
import { validateSeat } from '../log-validate'
import { appendSignedAction, type AppendResult } from '../signed-log'

/** One answering seat and the key it signs with. */
export interface Responder {
  seat: SeatId
  identity: Identity
}

/** Appends `action` as `seat` with entropy drawn from its secret and one share per responder (`shareHex`: 32 bytes). */
export function appendFairAction(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  action: Action,
  responders: readonly Responder[],
  shareHex: (seat: SeatId) => string = (s) => sha256Hex(`share/${s}`),
  bytes = 32,
): AppendResult {
  const chain = validateSeat(doc, seat).valid
  const last = chain[chain.length - 1]
  const fields = {
    seat,
    n: chain.length,
    prev: last ? entryHash(last) : '',
    type: action.type,
    payload: (action.payload ?? null) as Json,
    bytes,
  }
  const secret = identity.sign(secretMessage(fields))
  const commit = commitOf(secret)
  const shares: EntropyShare[] = responders.map((r) => {
    const share = shareHex(r.seat)
    const sig = r.identity.sign(shareMessage(seat, fields.n, commit, { seat: r.seat, share }))
    return { seat: r.seat, pub: r.identity.publicKey, share, sig }
  })
  const entropy = deriveEntropy(secret, shares, bytes)
  return appendSignedAction(
    doc,
    identity,
    seat,
    { type: action.type, payload: action.payload, entropy },
    { secret, shares },
  )
}
