/**
 * The attack preview for the table (issue 19): before an attack is committed, what it would be — whether it is legal
 * now (else the refusal `attack` would give), line of sight, cover and its corners, range, every modifier with its
 * reason and whether it counts, the totals, the lowest natural d20 that hits, the chance in twentieths, and the damage
 * on a hit and on a critical. Pure and read-only: every answer comes from the functions the attack itself calls
 * (targeting.ts, attacks.ts, attack/), so the preview and the roll cannot disagree. Never throws on a peer's ids: an
 * unknown, fallen or off-map figure, a wrong stage or a malformed helper list comes back as a refusal.
 */
import { coreErrors } from '../../core/errors'
import { PayloadError, readString } from '../../core/game'
import type { EngineError, Json } from '../../core/types'
import { resolveAttackRoll } from './attack/attackRoll'
import { attackDamage, type DamageRecord } from './attack/damage'
import type { CountedModifier, Modifier } from './attack/modifiers'
import { attackModifiers, declaredFire, extraTargetProblem, readHelpers, rerollRefusal, turnMayAttack } from './attacks'
import type { Ctx } from './context'
import { contextOf, defOf, figureById, topPending } from './context'
import { swmErrors } from './errors'
import { adjacent, cornersOf, coverFromCorner, findSight, range } from './geometry'
import type { GridPoint, SightWitness } from './geometry'
import type { Roster } from './squads'
import { coverScene, targetInCover, targetProblem } from './targeting'
import type { ExtraAttackReason, Figure, SwmState } from './types'

/** Sight, cover and range between the two figures, whether or not the attack is legal now. */
export interface AttackGeometry {
  lineOfSight: boolean
  /** A clear line from the attacker's space to the target's (rational points: x / den, y / den), or null. */
  sightLine: SightWitness | null
  adjacent: boolean
  /** Squares from attacker to target, counted around walls; null when no path reaches. */
  range: number | null
  /** What the attack roll will use: cover from every corner of the attacker's space, never when adjacent. */
  inCover: boolean
  /** Each corner of the attacker's space and whether the target has cover from it. */
  corners: { corner: GridPoint; cover: boolean }[]
  /** The first corner the target has no cover from (the one the attacker picks), or null when it has from all. */
  bestCorner: GridPoint | null
}

/** The numbers of a legal attack, as the roll will count them. */
export interface AttackNumbers {
  /** Every modifier the attack would carry (cover, combined fire, commanders, abilities …), as `attack` builds them. */
  modifiers: Modifier[]
  /** The attacker's printed Attack. */
  attack: number
  /** Attack modifiers, each marked whether it counts (stacking: only the highest of one effect). */
  attackModifiers: CountedModifier[]
  /** Attack + the counted Attack modifiers: added to the natural d20. */
  attackBonus: number
  /** The target's printed Defense. */
  defense: number
  defenseModifiers: CountedModifier[]
  /** Defense + the counted Defense modifiers: the total the attack must reach. */
  defenseTotal: number
  /** The lowest natural that hits (2 … critFrom: a 1 always misses, a critical always hits). */
  neededOnDie: number
  /** The lowest natural that is a critical hit. */
  critFrom: number
  /** Naturals out of 20 that hit (critical hits included). */
  hitChance: number
  /** Naturals out of 20 that are critical hits. */
  critChance: number
  /** The damage of a hit and of a critical hit, with the counted damage modifiers. */
  damage: { hit: DamageRecord; critical: DamageRecord }
  /** Whether a miss would offer a Force reroll (the figure may still spend Force this turn). */
  forceReroll: boolean
}

/** The preview of one attack: legal (refusal null) with its numbers, or the refusal with the geometry if any. */
export interface AttackPreview {
  legal: boolean
  refusal: EngineError | null
  /** Flurry, Cleave … when this is an offered extra attack (helpers do not apply to it), else null. */
  extra: ExtraAttackReason | null
  /** The combined-fire helpers that count (all those asked, on the turn's own attack; none on an extra attack). */
  helpers: string[]
  /** Null when either figure is unknown, not on the map or the same figure. */
  geometry: AttackGeometry | null
  /** Null unless the attack is legal. */
  numbers: AttackNumbers | null
}

/** The figure `id` names when it stands on the map, or undefined. */
function placedById(state: SwmState, id: unknown): Figure | undefined {
  const f = typeof id === 'string' ? figureById(state, id) : undefined
  return f && f.at !== null && !f.defeated ? f : undefined
}

/** Sight, cover, range and corners between two placed figures. */
function geometryOf(state: SwmState, ctx: Ctx, attacker: Figure, target: Figure): AttackGeometry {
  const scene = coverScene(state, ctx, attacker, target)
  const sightLine = findSight(ctx.blockers, scene.attacker, scene.target)
  const corners = cornersOf(scene.attacker).map((corner) => ({
    corner,
    cover: coverFromCorner(ctx.blockers, corner, scene),
  }))
  return {
    lineOfSight: sightLine !== null,
    sightLine,
    adjacent: adjacent(ctx.blockers, scene.attacker, scene.target),
    range: range(ctx.blockers, scene.attacker, scene.target),
    inCover: targetInCover(state, ctx, attacker, target),
    corners,
    bestCorner: corners.find((c) => !c.cover)?.corner ?? null,
  }
}

