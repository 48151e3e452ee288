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
 *
 * **Checking signatures elsewhere** (issue 13). With a `SignatureVerifier` set for the document
 * (net/signature-gate.ts), a transaction that brings `GATE_MIN_ENTRIES` or more entries whose signatures were never
 * checked (a late joiner's whole log arriving in one update) is held back: its added and removed values are kept,
 * the unchecked entries go to the verifier, and only once every verdict is cached are the held transactions taken in,
 * in their order, by the same `update` as always. Transactions that arrive meanwhile queue behind it (their entries
 * are checked too). Until then the ledger judges the document as it was before the first held transaction, a state
 * every peer passes through when the update is merely late, and nothing is announced (`version`, `onChange`);
 * `checking()` says how many entries wait, and appends are refused meanwhile (net/signed-log.ts), since they would
 * build on that older head.
 */
import * as Y from 'yjs'
import type { SeatId } from '../engine'
import { roomDomain } from './domain'
import { freshHead } from './ledger-pass'
import type { AcceptedEntry, Bindings, SeatHead } from './ledger-pass'
import { judgeShards } from './ledger-state'
import { checkElsewhere, GATE_MIN_ENTRIES, uncheckedEntries, verifierOf } from './signature-gate'
import type { SignatureVerifier } from './signature-gate'
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
   * How many new values are held back while their signatures are checked elsewhere (see the file comment); 0 when
   * the ledger judges the whole document.
   */
  checking(): number
  /** Resolves once nothing is held back (at once when nothing is). */
  settled(): Promise<void>
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

/**
 * Has the verifier set for `doc` (net/signature-gate.ts) check every signature the document holds now, so that the
 * ledger's first judgement of a document loaded in one piece (from IndexedDB) finds them cached. Never rejects.
 */
export async function checkStoredSignatures(doc: Y.Doc): Promise<void> {
  const verifier = verifierOf(doc)
  if (verifier === undefined) return
  const room = roomDomain(doc)
  await checkElsewhere(room, uncheckedEntries(room, readShards(doc)), verifier)
}

/** Every value of every shard, shard by shard, in document order. */
function readShards(doc: Y.Doc): ShardValue[] {
  return ROOM_SEATS.flatMap((seat) =>
    (schema.logShard(doc, seat).toArray() as unknown[]).map((value) => ({ seat, value })),
  )
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
  // Transactions held back while their signatures are checked elsewhere, in order (see the file comment).
  const held: { added: ShardValue[]; removed: ShardValue[] }[] = []
  const waiters: (() => void)[] = []
  // What `rejected()` said last: listing the junk reads the whole document, held values too, so while holding
  // that list (or, if there was none, the pass's own refusals) stands.
  let lastRejected: readonly RejectedEntry[] | null = null

  const read = () => readShards(doc)

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

  const announce = (transactions: number) => {
    version += transactions
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
  }

  /** Checks the held transactions' entries with `verifier`, then takes them all in, in order. */
  const catchUp = async (verifier: SignatureVerifier) => {
    try {
      // Transactions held while a batch was out are checked in another round, as long as they bring enough to be
      // worth one (so a trickle of small ones cannot keep the ledger waiting); the rest are checked on the spot.
      let entries = uncheckedEntries(
        room,
        held.flatMap((change) => change.added),
      )
      for (let done = held.length; entries.length > 0; done = held.length) {
        await checkElsewhere(room, entries, verifier)
        entries = uncheckedEntries(
          room,
          held.slice(done).flatMap((change) => change.added),
        )
        if (entries.length < GATE_MIN_ENTRIES) break
      }
    } finally {
      const count = held.length
      for (const change of held.splice(0)) {
        for (const value of change.removed) removed.push(value)
        for (const value of change.added) added.push(value)
      }
      announce(count)
      for (const resolve of waiters.splice(0)) resolve()
    }
  }

  doc.on('afterTransaction', (tr: Y.Transaction) => {
    if (![...tr.changed.keys()].some((type) => shards.has(type))) return
    const verifier = verifierOf(doc)
    // The gate needs a judgement to hold back from, and appends announced by `pushed` keep the usual path.
    if (verifier !== undefined && judgement !== null && early.size === 0) {
      const change = { added: [] as ShardValue[], removed: [] as ShardValue[] }
      collectChanges(tr, shards, early, change.added, change.removed)
      if (held.length > 0 || uncheckedEntries(room, change.added).length >= GATE_MIN_ENTRIES) {
        if (held.length === 0) {
          // Changes not taken in yet go first, so that nothing is taken in while holding (no full judgement
          // can then read the held values from the document).
          held.push({ added, removed })
          added = []
          removed = []
        }
        held.push(change)
        if (held.length === 2) void catchUp(verifier)
        return
      }
      for (const value of change.removed) removed.push(value)
      for (const value of change.added) added.push(value)
    } else {
      if (judgement !== null) collectChanges(tr, shards, early, added, removed)
      // An entry announced by `pushed` that the transaction did not add after all (it was deleted again): start over.
      if (early.size > 0) judgement = null
      early.clear()
    }
    announce(1)
  })

  return {
    room,
    get version() {
      return version
    },
    accepted: () => current().pass.accepted,
    get: (hash) => current().pass.byHash.get(hash),
    present: (hash) => current().present(hash),
    rejected() {
      if (held.length > 0) return lastRejected ?? current().pass.rejected
      lastRejected = current().rejected()
      return lastRejected
    },
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
    checking: () => held.reduce((sum, change) => sum + change.added.length, 0),
    settled: () => (held.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    pushed(seat, entry) {
      // While holding, the transaction is taken in with the held ones (appends are refused then anyway).
      if (judgement === null || held.length > 0) return
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
