/**
 * Cancelling a Force power as it is declared (analysis §11): Force Absorb ("törli egy szomszédos karakter által
 * használt Erőképesség hatását") and Force Defense ("töröl egy 6 négyzeten belüli ellenség által használt
 * Erőképességet"), both "Rögtön azután … miután a másik Erőképességet bejelentették, de még azelőtt, hogy hatna".
 * Every `use-power` of a Force power by a figure one of the other seat's figures could counter waits for that seat:
 * `counter { figure }` or `allow-power` (entropy: the power's own dice roll from it, so nobody sees them before the
 * choice). Readings: the cancelled power's Force points stay spent and count as its user's spend this turn, but it
 * takes nothing's place ("A másik Erőképesség még ezután is használható ebben a fordulóban"): the turn may still
 * attack or use a power if the spend limit allows.
 */
import { payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { has } from './attack/figure'
import type { Ctx } from './context'
import { answering, defOf, placedFigures, spaceOfFigure } from './context'
import { ABILITIES, type AbilityId } from './data/abilities'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { forceProblem, payForce, turnRef } from './forcePoints'
import { adjacent, range } from './geometry'
import type { Figure, SwmAction, SwmState } from './types'
import { steps } from './pipeline'

/** Force Defense's reach: "6 négyzeten belüli ellenség". */
export const FORCE_DEFENSE_RANGE = 6

/** The Force points an ability costs in the table (0 when it prints none). */
function costOf(id: string): number {
  const info = ABILITIES[id as AbilityId] as { cost?: number } | undefined
  return info?.cost ?? 0
}

/** The counter `by` may use on a power `user` declares (Absorb first, the cheaper), if it may pay for it; or null. */
export function counterOf(
  state: SwmState,
  ctx: Ctx,
  by: Figure,
  user: Figure,
): 'force-absorb' | 'force-defense' | null {
  if (by.owner === user.owner || by.id === user.id) return null
  const card = defOf(ctx, by)
  const here = spaceOfFigure(ctx, by)!
  const there = spaceOfFigure(ctx, user)!
  const payable = (power: 'force-absorb' | 'force-defense') =>
    has(card, power) && forceProblem(state, ctx, by, turnRef(state), costOf(power), 1) === null
  if (payable('force-absorb') && adjacent(ctx.blockers, here, there)) return 'force-absorb'
  const r = range(ctx.blockers, here, there)
  if (payable('force-defense') && r !== null && r <= FORCE_DEFENSE_RANGE) return 'force-defense'
  return null
}

/**
 * The hook in `usePower`: when `power` is a Force power and a figure of another seat could cancel it, records the
 * declaration and waits (nothing is paid yet). True when the game now waits for the counter window.
 */
export function offerCounter(
  state: SwmState,
  ctx: Ctx,
  seat: SeatId,
  user: Figure,
  power: AbilityId,
  action: SwmAction,
): boolean {
  if (ABILITIES[power].kind !== 'force') return false
  const counters = placedFigures(state).filter((f) => counterOf(state, ctx, f, user) !== null)
  if (counters.length === 0) return false
  const other = counters[0]!.owner
  state.pending.push({
    kind: 'counter',
    seat: other,
    use: { seat, user: user.id, power, payload: payloadRecord(action) },
    counters: counters.filter((f) => f.owner === other).map((f) => f.id),
  })
  return true
}

/** `counter { figure }`: the named figure pays its counter and the declared power is cancelled; its cost stays paid. */
export function counter(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const answer = answering(state, seat, 'counter')
  if (!answer.ok) return answer.error
  const top = answer.top
  const id = readString(payloadRecord(action), 'figure', 120)
  if (!top.counters.includes(id)) return swmErrors.notOffered()
  const by = state.figures[id]!
  const user = state.figures[top.use.user]!
  const ability = counterOf(state, ctx, by, user)
  if (!ability) return swmErrors.notOffered()
  const ref = turnRef(state)
  state.pending.pop()
  payForce(state, ctx, user, ref, costOf(top.use.power), events, 1)
  payForce(state, ctx, by, ref, costOf(ability), events, 1)
  events.push({ type: 'power-cancelled', data: { figure: user.id, power: top.use.power, by: id, counter: ability } })
  proceed(state, ctx, events)
  return null
}

/** `allow-power` (entropy): no counter; the declared power takes effect as `use-power` would, its dice from here. */
export function allowPower(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  const answer = answering(state, seat, 'counter')
  if (!answer.ok) return answer.error
  const use = answer.top.use
  state.pending.pop()
  return steps().usePower(
    state,
    { type: 'use-power', payload: use.payload, entropy: action.entropy! },
    use.seat,
    events,
    ctx,
    false,
  )
}