/** The payload checks `attack` makes (`target` a short string, `helpers` a short list of strings), or null. */
function payloadProblem(targetId: unknown, helpers: unknown): EngineError | null {
  try {
    readString({ target: targetId as Json }, 'target', 120)
    readHelpers(helpers === undefined ? {} : { helpers: helpers as Json })
    return null
  } catch (err) {
    return coreErrors.malformedAction(err instanceof PayloadError ? err.reason : undefined)
  }
}

/** The numbers of a legal attack carrying `fire`. */
function numbersOf(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  fire: Modifier[],
): { ok: true; value: AttackNumbers } | { ok: false; error: EngineError } {
  const modifiers = attackModifiers(state, ctx, attacker, target, fire)
  const a = { ...defOf(ctx, attacker), id: attacker.id }
  const t = { ...defOf(ctx, target), id: target.id }
  // The totals do not depend on the die; a 1 only settles the outcome, which the preview does not report.
  const roll = resolveAttackRoll({ attacker: a, target: t, natural: 1, modifiers })
  if (!roll.ok) return roll
  const hit = attackDamage(defOf(ctx, attacker), defOf(ctx, target), false, modifiers)
  if (!hit.ok) return hit
  const critical = attackDamage(defOf(ctx, attacker), defOf(ctx, target), true, modifiers)
  if (!critical.ok) return critical
  const r = roll.value
  return {
    ok: true,
    value: {
      modifiers,
      attack: r.attack,
      attackModifiers: r.attackModifiers,
      attackBonus: r.total - r.natural,
      defense: r.defense,
      defenseModifiers: r.defenseModifiers,
      defenseTotal: r.needed,
      neededOnDie: r.neededOnDie,
      critFrom: r.critFrom,
      hitChance: 21 - r.neededOnDie,
      critChance: 21 - r.critFrom,
      damage: { hit: hit.value, critical: critical.value },
      forceReroll: rerollRefusal(state, ctx, attacker) === null,
    },
  }
}

/**
 * The preview of `attackerId` attacking `targetId` now with the combined-fire `helpers` (see the module comment).
 * The attacker must be the one `attack` would attack with: the running turn's figure, or the figure an offered extra
 * attack (Flurry, Cleave …) belongs to. Not previewed: Lightsaber Precision's payload flag, a Rolling Cleave step
 * before its attack, and the windows after the declaration (Draw Fire, Bodyguard, Deflect, Evade, Shield saves).
 */
export function attackPreview(
  roster: Roster,
  state: SwmState,
  attackerId: string,
  targetId: string,
  helpers: string[] = [],
): AttackPreview {
  const ctx = contextOf(state, roster)
  const attacker = placedById(state, attackerId)
  const target = placedById(state, targetId)
  const geometry = attacker && target && attacker !== target ? geometryOf(state, ctx, attacker, target) : null
  const refused = (error: EngineError, extra: ExtraAttackReason | null = null): AttackPreview => ({
    legal: false,
    refusal: error,
    extra,
    helpers: [],
    geometry,
    numbers: null,
  })

  if (state.result) return refused(coreErrors.gameOver())
  const top = topPending(state)
  if (top && top.kind !== 'flurry') return refused(swmErrors.pendingChoice())
  const attacking = top?.kind === 'flurry' ? top.attacker : state.turn?.figure
  if (attacking === undefined) return refused(swmErrors.noTurn())
  if (!attacker) {
    const known = typeof attackerId === 'string' && figureById(state, attackerId)
    return refused(
      known ? swmErrors.notOnMap() : swmErrors.unknownFigure(typeof attackerId === 'string' ? attackerId : '?'),
    )
  }
  if (attacker.id !== attacking) return refused(top ? swmErrors.pendingChoice() : swmErrors.turnRunning())
  const extra = top?.kind === 'flurry' ? top.reason : null
  const malformed = payloadProblem(targetId, extra ? undefined : helpers)
  if (malformed) return refused(malformed, extra)

  let fire: Modifier[] = []
  if (top?.kind === 'flurry') {
    // An extra attack takes no helpers: `attack` reads none for it.
    const problem = extraTargetProblem(state, ctx, attacker, target, top.reason, top.targets)
    if (problem) return refused(problem, extra)
  } else {
    if (!turnMayAttack(state, ctx)) return refused(swmErrors.segmentNotAllowed())
    const problem = targetProblem(state, ctx, attacker, target)
    if (problem) return refused(problem)
    const declared = declaredFire(state, ctx, attacker, target!, helpers)
    if (!declared.ok) return refused(declared.error)
    fire = declared.value
  }
  const numbers = numbersOf(state, ctx, attacker, target!, fire)
  if (!numbers.ok) return refused(numbers.error, extra)
  return {
    legal: true,
    refusal: null,
    extra,
    helpers: extra ? [] : [...helpers],
    geometry,
    numbers: numbers.value,
  }
}
