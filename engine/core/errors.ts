/**
 * Typed engine errors with Hungarian and English reasons, plus the errors every game shares.
 * Reasons must be deterministic text (never an exception message from the JS engine), because
 * rejected steps are recorded and compared on every peer.
 */
import type { ApplyResult, EngineError, LocalizedText } from './types'

/** Error codes the core itself produces; games add their own codes beside these. */
export type CoreErrorCode =
  | 'unknown-action'
  | 'malformed-action'
  | 'not-your-turn'
  | 'game-over'
  | 'spectator-cannot-act'
  | 'missing-entropy'
  | 'bad-entropy'
  | 'zone-empty'
  | 'invalid-state'

/** Builds a typed error with a stable `code` and a reason in both UI languages. */
export function engineError(code: string, hu: string, en: string): EngineError {
  return { code, reason: { hu, en } }
}

/** Wraps an error as a failed `ApplyResult`, so `apply` can `return reject(...)` in one line. */
export function reject<S>(error: EngineError): ApplyResult<S> {
  return { ok: false, error }
}

/** Quotes a value for an error reason; kept short so a hostile payload cannot bloat the log view. */
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** The errors every game shares. Each call returns a fresh object so callers may not alias them. */
export const coreErrors = {
  /** The action type is not one this game knows. */
  unknownAction: (type: string): EngineError =>
    engineError('unknown-action', `Ismeretlen lépés: ${quote(type)}.`, `Unknown action: ${quote(type)}.`),
  /** The action or its payload has the wrong shape; `detail` says what was wrong, if known. */
  malformedAction: (detail?: LocalizedText): EngineError =>
    engineError(
      'malformed-action',
      detail ? `Hibás lépés: ${detail.hu}` : 'Hibás formájú lépés.',
      detail ? `Malformed action: ${detail.en}` : 'Malformed action.',
    ),
  /** Someone acted out of turn. */
  notYourTurn: (): EngineError => engineError('not-your-turn', 'Nem te következel.', 'It is not your turn.'),
  /** The game has ended; no further actions are accepted. */
  gameOver: (): EngineError => engineError('game-over', 'A játék már véget ért.', 'The game is already over.'),
  /** The actor has no seat at this table. */
  spectatorCannotAct: (): EngineError =>
    engineError('spectator-cannot-act', 'Nézőként nem léphetsz.', 'Spectators cannot take actions.'),
  /** The action needs entropy from the log and carries none. */
  missingEntropy: (): EngineError =>
    engineError(
      'missing-entropy',
      'Ehhez a lépéshez véletlen érték kell, de a lépés nem tartalmaz ilyet.',
      'This action needs entropy, but it carries none.',
    ),
  /** The action carries entropy that is not valid hex. */
  badEntropy: (): EngineError =>
    engineError(
      'bad-entropy',
      'A lépés véletlen értéke érvénytelen (hexadecimális bájtok kellenek).',
      'The action carries invalid entropy (hex bytes expected).',
    ),
  /** A card was to be taken from an empty zone. */
  zoneEmpty: (zone: string): EngineError =>
    engineError('zone-empty', `A(z) ${quote(zone)} zóna üres.`, `Zone ${quote(zone)} is empty.`),
  /** The game produced a state that is not plain JSON: a bug in the game, reported deterministically. */
  invalidState: (): EngineError =>
    engineError(
      'invalid-state',
      'A szabálymotor érvénytelen állapotot hozott létre; a lépést elutasítottuk.',
      'The rules engine produced an invalid state; the action was rejected.',
    ),
} satisfies Record<string, (...args: never[]) => EngineError>
