/**
 * Who may be attacked (analysis §8 "Legal target"), checked in the rulebook's order: an enemy on the map; in line of
 * sight; "Ha egy vagy több ellenség szomszédos a támadó karakterrel, a támadónak kötelezően csak a szomszédos
 * ellenségek közül lehet célpontot választania"; "Egy karakter csak akkor támadhat meg egy fedezékben lévő ellenséget,
 * ha az a hozzá legközelebbi ellenség" (unless Accurate Shot); Melee Attack only adjacent. Also the cover answer the
 * attack roll needs, so both come from one place.
 */
import type { EngineError } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { adjacent, hasCover, lineOfSight, nearestEnemies, range } from './geometry'
import type { CoverScene, Space } from './geometry'
import type { Figure, SwmState } from './types'

/** Who stands where for cover between two placed figures (Sniper looks past figures: no others). */
export function coverScene(state: SwmState, ctx: Ctx, attacker: Figure, target: Figure): CoverScene {
  const sniper = has(defOf(ctx, attacker), 'sniper')
  const others: Space[] = sniper
    ? []
    : placedFigures(state)
        .filter((f) => f.id !== attacker.id && f.id !== target.id)
        .map((f) => spaceOfFigure(ctx, f)!)
  return { attacker: spaceOfFigure(ctx, attacker)!, target: spaceOfFigure(ctx, target)!, others }
}

/** Whether `target` has cover against `attacker` (from the attacker's best corner; Sniper looks past figures). */
export function targetInCover(state: SwmState, ctx: Ctx, attacker: Figure, target: Figure): boolean {
  return hasCover(ctx.blockers, coverScene(state, ctx, attacker, target))
}

/** Stealth: "Ha ez a karakter fedezékben van, nem számít a legközelebbi ellenségnek … aki 6 négyzetnél távolabb áll." */
function hiddenByStealth(state: SwmState, ctx: Ctx, attacker: Figure, foe: Figure): boolean {
  if (!has(defOf(ctx, foe), 'stealth')) return false
  const r = range(ctx.blockers, spaceOfFigure(ctx, attacker)!, spaceOfFigure(ctx, foe)!)
  return (r === null || r > 6) && targetInCover(state, ctx, attacker, foe)
}

/** Why `attacker` may not attack `target` now, or null when it may. */
export function targetProblem(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure | undefined,
): EngineError | null {
  if (!target || target.at === null || target.defeated || !enemies(attacker, target)) return swmErrors.notEnemy()
  const a = spaceOfFigure(ctx, attacker)!
  const t = spaceOfFigure(ctx, target)!
  if (!lineOfSight(ctx.blockers, a, t)) return swmErrors.noLineOfSight()
  const isAdjacent = adjacent(ctx.blockers, a, t)
  const foes = placedFigures(state).filter((f) => enemies(attacker, f))
  if (!isAdjacent && foes.some((f) => adjacent(ctx.blockers, a, spaceOfFigure(ctx, f)!)))
    return swmErrors.mustTargetAdjacent()
  const card = defOf(ctx, attacker)
  if (!isAdjacent && has(card, 'melee-attack')) return swmErrors.meleeOnly()
  // Execute Order 66: "Ezt a karaktert nem támadhatják a 66-os parancs képességgel rendelkező karakterek."
  if (has(defOf(ctx, target), 'execute-order-66') && has(card, 'order-66')) return swmErrors.order66()
  if (!isAdjacent && !has(card, 'accurate-shot') && targetInCover(state, ctx, attacker, target)) {
    // Stealth: in cover, it is no nearest enemy for an attacker more than 6 squares away; the next one counts.
    const counted = foes.filter((f) => !hiddenByStealth(state, ctx, attacker, f))
    const placed = counted.map((f) => ({ id: f.id, space: spaceOfFigure(ctx, f)! }))
    if (!nearestEnemies(ctx.blockers, a, placed).includes(target.id)) return swmErrors.coverNotNearest()
  }
  return null
}

/** Every enemy `attacker` may attack now, in the fixed figure order. */
export function legalTargets(state: SwmState, ctx: Ctx, attacker: Figure): Figure[] {
  return placedFigures(state).filter((f) => enemies(attacker, f) && targetProblem(state, ctx, attacker, f) === null)
}
