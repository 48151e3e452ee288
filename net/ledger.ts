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
 *
 * The judgement is kept current incrementally (ledger-state.ts): after each transaction the ledger takes the values
 * Yjs added to and removed from the shards, and work grows with the change, not with the log. Readers that follow
 * the accepted entries (the log folder, the archive) ask a `LedgerWatch` from where they changed.
 */
import * as Y from 'yjs'
import type { SeatId } from '../engine'
import { roomDomain } from './domain'
import { freshHead } from './ledger-pass'
import type { AcceptedEntry, Bindings, SeatHead } from './ledger-pass'
import { judgeShards } from './ledger-state'
import type { Judgement, ShardValue } from './ledger-state'
import type { RollStatus } from './roll-status'
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
  /** Accepted entries in fold order (the ledger's own list: read it now, do not keep it across changes). */
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
  /** Accepted rolls that are still pending, in fold order. */
  pendingRolls(): AcceptedEntry[]
  /** Follows the accepted entries from now on (see `LedgerWatch`). */
  watch(): LedgerWatch
  /** Calls `listener` after every transaction that touched a shard; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /**
   * Makes the next read see `entry`, which the caller has just pushed inside a transaction that is still open (the
   * ledger hears of a transaction's changes when it ends). Must be called inside that transaction.
   */
  pushed(seat: SeatId, entry: LogEntry): void
}

/** What changed in the accepted entries since a reader last looked. */
export interface LedgerWatch {
  /**
   * The position in `accepted()` from which records, or the status of a roll among them, may differ from what they
   * were at the previous call (`accepted().length` when nothing did; 0 at the first call and after the ledger judged
   * everything again).
   */
  changedFrom(): number
  /** Stops following. */
  close(): void
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
  const shards = new Map<unknown, SeatId>(ROOM_SEATS.map((seat) => [schema.logShard(doc, seat), seat]))
  const listeners = new Set<() => void>()
  const watches = new Set<{ mark: number }>()
  let version = 0
  let judgement: Judgement | null = null
  // Changes not taken in yet, and entries pushed in a transaction still open (taken in through `pushed`).
  let added: ShardValue[] = []
  let removed: ShardValue[] = []
  const early = new Set<object>()

  const read = (): ShardValue[] =>
    ROOM_SEATS.flatMap((seat) => (schema.logShard(doc, seat).toArray() as unknown[]).map((value) => ({ seat, value })))

  const current = (): Judgement => {
    if (judgement === null) {
      judgement = judgeShards(room, read)
      added = []
      removed = []
      for (const watch of watches) watch.mark = 0
    } else if (added.length > 0 || removed.length > 0) {
      const from = judgement.update(added, removed)
      added = []
      removed = []
      for (const watch of watches) watch.mark = Math.min(watch.mark, from)
    }
    return judgement
  }

  doc.on('afterTransaction', (tr: Y.Transaction) => {
    if (![...tr.changed.keys()].some((type) => shards.has(type))) return
    if (judgement !== null) collectChanges(tr, shards, early, added, removed)
    // An entry announced by `pushed` that the transaction did not add after all (it was deleted again): start over.
    if (early.size > 0) judgement = null
    early.clear()
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
    present: (hash) => current().present(hash),
    rejected: () => current().rejected(),
    head: (seat) => current().pass.heads.get(seat) ?? freshHead(),
    bindings: () => current().pass.bindings,
    newest: () => current().pass.accepted.at(-1) ?? null,
    roll: (hash) => current().roll(hash),
    pendingRolls: () => current().pendingRolls(),
    watch() {
      const watch = { mark: 0 }
      watches.add(watch)
      return {
        changedFrom() {
          const length = current().pass.accepted.length
          const from = Math.min(watch.mark, length)
          watch.mark = Infinity
          return from
        },
        close: () => void watches.delete(watch),
      }
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pushed(seat, entry) {
      if (judgement === null) return
      early.add(entry)
      added.push({ seat, value: entry })
    },
  }
}

/**
 * Adds what transaction `tr` added to and removed from the shards to `added` and `removed`, reading only the structs
 * the transaction touched (entries in `early` were taken in already, and are crossed off). Runs before Yjs merges or
 * garbage-collects the transaction's structs, so their content is still there.
 */
function collectChanges(
  tr: Y.Transaction,
  shards: ReadonlyMap<unknown, SeatId>,
  early: Set<object>,
  added: ShardValue[],
  removed: ShardValue[],
): void {
  const valuesOf = (item: Y.Item) => (item.countable ? (item.content.getContent() as unknown[]) : [])
  for (const [client, after] of tr.afterState) {
    const before = tr.beforeState.get(client) ?? 0
    if (after <= before) continue
    const structs = tr.doc.store.clients.get(client)!
    for (let i = Y.findIndexSS(structs, before); i < structs.length && structs[i]!.id.clock < after; i++) {
      const item = structs[i]!
      if (!(item instanceof Y.Item) || item.deleted) continue
      const seat = shards.get(item.parent)
      if (seat === undefined) continue
      for (const value of valuesOf(item)) {
        if (typeof value === 'object' && value !== null && early.delete(value)) continue
        added.push({ seat, value })
      }
    }
  }
  Y.iterateDeletedStructs(tr, tr.deleteSet, (struct) => {
    if (!(struct instanceof Y.Item)) return
    const seat = shards.get(struct.parent)
    // Added and deleted in this one transaction: the ledger never saw it.
    if (seat === undefined || struct.id.clock >= (tr.beforeState.get(struct.id.client) ?? 0)) return
    for (const value of valuesOf(struct)) removed.push({ seat, value })
  })
}
