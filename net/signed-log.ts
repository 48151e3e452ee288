/**
 * Appending to the signed, sharded action log.
 *
 * A seat's holder appends to its own shard `log/<seat>` only. The new entry continues the seat's valid
 * chain (`n` = chain length, `prev` = hash of the last valid entry; see log-validate.ts), and its
 * lamport is one more than the highest lamport of any valid entry in the document, so it sorts after
 * everything this peer has seen. The entry is signed with the seat holder's ed25519 key (log-entry.ts).
 *
 * Everything between reading the chain head and pushing the entry runs synchronously, so two appends
 * from one page can never read the same head. Two pages sharing one key (two tabs) can fork a chain;
 * the validator then keeps one branch on every peer and lists the other as broken.
 */
import type * as Y from 'yjs'
import { JsonError, cloneJson, freezeJson } from '../engine'
import type { Action, Json, SeatId } from '../engine'
import type { FairProof } from './fair-proof'
import type { Identity } from './identity'
import { entryHash, isWellFormedEntry, signEntry } from './log-entry'
import { highestLamport, seatHolder, validateSeat } from './log-validate'
import { schema, type LogEntry } from './schema'
import type { NetResult } from './types'

/** Transaction origin of log appends, so observers can tell our own writes apart. */
export const LOG_ORIGIN = 'holotable/log'

/** An append that worked returns the entry it wrote. */
export type AppendResult = { ok: true; entry: LogEntry } | Extract<NetResult, { ok: false }>

/**
 * Signs `action` as `seat` with `identity` and pushes it onto the seat's shard.
 * Fails (with a HU/EN reason, writing nothing) when the key does not hold the seat or the action is not
 * plain JSON within the entry limits. `action.entropy`, when present, is recorded as given, with `fair`, its
 * proof: the fair-entropy exchange (fair-exchange.ts) is the one caller that has both. Entropy without a
 * valid proof is written but refused by every peer's fold.
 */
export function appendSignedAction(
  doc: Y.Doc,
  identity: Identity,
  seat: SeatId,
  action: Action,
  fair?: FairProof,
): AppendResult {
  if (seatHolder(doc, seat) !== identity.publicKey) {
    return {
      ok: false,
      reason: { hu: `Nem te ülsz a(z) ${seat} helyen.`, en: `You do not hold seat ${seat}.` },
    }
  }
  let payload: Json
  try {
    // A copy: Yjs keeps the very object we push, so a caller mutating it later would change our
    // document without telling the other peers.
    payload = cloneJson(action.payload ?? null)
  } catch (error) {
    if (!(error instanceof JsonError)) throw error
    return malformed(error.message)
  }
  const chain = validateSeat(doc, seat).valid
  const last = chain[chain.length - 1]
  const entry = signEntry(identity, {
    seat,
    n: chain.length,
    lamport: Math.max(highestLamport(doc), last?.lamport ?? 0) + 1,
    prev: last ? entryHash(last) : '',
    type: action.type,
    payload,
    ...(action.entropy !== undefined ? { entropy: action.entropy } : {}),
    ...(fair !== undefined ? { fair } : {}),
  })
  // Refuse here what every peer would refuse later, so the user hears why instead of seeing nothing.
  if (!isWellFormedEntry(entry, seat)) return malformed('type, payload or entropy out of range')
  // Frozen: Yjs keeps this very object as the local copy, and the caller gets it back.
  freezeJson(entry)
  doc.transact(() => schema.logShard(doc, seat).push([entry]), LOG_ORIGIN)
  return { ok: true, entry }
}

/** The refusal for an action that cannot be written as a log entry. */
function malformed(detail: string): AppendResult {
  return {
    ok: false,
    reason: {
      hu: `A lépés nem írható a naplóba (${detail}).`,
      en: `The action cannot be written to the log (${detail}).`,
    },
  }
}
