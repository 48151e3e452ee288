/**
 * The ledger's one pass: which entries of a room count, in fold order, judged identically by every peer.
 *
 * Input: every well-formed, correctly signed entry of the room's shards (deduplicated by hash), minus the
 * claims that lost a fork (ledger-forks.ts). They are visited in fold order (lamport, seat, n, hash); each
 * one is accepted when all of these hold, else rejected with the first reason that fails:
 * - `broken-chain`: it continues its seat's accepted chain (`prev` = the last accepted entry's hash, `n` its
 *   length). A rejected entry cuts the chain: later entries that build on it are rejected too.
 * - `pending`: its `seen` names an entry this document does not hold (yet).
 * - `bad-clock`: its lamport is exactly 1 + the largest lamport of its predecessor and its `seen` heads (no jump
 *   into the future); its `seen` names at most one head per other seat, and for every seat its predecessor had
 *   seen, a head at least as far along that chain (no author can un-see what it had already seen). All checked
 *   against data in the log, the same on every peer.
 * - `not-holder`: it is signed by the key of the tenure in force at its place in the chain (seat-acts.ts:
 *   a `@claim` by the claimant where the seat is free, a `@free` by one of the voters with every vote).
 * - `bad-act`: a seat act or roll answer whose payload is not one.
 * - `bad-value`: a roll, `@share` or `@anchor` whose chain value does not follow the tenure's last one
 *   (chain-values.ts).
 * - `quota`: the seat's accepted entries would pass `SEAT_QUOTA_BYTES`.
 */
import type { SeatId } from '../engine'
import { CHAIN_LENGTH, chainStep } from './chain-values'
import { entryBody } from './log-entry'
import type { Candidate } from './ledger-forks'
import { readShare, readTimeout } from './roll-status'
import type { LogEntry } from './schema'
import { ACT, readAnchor, readClaim, readFree, votesComplete } from './seat-acts'
import type { RejectedEntry } from './types'

/** Most bytes (canonical entry encodings) one seat's accepted chain may hold. */
export const SEAT_QUOTA_BYTES = 4 * 1024 * 1024

/** A tenure: a key holding a seat from its `@claim` on. */
export interface Tenure {
  seat: SeatId
  holder: string
  /** Hash of the `@claim` that began it. */
  claim: string
  /** `n` of that claim in the seat's chain. */
  claimN: number
  name: string
  colour: string
}

/** Who holds which seat at one point of the log. Replaced, never mutated, when it changes. */
export type Bindings = ReadonlyMap<SeatId, Tenure>

/** An accepted entry and what the ledger knows of it. */
export interface AcceptedEntry {
  entry: LogEntry
  hash: string
  /** Position in fold order. */
  index: number
  /** Hash of the claim of the tenure that wrote it ('' for a `@free`, written by a voter). */
  tenure: string
  /** Seat holders just before this entry. */
  bindings: Bindings
  /**
   * For each seat, the position (`n`) of the newest `@claim` in this entry's causal past (through `prev` and
   * `seen` links): which tenures its author had certainly seen. Shared between entries while unchanged.
   */
  claims: ReadonlyMap<SeatId, number>
}

/** Where a seat's chain stands. */
export interface SeatHead {
  /** Length of the accepted chain: the next entry's `n`. */
  n: number
  /** Hash of the last accepted entry ('' for none): the next entry's `prev`. */
  head: string
  lamport: number
  tenure: Tenure | null
  /** After a `@free` for a key: only that key may claim the seat. */
  reservedFor: string | null
  /** The tenure ended last (a `@free` may change its reservation). */
  ended: string
  /** Which anchor of the tenure is in use, and how many of its values were revealed. */
  anchorIndex: number
  used: number
  cursor: string
  bytes: number
  /** How far along each other seat's chain the predecessor had seen (monotonic `seen`). */
  lastSeen: ReadonlyMap<SeatId, number>
}

/** The pass's result. */
export interface PassResult {
  accepted: AcceptedEntry[]
  byHash: Map<string, AcceptedEntry>
  rejected: RejectedEntry[]
  heads: Map<SeatId, SeatHead>
  bindings: Bindings
}

// The pass runs after every change of the document and visits every entry; entries read from Yjs are the same
// objects each time, so the length of their canonical encoding is worked out once per object.
const bodySizes = new WeakMap<LogEntry, number>()

/** Length of `entry`'s canonical body (what counts against the seat's quota), cached per object. */
function bodySize(entry: LogEntry): number {
  let size = bodySizes.get(entry)
  if (size === undefined) {
    size = entryBody(entry).length
    bodySizes.set(entry, size)
  }
  return size
}

