/**
 * The fold: a game's state as the result of applying a log of actions in order.
 *
 * Every peer folds the same log, so every peer reaches the same state (compare `hashState(fold.state)`).
 * Each entry yields one step: accepted (with events) or rejected (with a typed error, state untouched).
 * The fold keeps the state after every `snapshotEvery`-th entry (and the initial state). When an entry
 * arrives out of order (`insert`), it re-folds from the nearest snapshot at or before the insertion point
 * instead of from the start. Entries are copied (and validated) on the way in, so a caller changing an entry later
 * cannot change the log. Games share structure (an action copies only what it changes), which is safe as long as no
 * `apply` (or UI code holding a state) writes into a state it was given. With `freeze` on (the default: every test,
 * and development builds) each new state is deep-frozen and validated as plain JSON as it is produced, so such a write
 * throws and is caught by the tests; `freezeJson` stops at frozen subtrees, so this costs only the new nodes.
 * Production builds turn it off (`freeze: false`): our own code is what it guards against (a peer only sends actions,
 * which are validated here and by the game), and freezing, with V8's slow paths for frozen arrays, cost about a third
 * of the fold's time (docs/ARCHITECTURE.md "Engine contract").
 */
import { coreErrors } from './errors'
import { safeApply } from './game'
import { cloneJson, freezeJson, isPlainObject } from './json'
import type { Action, EngineError, EngineEvent, GameDefinition, Json, SeatId } from './types'

/**
 * One log entry as the engine sees it: who acted and what they did. `refusal` is set by the layer that
 * delivers the log when it refuses the entry before the game may see it (net: entropy not fairly drawn);
 * the step then fails with that error, the same way on every peer.
 */
export type FoldEntry = { seat: SeatId; action: Action; refusal?: EngineError }

/** The outcome of one entry: accepted with its events, or rejected with its error. */
export type FoldStep = { ok: true; events: EngineEvent[] } | { ok: false; error: EngineError; events: [] }

/** What the fold starts from: the game's setup arguments. */
export interface FoldInit<C extends Json = Json> {
  /** Setup config, passed to `game.setup`. */
  config: C
  /** Seats at the table; an entry from any other seat is rejected ('spectator-cannot-act'). */
  seats: SeatId[]
  /** Hex entropy for setup (e.g. the first shuffle). */
  entropy: string
}

/** Fold tuning. */
export interface FoldOptions {
  /** Keep a snapshot after every this many entries (default 64). Smaller: faster inserts, more memory. */
  snapshotEvery?: number
  /** Deep-freeze and validate every new state (default true; production builds pass false, see the module comment). */
  freeze?: boolean
}

/** A live fold over a growing log. */
export interface Fold<S> {
  /** State after all entries. Deep-frozen unless `freeze` is off. */
  readonly state: S
  /** One step per entry, in log order. */
  readonly steps: readonly FoldStep[]
  /** The entries folded so far (copies), in log order. */
  readonly entries: readonly FoldEntry[]
  /** Number of entries. */
  readonly length: number
  /** Applies entries at the end of the log (the fast path). */
  append(...entries: FoldEntry[]): void
  /** Inserts entries before position `index` (0 … length) and re-folds; returns how many entries were re-applied. */
  insert(index: number, entries: readonly FoldEntry[]): number
}

/** Default distance between snapshots. */
export const DEFAULT_SNAPSHOT_EVERY = 64

/** A log entry as stored: a private copy, or the original marked invalid when it is not plain JSON. */
type Stored = { entry: FoldEntry; valid: boolean }

/** Copies an entry so later mutation by the caller cannot change the log. */
function store(entry: FoldEntry): Stored {
  try {
    return { entry: cloneJson(entry as unknown as Json) as unknown as FoldEntry, valid: true }
  } catch {
    // Not JSON (JsonError), or anything stranger a getter could throw: the entry is malformed, never fatal.
    return { entry, valid: false }
  }
}

