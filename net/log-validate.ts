/**
 * Which log entries count. Every peer runs this on the same document and gets the same answer.
 *
 * Any peer can write anything into any shard (Yjs has no access control), so a shard is a heap of
 * untrusted values out of which we pick one valid chain per seat:
 * 1. `malformed`: not an entry of this shard's shape (see `isWellFormedEntry`).
 * 2. `seat-not-held`: signed by a key that does not hold the seat *now*. Validity is judged against the
 *    current binding in `seats`: when a seat passes to another key, the old key's entries drop out of
 *    the fold on every peer (and come back if the old key reclaims the seat); the new holder starts a
 *    fresh chain at n = 0. A seat with no (or a malformed) binding has no valid entries.
 * 3. `bad-signature`: the signature does not verify.
 * 4. `broken-chain`: signed by the holder but not on the chain. The chain starts at `prev = ''`, `n = 0`;
 *    each next link is an entry with `prev` = hash of the link before, `n` = its position and a larger
 *    lamport. Where two candidates fit (a fork: the same key appending from two tabs at once), the one
 *    with the lower hash wins; the loser and everything built on it are rejected. Rejections in steps
 *    1–3 do not break the chain (a junk value pushed into a shard harms nobody), but a valid entry whose
 *    predecessor is missing (deleted by a peer) cuts the chain there: the entries after it are rejected.
 *
 * The chain is found by content (`prev` links), not by array position, so the result depends only on
 * which entries the document holds, never on the order Yjs happened to place them in.
 */
import type { SeatId } from '../engine'
import { entryHash, hasValidSignature, isHex, isSeatId, isWellFormedEntry } from './log-entry'
import { schema, type LogEntry, type SeatBinding } from './schema'
import type { RejectedEntry } from './types'
import type * as Y from 'yjs'

/** Prefix of the shard names in the document. */
export const SHARD_PREFIX = 'log/'

/** The valid chain of one seat and what was thrown out of its shard. */
export interface ShardVerdict {
  seat: SeatId
  /** Valid entries in chain order (n = 0, 1, 2, …). */
  valid: LogEntry[]
  /** Ignored values in shard order, each with the reason. */
  rejected: RejectedEntry[]
}

/** Validates one shard's raw contents against the key that holds the seat (null: nobody). */
export function validateShard(seat: SeatId, items: readonly unknown[], holderKey: string | null): ShardVerdict {
  // Rejections are collected with their shard position so the diagnostics list stays in shard order.
  // Positions, not object identity, tell entries apart: a local writer may push one object twice.
  const rejected: { at: number; rejection: RejectedEntry }[] = []
  const candidates: Candidate[] = []
  items.forEach((item, at) => {
    if (!isWellFormedCached(item, seat))
      rejected.push({ at, rejection: { entry: displayable(item, seat), why: 'malformed' } })
    else if (item.pub !== holderKey) rejected.push({ at, rejection: { entry: item, why: 'seat-not-held' } })
    else if (!hasValidSignature(item)) rejected.push({ at, rejection: { entry: item, why: 'bad-signature' } })
    else candidates.push({ entry: item, at })
  })
  const chain = buildChain(candidates)
  const onChain = new Set(chain.map((c) => c.at))
  for (const { entry, at } of candidates) {
    if (!onChain.has(at)) rejected.push({ at, rejection: { entry, why: 'broken-chain' } })
  }
  rejected.sort((x, y) => x.at - y.at)
  return { seat, valid: chain.map((c) => c.entry), rejected: rejected.map((r) => r.rejection) }
}

// Shape checks encode the payload (to bound its size), so their verdicts are cached per object and seat:
// Yjs hands out the same objects on every read, and validation runs after every transaction.
const shapeCache = new WeakMap<object, { seat: SeatId; ok: boolean }>()

/** `isWellFormedEntry`, remembered for objects (primitives are cheap to check again). */
function isWellFormedCached(item: unknown, seat: SeatId): item is LogEntry {
  if (typeof item !== 'object' || item === null) return false
  const known = shapeCache.get(item)
  if (known !== undefined && known.seat === seat) return known.ok
  const ok = isWellFormedEntry(item, seat)
  shapeCache.set(item, { seat, ok })
  return ok
}

/** A well-formed, held, correctly signed entry and its position in the shard. */
interface Candidate {
  entry: LogEntry
  at: number
}

/** Follows `prev` links from the empty hash; the lowest hash wins a fork (then the earlier position). */
function buildChain(candidates: Candidate[]): Candidate[] {
  const byPrev = new Map<string, Candidate[]>()
  for (const c of candidates) {
    const list = byPrev.get(c.entry.prev)
    if (list) list.push(c)
    else byPrev.set(c.entry.prev, [c])
  }
  const chain: Candidate[] = []
  let head = ''
  let lamport = 0
  for (;;) {
    let next: Candidate | undefined
    // Candidates are in shard order, so a strict `<` keeps the earliest of identical copies.
    for (const c of byPrev.get(head) ?? []) {
      if (c.entry.n !== chain.length || c.entry.lamport <= lamport) continue
      if (next === undefined || entryHash(c.entry) < entryHash(next.entry)) next = c
    }
    if (next === undefined) return chain
    chain.push(next)
    head = entryHash(next.entry)
    lamport = next.entry.lamport
  }
}

/** The public key holding `seat`, or null when the seat is free or its binding is malformed. */
export function seatHolder(doc: Y.Doc, seat: SeatId): string | null {
  const binding: unknown = schema.seats(doc).get(seat)
  return isSeatBinding(binding) ? binding.publicKey : null
}

/** Shape check of an untrusted seat binding. */
export function isSeatBinding(value: unknown): value is SeatBinding {
  if (typeof value !== 'object' || value === null) return false
  const b = value as Record<string, unknown>
  return typeof b.name === 'string' && typeof b.colour === 'string' && isHex(b.publicKey, 64)
}

/** Validates `seat`'s shard in `doc`. */
export function validateSeat(doc: Y.Doc, seat: SeatId): ShardVerdict {
  return validateShard(seat, schema.logShard(doc, seat).toArray(), seatHolder(doc, seat))
}

/** Seats that have a shard in the document (created locally or by any peer's update). */
export function shardSeats(doc: Y.Doc): SeatId[] {
  const seats: SeatId[] = []
  for (const name of doc.share.keys()) {
    if (!name.startsWith(SHARD_PREFIX)) continue
    const seat = name.slice(SHARD_PREFIX.length)
    if (isSeatId(seat)) seats.push(seat)
  }
  return seats.sort()
}

/** Validates the shards of `seats` (default: every shard in the document). */
export function validateLog(doc: Y.Doc, seats: readonly SeatId[] = shardSeats(doc)): ShardVerdict[] {
  return seats.map((seat) => validateSeat(doc, seat))
}

/** Highest lamport of any valid entry in the document (0 for an empty log). */
export function highestLamport(doc: Y.Doc): number {
  let max = 0
  for (const verdict of validateLog(doc)) {
    const last = verdict.valid[verdict.valid.length - 1]
    // Lamports grow along a chain, so the last link holds the seat's highest.
    if (last && last.lamport > max) max = last.lamport
  }
  return max
}

/** A rejected value in LogEntry shape, safe for the diagnostics panel to render whatever it was. */
function displayable(item: unknown, seat: SeatId): LogEntry {
  const e = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '')
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : -1)
  return {
    seat,
    n: num(e.n),
    lamport: num(e.lamport),
    prev: text(e.prev),
    type: text(e.type) || `(${item === null ? 'null' : typeof item})`,
    payload: null,
    pub: text(e.pub),
    sig: text(e.sig),
  }
}
