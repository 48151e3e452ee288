/**
 * The ledger's judgement of a room's shards (ledger.ts), kept up to date change by change.
 *
 * A **full judgement** reads every value of every shard and does what the file comment of ledger.ts lists: shape and
 * signature checks, forks (ledger-forks.ts), the pass in fold order (ledger-pass.ts) and the finality rounds
 * (ledger-finality.ts). After it, each change of the document is taken in as the values Yjs added to and removed from
 * the shards, with work that grows with the change and not with the log:
 * - a new value is checked once (shape and signature are cached per object); a copy of an entry already held only
 *   counts a copy;
 * - a new entry is inserted into the fold order by binary search, and the pass is re-run from the last checkpoint
 *   before the first place that changed: the new entries' places, and those of entries that named a new entry as
 *   `seen` and waited for it (usually only the end of the log);
 * - only rolls whose record or answers changed get their status worked out again, and only those rolls are checked
 *   against the finality rules.
 * This gives exactly what a full judgement of the same document gives, because each verdict of the pass depends only
 * on the entries before it and on which hashes the document holds — as long as no fork and no finality rule is
 * involved. So a **full judgement runs again instead** when:
 * - the last copy of an entry was removed (a deletion: entries naming it may turn pending, rolls may unsettle);
 * - the document holds two claims of one place of a seat's chain (which one stands can change with any new entry
 *   that attests one: ledger-forks.ts), or the finality rules refused an entry (they run in rounds until nothing
 *   changes);
 * - a roll whose status changed makes the finality rules refuse something.
 */
import type { SeatId } from '../engine'
import type { Candidate } from './ledger-forks'
import { losingClaims } from './ledger-forks'
import { addAnswer, answersByRoll, lateBehind, lateEntries, removeAnswer, statusOf } from './ledger-finality'
import type { Answers } from './ledger-finality'
import { foldOrder, orderKey, startPass } from './ledger-pass'
import type { AcceptedEntry, Ordered, Pass, PassResult } from './ledger-pass'
import { entryHash, hasValidSignature, isWellFormedEntry } from './log-entry'
import type { RollStatus } from './roll-status'
import { ACT } from './seat-acts'
import type { LogEntry } from './schema'
import type { RejectedEntry } from './types'

/** One value of a shard. */
export interface ShardValue {
  seat: SeatId
  value: unknown
}

/** The judged log, kept current by `update`. */
export interface Judgement {
  /** The pass: accepted entries in fold order, rejected ones, seat heads and bindings (changed in place). */
  readonly pass: PassResult
  /** True when the document holds an entry (accepted or not) with this hash. */
  present(hash: string): boolean
  /** Values every peer ignores: the malformed and badly signed first, in shard order, then the pass's. */
  rejected(): readonly RejectedEntry[]
  /** Where an accepted roll stands (null for any other hash). */
  roll(hash: string): RollStatus | null
  /** Accepted rolls still pending, in fold order. */
  pendingRolls(): AcceptedEntry[]
  /**
   * Takes in the values added to and removed from the shards since the last update; returns the position in
   * `pass.accepted` from which records (or the status of a roll among them) may differ from before: the old length
   * when nothing changed, 0 after a full judgement.
   */
  update(added: readonly ShardValue[], removed: readonly ShardValue[]): number
  /** True when the last update (or the first judgement) was a full one. */
  readonly wasFull: boolean
}

/** Judges the shards that `read` returns (every value, shard by shard, in document order) for room `room`. */
export function judgeShards(room: string, read: () => ShardValue[]): Judgement {
  let state = judgeAll(room, read())
  let wasFull = true
  let rejected: RejectedEntry[] | null = null
  return {
    get pass() {
      return state.pass.result
    },
    get wasFull() {
      return wasFull
    },
    present: (hash) => (state.copies.get(hash) ?? 0) > 0,
    rejected() {
      // The malformed values are listed in document order, so they are read again (only when there are any).
      rejected ??= [...(state.junk > 0 ? junkOf(room, read()) : []), ...state.pass.result.rejected]
      return rejected
    },
    roll: (hash) => state.statuses.get(hash) ?? null,
    pendingRolls() {
      const { byHash } = state.pass.result
      return [...state.pending].map((hash) => byHash.get(hash)!).sort((a, b) => a.index - b.index)
    },
    update(added, removed) {
      rejected = null
      const from = state.incremental ? takeIn(room, state, added, removed) : null
      wasFull = from === null
      if (from !== null) return from
      state = judgeAll(room, read())
      return 0
    },
  }
}

