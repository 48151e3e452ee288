/**
 * Checking many signatures off the main thread before the ledger judges them (issue 13: a late joiner to a 5 MB log
 * spent ~30 s verifying ed25519 signatures one by one on the main thread).
 *
 * A `SignatureVerifier` (the app's pool of web workers, src/net/; a worker_threads pool in the bench) runs the very
 * check `hasValidSignature` runs (`verifyEntrySignature`, net/log-entry.ts) and returns a verdict per entry; the
 * verdicts, true and false alike, go into the same per-object cache, so the ledger then judges exactly as if it had
 * checked every signature itself. Nothing is skipped: an entry whose verdict did not come back (a verifier that
 * failed, gave a wrong count or a non-boolean) is simply left to `hasValidSignature` on the main thread.
 * How the ledger holds transactions back while their signatures are checked is in ledger.ts.
 */
import type * as Y from 'yjs'
import { isWellFormedCached, type ShardValue } from './ledger-state'
import { knownSignature, rememberSignature } from './log-entry'
import type { LogEntry } from './schema'

/** Checks the signatures of many entries somewhere other than the calling thread. */
export interface SignatureVerifier {
  /**
   * `verifyEntrySignature(room, entry)` for each of `entries`, in their order. May reject: the entries are then
   * checked on the main thread, as without a verifier.
   */
  verifyMany(room: string, entries: readonly LogEntry[]): Promise<boolean[]>
}

/**
 * A transaction bringing fewer unchecked entries than this is judged at once: a round trip to a worker costs more
 * than checking a few signatures (≈2 ms each) here, and an ordinary move stays synchronous.
 */
export const GATE_MIN_ENTRIES = 64

const verifiers = new WeakMap<Y.Doc, SignatureVerifier>()

/** Makes `doc`'s ledger check large batches of signatures with `verifier` (call before the ledger's first use). */
export function setSignatureVerifier(doc: Y.Doc, verifier: SignatureVerifier): void {
  verifiers.set(doc, verifier)
}

/** The verifier set for `doc`, or undefined: every signature is then checked on the spot. */
export function verifierOf(doc: Y.Doc): SignatureVerifier | undefined {
  return verifiers.get(doc)
}

/** The well-formed entries among `values` whose signature was never checked in room `room`, each object once. */
export function uncheckedEntries(room: string, values: readonly ShardValue[]): LogEntry[] {
  const out: LogEntry[] = []
  const listed = new Set<object>()
  for (const { seat, value } of values) {
    // Malformed values never reach a signature check, so they need no verdict.
    if (!isWellFormedCached(value, seat) || knownSignature(room, value) !== undefined || listed.has(value)) continue
    listed.add(value)
    out.push(value)
  }
  return out
}

/**
 * Has `verifier` check `entries` and caches its verdicts. Resolves once done, never rejects; when the verifier
 * fails, nothing is cached and `hasValidSignature` checks those entries itself later.
 */
export async function checkElsewhere(
  room: string,
  entries: readonly LogEntry[],
  verifier: SignatureVerifier,
): Promise<void> {
  if (entries.length === 0) return
  let verdicts: unknown[]
  try {
    verdicts = await verifier.verifyMany(room, entries)
  } catch {
    return
  }
  // A verifier that answers something else than one boolean per entry is not trusted with any of them.
  if (!Array.isArray(verdicts) || verdicts.length !== entries.length) return
  if (!verdicts.every((v) => typeof v === 'boolean')) return
  entries.forEach((entry, i) => rememberSignature(room, entry, verdicts[i] as boolean))
}
