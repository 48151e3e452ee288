/**
 * One signed log entry: its canonical encoding, hash, signature and shape check.
 *
 * - Body: every field of the `LogEntry` except `sig`, as canonical JSON (sorted keys, no whitespace;
 *   engine/core/hash.ts). An absent `roll` is left out, never written as null.
 * - Signed message: the UTF-8 bytes of `SIGN_DOMAIN`, the room code, a newline, then the body. The room is
 *   not stored in the entry: every peer supplies the code of the room it opened (net/domain.ts), so an entry
 *   copied from another room (where the same browser key signs too) never verifies here. The game id is a
 *   signed field (`game`), so an entry of one game is never folded as another's.
 * - Hash (`entryHash`, the next entry's `prev`, named in other entries' `seen`): hex SHA-256 of the body. The
 *   signature is left out on purpose, so a re-encoded copy of a signature cannot pose as a different entry.
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
import type { Identity } from './identity'
import type { LogEntry, RollRequest } from './schema'

/** Prefix of every signed log message (domain separation). */
export const SIGN_DOMAIN = 'holotable/log/v2\n'

/** Limits on untrusted entries, generous for any real action. */
export const ENTRY_LIMITS = {
  typeLength: 128,
  gameLength: 32,
  /** Nesting depth of `payload`. */
  payloadDepth: 32,
  /** Characters of `payload`'s canonical JSON. */
  payloadChars: 64 * 1024,
  /** Lamport clocks stay far below 2^53 so `+ 1` can never lose precision. */
  maxLamport: 2 ** 40,
  /** Most contributors one roll may name. */
  rollSeats: 16,
  /** Largest entropy one roll may draw, in bytes. */
  rollBytes: 1024,
  /** Most chain heads one entry may name as seen (one per other seat). */
  seenHeads: 8,
} as const

/** The fields an entry is signed over. */
export type EntryBody = Omit<LogEntry, 'sig'>

const HEX = /^[0-9a-f]*$/
// A seat id starts with a letter, so no id can be "__proto__" or another key that objects treat specially.
const SEAT_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const GAME_ID = /^[a-z0-9-]{0,32}$/
const ENTRY_KEYS = new Set(['game', 'seat', 'n', 'lamport', 'seen', 'prev', 'type', 'payload', 'roll', 'pub', 'sig'])

// Entries read from Yjs are the same objects every time, so hashes and signature checks are cached
// per object; a malicious peer cannot make us verify one entry twice.
const hashCache = new WeakMap<object, string>()
const sigCache = new WeakMap<object, { room: string; ok: boolean }>()

/** Canonical JSON of every field but `sig`. */
export function entryBody(entry: EntryBody | LogEntry): string {
  const body: Record<string, Json> = {
    game: entry.game,
    seat: entry.seat,
    n: entry.n,
    lamport: entry.lamport,
    seen: entry.seen,
    prev: entry.prev,
    type: entry.type,
    payload: entry.payload,
    pub: entry.pub,
  }
  if (entry.roll !== undefined) body.roll = entry.roll as unknown as Json
  return canonicalJson(body)
}

/** Hex SHA-256 of the entry's body: what the seat's next entry puts in `prev`, and others in `seen`. */
export function entryHash(entry: EntryBody | LogEntry): string {
  const cached = hashCache.get(entry)
  if (cached !== undefined) return cached
  const hash = sha256Hex(entryBody(entry))
  hashCache.set(entry, hash)
  return hash
}

/** The bytes the signature covers, in room `room`. */
export function signedMessage(room: string, entry: EntryBody | LogEntry): Uint8Array {
  return utf8ToBytes(`${SIGN_DOMAIN}${room}\n${entryBody(entry)}`)
}

/** Signs a body for room `room` with `identity` (whose key becomes `pub`). */
export function signEntry(room: string, identity: Identity, body: Omit<EntryBody, 'pub'>): LogEntry {
  const withPub: EntryBody = { ...body, pub: identity.publicKey }
  if (withPub.roll === undefined) delete withPub.roll
  return { ...withPub, sig: identity.sign(signedMessage(room, withPub)) }
}

