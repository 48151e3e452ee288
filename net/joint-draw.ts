/**
 * A joint draw: entropy that every seat of a game contributes to, for randomness outside the log such as
 * a game's setup shuffle. (Rolls inside the log use the fair exchange, fair-exchange.ts.)
 *
 * Each seat's contribution is its holder's ed25519 signature of the draw (a label, e.g. "hoth/1", and a
 * message, e.g. the game's config), in two rounds through the `entropy` map, key `draw:<label>:<seat>`:
 * 1. commit: `{ pub, commit }` with `commit = sha256(signature)`;
 * 2. once every seat has committed: reveal, `{ pub, commit, sig }`.
 * The entropy is SHA-256 of all signatures, and every peer checks each one against its seat's holder and
 * commit. Nobody can pick the result: a contribution is fixed (committed) before anyone reveals. The last
 * to reveal could refuse to (the draw then waits in view of all). An honest page signs deterministically,
 * so after a reload it recomputes the same contribution.
 */
import type * as Y from 'yjs'
import { canonicalJson, isPlainObject, sha256Hex } from '../engine'
import type { Json, LocalizedText, SeatId } from '../engine'
import { verify, type Identity } from './identity'
import { isHex } from './log-entry'
import { schema } from './schema'
import { listSeats } from './seats'

/** Transaction origin of draw writes. */
export const DRAW_ORIGIN = 'holotable/joint-draw'

const SIGN_DOMAIN = 'holotable/joint-draw/v1\n'
const ENTROPY_DOMAIN = 'holotable/joint-draw-entropy/v1\n'
const encoder = new TextEncoder()

/** Where a draw stands. */
export type DrawState =
  | { state: 'waiting'; phase: 'commit' | 'reveal'; missing: SeatId[] }
  | { state: 'done'; entropy: string }
  | { state: 'refused'; reason: LocalizedText }

/** One seat's record. */
interface Contribution {
  pub: string
  commit: string
  sig?: string
}

const keyOf = (label: string, seat: SeatId) => `draw:${label}:${seat}`
const signedBytes = (label: string, message: Json) => encoder.encode(SIGN_DOMAIN + canonicalJson({ label, message }))

/** Reads a contribution from untrusted input, or null. */
function parse(value: unknown): Contribution | null {
  if (!isPlainObject(value) || !isHex(value.pub, 64) || !isHex(value.commit, 64)) return null
  if (value.sig !== undefined && !isHex(value.sig, 128)) return null
  return value as unknown as Contribution
}

/** Where the draw `label` over `message` among `seats` stands, judged the same way on every peer. */
export function readDraw(doc: Y.Doc, label: string, message: Json, seats: readonly SeatId[]): DrawState {
  const map = schema.entropy(doc)
  const holders = listSeats(doc)
  // Only the current holder's record counts (as for log entries); anything else is as good as missing.
  const records = seats.map((seat) => {
    const c = parse(map.get(keyOf(label, seat)))
    return c && c.pub === holders[seat]?.publicKey ? c : null
  })
  const uncommitted = seats.filter((_, i) => !records[i])
  if (uncommitted.length > 0) return { state: 'waiting', phase: 'commit', missing: uncommitted }
  const unrevealed = seats.filter((_, i) => records[i]!.sig === undefined)
  if (unrevealed.length > 0) return { state: 'waiting', phase: 'reveal', missing: unrevealed }
  const bytes = signedBytes(label, message)
  for (let i = 0; i < seats.length; i++) {
    const { pub, commit, sig } = records[i]!
    if (sha256Hex(sig!) !== commit || !verify(pub, bytes, sig!)) {
      return {
        state: 'refused',
        reason: {
          hu: `A(z) ${seats[i]} hely hozzájárulása a közös sorsoláshoz hamis.`,
          en: `Seat ${seats[i]}'s part of the joint draw is not valid.`,
        },
      }
    }
  }
  return { state: 'done', entropy: sha256Hex(ENTROPY_DOMAIN + canonicalJson(records.map((r) => r!.sig!))) }
}

/**
 * Does this key's part of the draw: commits for every seat of `seats` it holds, and reveals once all have
 * committed. Call it whenever the document changes; it writes only what is missing.
 */
export function takePartInDraw(
  doc: Y.Doc,
  identity: Identity,
  label: string,
  message: Json,
  seats: readonly SeatId[],
): void {
  const holders = listSeats(doc)
  const mine = seats.filter((seat) => holders[seat]?.publicKey === identity.publicKey)
  if (mine.length === 0) return
  const now = readDraw(doc, label, message, seats)
  const map = schema.entropy(doc)
  const sig = identity.sign(signedBytes(label, message))
  const writes: [string, Contribution][] = []
  for (const seat of mine) {
    const own = parse(map.get(keyOf(label, seat)))
    const current = own?.pub === identity.publicKey ? own : null
    if (!current) writes.push([keyOf(label, seat), { pub: identity.publicKey, commit: sha256Hex(sig) }])
    else if (now.state === 'waiting' && now.phase === 'reveal' && current.sig === undefined)
      writes.push([keyOf(label, seat), { ...current, sig }])
  }
  if (writes.length > 0)
    doc.transact(() => writes.forEach(([key, c]) => map.set(key, c as unknown as Json)), DRAW_ORIGIN)
}
