/**
 * Answers to an attack of opportunity's offer (the move paused in movement.ts): `aoo` takes it, `decline-aoo` lets it
 * pass. The attack itself runs through the pipeline of attacks.ts.
 */
import { optionalPayloadRecord, payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { strike } from './attacks'
import type { Ctx } from './context'
import { answering } from './context'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { turnRef } from './forcePoints'
import { lightsaberPrecision } from './saberReactions'
import { targetProblem } from './targeting'
import type { SwmAction, SwmState } from './types'

/** `aoo { attacker }` (entropy): one enemy on offer takes its attack of opportunity on the mover. */
export function attackOfOpportunity(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'aoo')
  if (!answer.ok) return answer.error
  const top = answer.top
  const payload = payloadRecord(action)
  const id = readString(payload, 'attacker', 120)
  if (!top.offers.includes(id)) return swmErrors.notOffered()
  const attacker = state.figures[id]!
  const mover = state.figures[top.mover]!
  const problem = targetProblem(state, ctx, attacker, mover)
  if (problem) return problem
  const precision = lightsaberPrecision(state, ctx, attacker, payload, events)
  if (!Array.isArray(precision)) return precision
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turnRef(state), 'aoo'))
  if (!die.ok) return die.error
  top.offers = top.offers.filter((o) => o !== id)
  state.turn!.aooTaken.push(id)
  events.push({ type: 'attack-declared', data: { attacker: id, target: mover.id, opportunity: true } })
  const roll = { natural: die.value, entropy: action.entropy!, fire: precision, opportunity: true }
  strike(state, ctx, attacker, mover, roll, events)
  return null
}

/** `decline-aoo { attacker? }`: lets one offer (or, with no attacker named, every offer) pass. */
export function declineOpportunity(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'aoo')
  if (!answer.ok) return answer.error
  const top = answer.top
  const payload = optionalPayloadRecord(action)
  const id = payload.attacker === undefined ? null : readString(payload, 'attacker', 120)
  if (id !== null && !top.offers.includes(id)) return swmErrors.notOffered()
  const declined = id === null ? top.offers : [id]
  top.offers = top.offers.filter((o) => !declined.includes(o))
  events.push({ type: 'aoo-declined', data: { figures: declined } })
  proceed(state, ctx, events)
  return null
}
