/**
 * Keeps an engine fold in step with the signed log in a Y.Doc.
 *
 * After every transaction that touches a shard of the game's seats or the `seats` map, the folder
 * validates the shards (log-validate.ts), orders the valid entries by (lamport, seat, n) (log-order.ts)
 * and brings the fold up to date with the least work:
 * - new entries that sort after everything applied → `fold.append` (the common case);
 * - entries that sort before applied ones (a concurrent entry, a healed partition) → `fold.insert` at
 *   their positions, which re-folds from the nearest snapshot; when several groups land far apart, one
 *   rebuild is cheaper and is used instead;
 * - an applied entry that is no longer valid (its seat changed hands, a fork resolved the other way,
 *   a peer deleted a link) → rebuild the fold from the setup state, since a fold cannot un-apply.
 * Entries with entropy are checked against their fair-entropy proof (fair-proof.ts) on the way in; one that
 * fails reaches the engine as a refusal. The check reads who holds the seats, so a change of holders
 * re-folds when any applied entry carries a proof.
 * Every peer holding the same document ends with the same entries, steps and state hash.
 */
import type * as Y from 'yjs'
import { createFold, hashState } from '../engine'
import type { Action, FoldEntry, FoldInit, FoldOptions, FoldStep, GameDefinition, Json } from '../engine'
import { checkFairEntropy } from './fair-proof'
import { entryHash } from './log-entry'
import { orderEntries } from './log-order'
import { seatHolder, validateSeat } from './log-validate'
import { schema, type LogEntry } from './schema'
import type { RejectedEntry } from './types'

/** A live fold of a room's log. */
export interface LogFolder<S> {
  /** Engine state after every valid entry. Deep-frozen. */
  readonly state: S
  /** `hashState(state)`: equal on every peer that holds the same log. */
  readonly hash: string
  /** Valid entries in fold order. */
  readonly entries: readonly LogEntry[]
  /** The engine's verdict on each entry of `entries` (accepted with events, or rejected with a reason). */
  readonly steps: readonly FoldStep[]
  /** Entries every peer ignores before the engine sees them (bad signature, seat not held, …), by seat. */
  readonly rejected: readonly RejectedEntry[]
  /** Calls `listener` after every change of the log or the seats; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Stops observing the document. */
  destroy(): void
}

/**
 * Folds `game` over the signed log of `init.seats` in `doc` and keeps the fold current as the document
 * changes. `options` are passed on to `createFold` (snapshot spacing).
 */
export function createLogFolder<S extends Json, C extends Json>(
  doc: Y.Doc,
  game: GameDefinition<S, Action, C, unknown>,
  init: FoldInit<C>,
  options: FoldOptions = {},
): LogFolder<S> {
  const seats = init.seats.slice()
  const shards = new Set<unknown>(seats.map((seat) => schema.logShard(doc, seat)))
  const seatMap: unknown = schema.seats(doc)
  const listeners = new Set<() => void>()
  let fold = createFold(game, init, options)
  let applied: LogEntry[] = []
  let rejected: RejectedEntry[] = []
  let holders = ''
  const toFoldEntry = (entry: LogEntry) => foldEntryOf(entry, (seat) => seatHolder(doc, seat))

  const refresh = () => {
    const verdicts = seats.map((seat) => validateSeat(doc, seat))
    rejected = verdicts.flatMap((v) => v.rejected)
    const next = orderEntries(verdicts.map((v) => v.valid))
    const nowHolders = JSON.stringify(schema.seats(doc).toJSON())
    const proofsStale = nowHolders !== holders && applied.some((entry) => entry.fair !== undefined)
    holders = nowHolders
    if (proofsStale || !catchUp(applied, next)) {
      fold = createFold(game, init, options)
      appendAll(next)
    }
    applied = next
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

  /** Appends in chunks: spreading a huge list into one call could exceed the argument limit. */
  const appendAll = (entries: readonly LogEntry[]) => {
    for (let i = 0; i < entries.length; i += 4096) fold.append(...entries.slice(i, i + 4096).map(toFoldEntry))
  }

  /** Moves the fold from `old` to `next` by appends and inserts; false when only a rebuild will do. */
  const catchUp = (old: readonly LogEntry[], next: readonly LogEntry[]): boolean => {
    const groups = insertionGroups(old, next)
    if (groups === null) return false
    const tail = groups.length > 0 && groups[groups.length - 1]!.at === old.length ? groups.pop()! : null
    // Each insert re-folds from its position to the end; past one full length, a rebuild is cheaper.
    const cost = groups.reduce((sum, g) => sum + (old.length - g.at), 0)
    if (cost > next.length) return false
    // Last group first, so the positions of the earlier groups still hold.
    for (let i = groups.length - 1; i >= 0; i--) fold.insert(groups[i]!.at, groups[i]!.entries.map(toFoldEntry))
    if (tail) appendAll(tail.entries)
    return true
  }

  const onTransaction = (tr: Y.Transaction) => {
    for (const type of tr.changed.keys()) {
      if (type === seatMap || shards.has(type)) return refresh()
    }
  }
  doc.on('afterTransaction', onTransaction)
  refresh()

  return {
    get state() {
      return fold.state
    },
    get hash() {
      return hashState(fold.state)
    },
    get entries() {
      return applied
    },
    get steps() {
      return fold.steps
    },
    get rejected() {
      return rejected
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      doc.off('afterTransaction', onTransaction)
      listeners.clear()
    },
  }
}

/** Entries of `next` missing from `old`, grouped by the position in `old` they go before. */
interface InsertionGroup {
  at: number
  entries: LogEntry[]
}

/**
 * When `next` is `old` with entries added (none removed, order kept), the added runs with their
 * positions in `old`; otherwise null. Entries are compared by hash (content), not by object.
 */
export function insertionGroups(old: readonly LogEntry[], next: readonly LogEntry[]): InsertionGroup[] | null {
  const groups: InsertionGroup[] = []
  let i = 0
  for (let j = 0; j < next.length; j++) {
    const entry = next[j]!
    if (i < old.length && entryHash(old[i]!) === entryHash(entry)) {
      i++
      continue
    }
    const last = groups[groups.length - 1]
    if (last && last.at === i) last.entries.push(entry)
    else groups.push({ at: i, entries: [entry] })
  }
  return i === old.length ? groups : null
}

/**
 * What the engine sees of a log entry: the seat and the action, nothing about signatures; a refusal when
 * its entropy's proof fails.
 */
function foldEntryOf(entry: LogEntry, holderOf: (seat: string) => string | null): FoldEntry {
  const action: Action = { type: entry.type, payload: entry.payload }
  if (entry.entropy !== undefined) action.entropy = entry.entropy
  const refusal = checkFairEntropy(entry, holderOf)
  return refusal ? { seat: entry.seat, action, refusal } : { seat: entry.seat, action }
}
