/**
 * Lightsaber powers around an attack (analysis §9): Lightsaber Precision declared with the attack ("+10 sebzési
 * bónuszt kap a következő támadására. Közvetlenül a támadó dobás előtt kell eldöntened … a lehetőség támadásánál is
 * használható"), Lightsaber Reflect's return blow ("a támadóra visszaverődik 10 sebzés, hacsak nem védi ki 11-es
 * dobással"; its save itself is the Deflect window's, reactions.ts) and Lightsaber Riposte ("Amikor a karakter
 * közelharcban sérül, … egy azonnali támadást tud végrehajtani a támadó ellen").
 */
import { payloadError, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { has } from './attack/figure'
import type { Modifier } from './attack/modifiers'
import { save, SAVE_11 } from './attack/saves'
import type { Ctx } from './context'
import { answering, defOf, spaceOfFigure } from './context'
import { ABILITIES } from './data/abilities'
import { forceProblem, payForce, turnRef } from './forcePoints'
import { adjacent } from './geometry'
import { dealDamage } from './harm'
import { reactionErrors } from './reactionErrors'
import { targetProblem } from './targeting'
import type { Figure, HeldAttack, SwmAction, SwmState } from './types'
import { steps } from './pipeline'

/** Lightsaber Precision's bonus: "+10 sebzési bónuszt". */
export const PRECISION_DAMAGE = 10
/** Lightsaber Reflect's return blow: "visszaverődik 10 sebzés". */
export const REFLECT_DAMAGE = 10

/** The Force points a power costs (the ability table's). */
export function costOf(power: 'lightsaber-precision' | 'lightsaber-riposte' | 'lightsaber-reflect'): number {
  return ABILITIES[power].cost ?? 0
}

/** The Force points `react` costs in a Deflect window: Reflect 2, Deflect and Block 1. */
export function reactCost(power: 'lightsaber-deflect' | 'lightsaber-block' | 'lightsaber-reflect'): number {
  return ABILITIES[power].cost ?? 1
}

/** Whether `figure` may pay for Lightsaber Precision now (it holds it and may spend 1 Force point this turn). */
export function mayUsePrecision(state: SwmState, ctx: Ctx, figure: Figure): boolean {
  if (!has(defOf(ctx, figure), 'lightsaber-precision')) return false
  return forceProblem(state, ctx, figure, turnRef(state), costOf('lightsaber-precision'), 1) === null
}

/**
 * An attack payload's `precision: true` (turn attacks and attacks of opportunity): checks and pays Lightsaber
 * Precision and returns its +10 damage modifier; absent or false adds nothing. A refusal comes back as an error.
 */
export function lightsaberPrecision(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  payload: { [key: string]: Json },
  events: EngineEvent[],
): Modifier[] | EngineError {
  const flag = payload.precision
  if (flag === undefined || flag === false) return []
  if (flag !== true) payloadError('a pontosság jelzője csak igaz vagy hamis lehet.', 'precision must be true or false.')
  if (!has(defOf(ctx, figure), 'lightsaber-precision')) return reactionErrors.noPrecision()
  const problem = forceProblem(state, ctx, figure, turnRef(state), costOf('lightsaber-precision'), 1)
  if (problem) return problem
  payForce(state, ctx, figure, turnRef(state), costOf('lightsaber-precision'), events, 1)
  events.push({ type: 'power-used', data: { figure: figure.id, power: 'lightsaber-precision' } })
  const source = { kind: 'ability' as const, ability: 'lightsaber-precision' as const, figure: figure.id }
  return [
    { stat: 'damage', n: PRECISION_DAMAGE, source, reason: { hu: 'Fénykard pontosság', en: 'Lightsaber Precision' } },
  ]
}

/**
 * Lightsaber Reflect after a successful save: 10 damage to the attacker unless it saves on 11 or more, rolled from the
 * `react` action's entropy. Not an attack, so no Bodyguard, Shield or Deflect answers it.
 */
export function reflectBack(state: SwmState, ctx: Ctx, held: HeldAttack, entropy: string, events: EngineEvent[]): void {
  const attacker = state.figures[held.attacker]!
  const reflector = state.figures[held.target]!
  if (attacker.defeated || attacker.at === null) return
  const die = rollD20(entropy, dieStream('save', attacker.id, turnRef(state), 'lightsaber-reflect'))
  if (!die.ok) throw new Error(die.error.reason.en)
  const record = save(die.value, SAVE_11, { hu: 'Fénykard visszaverés', en: 'Lightsaber Reflect' })
  if (!record.ok) throw new Error(record.error.reason.en)
  events.push({ type: 'save-rolled', data: { figure: attacker.id, ...record.value } })
  if (!record.value.success) dealDamage(state, ctx, attacker, REFLECT_DAMAGE, reflector, events, entropy)
}

/** Why `figure` may not riposte at `attacker` now (gone, out of Force, not a legal target), or null. */
function riposteProblem(state: SwmState, ctx: Ctx, figure: Figure, attacker: Figure): EngineError | null {
  if (figure.defeated || figure.at === null || attacker.defeated || attacker.at === null)
    return reactionErrors.riposteGone()
  const problem = forceProblem(state, ctx, figure, turnRef(state), costOf('lightsaber-riposte'), 1)
  if (problem) return problem
  return targetProblem(state, ctx, figure, attacker) ? reactionErrors.riposteGone() : null
}

/**
 * Opens the Riposte window after `struck` took `amount` damage from `attacker`. Reading: "közelharcban" is an attack
 * from an adjacent attacker (as Lightsaber Block's), and a bodyguard that took the damage ripostes too if it stands
 * next to the attacker. Pushed under Flurry Attack's or Cleave's extra attack, which the attacker answers first.
 */
export function offerRiposte(state: SwmState, ctx: Ctx, attacker: Figure, struck: Figure, amount: number): void {
  if (amount <= 0 || state.result || !has(defOf(ctx, struck), 'lightsaber-riposte')) return
  if (riposteProblem(state, ctx, struck, attacker)) return
  if (!adjacent(ctx.blockers, spaceOfFigure(ctx, struck)!, spaceOfFigure(ctx, attacker)!)) return
  state.pending.push({ kind: 'riposte', seat: struck.owner, figure: struck.id, attacker: attacker.id })
}

/** Whether the Riposte on top may still be made (for `legalActions`). */
export function riposteOpen(state: SwmState, ctx: Ctx, top: { figure: string; attacker: string }): boolean {
  return riposteProblem(state, ctx, state.figures[top.figure]!, state.figures[top.attacker]!) === null
}

/** `react` (entropy) in the Riposte window: 1 Force point, and an immediate attack on the attacker. */
export function riposte(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'riposte')
  if (!answer.ok) return answer.error
  const figure = state.figures[answer.top.figure]!
  const foe = state.figures[answer.top.attacker]!
  const problem = riposteProblem(state, ctx, figure, foe)
  if (problem) return problem
  const ref = turnRef(state)
  const die = rollD20(action.entropy, dieStream('attack', figure.id, ref, 'riposte'))
  if (!die.ok) return die.error
  state.pending.pop()
  payForce(state, ctx, figure, ref, costOf('lightsaber-riposte'), events, 1)
  events.push({ type: 'attack-declared', data: { attacker: figure.id, target: foe.id, extra: 'riposte' } })
  const modifiers = steps().attackModifiers(state, ctx, figure, foe, [])
  const held = { attacker: figure.id, target: foe.id, natural: die.value, modifiers, opportunity: false }
  steps().settle(state, ctx, { ...held, entropy: action.entropy! }, true, events)
  return null
}
