/**
 * The attack pipeline's typed errors: a stable code, a reason a player can read in Hungarian and English, and the
 * input field at fault where there is one. Reasons are fixed text plus numbers and field names of our own, so every
 * peer records the same words; values from a peer are quoted and cut short, so a hostile input cannot bloat the log.
 */
import type { EngineError } from '../../../core/types'

/** Every code the attack pipeline refuses with. */
export type AttackErrorCode =
  | 'attack-bad-number'
  | 'attack-bad-entropy'
  | 'attack-bad-stream'
  | 'attack-bad-input'
  | 'combined-fire-on-opportunity'
  | 'combined-fire-melee-attacker'
  | 'combined-fire-ineligible'
  | 'combined-fire-duplicate'
  | 'combined-fire-after-roll'
  | 'reroll-initiative'
  | 'reroll-no-force'
  | 'reroll-no-force-points'
  | 'force-limit-this-turn'

/** A refusal: an EngineError with an attack code, naming the input field or figure at fault where there is one. */
export interface AttackError extends EngineError {
  code: AttackErrorCode
  field?: string
}

/** A result of the pipeline: the value, or the typed refusal (the pipeline never throws on a peer's input). */
export type AttackResult<T> = { ok: true; value: T } | { ok: false; error: AttackError }

/** Why a would-be combined-fire helper may not help (rulebook "Össztűz"). */
export type HelperProblem =
  | 'not-ally'
  | 'is-attacker'
  | 'activated'
  | 'no-line-of-sight'
  | 'melee-only'
  | 'no-damage'
  | 'mounted-weapon'
  | 'gunner'

/** A value from a peer, quoted and cut to 40 characters. */
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

function err(code: AttackErrorCode, hu: string, en: string, field?: string): AttackError {
  return field === undefined ? { code, reason: { hu, en } } : { code, reason: { hu, en }, field }
}

const HELPER_WHY: Record<HelperProblem, { hu: string; en: string }> = {
  'not-ally': { hu: 'nem szövetséges', en: 'it is not an ally' },
  'is-attacker': { hu: 'ő maga a támadó', en: 'it is the attacker itself' },
  activated: { hu: 'ebben a körben már aktiválva volt', en: 'it has already been activated this round' },
  'no-line-of-sight': { hu: 'nincs látótengelyben a célponttal', en: 'it has no line of sight to the target' },
  'melee-only': { hu: 'csak közelharcolni tud', en: 'it can only make melee attacks' },
  'no-damage': { hu: 'a sebzése 0', en: 'its damage is 0' },
  'mounted-weapon': {
    hu: 'állványos fegyver csak állványos fegyverrel vagy szomszédos tüzérrel lő össze',
    en: 'a mounted weapon combines fire only with mounted weapons or an adjacent Gunner',
  },
  gunner: { hu: 'a tüzér csak állványos fegyverrel lő össze', en: 'a Gunner combines fire only with mounted weapons' },
}

/** The errors the attack pipeline produces. Each call returns a fresh object. */
export const attackErrors = {
  /** A number in the input is not a whole number in its allowed range. */
  badNumber: (field: string, min: number, max: number): AttackError =>
    err(
      'attack-bad-number',
      `Hibás szám (${quote(field)}): ${min} és ${max} közötti egész szám kell.`,
      `Bad number (${quote(field)}): it must be a whole number from ${min} to ${max}.`,
      field,
    ),
  /** The roll's entropy is missing or not hex of whole bytes. */
  badEntropy: (): AttackError =>
    err(
      'attack-bad-entropy',
      'A dobáshoz érvényes véletlen érték (hexadecimális bájtok) kell.',
      'The roll needs valid entropy (hex of whole bytes).',
      'entropy',
    ),
  /** The die's stream name is empty, too long or has characters outside the safe set. */
  badStream: (): AttackError =>
    err(
      'attack-bad-stream',
      'Hibás kockanév: 1–120 karakter, csak betű, szám és / - _ . : lehet.',
      'Bad die stream name: 1–120 characters of letters, digits and / - _ . : only.',
      'stream',
    ),
  /** The input's shape is wrong; `field` says where. */
  badInput: (field: string): AttackError =>
    err('attack-bad-input', `Hibás bemenet: ${quote(field)}.`, `Malformed input: ${quote(field)}.`, field),
  /** "A lehetőség támadásánál (attack of opportunity) nem lehet össztüzet használni." */
  combinedFireOnOpportunity: (): AttackError =>
    err(
      'combined-fire-on-opportunity',
      'A lehetőség támadásánál nem lehet össztüzet használni.',
      'Combined fire cannot be used on an attack of opportunity.',
    ),
  /** Combined fire helps a turn attack only; a melee-only attacker cannot receive it (analysis §9 step 2). */
  combinedFireMeleeAttacker: (): AttackError =>
    err(
      'combined-fire-melee-attacker',
      'Csak közelharcra képes támadót nem lehet össztűzzel segíteni.',
      'A melee-only attacker cannot be helped by combined fire.',
    ),
  /** A named helper may not help; `why` says which rule stops it. */
  combinedFireIneligible: (figure: string, why: HelperProblem): AttackError =>
    err(
      'combined-fire-ineligible',
      `${quote(figure)} nem segíthet az össztűzben: ${HELPER_WHY[why].hu}.`,
      `${quote(figure)} cannot join combined fire: ${HELPER_WHY[why].en}.`,
      figure,
    ),
  /** The same helper is named twice: each helper gives its +4 once. */
  combinedFireDuplicate: (figure: string): AttackError =>
    err(
      'combined-fire-duplicate',
      `${quote(figure)} kétszer szerepel az össztűzben; mindenki csak egyszer segíthet.`,
      `${quote(figure)} is named twice for combined fire; each ally helps once.`,
      figure,
    ),
  /** "Nem dobhatsz előbb, hogy utána számold ki, hogy mennyi segítségre van még szükséged!" */
  combinedFireAfterRoll: (): AttackError =>
    err(
      'combined-fire-after-roll',
      'Az össztüzet a támadó dobás előtt kell bejelenteni: nem dobhatsz előbb, hogy utána számold ki a segítséget.',
      'Combined fire must be declared before the attack roll: you cannot roll first and then work out the help.',
    ),
  /** "arra nem költhetsz Erőpontot, hogy a kezdődobást újradobd." */
  rerollInitiative: (): AttackError =>
    err(
      'reroll-initiative',
      'A kezdődobást nem lehet Erőponttal újradobni, mert az az egész csapatra vonatkozik.',
      'Force points cannot reroll the initiative roll: it belongs to the whole squad.',
    ),
  /** The roller has no Force rating. */
  rerollNoForce: (): AttackError =>
    err(
      'reroll-no-force',
      'Ennek a karakternek nincs Erőértéke, így nem dobhat újra.',
      'This character has no Force rating, so it cannot reroll.',
    ),
  /** The roller's Force points are spent. */
  rerollNoForcePoints: (): AttackError =>
    err(
      'reroll-no-force-points',
      'Ennek a karakternek nincs több Erőpontja.',
      'This character has no Force points left.',
    ),
  /** "Egy karakter egy fordulón belül csak egyszer költhet Erő pontot." (more with Master of the Force, Force Spirit) */
  forceLimitThisTurn: (spent: number): AttackError =>
    err(
      'force-limit-this-turn',
      `Ez a karakter ebben a fordulóban már ${spent}× költött Erőpontot, többször nem költhet.`,
      `This character has already spent Force ${spent}× this turn and may not spend again.`,
    ),
}
