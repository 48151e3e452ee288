/**
 * An attack's damage and its effect on hit points. "Grievous sebzés értéke 20, vagyis Obi-Wan elveszít 20 életpontot";
 * a critical multiplies the base damage only: "a kritikus találat csak az alap sebzést duplázza, nem a bónuszt";
 * "Amikor egy karakter életpontja 0-ra vagy az alá esik, a karakter megsemmisül".
 */
import type { LocalizedText } from '../../../core/types'
import { critMultiplier } from './critical'
import type { AttackResult } from './errors'
import { figureProblem, type FigureStats } from './figure'
import { countModifiers, modifierTotal, modifiersProblem, type CountedModifier, type Modifier } from './modifiers'
import { MAX_STAT, firstNumberProblem } from './numbers'

/** How an attack's damage was reached, for the log. */
export interface DamageRecord {
  /** The attacker's printed Damage. */
  base: number
  /** How many times the base counts: 1 on a plain hit, 2 or 3 on a crit, 1 on a crit against a droid. */
  times: number
  /** Why `times` is what it is on a critical hit; absent on a plain hit. */
  critReason?: LocalizedText
  bonusModifiers: CountedModifier[]
  /** base × times + applied bonuses, never below 0 (a penalty cannot heal). */
  total: number
}

/** The damage of a hit (`critical` false) or critical hit, or a typed error for malformed cards or modifiers. */
export function attackDamage(
  attacker: FigureStats,
  target: FigureStats,
  critical: boolean,
  modifiers: readonly Modifier[],
): AttackResult<DamageRecord> {
  const problem =
    figureProblem('attacker', attacker) ?? figureProblem('target', target) ?? modifiersProblem('modifiers', modifiers)
  if (problem) return { ok: false, error: problem }
  const bonusModifiers = countModifiers(modifiers, 'damage')
  const crit = critical ? critMultiplier(attacker, target) : null
  const times = crit ? crit.times : 1
  const total = Math.max(0, attacker.damage * times + modifierTotal(bonusModifiers))
  return {
    ok: true,
    value: crit
      ? { base: attacker.damage, times, critReason: crit.reason, bonusModifiers, total }
      : { base: attacker.damage, times, bonusModifiers, total },
  }
}

/** Hit points before and after damage, and whether that defeats the figure. */
export interface HitPointsRecord {
  before: number
  damage: number
  /** Never below 0: the figure is off the board then, and the log shows 0. */
  after: number
  /** "0-ra vagy az alá esik": at 0 or below. The defeat window (Avoid Defeat) may still save it. */
  defeated: boolean
}

/** Takes `damage` from `hp` (both whole numbers, hp ≥ 1), or a typed error for bad numbers. */
export function applyDamage(hp: number, damage: number): AttackResult<HitPointsRecord> {
  const problem = firstNumberProblem([
    ['hp', hp, 1, MAX_STAT],
    ['damage', damage, 0, MAX_STAT * 4],
  ])
  if (problem) return { ok: false, error: problem }
  const left = hp - damage
  return { ok: true, value: { before: hp, damage, after: Math.max(0, left), defeated: left <= 0 } }
}
