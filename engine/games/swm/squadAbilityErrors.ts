/**
 * The squad family's refusals (initiative abilities, reserves, setup choices, shared Force pools): a stable code and
 * a reason a player can read in Hungarian and English.
 */
import { engineError as e } from '../../core/errors'
import type { EngineError } from '../../core/types'

/** Every refusal of the squad family's actions. Each call returns a fresh object. */
export const squadAbilityErrors = {
  noSuchAbility: (hu: string, en: string): EngineError =>
    e('ability-missing', `Ennek a figurának nincs ilyen képessége: ${hu}.`, `That figure has no ${en} ability.`),
  usedThisRound: (hu: string, en: string): EngineError =>
    e('used-this-round', `${hu}: ebben a körben már használtad.`, `${en} has already been used this round.`),
  surpriseTooLate: (): EngineError =>
    e(
      'surprise-too-late',
      'Meglepetés mozgás csak a kezdődobás után, bármely aktiválás előtt lehetséges.',
      'A Surprise Move is made only after the initiative roll, before any character activates.',
    ),
  surpriseTooFar: (cost: number): EngineError =>
    e(
      'surprise-too-far',
      `A Meglepetés mozgás legfeljebb 6 négyzet; ez az út ${cost}.`,
      `A Surprise Move is at most 6 squares; this path costs ${cost}.`,
    ),
  reserveNotAllowed: (hu: string, en: string): EngineError =>
    e(
      'reserve-not-allowed',
      `Ez a karakter nem hívható be tartalékként: ${hu}.`,
      `That character cannot join as a reserve: ${en}.`,
    ),
  reserveOverPoints: (total: number, limit: number): EngineError =>
    e(
      'reserve-over-points',
      `A tartalék ${total} pont, de legfeljebb ${limit} pont lehet.`,
      `The reserves cost ${total} points, but at most ${limit} may join.`,
    ),
  setupChoiceMade: (): EngineError =>
    e('setup-choice-made', 'Ez a figura már választott.', 'That figure has already made its choice.'),
  notEligibleAlly: (hu: string, en: string): EngineError =>
    e('not-eligible-ally', `Ez a szövetséges nem választható: ${hu}.`, `That ally cannot be chosen: ${en}.`),
}
