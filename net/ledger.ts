/**
 * The ledger of a room: every signed entry of the room's seat shards, judged once per change of the
 * document and shared by everything that reads the log (the fold, seats, rolls, the archive, diagnostics).
 *
 * Any peer can write anything into any shard (Yjs has no access control), so a shard is a heap of untrusted
 * values. The ledger picks, the same way on every peer:
 * 1. well-formed values (`malformed` otherwise), signed for this room (`bad-signature`), one per hash;
 * 2. of competing claims of a seat, the one that stands (ledger-forks.ts; `late-claim` for the others);
 * 3. the entries that count, in fold order, with the seat holders in force at each (ledger-pass.ts), and of
 *    those, none dated back behind a roll that settled without it (ledger-finality.ts);
 * 4. where each roll stands (roll-status.ts).
 * It depends only on which entries the document holds, never on the order Yjs happened to receive them.
 * Only the room's seats (`ROOM_SEATS`) have shards; a shard under any other name is never read.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../engine'
import { roomDomain } from './domain'
import { entryHash, hasValidSignature, isWellFormedEntry } from './log-entry'
import type { Candidate } from './ledger-forks'
import { losingClaims } from './ledger-forks'
import { freshHead, runPass } from './ledger-pass'
import type { AcceptedEntry, Bindings, PassResult, SeatHead } from './ledger-pass'
import { answersByRoll, lateEntries, statusOf } from './ledger-finality'
import type { RollStatus } from './roll-status'
import { ACT } from './seat-acts'
import { schema, type LogEntry } from './schema'
import type { RejectedEntry } from './types'

/** The seats of every room: the only shards the ledger reads. */
export const ROOM_SEATS: readonly SeatId[] = ['s1', 's2', 's3', 's4']

/** Prefix of the shard names in the document. */
export const SHARD_PREFIX = 'log/'

/** The judged log of one room's document. */
export interface Ledger {
  /** The room code the entries are signed for. */
  readonly room: string
  /** Counts the changes of the shards (one per transaction that touched them). */
  readonly version: number
  /** Accepted entries in fold order. */
  accepted(): readonly AcceptedEntry[]
  /** An accepted entry by hash. */
  get(hash: string): AcceptedEntry | undefined
  /** True when the document holds a well-formed, signed entry with this hash (accepted or not). */
  present(hash: string): boolean
  /** Values every peer ignores, with the reason, shard by shard. */
  rejected(): readonly RejectedEntry[]
  /** Where `seat`'s chain stands. */
  head(seat: SeatId): SeatHead
  /** Who holds which seat now. */
  bindings(): Bindings
  /** The newest accepted entry (what a new entry names as `seen`), or null for an empty log. */
  newest(): AcceptedEntry | null
  /** Where the roll with hash `hash` stands (null: no accepted roll has that hash). */
  roll(hash: string): RollStatus | null
  /** Calls `listener` after every transaction that touched a shard; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Forgets the judgement now (an append inside a transaction that the next read must see). */
  stale(): void
}

const ledgers = new WeakMap<Y.Doc, Ledger>()

/** The ledger of `doc` (created on first use, for the room set with `setRoomDomain`). */
export function ledgerOf(doc: Y.Doc): Ledger {
  let ledger = ledgers.get(doc)
  if (!ledger) {
    ledger = createLedger(doc, roomDomain(doc))
    ledgers.set(doc, ledger)
  }
  return ledger
}

function createLedger(doc: Y.Doc, room: string): Ledger {
  const shards = new Set<unknown>(ROOM_SEATS.map((seat) => schema.logShard(doc, seat)))
  const listeners = new Set<() => void>()
  let version = 0
  let result: Computed | null = null

  const current = (): Computed => (result ??= compute(doc, room))

  doc.on('afterTransaction', (tr: Y.Transaction) => {
    if (![...tr.changed.keys()].some((type) => shards.has(type))) return
    result = null
    version++
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        // A failing listener must not break the Yjs transaction that called us; report it separately.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  })

  return {
    room,
    get version() {
      return version
    },
    accepted: () => current().pass.accepted,
    get: (hash) => current().pass.byHash.get(hash),
    present: (hash) => current().present.has(hash),
    rejected: () => current().rejected,
    head: (seat) => current().pass.heads.get(seat) ?? freshHead(),
    bindings: () => current().pass.bindings,
    newest: () => current().pass.accepted.at(-1) ?? null,
    roll: (hash) => current().roll(hash),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stale() {
      result = null
    },
  }
}

/** One judgement of the document. */
interface Computed {
  pass: PassResult
  present: ReadonlySet<string>
  rejected: RejectedEntry[]
  roll(hash: string): RollStatus | null
}

function compute(doc: Y.Doc, room: string): Computed {
  const candidates: Candidate[] = []
  const seenHashes = new Set<string>()
  const rejected: RejectedEntry[] = []
  for (const seat of ROOM_SEATS) {
    for (const item of schema.logShard(doc, seat).toArray() as unknown[]) {
      if (!isWellFormedCached(item, seat)) rejected.push({ entry: displayable(item, seat), why: 'malformed' })
      else if (!hasValidSignature(room, item)) rejected.push({ entry: item, why: 'bad-signature' })
      else {
        const hash = entryHash(item)
        // Copies of one entry (a healed deletion, two peers restoring it) are one candidate.
        if (!seenHashes.has(hash)) candidates.push({ entry: item, hash })
        seenHashes.add(hash)
      }
    }
  }
  let refused = new Map<string, RejectedEntry['why']>()
  // Claims the pass (or a roll) refused on their own merits: they win no fork, so a rival claim of the same place
  // gets its turn — otherwise one bogus claim with a low hash would keep a free seat from everyone for good.
  const unfit = new Set<string>()
  let losers = losingClaims(candidates)
  let pass = runPass(room, candidates, losers)
  // Refusing an entry can settle or unsettle rolls, which can refuse more; a handful of rounds always suffices.
  for (let round = 0; round < 8; round++) {
    const late = lateEntries(room, pass)
    const failed = candidates.filter(
      (c) => c.entry.type === ACT.claim && !losers.has(c.hash) && !pass.byHash.has(c.hash) && !unfit.has(c.hash),
    )
    if (failed.length === 0 && [...late.keys()].every((hash) => refused.has(hash))) break
    refused = new Map([...refused, ...late])
    for (const c of failed) unfit.add(c.hash)
    losers = losingClaims(candidates.filter((c) => !unfit.has(c.hash)))
    pass = runPass(room, candidates, losers, refused)
  }
  const answers = answersByRoll(pass.accepted)
  const statuses = new Map<string, RollStatus | null>()
  return {
    pass,
    present: seenHashes,
    rejected: [...rejected, ...pass.rejected],
    roll(hash) {
      if (statuses.has(hash)) return statuses.get(hash)!
      const record = pass.byHash.get(hash)
      const status = record ? statusOf(room, record, answers) : null
      statuses.set(hash, status)
      return status
    },
  }
}

// Shape checks encode the payload (to bound its size), so their verdicts are cached per object and seat:
// Yjs hands out the same objects on every read, and the ledger is judged after every transaction.
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
