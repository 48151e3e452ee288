/**
 * Keeps an engine fold in step with a room's ledger (net/ledger.ts).
 *
 * After every change of the ledger, the folder reads its game's accepted entries in fold order from where the ledger
 * says they changed (a `LedgerWatch`: usually only the new entries at the end; from the pending roll on while one is
 * pending) and brings the fold up to date with the least work:
 * - new entries that sort after everything applied → `fold.append` (the common case);
 * - entries that sort before applied ones (a concurrent entry, a healed partition) → `fold.insert` at
 *   their positions, which re-folds from the nearest snapshot; when several groups land far apart, one
 *   rebuild is cheaper and is used instead;
 * - an applied entry that is gone or changed (a fork resolved the other way, a roll's outcome settled
 *   differently) → rebuild the fold from the setup state, since a fold cannot un-apply.
 * **Rolls** (entries with `roll`) reach the engine with the entropy the ledger derived once every contributor
 * answered, or as a refusal when the roll went void or named the wrong contributors (they must be exactly
 * the game's other seats held where the roll stands). While a roll is pending the fold stops before it:
 * nothing after it is applied until it is settled, so every peer sees the same order of events.
 * Every peer holding the same document ends with the same entries, steps and state hash.
 */
import type * as Y from 'yjs'
import { createFold, hashState } from '../engine'
import type { Action, FoldEntry, FoldInit, FoldOptions, FoldStep, GameDefinition, Json, SeatId } from '../engine'
import { START_TYPE } from './game-start'
import { ledgerOf } from './ledger'
import type { AcceptedEntry } from './ledger-pass'
import { rollRefusal } from './roll-refusal'
import type { RollStatus } from './roll-status'
import type { LogEntry } from './schema'
import type { RejectedEntry } from './types'

/** A roll the fold is waiting for. */
export interface PendingRoll {
  entry: LogEntry
  hash: string
  /** The seats whose share is still missing. */
  waitingFor: SeatId[]
}

/** A live fold of a room's log. */
export interface LogFolder<S> {
  /** Engine state after every applied entry (deep-frozen unless the `freeze` option is off). */
  readonly state: S
  /** `hashState(state)`: equal on every peer that holds the same log. */
  readonly hash: string
  /** The game's entries applied, in fold order. */
  readonly entries: readonly LogEntry[]
  /** The engine's verdict on each entry of `entries` (accepted with events, or rejected with a reason). */
  readonly steps: readonly FoldStep[]
  /** The roll the fold waits for (nothing after it is applied yet), or null. */
  readonly pending: PendingRoll | null
  /** Entries every peer ignores before the engine sees them (bad signature, broken chain, …). */
  readonly rejected: readonly RejectedEntry[]
  /** Where the roll `entries[i]` stands, when it is one. */
  rollAt(i: number): RollStatus | null
  /** Calls `listener` after every change of the log; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Stops listening. */
  destroy(): void
}

/** Options of `createLogFolder`. */
export interface FolderOptions extends FoldOptions {
  /** Hash of the game's start entry (net/game-start.ts): only the game's entries after it are folded. */
  after?: string
}

/** One applied entry: what the fold got, keyed by content and (for a roll) outcome. */
interface Applied {
  key: string
  record: AcceptedEntry
  fold: FoldEntry
  roll: RollStatus | null
}

/**
 * Folds `game` over the log of `doc` from `init` (only `game.id`'s entries of `init.seats` count as actions, and
 * with `options.after` only those after that entry) and keeps the fold current as the document changes. The
 * other `options` are passed on to `createFold`.
 */
