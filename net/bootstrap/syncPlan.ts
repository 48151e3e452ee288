/**
 * The state-vector exchange, as pure functions over a Y.Doc.
 *
 * joiner: hello = stateVector(doc)                   → source
 * source: state = { missingFor(doc, hello), sv }     → joiner; joiner applies
 * joiner: back  = missingFor(doc, state.sv)          → source; source applies (the joiner's offline edits)
 *
 * So each side sends only what the other lacks, in both directions, and y-webrtc's own sync step 2
 * afterwards is a small diff. Note the diff is never literally empty: Yjs always appends the sender's
 * whole delete set (deletions do not advance the state vector, so they cannot be diffed by it).
 */
import * as Y from 'yjs'
import { BOOTSTRAP_ORIGIN } from './constants'

/** This document's state vector. */
export function stateVectorOf(doc: Y.Doc): Uint8Array {
  return Y.encodeStateVector(doc)
}

/**
 * How much of the room a document holds: the sum of its state vector's clocks (structs ever integrated,
 * per client). Two documents can each hold something the other lacks, so this only ranks sources;
 * the state-vector exchange itself is what makes both complete.
 */
export function haveOf(doc: Y.Doc): number {
  let have = 0
  for (const clock of Y.decodeStateVector(Y.encodeStateVector(doc)).values()) have += clock
  return have
}

/**
 * True when `doc` holds every struct the state vector `theirs` names (a malformed vector counts as
 * covered: nothing to act on). Deletions are invisible to state vectors, so this cannot see them.
 */
export function covers(doc: Y.Doc, theirs: Uint8Array): boolean {
  let wanted: Map<number, number>
  try {
    wanted = Y.decodeStateVector(theirs)
  } catch {
    return true
  }
  const ours = Y.decodeStateVector(Y.encodeStateVector(doc))
  for (const [client, clock] of wanted) if ((ours.get(client) ?? 0) < clock) return false
  return true
}

/**
 * The update that brings a peer whose state vector is `remoteStateVector` up to `doc`:
 * every struct it has not seen plus our delete set. Null if the state vector is malformed.
 */
export function missingFor(doc: Y.Doc, remoteStateVector: Uint8Array): Uint8Array | null {
  try {
    Y.decodeStateVector(remoteStateVector)
  } catch {
    return null
  }
  return Y.encodeStateAsUpdate(doc, remoteStateVector)
}

/**
 * Applies a complete, authenticated update in one transaction tagged with BOOTSTRAP_ORIGIN.
 * It is parsed in full first (≈20 ms for 5 MB), so a malformed update is refused before it can
 * touch the document rather than failing half-way through. Returns false if refused.
 */
export function applyVerified(doc: Y.Doc, update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update)
  } catch {
    return false
  }
  Y.applyUpdate(doc, update, BOOTSTRAP_ORIGIN)
  return true
}
