/**
 * Combined fire ("Össztűz"): allies that help a turn attack, each for +4 Attack. "Amikor egy karakter a saját
 * fordulójában támad, azok a szövetséges karakterek, akik még nem lettek aktiválva ebben a körben, össztűzzel tudják
 * segíteni a támadást. Ezeknek a szövetségeseknek viszont látótengelyben kell lenniük a célponttal. Azok a karakterek,
 * akik csak közelharcolni tudnak, vagy a sebzésük 0, nem tudnak össztűzben segíteni." The helpers are declared with
 * the attack, before its roll; the state machine marks them activated (they do not use up the phase's 2).
 * The squad family's abilities shape it too: Mounted Weapon and Gunner limit who pairs, Synchronized Fire makes a
 * named helper's +4 a +6, and a Spotter helper adds its damage bonus against a target within 6 of it.
 */
import { attackErrors, type AttackError, type AttackResult, type HelperProblem } from './errors'
import { abilityOf, figureProblem, has, type FigureStats } from './figure'
import type { Modifier } from './modifiers'

/** Attack Bonus per helper: "+4 támadási bónuszt adva a támadónak fejenként". */
export const COMBINED_FIRE_BONUS = 4
/** Synchronized Fire's bonus per helper of the named kind: "+4 támadási bónusz helyett +6". */
export const SYNCHRONIZED_FIRE_BONUS = 6
/** Spotter's reach: "egy ettől 6 négyzeten belüli ellenségre". */
export const SPOTTER_RANGE = 6

/** What the round's bookkeeping and geometry say about one would-be helper, as the state machine will supply it. */
export interface HelperFacts {
  figure: FigureStats
  /** On the attacker's side. */
  ally: boolean
  /** Already activated this round (its own turn, or an earlier combined fire). */
  activated: boolean
  /** Geometry's answer: line of sight from the helper to the target. */
  lineOfSightToTarget: boolean
  /** Helper and attacker stand adjacent (Mounted Weapon's "szomszédos, tüzér képességű"); absent: not adjacent. */
  adjacentToAttacker?: boolean
  /** Squares from the helper to the target (Spotter's 6), null or absent when unknown or unreachable. */
  rangeToTarget?: number | null
  /** Whether the helper is of the kind the attacker's Synchronized Fire names (kinds.ts decides); absent: no. */
  synchronized?: boolean
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

const mounted = (f: FigureStats): boolean => f.traits.includes('mounted-weapon')

/**
 * Mounted Weapon and Gunner between the attacker and one helper, each rule read from both sides of the pair:
 * "Ez a karakter csak állványos fegyverű szövetségesekkel, vagy szomszédos, tüzér képességű szövetségesekkel képes
 * össztüzet zúdítani" and the Gunner "csak állványos fegyverű szövetségesekkel". Null when the pair may combine.
 */
export function pairingProblem(attacker: FigureStats, helper: FigureStats, adjacent: boolean): HelperProblem | null {
  for (const [self, other] of [
    [attacker, helper],
    [helper, attacker],
  ] as const) {
    if (mounted(self) && !mounted(other) && !(has(other, 'gunner') && adjacent)) return 'mounted-weapon'
    if (has(self, 'gunner') && !mounted(other)) return 'gunner'
  }
  return null
}

/** Spotter +N on a helper: its damage bonus when the target is within 6 of it, else null. */
function spotterModifier(helper: HelperFacts): Modifier | null {
  const spotter = abilityOf(helper.figure, 'spotter')
  const r = helper.rangeToTarget
  if (!spotter || r === undefined || r === null || r > SPOTTER_RANGE) return null
  return {
    stat: 'damage',
    n: spotter.n ?? 0,
    source: { kind: 'ability', ability: 'spotter', figure: helper.figure.id },
    reason: { hu: `felderítő: ${helper.figure.name.hu}`, en: `Spotter: ${helper.figure.name.en}` },
  }
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
    const why =
      helperProblem(attacker.id, helper) ?? pairingProblem(attacker, helper.figure, helper.adjacentToAttacker === true)
    if (why) return { ok: false, error: attackErrors.combinedFireIneligible(id, why) }
    const synchronized = helper.synchronized === true && has(attacker, 'synchronized-fire')
    mods.push({
      stat: 'attack',
      n: synchronized ? SYNCHRONIZED_FIRE_BONUS : COMBINED_FIRE_BONUS,
      source: { kind: 'combined-fire', figure: id },
      reason: synchronized
        ? { hu: `összehangolt tűz: ${helper.figure.name.hu}`, en: `synchronized fire: ${helper.figure.name.en}` }
        : { hu: `össztűz: ${helper.figure.name.hu}`, en: `combined fire: ${helper.figure.name.en}` },
    })
    const spotted = spotterModifier(helper)
    if (spotted) mods.push(spotted)
  }
  return { ok: true, value: mods }
}