/** Everything a judgement keeps to take in the next change. */
interface State {
  /** Every signed candidate by hash (what the pass looks `seen` up in), and how many copies of it the shards hold. */
  candidates: Map<string, Candidate>
  copies: Map<string, number>
  /** How many values are malformed or badly signed. */
  junk: number
  /** Candidates in fold order (claims that lost a fork left out), and the pass over them. */
  ordered: Ordered[]
  pass: Pass
  /** False when a change needs a full judgement (see the file comment). */
  incremental: boolean
  /** How many claims each place of a seat's chain has (two or more: a fork). */
  claimPlaces: Map<string, number>
  /** Hashes named as `seen` that the document lacks → the candidates naming them. */
  waiting: Map<string, Ordered[]>
  answers: Answers
  /** Status of every accepted roll, and the pending ones. */
  statuses: Map<string, RollStatus>
  pending: Set<string>
}

/** A full judgement of `values` (ledger.ts's file comment). */
function judgeAll(room: string, values: readonly ShardValue[]): State {
  const candidates: Candidate[] = []
  const copies = new Map<string, number>()
  let junk = 0
  for (const { seat, value } of values) {
    if (isJunk(room, value, seat)) {
      junk++
      continue
    }
    const hash = entryHash(value as LogEntry)
    const count = copies.get(hash) ?? 0
    // Copies of one entry (a healed deletion, two peers restoring it) are one candidate.
    if (count === 0) candidates.push({ entry: value as LogEntry, hash })
    copies.set(hash, count + 1)
  }
  const known = new Map(candidates.map((c) => [c.hash, c]))
  const run = (losers: ReadonlySet<string>, refused: ReadonlyMap<string, RejectedEntry['why']>) => {
    const pass = startPass(
      room,
      (hash) => known.get(hash),
      candidates.filter((c) => losers.has(c.hash)),
      refused,
    )
    const ordered = foldOrder(candidates, losers)
    pass.continue(ordered)
    return { pass, ordered }
  }
  let refused = new Map<string, RejectedEntry['why']>()
  // Claims the pass (or a roll) refused on their own merits: they win no fork, so a rival claim of the same place
  // gets its turn — otherwise one bogus claim with a low hash would keep a free seat from everyone for good.
  const unfit = new Set<string>()
  let losers = losingClaims(candidates)
  let { pass, ordered } = run(losers, refused)
  // Refusing an entry can settle or unsettle rolls, which can refuse more; a handful of rounds always suffices.
  for (let round = 0; round < 8; round++) {
    const late = lateEntries(room, pass.result)
    const failed = candidates.filter(
      (c) => c.entry.type === ACT.claim && !losers.has(c.hash) && !pass.result.byHash.has(c.hash) && !unfit.has(c.hash),
    )
    if (failed.length === 0 && [...late.keys()].every((hash) => refused.has(hash))) break
    refused = new Map([...refused, ...late])
    for (const c of failed) unfit.add(c.hash)
    losers = losingClaims(candidates.filter((c) => !unfit.has(c.hash)))
    ;({ pass, ordered } = run(losers, refused))
  }
  const claimPlaces = new Map<string, number>()
  for (const { entry } of candidates) countClaim(claimPlaces, entry)
  const state: State = {
    candidates: known,
    copies,
    junk,
    ordered,
    pass,
    incremental: refused.size === 0 && [...claimPlaces.values()].every((count) => count < 2),
    claimPlaces,
    waiting: new Map(),
    answers: answersByRoll(pass.result.accepted),
    statuses: new Map(),
    pending: new Set(),
  }
  for (const c of ordered) awaitSeen(state, c)
  for (const record of pass.result.accepted) if (record.entry.roll) settleStatus(room, state, record)
  return state
}

/**
 * Takes a change into `state` without judging everything again; null when it cannot (see the file comment), and
 * `state` must then be dropped.
 */
