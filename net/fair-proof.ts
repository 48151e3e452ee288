/**
 * Fair entropy, the proof half: what a log entry carries to show that its dice were drawn together with
 * the other players, and how every peer checks it. Pure functions (no Yjs); the exchange that produces a
 * proof lives in fair-exchange.ts.
 *
 * The scheme is a commit–reveal in which no single peer picks or predicts the result:
 * 1. The acting seat's **secret** is its own ed25519 signature of (seat, n, prev, type, payload, bytes): the
 *    exact entry it is about to write. Signatures are deterministic (RFC 8032), so a seat has exactly one secret
 *    per action and cannot grind for a better one; only its key can produce it, and anyone can check it.
 * 2. It publishes `commit = sha256(secret)` and the action (fair-exchange.ts).
 * 3. Every other seat's holder answers with a fresh random **share**, signed together with the commit, so
 *    the share is fixed before anyone but the requester knows the secret. A holder answers once per
 *    (seat, n): the requester cannot ask again with a different action at the same place.
 * 4. The entry carries `entropy = expand(sha256(secret, shares))` and the proof `{ secret, shares }`.
 * Every peer checks the secret against the entry's own key and content, each share against the key that
 * holds its seat, and recomputes the entropy. An entry whose check fails is refused by the fold with a
 * reason on every peer. What is left for a later hardening: the requester sees the result before it
 * writes the entry, so it could refuse to write it (the game then stalls visibly instead of rolling).
 */
import { canonicalJson, isPlainObject, sha256Hex } from '../engine'
import type { EngineError, Json, SeatId } from '../engine'
import { engineError } from '../engine/core/errors'
import { verify } from './identity'

/** One other seat's contribution: a random share signed with the requester's commit. */
export interface EntropyShare {
  /** The answering seat. */
  seat: SeatId
  /** Its holder's public key (hex). */
  pub: string
  /** 32 random bytes, hex. */
  share: string
  /** ed25519 signature (hex) of `shareMessage`. */
  sig: string
}

/** What an entry with entropy carries besides it. */
export interface FairProof {
  /** The requester's secret: its signature (hex) of `secretMessage`. */
  secret: string
  /** One share per answering seat, sorted by seat. */
  shares: EntropyShare[]
}

/** The entry fields the secret covers, and how many bytes of entropy it draws. */
export interface SecretFields {
  seat: SeatId
  n: number
  prev: string
  type: string
  payload: Json
  bytes: number
}

/** Most shares one proof may carry (one per other seat). */
export const MAX_SHARES = 16

const SECRET_DOMAIN = 'holotable/entropy-secret/v1\n'
const COMMIT_DOMAIN = 'holotable/entropy-commit/v1\n'
const SHARE_DOMAIN = 'holotable/entropy-share/v1\n'
const ENTROPY_DOMAIN = 'holotable/entropy/v1\n'
const encoder = new TextEncoder()

/** The bytes whose signature is the requester's secret. */
export function secretMessage(fields: SecretFields): Uint8Array {
  const { seat, n, prev, type, payload, bytes } = fields
  return encoder.encode(SECRET_DOMAIN + canonicalJson({ seat, n, prev, type, payload, bytes }))
}

/** The public commitment to a secret. */
export function commitOf(secret: string): string {
  return sha256Hex(COMMIT_DOMAIN + secret)
}

/** The bytes a share's signature covers: whose roll (seat, n), the commit, and the answering seat's share. */
export function shareMessage(
  forSeat: SeatId,
  n: number,
  commit: string,
  share: Omit<EntropyShare, 'sig' | 'pub'>,
): Uint8Array {
  return encoder.encode(SHARE_DOMAIN + canonicalJson({ for: forSeat, n, commit, seat: share.seat, share: share.share }))
}

/** The entropy (hex, `bytes` bytes) a secret and its shares give: SHA-256 blocks, counter-expanded. */
export function deriveEntropy(secret: string, shares: readonly EntropyShare[], bytes: number): string {
  const sorted = [...shares].sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0))
  const seed = sha256Hex(ENTROPY_DOMAIN + canonicalJson({ secret, shares: sorted.map((s) => [s.seat, s.share]) }))
  let out = ''
  for (let block = 0; out.length < bytes * 2; block++) out += sha256Hex(`${seed}/${block}`)
  return out.slice(0, bytes * 2)
}

