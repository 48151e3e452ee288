/**
 * What the hit figure itself brings against an attack (analysis §10, category E): Lightsaber Deflect (from range) and
 * Block (in melee) as a paid choice, Evade by itself against a hit from range, Shield N's saves against the damage.
 * The free saves roll from the attack's entropy.
 */
import type { EngineEvent, Json } from '../../core/types'
import { dieStream, rollD20, rollD20s } from './attack/dice'
import { abilityOf, has } from './attack/figure'
import { save, SAVE_11, shield } from './attack/saves'
import type { Ctx } from './context'
import { defOf, spaceOfFigure } from './context'
import { forceProblem, turnRef } from './forcePoints'
import { adjacent } from './geometry'
import { ABILITIES } from './data/abilities'
import { offerSaveReroll } from './saveRerolls'
import type { Figure, HeldAttack, SwmState } from './types'

/**
 * The power `target` may use against this hit, if it may spend the Force: Lightsaber Deflect against an attack from
 * range ("Amikor a karaktert távolról megtámadják"), Lightsaber Block against a melee one ("közelharcban").
 */
export function turningPower(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
): 'lightsaber-deflect' | 'lightsaber-block' | 'lightsaber-reflect' | null {
  const melee = adjacent(ctx.blockers, spaceOfFigure(ctx, attacker)!, spaceOfFigure(ctx, target)!)
  // Lightsaber Reflect (2 Force points) is Deflect with a return blow; a card with both is offered Reflect first.
  const reflect = ABILITIES['lightsaber-reflect'].cost ?? 0
  const reflects = !melee && has(defOf(ctx, target), 'lightsaber-reflect')
  if (reflects && !forceProblem(state, ctx, target, turnRef(state), reflect, 1)) return 'lightsaber-reflect'
  const power = melee ? 'lightsaber-block' : 'lightsaber-deflect'
  if (!has(defOf(ctx, target), power)) return null
  return forceProblem(state, ctx, target, turnRef(state), 1, 1) === null ? power : null
}

/**
 * Evade: "Ha ez a karakter bármikor találatot kap egy nem szomszédos ellenségtől, ki tudja védeni a sérülést 11-es
 * dobásával" — automatic, no cost, rolled from the attack's entropy. True when the save succeeds. Given `critical`, a
 * failed save may open a reroll window (saveRerolls.ts) that holds the hit: then true too, and the window deals it.
 */
export function evades(
  state: SwmState,
  ctx: Ctx,
  held: HeldAttack,
  events: EngineEvent[],
  critical?: boolean,
): boolean {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  if (!has(defOf(ctx, target), 'evade')) return false
  if (adjacent(ctx.blockers, spaceOfFigure(ctx, attacker)!, spaceOfFigure(ctx, target)!)) return false
  const die = rollD20(held.entropy, dieStream('save', target.id, turnRef(state), 'evade'))
  if (!die.ok) throw new Error(die.error.reason.en)
  const record = save(die.value, SAVE_11, { hu: 'Kitérés', en: 'Evade' })
  if (!record.ok) throw new Error(record.error.reason.en)
  events.push({ type: 'save-rolled', data: { figure: target.id, ...record.value } })
  if (record.value.success || critical === undefined) return record.value.success
  const again = { save: 'evade' as const, figure: target.id, attack: held, critical, naturals: [die.value] }
  return offerSaveReroll(state, ctx, again)
}

/**
 * Shield N against one attack's damage: "N mentést csinálhat, melyek sikeréhez legalább 11-et kell dobnia … Minden
 * sikeres védés … 10 ponttal csökkenti a sebesülés értékét." The dice roll from the attack's entropy. Given
 * `critical`, a failed die may open a reroll window (saveRerolls.ts): then null, and the window finishes the hit.
 */
export function shielded(
  state: SwmState,
  ctx: Ctx,
  held: HeldAttack,
  target: Figure,
  damage: number,
  events: EngineEvent[],
  critical?: boolean,
): number | null {
  const n = abilityOf(defOf(ctx, target), 'shield')?.n
  if (!n || damage === 0) return damage
  const dice = rollD20s(held.entropy, dieStream('save', target.id, turnRef(state), 'shield'), n)
  if (!dice.ok) throw new Error(dice.error.reason.en)
  const record = shield(n, damage, dice.value)
  if (!record.ok) throw new Error(record.error.reason.en)
  events.push({
    type: 'shield-saves',
    data: { figure: target.id, ...(record.value as unknown as { [k: string]: Json }) },
  })
  if (critical === undefined || record.value.saves.every((s) => s.success)) return record.value.after
  const again = { save: 'shield' as const, figure: target.id, attack: held, critical, naturals: dice.value, damage }
  return offerSaveReroll(state, ctx, again) ? null : record.value.after
}
