/**
 * What the squad family's combined-fire rules need to know about one helper, from the map and the cards: whether it
 * stands next to the attacker (Mounted Weapon's adjacent Gunner), its range to the target (Spotter's 6) and whether
 * it is of the kind the attacker's Synchronized Fire names. attacks.ts adds these to each helper's facts.
 */
import type { HelperFacts } from './attack/combinedFire'
import type { Ctx } from './context'
import { defOf, spaceOfFigure } from './context'
import { adjacent, range } from './geometry'
import { synchronizedHelper } from './kinds'
import type { Figure } from './types'

/** The extra facts about `helper` helping `attacker` against `target` (all three on the map). */
export function squadHelperFacts(
  ctx: Ctx,
  attacker: Figure,
  helper: Figure,
  target: Figure,
): Pick<HelperFacts, 'adjacentToAttacker' | 'rangeToTarget' | 'synchronized'> {
  const here = spaceOfFigure(ctx, helper)!
  return {
    adjacentToAttacker: adjacent(ctx.blockers, here, spaceOfFigure(ctx, attacker)!),
    rangeToTarget: range(ctx.blockers, here, spaceOfFigure(ctx, target)!),
    synchronized: synchronizedHelper(defOf(ctx, attacker), defOf(ctx, helper)),
  }
}
