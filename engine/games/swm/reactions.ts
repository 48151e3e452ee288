/**
 * Answers to what a hit or a defeat offers (Lightsaber Reflect's return blow, Riposte's `react` and the Bodyguard
 * window's `decline` are played in saberReactions.ts and guards.ts): Lightsaber Deflect ("Amikor a karaktert távolról megtámadják, ezen
 * Erőképesség használatával elkerülheti a sérülést 11-es dobással. Rögtön azután kell eldöntened … miután a támadás
 * talált"), and Lightsaber Block against a melee attack, with `react` (entropy: 1 Force point and a save of 11) or
 * `decline`; declining Flurry Attack's extra
 * attack; and Force Spirit's recipient (`choose { figure }`).
 */
import { payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { abilityOf } from './attack/figure'
import { save, SAVE_11 } from './attack/saves'
import { hit } from './attacks'
import type { Ctx } from './context'
import { answering, defOf, topPending } from './context'
import { ABILITIES } from './data/abilities'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { forceProblem, payForce, turnRef } from './forcePoints'
import { giveSpirit } from './harm'
import { reflectBack, riposte } from './saberReactions'
import { offerSaveReroll } from './saveRerolls'
import type { SwmAction, SwmState } from './types'

/** Lightsaber Deflect's and Block's cost in Force points. */
const DEFLECT_COST = 1

/** `react` (entropy): the hit figure spends 1 Force point on Lightsaber Deflect or Block and saves on 11 or more. */
export function react(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  if (topPending(state)?.kind === 'riposte') return riposte(state, action, seat, events, ctx)
  requireNoPayload(action)
  const answer = answering(state, seat, 'deflect')
  if (!answer.ok) return answer.error
  const top = answer.top
  const target = state.figures[top.attack.target]!
  const ref = turnRef(state)
  // Lightsaber Reflect costs 2 ("2 Erő pont"); Deflect and Block 1.
  const cost = ABILITIES[top.power].cost ?? DEFLECT_COST
  const problem = forceProblem(state, ctx, target, ref, cost, 1)
  if (problem) return problem
  const die = rollD20(action.entropy, dieStream('save', target.id, ref, top.power))
  if (!die.ok) return die.error
  const name = ABILITIES[top.power]
  const record = save(die.value, SAVE_11, { hu: name.hu, en: name.en })
  if (!record.ok) return record.error
  state.pending.pop()
  payForce(state, ctx, target, ref, cost, events, 1)
  events.push({ type: 'save-rolled', data: { figure: target.id, ...record.value } })
  // A failed save may open a reroll window (saveRerolls.ts), which then deals or turns aside the hit.
  const again = { save: 'deflect' as const, figure: target.id, attack: top.attack, critical: top.critical }
  if (!record.value.success) {
    if (!offerSaveReroll(state, ctx, { ...again, naturals: [die.value], power: top.power }))
      hit(state, ctx, top.attack, top.critical, events)
  } else if (top.power === 'lightsaber-reflect') reflectBack(state, ctx, top.attack, action.entropy!, events)
  proceed(state, ctx, events)
  return null
}

/** `decline`: the hit stands (no Deflect), or Flurry Attack's extra attack is not made. */
export function decline(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'deflect', 'flurry', 'bodyguard', 'riposte')
  if (!answer.ok) return answer.error
  const top = answer.top
  state.pending.pop()
  events.push({ type: 'declined', data: { kind: top.kind } })
  if (top.kind === 'deflect') hit(state, ctx, top.attack, top.critical, events)
  // Bodyguard declined: the target itself takes the hit, with no second window.
  if (top.kind === 'bodyguard') hit(state, ctx, top.attack, top.critical, events, null)
  proceed(state, ctx, events)
  return null
}

/** `choose { figure }`: the ally that receives the fallen figure's Force Spirit. */
export function chooseSpirit(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'spirit')
  if (!answer.ok) return answer.error
  const top = answer.top
  const id = readString(payloadRecord(action), 'figure', 120)
  if (!top.options.includes(id)) return swmErrors.notOffered()
  state.pending.pop()
  const spirit = abilityOf(defOf(ctx, state.figures[top.from]!), 'force-spirit')
  giveSpirit(state.figures[id]!, spirit?.n ?? 0, events)
  proceed(state, ctx, events)
  return null
}
