/** The reactions family's refusals (guards.ts, saberReactions.ts, counters.ts): a code and a reason in HU and EN. */
import { engineError as e } from '../../core/errors'
import type { EngineError } from '../../core/types'

/** Every refusal of the family's windows and declarations. Each call returns a fresh object. */
export const reactionErrors = {
  noPrecision: (): EngineError =>
    e(
      'no-precision',
      'Ennek a karakternek nincs Fénykard pontosság Erőképessége.',
      'This character has no Lightsaber Precision power.',
    ),
  riposteGone: (): EngineError =>
    e(
      'riposte-gone',
      'A riposzt már nem lehetséges: valamelyik karakter nincs a táblán, vagy a támadó nem legális célpont.',
      'The riposte is no longer possible: a character left the map or the attacker is not a legal target.',
    ),
}
