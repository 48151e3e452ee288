/**
 * `legalActions` for Battle of Hoth: every action `seat` may take now, built from the same rule functions
 * `apply` uses. Actions in ENTROPY_ACTIONS are listed without entropy; the caller adds it from the log.
 * Re-roll and discard choices list every subset (hands and dice pools are small).
 */
import { canSee, zoneSlots } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { otherSide } from './board'
import { attackPlans, attackerProblem } from './combat'
import { zones } from './hand'
import { reachableHexes } from './movement'
import { orderableUnits } from './orders'
import { playerOf, teammateOf, unitsOf } from './queries'
import { retreatOptions } from './resolve'
import type { HothAction, HothState } from './types'

/** Every non-empty subset of `items` (for ≤ 6 items), smallest first. */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)))
  return out.sort((a, b) => a.length - b.length)
}

/** Legal actions for `seat` now (empty for spectators and once the game is over). */
export function legalHothActions(state: HothState, seat: SeatId): HothAction[] {
  const player = playerOf(state, seat)
  if (!player || state.result) return []
  const out: HothAction[] = []
  const mate = teammateOf(state, seat)
  const hand = zoneSlots(state.cards, zones.hand(seat))
  if (mate && hand.some((slot) => !canSee(state.cards, slot, mate.seat))) out.push({ type: 'share-hand' })

  const turn = state.turn
  const pending = turn.pending
  if (state.undoRequest && !pending && player.side !== turn.side) {
    out.push({ type: 'answer-undo', payload: { allow: true } }, { type: 'answer-undo', payload: { allow: false } })
  }
  if (pending) {
    if (pending.kind === 'retreat') {
      const unit = state.units[pending.unit]
      if (unit?.side === player.side) {
        for (const to of retreatOptions(state, unit)) out.push({ type: 'retreat', payload: { to } })
        if (pending.canIgnore) out.push({ type: 'ignore-retreat' })
      }
    }
    if (pending.kind === 'fleet' && pending.seat === seat) {
      out.push({ type: 'fleet-discard', payload: { slots: [] } })
      for (const slots of subsets(hand)) out.push({ type: 'fleet-discard', payload: { slots } })
    }
    if (seat !== turn.seat) return out
    if (pending.kind === 'reroll') {
      out.push({ type: 'keep-roll' })
      for (const dice of subsets(pending.faces.map((_, i) => i))) out.push({ type: 'reroll', payload: { dice } })
    }
    if (pending.kind === 'breakthrough') out.push({ type: 'breakthrough' }, { type: 'skip-breakthrough' })
    if (pending.kind === 'breakthrough-attack') {
      const unit = state.units[pending.unit]
      if (unit && !attackerProblem(state, unit, true)) {
        for (const plan of attackPlans(state, unit))
          out.push({ type: 'attack', payload: { unit: unit.id, target: plan.target } })
      }
      out.push({ type: 'skip-breakthrough' })
    }
    return out
  }
  if (seat !== turn.seat) return out
  if (state.undo.length > 0 && !state.undoRequest) out.push({ type: 'undo' })

  switch (turn.phase) {
    case 'play':
      for (const slot of hand) out.push({ type: 'play-card', payload: { slot } })
      if (hand.length === 0) out.push({ type: 'end-turn' })
      break
    case 'order':
      for (const unit of orderableUnits(state)) out.push({ type: 'order', payload: { unit: unit.id } })
      out.push({ type: 'confirm-orders' }, { type: 'end-turn' })
      break
    case 'move':
      for (const id of turn.ordered) {
        const unit = state.units[id]
        if (!unit || turn.moved[id]) continue
        for (const to of reachableHexes(state, unit).keys()) out.push({ type: 'move', payload: { unit: id, to } })
      }
      out.push({ type: 'end-moves' }, { type: 'end-turn' })
      break
    case 'attack':
      for (const id of turn.ordered) {
        const unit = state.units[id]
        if (!unit || attackerProblem(state, unit)) continue
        for (const plan of attackPlans(state, unit))
          out.push({ type: 'attack', payload: { unit: id, target: plan.target } })
      }
      out.push({ type: 'end-turn' })
      break
    case 'barrage':
      for (const unit of unitsOf(state, otherSide(player.side))) {
        out.push({ type: 'barrage', payload: { target: unit.id } })
      }
      out.push({ type: 'end-turn' })
      break
    case 'draw':
      out.push({ type: 'end-turn' })
      break
  }
  return out
}
