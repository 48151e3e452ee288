/**
 * The attack roll: "Dobj a 20 oldalú kockával, az eredményhez add hozzá a karaktered támadáspontját, majd minden egyéb
 * módosító számot … Ha az összesített támadáspont megegyezik, vagy magasabb, mint az ellenség Védekezéspontja, a
 * támadás talált." A natural 1 always misses ("mindegy, hogy mennyi bónusz adódik a dobáshoz"); a natural in the crit
 * range always hits and is critical ("mindegy, hogy mennyi a célpont védekezése"), droids included ("a 20-as dobás
 * náluk is automatikusan betalál").
 */
import { critThreshold } from './critical'
import { attackErrors, type AttackResult } from './errors'
import { figureProblem, type FigureStats } from './figure'
import { countModifiers, modifierTotal, modifiersProblem, type CountedModifier, type Modifier } from './modifiers'
import { numberProblem } from './numbers'

/** What an attack roll is resolved from: the two cards, the natural die, and every modifier (cover included). */
export interface AttackRollInput {
  attacker: FigureStats
  target: FigureStats
  /** The natural d20 (from `rollD20`, or the reroll's die, which stands). */
  natural: number
  /** Attack, Defense and Damage modifiers together; this step uses the first two. */
  modifiers: readonly Modifier[]
}

/** Hit, miss or critical hit (a critical is always a hit). */
export type AttackOutcome = 'miss' | 'hit' | 'critical'

/** What the roll did, for the log: every number and every modifier with its reason. */
export interface AttackRollRecord {
  attacker: string
  target: string
  natural: number
  /** The attacker's printed Attack. */
  attack: number
  attackModifiers: CountedModifier[]
  /** natural + Attack + applied Attack modifiers. */
  total: number
  /** The target's printed Defense. */
  defense: number
  defenseModifiers: CountedModifier[]
  /** Defense + applied Defense modifiers: the total the attack must reach. */
  needed: number
  /** The lowest natural that hits, after the automatic miss on 1 and hit on a crit: from 2 to the crit threshold. */
  neededOnDie: number
  /** The lowest natural that is a critical hit (20, 19 with Deadly Attack, 18 with Vaapad). */
  critFrom: number
  outcome: AttackOutcome
  /** Why the outcome ignored the totals, if it did. */
  automatic: 'natural-1' | 'critical' | null
}

/** Resolves one attack roll, or a typed error for malformed cards, a natural outside 1–20 or a bad modifier. */
export function resolveAttackRoll(input: AttackRollInput): AttackResult<AttackRollRecord> {
  if (typeof input !== 'object' || input === null) return { ok: false, error: attackErrors.badInput('input') }
  const problem =
    figureProblem('attacker', input.attacker) ??
    figureProblem('target', input.target) ??
    numberProblem('natural', input.natural, 1, 20) ??
    modifiersProblem('modifiers', input.modifiers)
  if (problem) return { ok: false, error: problem }

  const { attacker, target, natural } = input
  const attackModifiers = countModifiers(input.modifiers, 'attack')
  const defenseModifiers = countModifiers(input.modifiers, 'defense')
  const bonus = attacker.attack + modifierTotal(attackModifiers)
  const total = natural + bonus
  const needed = target.defense + modifierTotal(defenseModifiers)
  const critFrom = critThreshold(attacker)
  const neededOnDie = Math.min(Math.max(needed - bonus, 2), critFrom)

  let outcome: AttackOutcome
  let automatic: AttackRollRecord['automatic'] = null
  if (natural === 1) {
    outcome = 'miss'
    automatic = 'natural-1'
  } else if (natural >= critFrom) {
    outcome = 'critical'
    automatic = 'critical'
  } else {
    outcome = total >= needed ? 'hit' : 'miss'
  }
  return {
    ok: true,
    value: {
      attacker: attacker.id,
      target: target.id,
      natural,
      attack: attacker.attack,
      attackModifiers,
      total,
      defense: target.defense,
      defenseModifiers,
      needed,
      neededOnDie,
      critFrom,
      outcome,
      automatic,
    },
  }
}
