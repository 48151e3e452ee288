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
 * The rules themselves are in ledger-judge.ts. The pass can also go on where it stopped when candidates are added
 * after everything it visited, and go back to a checkpoint to re-judge from an earlier point (ledger-state.ts):
 * every entry's verdict depends only on the candidates before it in fold order and on which hashes the document
 * holds, so re-judging from a point before every change gives what a pass from the start would.
 */
import type { SeatId } from '../engine'
import type { Candidate } from './ledger-forks'
import { applyAccepted, bodySize, judge } from './ledger-judge'
import type { LogEntry } from './schema'
import { ACT } from './seat-acts'
import type { RejectedEntry } from './types'

export { otherHolders, SEAT_QUOTA_BYTES } from './ledger-judge'

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

// Keys are needed for every entry the ledger sorts or inserts; entries read from Yjs are the same objects each time.
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

/** A candidate with its fold-order key. */
export interface Ordered extends Candidate {
  key: string
}

/** `candidates` but `losers`, in fold order. */
export function foldOrder(candidates: readonly Candidate[], losers: ReadonlySet<string>): Ordered[] {
  return candidates
    .filter((c) => !losers.has(c.hash))
    .map((c) => ({ ...c, key: orderKey(c.entry, c.hash) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
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

/** A pass over a fold order that can go on, or go back and re-judge (see the file comment). */
export interface Pass {
  /** What the pass has judged so far (updated in place). */
  readonly result: PassResult
  /** How many candidates of the order it has visited. */
  readonly done: number
  /** Visits `ordered[done]` to the end (the order must be unchanged before `done`). */
  continue(ordered: readonly Ordered[]): void
  /**
   * Goes back to the last checkpoint at or before position `pos` of the order (nothing happens when `pos` is at or
   * past `done`); returns the accepted records it dropped, in fold order.
   */
  rewind(pos: number): AcceptedEntry[]
}

/** The pass keeps a checkpoint every this many candidates: a re-judgement starts at most this far back. */
export const CHECKPOINT_EVERY = 32

/** Where the pass stood before visiting `ordered[pos]` (`pos` = index × CHECKPOINT_EVERY). */
interface Checkpoint {
  accepted: number
  rejected: number
  heads: Map<SeatId, SeatHead>
  bindings: Bindings
}

/** Heads are changed in place as the pass goes, so a checkpoint keeps copies (their maps are replaced, never changed). */
const copyHeads = (heads: ReadonlyMap<SeatId, SeatHead>) => new Map([...heads].map(([s, h]) => [s, { ...h }]))

/**
 * Starts a pass of room `room`. `lookup` finds any candidate of the document by hash (for `seen`); `lateClaims` are
 * the claims that lost a fork (listed first, as `late-claim`); `refused` entries are rejected with the reason given
 * (ledger-finality.ts).
 */
export function startPass(
  room: string,
  lookup: (hash: string) => Candidate | undefined,
  lateClaims: readonly Candidate[] = [],
  refused: ReadonlyMap<string, RejectedEntry['why']> = new Map(),
): Pass {
  const result: PassResult = {
    accepted: [],
    byHash: new Map(),
    rejected: lateClaims.map((c) => ({ entry: c.entry, why: 'late-claim' as const })),
    heads: new Map(),
    bindings: new Map(),
  }
  const checkpoints: Checkpoint[] = []
  let done = 0

  const visit = ({ entry, hash }: Candidate) => {
    const { heads, accepted, byHash } = result
    const head = heads.get(entry.seat) ?? freshHead()
    heads.set(entry.seat, head)
    const seen = entry.seen.map(lookup)
    const why = refused.get(hash) ?? judge(room, entry, head, seen, result.bindings)
    if (why) {
      result.rejected.push({ entry, why })
      return
    }
    const seenHeads = seen as Candidate[]
    const claims = claimsSeen(
      entry,
      [entry.prev, ...entry.seen].map((h) => byHash.get(h)),
    )
    const tenure = head.tenure?.claim ?? ''
    const record: AcceptedEntry = { entry, hash, index: accepted.length, tenure, bindings: result.bindings, claims }
    result.bindings = applyAccepted(entry, hash, head, result.bindings) ?? result.bindings
    head.n++
    head.head = hash
    head.lamport = entry.lamport
    head.bytes += bodySize(entry)
    head.lastSeen = new Map(seenHeads.map((c) => [c.entry.seat, c.entry.n]))
    accepted.push(record)
    byHash.set(hash, record)
  }

  return {
    result,
    get done() {
      return done
    },
    continue(ordered) {
      for (; done < ordered.length; done++) {
        if (done % CHECKPOINT_EVERY === 0 && checkpoints.length === done / CHECKPOINT_EVERY) {
          const { accepted, rejected, heads, bindings } = result
          checkpoints.push({ accepted: accepted.length, rejected: rejected.length, heads: copyHeads(heads), bindings })
        }
        visit(ordered[done]!)
      }
    },
    rewind(pos) {
      if (pos >= done) return []
      const index = Math.min(Math.floor(pos / CHECKPOINT_EVERY), checkpoints.length - 1)
      const checkpoint = checkpoints[index]!
      checkpoints.length = index + 1
      done = index * CHECKPOINT_EVERY
      const dropped = result.accepted.splice(checkpoint.accepted)
      for (const record of dropped) result.byHash.delete(record.hash)
      result.rejected.length = checkpoint.rejected
      result.heads = copyHeads(checkpoint.heads)
      result.bindings = checkpoint.bindings
      return dropped
    },
  }
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