export function createLogFolder<S extends Json, C extends Json>(
  doc: Y.Doc,
  game: GameDefinition<S, Action, C, unknown>,
  init: FoldInit<C>,
  options: FolderOptions = {},
): LogFolder<S> {
  const ledger = ledgerOf(doc)
  const watch = ledger.watch()
  const listeners = new Set<() => void>()
  let fold = createFold(game, init, options)
  // Applied entries in fold order (their records' `index` ascending), changed in place.
  const applied: Applied[] = []
  let pending: PendingRoll | null = null
  let pendingAt = Infinity
  let entries: LogEntry[] | null = null

  const refresh = () => {
    // Only entries from where the ledger changed are read again; while a roll is pending, from that roll on.
    const from = Math.min(watch.changedFrom(), pendingAt)
    const keep = firstFrom(applied, from)
    const next = readFrom(from)
    if (!catchUp(keep, next)) {
      fold = createFold(game, init, options)
      applied.length = keep
      appendAll(applied)
      appendAll(next)
    }
    applied.length = keep
    for (const entry of next) applied.push(entry)
    entries = null
    for (const listener of [...listeners]) listener()
  }

  /** The game's entries to apply from position `from` of the ledger's accepted entries on; sets `pending`. */
  const readFrom = (from: number): Applied[] => {
    const accepted = ledger.accepted()
    const next: Applied[] = []
    pending = null
    pendingAt = Infinity
    let started = options.after === undefined || (ledger.get(options.after)?.index ?? Infinity) < from
    for (let i = from; i < accepted.length; i++) {
      const record = accepted[i]!
      if (record.entry.game !== game.id) continue
      if (!started) {
        started = record.hash === options.after
        continue
      }
      // A game's start entries are its setup (net/game-start.ts), never moves: the one played is `after`.
      if (record.entry.type === START_TYPE) continue
      const roll = record.entry.roll ? ledger.roll(record.hash) : null
      if (roll?.state === 'pending') {
        pending = { entry: record.entry, hash: record.hash, waitingFor: roll.waitingFor }
        pendingAt = record.index
        break
      }
      next.push(appliedOf(record, roll, init.seats))
    }
    return next
  }

  /** Appends in chunks: spreading a huge list into one call could exceed the argument limit. */
  const appendAll = (entries: readonly Applied[]) => {
    for (let i = 0; i < entries.length; i += 4096) fold.append(...entries.slice(i, i + 4096).map((a) => a.fold))
  }

  /**
   * Moves the fold from `applied` to its first `keep` entries followed by `next`, by appends and inserts; false when
   * only a rebuild will do.
   */
  const catchUp = (keep: number, next: readonly Applied[]): boolean => {
    const groups = insertionGroups(applied, keep, next)
    if (groups === null) return false
    const tail = groups.length > 0 && groups[groups.length - 1]!.at === applied.length ? groups.pop()! : null
    // Each insert re-folds from its position to the end; past one full length, a rebuild is cheaper.
    const cost = groups.reduce((sum, g) => sum + (applied.length - g.at), 0)
    if (cost > keep + next.length) return false
    // Last group first, so the positions of the earlier groups still hold.
    for (let i = groups.length - 1; i >= 0; i--)
      fold.insert(
        groups[i]!.at,
        groups[i]!.entries.map((a) => a.fold),
      )
    if (tail) appendAll(tail.entries)
    return true
  }

  const stop = ledger.onChange(refresh)
  refresh()

  return {
    get state() {
      return fold.state
    },
    get hash() {
      return hashState(fold.state)
    },
    get entries() {
      entries ??= applied.map((a) => a.record.entry)
      return entries
    },
    get steps() {
      return fold.steps
    },
    get pending() {
      return pending
    },
    get rejected() {
      return ledger.rejected()
    },
    rollAt: (i) => applied[i]?.roll ?? null,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      stop()
      watch.close()
      listeners.clear()
    },
  }
}

/** What the engine sees of an accepted entry: the seat and the action; a roll with its entropy or refusal. */
function appliedOf(record: AcceptedEntry, roll: RollStatus | null, gameSeats: readonly SeatId[]): Applied {
  const { entry, hash } = record
  const action: Action = { type: entry.type, payload: entry.payload }
  if (!entry.roll || !roll) return { key: hash, record, fold: { seat: entry.seat, action }, roll }
  const refusal = rollRefusal(record, roll, gameSeats)
  if (refusal) return { key: `${hash}/x`, record, fold: { seat: entry.seat, action, refusal }, roll }
  const entropy = roll.state === 'complete' ? roll.entropy : ''
  return { key: `${hash}/${entropy}`, record, fold: { seat: entry.seat, action: { ...action, entropy } }, roll }
}

/** Entries of `next` missing from `old`, grouped by the position in `old` they go before. */
interface InsertionGroup {
  at: number
  entries: Applied[]
}

/** The first position of `applied` whose record stands at `from` or later in the ledger's order. */
function firstFrom(applied: readonly Applied[], from: number): number {
  let lo = 0
  let hi = applied.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (applied[mid]!.record.index < from) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * When `next` is `old` from position `keep` on with entries added (none removed or changed, order kept), the added
 * runs with their positions in `old`; otherwise null. Entries are compared by key (content and roll outcome).
 */
function insertionGroups(old: readonly Applied[], keep: number, next: readonly Applied[]): InsertionGroup[] | null {
  const groups: InsertionGroup[] = []
  let i = keep
  for (let j = 0; j < next.length; j++) {
    const entry = next[j]!
    if (i < old.length && old[i]!.key === entry.key) {
      i++
      continue
    }
    const last = groups[groups.length - 1]
    if (last && last.at === i) last.entries.push(entry)
    else groups.push({ at: i, entries: [entry] })
  }
  return i === old.length ? groups : null
}
