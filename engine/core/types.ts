/**
 * The engine contract: what every game definition provides and what `apply` returns.
 * Pure TypeScript, plain JSON state, no I/O. See docs/ARCHITECTURE.md "Engine contract".
 */

/** A seat at the table ("s1", "s2", …). Spectators have no seat and cannot act. */
export type SeatId = string

/** Any JSON value; game states, actions and views are plain JSON so they can be hashed and snapshotted. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A text shown to players, in every UI language. */
export type LocalizedText = {
  hu: string
  en: string
}

/** Why an action was refused: a stable machine code plus a reason a player can read. */
export interface EngineError {
  /** Stable identifier, e.g. 'not-your-turn', 'unknown-action', 'malformed-action'. */
  code: string
  /** Player-readable reason in Hungarian and English. */
  reason: LocalizedText
}

/** Something that happened while applying an action, for logs, animations and sounds. */
export interface EngineEvent {
  type: string
  /** Who may see the event's details; absent means everyone. */
  visibleTo?: SeatId[]
  data?: Json
}

/** An action as the engine receives it: a type, a JSON payload and optional entropy from the log. */
export interface Action {
  type: string
  payload?: Json
  /**
   * Random bytes (hex) recorded in the log with the action. The only source of randomness:
   * the engine expands it with a seeded PRNG (see core/random.ts).
   */
  entropy?: string
}

/** Result of `apply`: a new state and events, or a typed error with the state untouched. */
export type ApplyResult<S> = { ok: true; state: S; events: EngineEvent[] } | { ok: false; error: EngineError }

/** Who has won, if anyone; `null` while the game goes on. */
export type Outcome = null | { winners: SeatId[]; reason: LocalizedText }

/**
 * A game as a declarative object. Every function is pure and deterministic.
 * `S` state, `A` action, `C` setup config, `V` a seat's view.
 */
export interface GameDefinition<S extends Json = Json, A extends Action = Action, C extends Json = Json, V = Json> {
  /** Stable id, also the folder name under engine/games/. */
  id: string
  /** Initial state for the given seats; `entropy` seeds hidden setup such as the first shuffle. */
  setup(config: C, seats: SeatId[], entropy: string): S
  /** Applies `action` by `seat`; never throws for bad input, returns a typed error instead. */
  apply(state: S, action: A, seat: SeatId): ApplyResult<S>
  /** What `seat` may see (null = spectator); hidden card identities are removed. */
  view(state: S, seat: SeatId | null): V
  /** Legal actions for `seat` now (for UI hints, tests and bots); may be a sample where the space is large. */
  legalActions(state: S, seat: SeatId): A[]
  /** The result once the game has ended, else null. */
  outcome(state: S): Outcome
}
