/**
 * One signed log entry: its canonical encoding, hash, signature and shape check.
 *
 * - Body: every field of the `LogEntry` except `sig`, as canonical JSON (sorted keys, no whitespace;
 *   engine/core/hash.ts). An absent `entropy` or `fair` is left out, never written as null.
 * - Signed message: the UTF-8 bytes of `SIGN_DOMAIN` followed by the body. The domain prefix keeps a
 *   log signature from being replayed as a signature of anything else this key may sign later.
 * - Hash (`entryHash`, the next entry's `prev`): hex SHA-256 of the body. The signature is left out on
 *   purpose, so a re-encoded copy of a signature cannot pose as a different entry and fork a chain.
 * - Verification is strict RFC 8032 (`zip215: false`): only canonical encodings are accepted, so
 *   signatures are not malleable.
 *
 * Entries arrive from other peers through the document, so `isWellFormedEntry` checks every field of
 * untrusted input before anything else looks at it.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { canonicalJson, isPlainObject, sha256Hex } from '../engine'
import type { Json, SeatId } from '../engine'
import { isWellFormedProof } from './fair-proof'
import type { Identity } from './identity'
import type { LogEntry } from './schema'

/** Prefix of every signed log message (domain separation). */
export const SIGN_DOMAIN = 'holotable/log/v1\n'

/** Limits on untrusted entries, generous for any real action. */
export const ENTRY_LIMITS = {
  typeLength: 128,
  /** Nesting depth of `payload`. */
  payloadDepth: 32,
  /** Characters of `payload`'s canonical JSON. */
  payloadChars: 64 * 1024,
  /** Hex characters of `entropy` (1 KiB). */
  entropyChars: 2048,
  /** Lamport clocks stay far below 2^53 so `+ 1` can never lose precision. */
  maxLamport: 2 ** 40,
} as const

/** The fields an entry is signed over. */
export type EntryBody = Omit<LogEntry, 'sig'>

const HEX = /^[0-9a-f]*$/
const SEAT_ID = /^[A-Za-z0-9_-]{1,64}$/
const ENTRY_KEYS = new Set(['seat', 'n', 'lamport', 'prev', 'type', 'payload', 'entropy', 'fair', 'pub', 'sig'])

// Entries read from Yjs are the same objects every time, so hashes and signature checks are cached
// per object; a malicious peer cannot make us verify one entry twice.
const hashCache = new WeakMap<object, string>()
const sigCache = new WeakMap<object, boolean>()

/** Canonical JSON of every field but `sig`. */
export function entryBody(entry: EntryBody | LogEntry): string {
  const body: Record<string, Json> = {
    seat: entry.seat,
    n: entry.n,
    lamport: entry.lamport,
    prev: entry.prev,
    type: entry.type,
    payload: entry.payload,
    pub: entry.pub,
  }
  if (entry.entropy !== undefined) body.entropy = entry.entropy
  if (entry.fair !== undefined) body.fair = entry.fair as unknown as Json
  return canonicalJson(body)
}

/** Hex SHA-256 of the entry's body: the value the seat's next entry puts in `prev`. */
export function entryHash(entry: EntryBody | LogEntry): string {
  const cached = hashCache.get(entry)
  if (cached !== undefined) return cached
  const hash = sha256Hex(entryBody(entry))
  hashCache.set(entry, hash)
  return hash
}

/** The bytes the signature covers. */
export function signedMessage(entry: EntryBody | LogEntry): Uint8Array {
  return utf8ToBytes(SIGN_DOMAIN + entryBody(entry))
}

/** Signs a body with `identity` (whose key becomes `pub`). */
export function signEntry(identity: Identity, body: Omit<EntryBody, 'pub'>): LogEntry {
  const withPub: EntryBody = { ...body, pub: identity.publicKey }
  if (withPub.entropy === undefined) delete withPub.entropy
  if (withPub.fair === undefined) delete withPub.fair
  return { ...withPub, sig: identity.sign(signedMessage(withPub)) }
}

/** True when `entry.sig` is `entry.pub`'s strict ed25519 signature of the entry. Expects a well-formed entry. */
export function hasValidSignature(entry: LogEntry): boolean {
  const cached = sigCache.get(entry)
  if (cached !== undefined) return cached
  let ok = false
  try {
    ok = ed25519.verify(hexToBytes(entry.sig), signedMessage(entry), hexToBytes(entry.pub), { zip215: false })
  } catch {
    ok = false
  }
  sigCache.set(entry, ok)
  return ok
}

/** Shape check of untrusted input: a plain object with exactly the LogEntry fields, each in range, in shard `seat`. */
export function isWellFormedEntry(value: unknown, seat: SeatId): value is LogEntry {
  if (!isPlainObject(value)) return false
  for (const key of Object.keys(value)) if (!ENTRY_KEYS.has(key)) return false
  const e = value as Record<string, unknown>
  return (
    e.seat === seat &&
    isSeatId(seat) &&
    isCount(e.n, ENTRY_LIMITS.maxLamport) &&
    isCount(e.lamport, ENTRY_LIMITS.maxLamport) &&
    (e.lamport as number) >= 1 &&
    (e.prev === '' || isHex(e.prev, 64)) &&
    typeof e.type === 'string' &&
    e.type.length > 0 &&
    e.type.length <= ENTRY_LIMITS.typeLength &&
    (e.entropy === undefined || (isHex(e.entropy) && e.entropy.length <= ENTRY_LIMITS.entropyChars)) &&
    (e.fair === undefined || isWellFormedProof(e.fair)) &&
    isHex(e.pub, 64) &&
    isHex(e.sig, 128) &&
    isPayload(e.payload)
  )
}

/** True for a seat id we accept ("s1", "red", …): 1–64 letters, digits, `_` or `-`. */
export function isSeatId(value: unknown): value is SeatId {
  // A narrow alphabet keeps ids safe as object keys (no "__proto__") and in shard names.
  return typeof value === 'string' && SEAT_ID.test(value)
}

/** Lower-case hex of even length (`length` exactly, when given). */
export function isHex(value: unknown, length?: number): value is string {
  if (typeof value !== 'string' || value.length % 2 !== 0 || !HEX.test(value)) return false
  return length === undefined || value.length === length
}

/** A non-negative integer no larger than `max`. */
function isCount(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
}

/** Plain JSON, not too deep and not too large. */
function isPayload(value: unknown): boolean {
  if (!isJsonWithin(value, ENTRY_LIMITS.payloadDepth)) return false
  try {
    return canonicalJson(value).length <= ENTRY_LIMITS.payloadChars
  } catch {
    return false
  }
}

/** Plain JSON whose nesting stays within `depth` (checked before any recursive encoder sees it). */
function isJsonWithin(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (depth <= 0) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !isJsonWithin(value[i], depth - 1)) return false
    return true
  }
  if (!isPlainObject(value)) return false
  for (const key of Object.keys(value)) if (!isJsonWithin(value[key], depth - 1)) return false
  return true
}