function takeIn(
  room: string,
  state: State,
  added: readonly ShardValue[],
  removed: readonly ShardValue[],
): number | null {
  for (const { seat, value } of removed) {
    if (isJunk(room, value, seat)) {
      state.junk--
      continue
    }
    const hash = entryHash(value as LogEntry)
    const count = state.copies.get(hash) ?? 0
    if (count <= 1) return null
    state.copies.set(hash, count - 1)
  }
  const fresh: Ordered[] = []
  for (const { seat, value } of added) {
    if (isJunk(room, value, seat)) {
      state.junk++
      continue
    }
    const entry = value as LogEntry
    const hash = entryHash(entry)
    const count = state.copies.get(hash) ?? 0
    state.copies.set(hash, count + 1)
    if (count > 0) continue
    const candidate = { entry, hash, key: orderKey(entry, hash) }
    state.candidates.set(hash, candidate)
    if (countClaim(state.claimPlaces, entry) > 1) return null
    fresh.push(candidate)
  }
  const { pass, ordered } = state
  let from = Infinity
  for (const candidate of fresh) {
    const at = lowerBound(ordered, candidate.key)
    ordered.splice(at, 0, candidate)
    from = Math.min(from, at)
    // Entries that waited for this one (it was named as seen before it arrived) are judged again.
    for (const waiter of state.waiting.get(candidate.hash) ?? []) from = Math.min(from, lowerBound(ordered, waiter.key))
    state.waiting.delete(candidate.hash)
  }
  for (const candidate of fresh) awaitSeen(state, candidate)
  const length = pass.result.accepted.length
  if (from === Infinity) return length
  const dropped = pass.rewind(from)
  const changedFrom = pass.result.accepted.length
  pass.continue(ordered)
  const touched = new Set<string>()
  for (const record of dropped) touch(touched, record, removeAnswer(state.answers, record))
  for (const record of pass.result.accepted.slice(changedFrom)) touch(touched, record, addAnswer(state.answers, record))
  let first = changedFrom
  const rolls: AcceptedEntry[] = []
  for (const hash of touched) {
    state.statuses.delete(hash)
    state.pending.delete(hash)
    const record = pass.result.byHash.get(hash)
    if (!record?.entry.roll) continue
    settleStatus(room, state, record)
    rolls.push(record)
    first = Math.min(first, record.index)
  }
  // Rolls left alone keep their verdicts: their records, answers, and everything sorting before them are unchanged.
  const late = lateBehind(pass.result, state.answers, rolls, (record) => state.statuses.get(record.hash) ?? null)
  return late.size > 0 ? null : first
}

/** Notes the rolls whose status a changed record can change: itself if it is a roll, and the roll it answers. */
function touch(touched: Set<string>, record: AcceptedEntry, answered: string | null): void {
  if (record.entry.roll) touched.add(record.hash)
  if (answered !== null) touched.add(answered)
}

/** Works out an accepted roll's status and notes it pending or not. */
function settleStatus(room: string, state: State, record: AcceptedEntry): void {
  const status = statusOf(room, record, state.answers)
  if (!status) return
  state.statuses.set(record.hash, status)
  if (status.state === 'pending') state.pending.add(record.hash)
}

/** Notes the `seen` hashes of `candidate` the document lacks. */
function awaitSeen(state: State, candidate: Ordered): void {
  for (const hash of candidate.entry.seen) {
    if (state.candidates.has(hash)) continue
    const list = state.waiting.get(hash)
    if (list) list.push(candidate)
    else state.waiting.set(hash, [candidate])
  }
}

/** Counts a claim at its place of the chain (seat, n, prev); returns how many claims that place now has. */
function countClaim(places: Map<string, number>, entry: LogEntry): number {
  if (entry.type !== ACT.claim) return 0
  const place = `${entry.seat}\n${entry.n}\n${entry.prev}`
  const count = (places.get(place) ?? 0) + 1
  places.set(place, count)
  return count
}

/** First position of `ordered` whose key is not below `key`. */
function lowerBound(ordered: readonly Ordered[], key: string): number {
  let lo = 0
  let hi = ordered.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (ordered[mid]!.key < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A value no peer judges further: not a well-formed entry of its shard, or not signed for this room. */
function isJunk(room: string, value: unknown, seat: SeatId): boolean {
  return !isWellFormedCached(value, seat) || !hasValidSignature(room, value)
}

/** The junk among `values`, in their order, as the diagnostics list it. */
function junkOf(room: string, values: readonly ShardValue[]): RejectedEntry[] {
  const out: RejectedEntry[] = []
  for (const { seat, value } of values) {
    if (!isWellFormedCached(value, seat)) out.push({ entry: displayable(value, seat), why: 'malformed' })
    else if (!hasValidSignature(room, value)) out.push({ entry: value, why: 'bad-signature' })
  }
  return out
}

// Shape checks encode the payload (to bound its size), so their verdicts are cached per object and seat:
// Yjs hands out the same objects on every read.
const shapeCache = new WeakMap<object, { seat: SeatId; ok: boolean }>()

/** `isWellFormedEntry`, remembered for objects (primitives are cheap to check again); the signature gate uses it too. */
export function isWellFormedCached(item: unknown, seat: SeatId): item is LogEntry {
  if (typeof item !== 'object' || item === null) return false
  const known = shapeCache.get(item)
  if (known !== undefined && known.seat === seat) return known.ok
  const ok = isWellFormedEntry(item, seat)
  shapeCache.set(item, { seat, ok })
  return ok
}

/** A rejected value in LogEntry shape, safe for the diagnostics panel to render whatever it was. */
function displayable(item: unknown, seat: SeatId): LogEntry {
  const e = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '')
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : -1)
  return {
    game: text(e.game),
    seat,
    n: num(e.n),
    lamport: num(e.lamport),
    seen: [],
    prev: text(e.prev),
    type: text(e.type) || `(${item === null ? 'null' : typeof item})`,
    payload: null,
    pub: text(e.pub),
    sig: text(e.sig),
  }
}
