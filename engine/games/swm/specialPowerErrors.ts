/** The powers family's refusals (specialPowers.ts): a stable code and a reason in Hungarian and English. */
import { engineError as e } from '../../core/errors'
import type { EngineError } from '../../core/types'

/** Every refusal of the family's powers. Each call returns a fresh object. */
export const specialPowerErrors = {
  notAlly: (): EngineError =>
    e('not-ally', 'Csak egy másik szövetséges karaktert választhatsz.', 'Only another allied character may be chosen.'),
  uniqueNotAllowed: (): EngineError =>
    e('unique-not-allowed', 'Egyedi karaktert nem választhatsz.', 'A unique character may not be chosen.'),
  droidNotAllowed: (): EngineError => e('droid-not-allowed', 'Droidot nem választhatsz.', 'A droid may not be chosen.'),
  notSelf: (): EngineError =>
    e('not-self', 'Ezt a képességet nem használhatod önmagadon.', 'This power may not be used on the user itself.'),
  wrongPicks: (needed: number): EngineError =>
    e(
      'wrong-picks',
      `Pontosan ${needed} különböző, a célponttal szomszédos karaktert kell választanod.`,
      `Pick exactly ${needed} different characters adjacent to the target.`,
    ),
  notAdjacentEnemy: (): EngineError =>
    e(
      'not-adjacent-enemy',
      'A célpontnak szomszédos ellenségnek kell lennie.',
      'The target must be an adjacent enemy.',
    ),
  attackCount: (n: number): EngineError =>
    e('attack-count', `Pontosan ${n} célpontot kell megnevezned.`, `Name exactly ${n} targets.`),
  noLegalTargets: (): EngineError =>
    e('no-legal-targets', 'Nincs megtámadható célpont.', 'There is no legal target to attack.'),
  valorHeld: (): EngineError =>
    e(
      'valor-held',
      'Ez a karakter már megkapta az Erő bátorság parancsnoki hatását.',
      'This character already holds the Force Valor commander effect.',
    ),
}
