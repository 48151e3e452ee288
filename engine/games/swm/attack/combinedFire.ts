/**
 * Combined fire ("Össztűz"): allies that help a turn attack, each for +4 Attack. "Amikor egy karakter a saját
 * fordulójában támad, azok a szövetséges karakterek, akik még nem lettek aktiválva ebben a körben, össztűzzel tudják
 * segíteni a támadást. Ezeknek a szövetségeseknek viszont látótengelyben kell lenniük a célponttal. Azok a karakterek,
 * akik csak közelharcolni tudnak, vagy a sebzésük 0, nem tudnak össztűzben segíteni." The helpers are declared with
 * the attack, before its roll; the state machine marks them activated (they do not use up the phase's 2).
 */
import { attackErrors, type AttackError, type AttackResult, type HelperProblem } from './errors'
import { figureProblem, has, type FigureStats } from './figure'
import type { Modifier } from './modifiers'

/** Attack Bonus per helper: "+4 támadási bónuszt adva a támadónak fejenként". */
export const COMBINED_FIRE_BONUS = 4

/** What the round's bookkeeping and geometry say about one would-be helper, as the state machine will supply it. */
export interface HelperFacts {
  figure: FigureStats
  /** On the attacker's side. */
  ally: boolean
  /** Already activated this round (its own turn, or an earlier combined fire). */
  activated: boolean
  /** Geometry's answer: line of sight from the helper to the target. */
  lineOfSightToTarget: boolean
}

/** When in the game the attack happens: combined fire helps only an attack in the attacker's own turn. */
export interface AttackTiming {
  /** An attack of opportunity ("A lehetőség támadásánál … nem lehet össztüzet használni"). */
  opportunity: boolean
  /** The attack roll has already been made ("Még a támadó dobás előtt el kell döntened"). */
  rolled: boolean
}

/** Whether a figure can only make melee attacks: the Melee Attack ability ("csak szomszédos … tudja támadni"). */
export function meleeOnly(figure: FigureStats): boolean {
  return has(figure, 'melee-attack')
}

/** Why this ally may not help `attackerId`, or null when it may (the order of checks fixes which reason is given). */
export function helperProblem(attackerId: string, helper: HelperFacts): HelperProblem | null {
  if (helper.figure.id === attackerId) return 'is-attacker'
  if (!helper.ally) return 'not-ally'
  if (helper.activated) return 'activated'
  if (!helper.lineOfSightToTarget) return 'no-line-of-sight'
  if (meleeOnly(helper.figure)) return 'melee-only'
  if (helper.figure.damage <= 0) return 'no-damage'
  return null
}

/** Why this attack cannot take combined fire at all, or null when it can (with no helpers it always can). */
function attackProblem(attacker: FigureStats, timing: AttackTiming, helpers: number): AttackError | null {
  if (helpers === 0) return null
  if (timing.rolled) return attackErrors.combinedFireAfterRoll()
  if (timing.opportunity) return attackErrors.combinedFireOnOpportunity()
  // A melee-only attacker cannot be helped (analysis §9 step 2): the helpers shoot, it only strikes adjacent.
  if (meleeOnly(attacker)) return attackErrors.combinedFireMeleeAttacker()
  return null
}

/**
 * The combined-fire modifiers for `helpers` (+4 each, one record per helper so the log names them), or the first
 * refusal: after the roll, on an attack of opportunity, for a melee-only attacker, a helper named twice, or an
 * ineligible helper.
 */
export function combinedFire(
  attacker: FigureStats,
  timing: AttackTiming,
  helpers: readonly HelperFacts[],
): AttackResult<Modifier[]> {
  if (!Array.isArray(helpers)) return { ok: false, error: attackErrors.badInput('helpers') }
  if (typeof timing !== 'object' || timing === null) return { ok: false, error: attackErrors.badInput('timing') }
  const bad =
    figureProblem('attacker', attacker) ??
    helpers.reduce<AttackError | null>(
      (found, h: unknown, i) =>
        found ??
        (typeof h === 'object' && h !== null
          ? figureProblem(`helpers[${i}]`, (h as HelperFacts).figure)
          : attackErrors.badInput(`helpers[${i}]`)),
      null,
    )
  if (bad) return { ok: false, error: bad }
  const problem = attackProblem(attacker, timing, helpers.length)
  if (problem) return { ok: false, error: problem }
  const seen = new Set<string>()
  const mods: Modifier[] = []
  for (const helper of helpers) {
    const id = helper.figure.id
    if (seen.has(id)) return { ok: false, error: attackErrors.combinedFireDuplicate(id) }
    seen.add(id)
    const why = helperProblem(attacker.id, helper)
    if (why) return { ok: false, error: attackErrors.combinedFireIneligible(id, why) }
    mods.push({
      stat: 'attack',
      n: COMBINED_FIRE_BONUS,
      source: { kind: 'combined-fire', figure: id },
      reason: { hu: `össztűz: ${helper.figure.name.hu}`, en: `combined fire: ${helper.figure.name.en}` },
    })
  }
  return { ok: true, value: mods }
}