/** The refusal of an entry whose entropy was not drawn with the other players. */
export function unfairEntropy(detail: { hu: string; en: string }): EngineError {
  return engineError(
    'unfair-entropy',
    `A lépés véletlenjét nem a többi játékossal közösen sorsolták (${detail.hu}), ezért minden gép elutasítja.`,
    `This action's randomness was not drawn together with the other players (${detail.en}), so every peer refuses it.`,
  )
}

/** The fields of a log entry the check reads. */
export interface ProvenEntry extends Omit<SecretFields, 'bytes'> {
  pub: string
  entropy?: string
  fair?: FairProof
}

/**
 * Null when the entry's entropy is fairly drawn (or it has none), else the refusal. `holderOf` gives the
 * key holding a seat now: shares count only from the seats' current holders, the same rule the log uses
 * for entries (log-validate.ts). Expects an entry that passed `isWellFormedEntry`.
 */
export function checkFairEntropy(entry: ProvenEntry, holderOf: (seat: SeatId) => string | null): EngineError | null {
  if (entry.entropy === undefined && entry.fair === undefined) return null
  // Entries read from Yjs are the same objects on every fold, and re-folds are common: remember verdicts
  // per entry and per holders of the seats it names, so signatures are verified once.
  const key = (entry.fair?.shares ?? []).map((share) => holderOf(share.seat) ?? '-').join(',')
  const known = verdicts.get(entry)
  if (known && known.key === key) return known.result
  const result = uncachedCheck(entry, holderOf)
  verdicts.set(entry, { key, result })
  return result
}

const verdicts = new WeakMap<object, { key: string; result: EngineError | null }>()

/** `checkFairEntropy` without the cache. */
function uncachedCheck(entry: ProvenEntry, holderOf: (seat: SeatId) => string | null): EngineError | null {
  const { entropy, fair } = entry
  if (entropy === undefined && fair === undefined) return null
  if (entropy === undefined || fair === undefined)
    return unfairEntropy({ hu: 'hiányzik a bizonyíték', en: 'the proof is missing' })
  if (!verify(entry.pub, secretMessage({ ...entry, bytes: entropy.length / 2 }), fair.secret))
    return unfairEntropy({ hu: 'a titok nem a lépőé', en: "the secret is not the actor's" })
  if (fair.shares.length === 0)
    return unfairEntropy({ hu: 'senki más nem adott hozzá részt', en: 'nobody else contributed a share' })
  const commit = commitOf(fair.secret)
  const seen = new Set<SeatId>()
  for (const share of fair.shares) {
    if (share.seat === entry.seat || seen.has(share.seat))
      return unfairEntropy({ hu: 'ismételt vagy saját rész', en: 'a repeated or own share' })
    seen.add(share.seat)
    if (holderOf(share.seat) !== share.pub)
      return unfairEntropy({
        hu: `a(z) ${share.seat} részét nem a hely gazdája adta`,
        en: `seat ${share.seat}'s share is not from its holder`,
      })
    if (!verify(share.pub, shareMessage(entry.seat, entry.n, commit, share), share.sig))
      return unfairEntropy({ hu: 'hamis aláírás egy részen', en: 'a share has a bad signature' })
  }
  if (deriveEntropy(fair.secret, fair.shares, entropy.length / 2) !== entropy)
    return unfairEntropy({ hu: 'az érték nem a részekből jön', en: 'the value does not follow from the shares' })
  return null
}

const HEX = /^[0-9a-f]*$/
const isHexOf = (value: unknown, length: number) =>
  typeof value === 'string' && value.length === length && HEX.test(value)
const SEAT_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Shape check of an untrusted proof (exact keys, hex lengths, at most 16 shares; zero is refused later, with a reason). */
export function isWellFormedProof(value: unknown): value is FairProof {
  if (!isPlainObject(value) || !hasExactly(value, ['secret', 'shares'])) return false
  const { secret, shares } = value as Record<string, unknown>
  if (!isHexOf(secret, 128) || !Array.isArray(shares) || shares.length > MAX_SHARES) return false
  return shares.every(
    (s: unknown) =>
      isPlainObject(s) &&
      hasExactly(s, ['seat', 'pub', 'share', 'sig']) &&
      typeof s.seat === 'string' &&
      SEAT_ID.test(s.seat) &&
      isHexOf(s.pub, 64) &&
      isHexOf(s.share, 64) &&
      isHexOf(s.sig, 128),
  )
}

/** True when `value` has exactly `keys` as own keys. */
function hasExactly(value: object, keys: readonly string[]): boolean {
  const own = Object.keys(value)
  return own.length === keys.length && keys.every((k) => own.includes(k))
}
