/**
 * Answers to the Force reroll offered after a missed attack: `reroll` spends 1 Force point and rolls again (the new die
 * stands), `keep-roll` lets the miss stand. Both settle the held attack through attacks.ts.
 */
import { requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { rerollRefusal, settle } from './attacks'
import type { Ctx } from './context'
import { answering } from './context'
import { payForce, spentIn, turnRef } from './forcePoints'
import type { SwmAction, SwmState } from './types'

/** `reroll` (entropy): the missed attack's owner spends 1 Force point and rolls again; the new die stands. */
export function rerollAttack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'reroll')
  if (!answer.ok) return answer.error
  const top = answer.top
  const roller = state.figures[top.attack.attacker]!
  const problem = rerollRefusal(state, ctx, roller)
  if (problem) return problem
  const ref = turnRef(state)
  const die = rollD20(action.entropy, dieStream('reroll', roller.id, ref, spentIn(roller, ref) + 1))
  if (!die.ok) return die.error
  state.pending.pop()
  payForce(state, ctx, roller, ref, 1, events)
  events.push({ type: 'rerolled', data: { figure: roller.id, first: top.attack.natural, second: die.value } })
  settle(state, ctx, { ...top.attack, natural: die.value }, false, events)
  return null
}

/** `keep-roll`: the missed attack stands. */
export function keepRoll(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'reroll')
  if (!answer.ok) return answer.error
  const top = answer.top
  state.pending.pop()
  settle(state, ctx, top.attack, false, events)
  return null
}