/** True when `entry.sig` is `entry.pub`'s strict ed25519 signature of the entry in room `room`. Expects a well-formed entry. */
export function hasValidSignature(room: string, entry: LogEntry): boolean {
  const cached = knownSignature(room, entry)
  if (cached !== undefined) return cached
  const ok = verifyEntrySignature(room, entry)
  sigCache.set(entry, { room, ok })
  return ok
}

/**
 * The check itself, uncached and pure: what `hasValidSignature` computes, and what a verifier off the main thread
 * runs (net/signature-gate.ts), so both give the same answer for the same entry.
 */
export function verifyEntrySignature(room: string, entry: LogEntry): boolean {
  try {
    return ed25519.verify(hexToBytes(entry.sig), signedMessage(room, entry), hexToBytes(entry.pub), { zip215: false })
  } catch {
    return false
  }
}

/** The cached verdict of `entry`'s signature in room `room`, or undefined when it was never checked here. */
export function knownSignature(room: string, entry: LogEntry): boolean | undefined {
  const cached = sigCache.get(entry)
  return cached !== undefined && cached.room === room ? cached.ok : undefined
}

/**
 * Records the verdict `verifyEntrySignature(room, entry)` gave elsewhere (a worker), so `hasValidSignature` need not
 * compute it again. Only net/signature-gate.ts calls it, with the verdicts of that very function.
 */
export function rememberSignature(room: string, entry: LogEntry, ok: boolean): void {
  sigCache.set(entry, { room, ok })
}

/** Shape check of untrusted input: a plain object with exactly the LogEntry fields, each in range, in shard `seat`. */
export function isWellFormedEntry(value: unknown, seat: SeatId): value is LogEntry {
  if (!isPlainObject(value)) return false
  for (const key of Object.keys(value)) if (!ENTRY_KEYS.has(key)) return false
  const e = value as Record<string, unknown>
  const protocol = typeof e.type === 'string' && e.type.startsWith('@')
  return (
    e.seat === seat &&
    isSeatId(seat) &&
    typeof e.game === 'string' &&
    GAME_ID.test(e.game) &&
    // Protocol entries (seat acts, shares, timeouts) belong to the room, game actions to a game.
    protocol === (e.game === '') &&
    isCount(e.n, ENTRY_LIMITS.maxLamport) &&
    isCount(e.lamport, ENTRY_LIMITS.maxLamport) &&
    (e.lamport as number) >= 1 &&
    isSeenList(e.seen) &&
    (e.prev === '' || isHex(e.prev, 64)) &&
    typeof e.type === 'string' &&
    e.type.length > 0 &&
    e.type.length <= ENTRY_LIMITS.typeLength &&
    (e.roll === undefined || (!protocol && isRollRequest(e.roll, seat))) &&
    isHex(e.pub, 64) &&
    isHex(e.sig, 128) &&
    isPayload(e.payload)
  )
}

/** `seen`: distinct hashes in ascending order, at most one per other seat. */
function isSeenList(value: unknown): value is string[] {
  if (!Array.isArray(value) || value.length > ENTRY_LIMITS.seenHeads) return false
  return value.every((h, i) => isHex(h, 64) && (i === 0 || (value[i - 1] as string) < h))
}

/** A roll's request: bytes in range, distinct sorted contributors other than the roller, a 32-byte value. */
function isRollRequest(value: unknown, seat: SeatId): value is RollRequest {
  if (!isPlainObject(value)) return false
  const keys = Object.keys(value)
  if (keys.length !== 3 || !keys.every((k) => k === 'bytes' || k === 'from' || k === 'value')) return false
  const { bytes, from, value: v } = value as Record<string, unknown>
  if (!isCount(bytes, ENTRY_LIMITS.rollBytes) || (bytes as number) < 1 || !isHex(v, 64)) return false
  if (!Array.isArray(from) || from.length > ENTRY_LIMITS.rollSeats) return false
  return from.every((s, i) => isSeatId(s) && s !== seat && (i === 0 || (from[i - 1] as string) < s))
}

/** True for a seat id we accept ("s1", "red", …): a letter, then up to 63 letters, digits, `_` or `-`. */
export function isSeatId(value: unknown): value is SeatId {
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
export function isJsonWithin(value: unknown, depth: number): boolean {
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