/** Applies one entry: seat and shape checks, the guarded game `apply`, then freezing (and validating) the new state. */
function step<S extends Json>(
  game: GameDefinition<S>,
  seats: readonly SeatId[],
  state: S,
  stored: Stored,
  freeze: boolean,
): { state: S; step: FoldStep } {
  const refuse = (error: EngineError) => ({ state, step: { ok: false as const, error, events: [] as [] } })
  const entry = stored.entry
  if (!stored.valid || !isPlainObject(entry) || typeof entry.seat !== 'string')
    return refuse(coreErrors.malformedAction())
  if (!seats.includes(entry.seat)) return refuse(coreErrors.spectatorCannotAct())
  if (entry.refusal !== undefined) return refuse(entry.refusal)
  const result = safeApply(game.apply.bind(game), state, entry.action, entry.seat)
  if (!result.ok) return refuse(result.error)
  if (!freeze) return { state: result.state, step: { ok: true, events: result.events } }
  try {
    freezeJson(result.state)
    freezeJson(result.events)
  } catch {
    // The game built a non-JSON state: a bug in the game, but every peer rejects it the same way.
    return refuse(coreErrors.invalidState())
  }
  return { state: result.state, step: { ok: true, events: result.events } }
}

/**
 * Starts a fold at the game's setup state. Throws if `setup` throws or returns non-JSON (a bad config is
 * the caller's error, not a peer's).
 * @see docs/ARCHITECTURE.md "Engine contract"
 */
export function createFold<S extends Json, C extends Json>(
  game: GameDefinition<S, Action, C, unknown>,
  init: FoldInit<C>,
  options: FoldOptions = {},
): Fold<S> {
  const every = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY
  const freeze = options.freeze ?? true
  if (!Number.isSafeInteger(every) || every < 1)
    throw new RangeError('createFold: snapshotEvery must be an integer ≥ 1')
  const seats = init.seats.slice()
  const initial = freezeJson(game.setup(cloneJson(init.config), seats.slice(), init.entropy))
  const g = game as unknown as GameDefinition<S>

  const entries: Stored[] = []
  const steps: FoldStep[] = []
  // snapshots[k] = state after k * every entries; snapshots[0] is the setup state.
  const snapshots: S[] = [initial]
  let state = initial

  /** Applies entries[from …] onto `state`, taking snapshots on the way. */
  const run = (from: number): void => {
    for (let i = from; i < entries.length; i++) {
      const r = step(g, seats, state, entries[i] as Stored, freeze)
      state = r.state
      steps.push(r.step)
      if ((i + 1) % every === 0) snapshots[(i + 1) / every] = state
    }
  }

  /** Stores entries at the end and applies just them (the fast path). */
  const append = (more: readonly FoldEntry[]): void => {
    const from = entries.length
    for (const e of more) entries.push(store(e))
    run(from)
  }

  return {
    get state() {
      return state
    },
    get steps() {
      return steps
    },
    get entries() {
      return entries.map((e) => e.entry)
    },
    get length() {
      return entries.length
    },
    append(...more) {
      append(more)
    },
    insert(index, more) {
      if (!Number.isSafeInteger(index) || index < 0 || index > entries.length) {
        throw new RangeError(`Fold.insert: index ${index} outside 0…${entries.length}`)
      }
      // At the end of the log the current state is the one to continue from: no re-fold needed.
      if (index === entries.length) {
        append(more)
        return more.length
      }
      const k = Math.floor(index / every)
      const from = k * every
      entries.splice(index, 0, ...more.map(store))
      snapshots.length = k + 1
      steps.length = from
      state = snapshots[k] as S
      run(from)
      return entries.length - from
    },
  }
}

/** Folds a whole log from scratch and returns the final state and the steps. */
export function foldLog<S extends Json, C extends Json>(
  game: GameDefinition<S, Action, C, unknown>,
  init: FoldInit<C>,
  entries: readonly FoldEntry[],
  options: Pick<FoldOptions, 'freeze'> = {},
): { state: S; steps: readonly FoldStep[] } {
  const fold = createFold(game, init, { ...options, snapshotEvery: Number.MAX_SAFE_INTEGER })
  // Append in chunks: spreading a huge log into one call could exceed the engine's argument limit.
  for (let i = 0; i < entries.length; i += 4096) fold.append(...entries.slice(i, i + 4096))
  return { state: fold.state, steps: fold.steps }
}
