/**
 * Guards around game code: `defineGame` wraps a game's `apply` so bad input from a peer can never crash the
 * fold, and payload readers turn a wrong payload shape into a typed 'malformed-action' error.
 * Game code may simply throw `PayloadError` (or anything) while reading a payload; the wrapper converts it.
 */
import { coreErrors } from './errors'
import { isPlainObject } from './json'
import type { Action, ApplyResult, GameDefinition, Json, LocalizedText, SeatId } from './types'

/** Thrown by payload readers; `defineGame` turns it into a 'malformed-action' error with this reason. */
export class PayloadError extends Error {
  /** What was wrong, in both UI languages (deterministic text, shown to players). */
  readonly reason: LocalizedText

  constructor(reason: LocalizedText) {
    super(reason.en)
    this.name = 'PayloadError'
    this.reason = reason
  }
}

/** True when `value` has an action's shape: a plain object with a string `type`, optional string `entropy`. */
export function isActionShape(value: unknown): value is Action {
  if (!isPlainObject(value) || typeof value.type !== 'string' || value.type === '') return false
  return value.entropy === undefined || typeof value.entropy === 'string'
}

/**
 * Calls `apply` and converts anything thrown into a typed error, so a peer's bad input never crashes us:
 * a PayloadError keeps its reason; any other exception becomes a generic 'malformed-action' (its message
 * is not used, because JS engines word their messages differently and peers must record the same text).
 */
export function safeApply<S, A extends Action>(
  apply: (state: S, action: A, seat: SeatId) => ApplyResult<S>,
  state: S,
  action: A,
  seat: SeatId,
): ApplyResult<S> {
  try {
    if (!isActionShape(action)) return { ok: false, error: coreErrors.malformedAction() }
    const result = apply(state, action, seat)
    // A game returning something that is not an ApplyResult is a game bug; reject deterministically.
    if (!isPlainObject(result) || typeof result.ok !== 'boolean') return { ok: false, error: coreErrors.invalidState() }
    return result
  } catch (err) {
    return { ok: false, error: coreErrors.malformedAction(err instanceof PayloadError ? err.reason : undefined) }
  }
}

/**
 * Returns the game with a guarded `apply`: it refuses every action once `outcome` is non-null ('game-over')
 * and never throws (see `safeApply`). Every game module should export `defineGame({...})`.
 */
export function defineGame<S extends Json, A extends Action, C extends Json, V>(
  game: GameDefinition<S, A, C, V>,
): GameDefinition<S, A, C, V> {
  const inner = game.apply.bind(game)
  return {
    ...game,
    apply(state, action, seat) {
      return safeApply(
        (s: S, a: A, who: SeatId) =>
          game.outcome(s) !== null ? { ok: false, error: coreErrors.gameOver() } : inner(s, a, who),
        state,
        action,
        seat,
      )
    },
  }
}

/** Throws a PayloadError with this reason (for game-specific payload checks). */
export function payloadError(hu: string, en: string): never {
  throw new PayloadError({ hu, en })
}

/** The action's payload as an object; throws PayloadError if it is missing or not a plain object. */
export function payloadRecord(action: Action): { [key: string]: Json } {
  if (!isPlainObject(action.payload)) payloadError('a lépés adatai hiányoznak.', 'the action has no payload object.')
  return action.payload as { [key: string]: Json }
}

/**
 * The payload object of an action whose fields are all optional: `{}` when it carries none (absent, or null as a
 * log entry stores "no payload"); throws PayloadError for anything else that is not an object.
 */
export function optionalPayloadRecord(action: Action): { [key: string]: Json } {
  return action.payload === undefined || action.payload === null ? {} : payloadRecord(action)
}

/** Throws PayloadError unless the action carries no payload (absent, null or `{}`). */
export function requireNoPayload(action: Action): void {
  const p = action.payload
  if (p === undefined || p === null || (isPlainObject(p) && Object.keys(p).length === 0)) return
  payloadError('ez a lépés nem vár adatokat.', 'this action takes no payload.')
}

/** Reads a non-empty string field of at most `maxLength` characters. */
export function readString(record: { [key: string]: Json }, key: string, maxLength = 200): string {
  const v = record[key]
  if (typeof v !== 'string' || v === '' || v.length > maxLength) {
    payloadError(`a(z) „${key}” mezőnek szövegnek kell lennie.`, `field "${key}" must be a non-empty string.`)
  }
  return v
}

/** Reads an integer field in [min, max]. */
export function readInt(record: { [key: string]: Json }, key: string, min = -Infinity, max = Infinity): number {
  const v = record[key]
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    payloadError(`a(z) „${key}” mező érvénytelen szám.`, `field "${key}" must be an integer in range.`)
  }
  return v
}

/** Reads a field that must be one of `options`. */
export function readOneOf<T extends string>(record: { [key: string]: Json }, key: string, options: readonly T[]): T {
  const v = record[key]
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) {
    // A long list is cut short so the reason stays readable (and a peer cannot make it huge).
    const listed = options.length > 12 ? `${options.slice(0, 12).join(', ')} …` : options.join(', ')
    payloadError(`a(z) „${key}” mező értéke nem megengedett.`, `field "${key}" must be one of ${listed}.`)
  }
  return v as T
}