// Keys are built for every entry on every pass; entries read from Yjs are the same objects each time.
const orderKeys = new WeakMap<object, string>()

/** Fold-order key of an entry: (lamport, seat, n), with the hash as the last tie-break. */
export function orderKey(entry: LogEntry, hash: string): string {
  const known = orderKeys.get(entry)
  if (known !== undefined) return known
  const key = buildOrderKey(entry, hash)
  orderKeys.set(entry, key)
  return key
}

function buildOrderKey(entry: LogEntry, hash: string): string {
  const lamport = entry.lamport.toString().padStart(14, '0')
  const n = entry.n.toString().padStart(14, '0')
  return `${lamport}\u0000${entry.seat}\u0000${n}\u0000${hash}`
}

/** Where a seat's chain stands before its first entry. */
export const freshHead = (): SeatHead => ({
  n: 0,
  head: '',
  lamport: 0,
  tenure: null,
  reservedFor: null,
  ended: '',
  anchorIndex: 0,
  used: 0,
  cursor: '',
  bytes: 0,
  lastSeen: new Map(),
})

/**
 * Runs the pass over `candidates` of room `room` (every signed candidate; `losers` are skipped, and `refused`
 * entries rejected with the reason given: ledger-finality.ts).
 */
export function runPass(
  room: string,
  candidates: readonly Candidate[],
  losers: ReadonlySet<string>,
  refused: ReadonlyMap<string, RejectedEntry['why']> = new Map(),
): PassResult {
  const known = new Map(candidates.map((c) => [c.hash, c]))
  const ordered = candidates
    .filter((c) => !losers.has(c.hash))
    .map((c) => ({ ...c, key: orderKey(c.entry, c.hash) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const accepted: AcceptedEntry[] = []
  const byHash = new Map<string, AcceptedEntry>()
  const rejected: RejectedEntry[] = candidates
    .filter((c) => losers.has(c.hash))
    .map((c) => ({ entry: c.entry, why: 'late-claim' as const }))
  const heads = new Map<SeatId, SeatHead>()
  let bindings: Bindings = new Map()

  for (const { entry, hash } of ordered) {
    const head = heads.get(entry.seat) ?? freshHead()
    heads.set(entry.seat, head)
    const seen = entry.seen.map((h) => known.get(h))
    const why = refused.get(hash) ?? judge(room, entry, head, seen, bindings)
    if (why) {
      rejected.push({ entry, why })
      continue
    }
    const seenHeads = seen as Candidate[]
    const claims = claimsSeen(
      entry,
      [entry.prev, ...entry.seen].map((h) => byHash.get(h)),
    )
    const tenure = head.tenure?.claim ?? ''
    const record: AcceptedEntry = { entry, hash, index: accepted.length, tenure, bindings, claims }
    bindings = apply(entry, hash, head, bindings) ?? bindings
    head.n++
    head.head = hash
    head.lamport = entry.lamport
    head.bytes += bodySize(entry)
    head.lastSeen = new Map(seenHeads.map((c) => [c.entry.seat, c.entry.n]))
    accepted.push(record)
    byHash.set(hash, record)
  }
  return { accepted, byHash, rejected, heads, bindings }
}

const NO_CLAIMS: ReadonlyMap<SeatId, number> = new Map()

/** The claims in an entry's causal past: its predecessor's and its `seen` heads', and itself if it is one. */
function claimsSeen(entry: LogEntry, parents: (AcceptedEntry | undefined)[]): ReadonlyMap<SeatId, number> {
  const [first, ...rest] = parents
  const base = first?.claims ?? NO_CLAIMS
  const more: [SeatId, number][] = rest.flatMap((parent) => [...(parent?.claims ?? NO_CLAIMS)])
  if (entry.type === ACT.claim) more.push([entry.seat, entry.n])
  const raised = more.filter(([seat, n]) => (base.get(seat) ?? -1) < n)
  if (raised.length === 0) return base
  const out = new Map(base)
  for (const [seat, n] of raised) if ((out.get(seat) ?? -1) < n) out.set(seat, n)
  return out
}

/** Why `entry` cannot be accepted where its seat's chain stands, or null when it can. */
function judge(
  room: string,
  entry: LogEntry,
  head: SeatHead,
  seen: (Candidate | undefined)[],
  bindings: Bindings,
): RejectedEntry['why'] | null {
  if (entry.prev !== head.head || entry.n !== head.n) return 'broken-chain'
  if (seen.some((c) => c === undefined)) return 'pending'
  const heads = seen as Candidate[]
  const seats = new Set(heads.map((c) => c.entry.seat))
  if (seats.size !== heads.length || seats.has(entry.seat)) return 'bad-clock'
  if (entry.lamport !== 1 + Math.max(head.lamport, ...heads.map((c) => c.entry.lamport))) return 'bad-clock'
  for (const [seat, n] of head.lastSeen) {
    if ((heads.find((c) => c.entry.seat === seat)?.entry.n ?? -1) < n) return 'bad-clock'
  }
  const holderWhy = checkHolder(room, entry, head, bindings)
  if (holderWhy) return holderWhy
  if (head.bytes + bodySize(entry) > SEAT_QUOTA_BYTES) return 'quota'
  return checkValue(entry, head)
}

/** Whether the entry's key may write it here, and its act's payload is well formed. */
function checkHolder(room: string, entry: LogEntry, head: SeatHead, bindings: Bindings): RejectedEntry['why'] | null {
  switch (entry.type) {
    case ACT.claim: {
      if (head.tenure !== null) return 'not-holder'
      if (head.reservedFor !== null && head.reservedFor !== entry.pub) return 'not-holder'
      return readClaim(entry.payload) ? null : 'bad-act'
    }
    case ACT.free: {
      const free = readFree(entry.payload)
      if (!free) return 'bad-act'
      const target = head.tenure ? head.tenure.claim : head.ended
      if (free.tenure !== target || target === '') return 'bad-act'
      const voters = otherHolders(bindings, entry.seat, head.tenure?.holder ?? null)
      if (!voters.has(entry.pub)) return 'not-holder'
      return votesComplete(room, entry.seat, free, voters) ? null : 'bad-act'
    }
    default:
      if (head.tenure === null || entry.pub !== head.tenure.holder) return 'not-holder'
      if (entry.type === ACT.release) return null
      if (entry.type === ACT.anchor) return readAnchor(entry.payload) ? null : 'bad-act'
      if (entry.type === ACT.share) return readShare(entry.payload) ? null : 'bad-act'
      if (entry.type === ACT.timeout) return readTimeout(entry.payload) ? null : 'bad-act'
      return entry.game === '' ? 'bad-act' : null
  }
}

/** Whether a revealed chain value follows the tenure's last one. */
function checkValue(entry: LogEntry, head: SeatHead): RejectedEntry['why'] | null {
  const value = revealedValue(entry)
  if (value === null) return null
  return head.used < CHAIN_LENGTH && chainStep(value) === head.cursor ? null : 'bad-value'
}

/** The chain value an entry reveals: a roll's own, or a share's. */
function revealedValue(entry: LogEntry): string | null {
  if (entry.roll) return entry.roll.value
  if (entry.type === ACT.share) return readShare(entry.payload)?.value ?? null
  return null
}

/** Keys holding a seat other than `seat`, except `holder` (one browser playing several seats is one player). */
export function otherHolders(bindings: Bindings, seat: SeatId, holder: string | null): Set<string> {
  const keys = new Set<string>()
  for (const [other, tenure] of bindings) if (other !== seat && tenure.holder !== holder) keys.add(tenure.holder)
  return keys
}

/** Applies an accepted entry to its seat's head; returns the new bindings when a seat changed hands. */
function apply(entry: LogEntry, hash: string, head: SeatHead, bindings: Bindings): Bindings | null {
  const value = revealedValue(entry)
  if (value !== null) {
    head.cursor = value
    head.used++
  }
  switch (entry.type) {
    case ACT.claim: {
      const claim = readClaim(entry.payload)!
      const tenure: Tenure = {
        seat: entry.seat,
        holder: entry.pub,
        claim: hash,
        claimN: entry.n,
        name: claim.name,
        colour: claim.colour,
      }
      Object.assign(head, { tenure, reservedFor: null, anchorIndex: 0, used: 0, cursor: claim.anchor })
      return new Map(bindings).set(entry.seat, tenure)
    }
    case ACT.anchor:
      Object.assign(head, { anchorIndex: head.anchorIndex + 1, used: 0, cursor: readAnchor(entry.payload)! })
      return null
    case ACT.release:
    case ACT.free: {
      const free = entry.type === ACT.free ? readFree(entry.payload) : null
      head.ended = head.tenure?.claim ?? head.ended
      head.tenure = null
      head.reservedFor = free?.for ?? null
      const next = new Map(bindings)
      next.delete(entry.seat)
      return next
    }
    default:
      return null
  }
}
