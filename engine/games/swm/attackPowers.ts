/**
 * Powers that are bursts of ordinary attacks, rolled at once from the power's entropy with no Force reroll offered
 * (the power used the turn's spend), as Lightsaber Sweep does: Lightsaber Assault ("képes két támadást csinálni egy
 * szomszédos ellenség ellen. (Nem kell mindkét támadásnak ugyanaz ellen a célpont ellen irányulnia.) A karakter
 * rendesen mozoghat a fordulójában.") and Blaster Barrage ("képes egyszer megtámadni minden támadható célpontot. Meg
 * kell határozni a támadás előtt a támadható célpontokat").
 */
import type { EngineError, EngineEvent } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import type { Ctx } from './context'
import { spaceOfFigure } from './context'
import { turnRef } from './forcePoints'
import { adjacent } from './geometry'
import { specialPowerErrors } from './specialPowerErrors'
import { legalTargets, targetProblem } from './targeting'
import type { Figure, SwmState } from './types'
import { steps } from './pipeline'

/** Why `target` may not take one of Lightsaber Assault's attacks: it must be a legal target adjacent to the user. */
export function assaultTargetProblem(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  target: Figure | undefined,
): EngineError | null {
  const problem = targetProblem(state, ctx, user, target)
  if (problem) return problem
  return adjacent(ctx.blockers, spaceOfFigure(ctx, user)!, spaceOfFigure(ctx, target!)!)
    ? null
    : specialPowerErrors.notAdjacentEnemy()
}

/**
 * Rolls one attack per entry of `targets`, in order. Reading: the targets are named before the first roll, so an
 * attack whose target already fell is lost (the player may name two different enemies to avoid that).
 */
export function attackEach(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  targets: readonly Figure[],
  tag: string,
  entropy: string,
  events: EngineEvent[],
): EngineError | null {
  for (const [i, foe] of targets.entries()) {
    if (state.result || user.defeated) break
    if (foe.defeated) {
      events.push({ type: 'attack-lost', data: { attacker: user.id, target: foe.id } })
      continue
    }
    const die = rollD20(entropy, dieStream('attack', user.id, turnRef(state), tag, i + 1))
    if (!die.ok) return die.error
    events.push({ type: 'attack-declared', data: { attacker: user.id, target: foe.id, power: tag } })
    const modifiers = steps().attackModifiers(state, ctx, user, foe, [])
    steps().settleQuietly(
      state,
      ctx,
      { attacker: user.id, target: foe.id, natural: die.value, modifiers, opportunity: false, entropy },
      events,
    )
  }
  return null
}

/** Blaster Barrage's targets: every legal target now, fixed before any roll. */
export function barrageTargets(state: SwmState, ctx: Ctx, user: Figure): Figure[] {
  return legalTargets(state, ctx, user)
}
