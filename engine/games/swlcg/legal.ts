/**
 * `legalActions` for SWLCG: what `seat` may do now, built from the rule functions `apply` uses. Where the space is
 * large it is a sample that still names every card that can act: one payment per playable card and host (any other
 * payment `paymentProblem` accepts is legal too), unit subsets in full only up to 6 units, tactics all on one unit.
 * `mulligan` is listed without entropy; the caller adds it from the log.
 */
import { zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { STEP_ACTIONS, actingSide } from './apply'
import { discountsFor } from './abilities/discount'
import { hasHook } from './abilities/hooks'
import { splitsUnitDamage, strikeIcons, unitDamageSplits, unitDamageTargets } from './strikes'
import { mustRespond, openWindow, responsesFor } from './responses'
import { mayAttack, maxAttackers, minDefenders, playCost, reserveValue, strikers } from './abilities/modifiers'
import { useActions } from './abilities/activate'
import { deployProblem, findPayment, playableDiscards } from './deploy'
import { declarableUnits, engageableObjectives } from './conflictFlow'
import { canPlaceEdge } from './edgeBattle'
import { isWindow } from './flowSteps'
import {
  committedCount,
  enemyUnits,
  factsFor,
  FORCE_CARDS,
  heldCount,
  isReady,
  playerOf,
  publicFacts,
  reserveSlots,
  sideObjectives,
  teammate,
  unitsOf,
  usableCards,
  zones,
} from './queries'
import type { Player, SwlcgAction, SwlcgState } from './types'

/**
 * Subsets of `items` with `min`…`max` members: all of them for up to 6 items; beyond that a sample (every single
 * item, and the first k items for each larger size k), since the full set grows too fast to list.
 */
function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = []
  if (items.length <= 6) {
    for (let mask = 0; mask < 1 << items.length; mask++) {
      const pick = items.filter((_, i) => mask & (1 << i))
      if (pick.length >= min && pick.length <= max) out.push(pick)
    }
    return out
  }
  for (let size = min; size <= Math.min(max, items.length); size++) {
    if (size === 1) for (const item of items) out.push([item])
    else out.push(items.slice(0, size))
  }
  return out
}

/** Every ordering of `items` (for the few fate cards that can tie). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

/** Fate orders that keep ascending priority numbers: each tie group in every order. */
function fateOrders(state: SwlcgState, fates: readonly SlotId[]): SlotId[][] {
  const priority = (slot: SlotId) => publicFacts(state, slot)?.edgePriority ?? 0
  const groups: SlotId[][] = []
  for (const slot of fates) {
    const last = groups[groups.length - 1]
    if (last && priority(last[0]!) === priority(slot)) last.push(slot)
    else groups.push([slot])
  }
  let orders: SlotId[][] = [[]]
  for (const group of groups) orders = orders.flatMap((o) => permutations(group).map((p) => [...o, ...p]))
  return orders.slice(0, 24)
}

/** Plays `side` can make now: each playable card with each legal host, with one payment. */
function plays(state: SwlcgState, side: Player): SwlcgAction[] {
  const out: SwlcgAction[] = []
  for (const slot of [...usableCards(state, side), ...playableDiscards(state, side)]) {
    const card = factsFor(state, slot, side)
    if (!card) continue
    const hosts: (SlotId | undefined)[] =
      card.type === 'enhancement' && card.enhance && (card.enhance.on === 'unit' || card.enhance.on === 'objective')
        ? Object.keys(state.table)
        : hasHook(card.id, 'play-as-enhancement')
          ? [undefined, ...Object.keys(state.table)]
          : [undefined]
    for (const host of hosts) {
      if (deployProblem(state, side, slot, host)) continue
      const base = playCost(state, side, card)
      const payment = findPayment(state, side, card, base)
      const at: { slot: SlotId; host?: SlotId } = host === undefined ? { slot } : { slot, host }
      if (payment) out.push({ type: 'play', payload: { ...at, payment } })
      for (const discount of discountsFor(state, side, card, slot, base)) {
        const cheaper = findPayment(state, side, card, base - discount.costs.length)
        if (cheaper) out.push({ type: 'play', payload: { ...at, payment: cheaper, discount } })
      }
    }
  }
  return out
}

/** Strikes: each ready participating unit, each unit-damage target, tactics all on one enemy unit. */
function strikes(state: SwlcgState, side: Player): SwlcgAction[] {
  const out: SwlcgAction[] = []
  const enemies = enemyUnits(state, side)
  for (const unit of strikers(state, side).filter((slot) => isReady(state, slot))) {
    const icons = strikeIcons(state, unit)
    const targets = icons.unit > 0 ? unitDamageTargets(state, unit) : []
    const tacticsOptions =
      icons.tactics > 0 && enemies.length > 0 ? enemies.map((card) => [{ card, amount: icons.tactics }]) : [[]]
    for (const target of targets.length > 0 ? targets : [undefined]) {
      for (const tactics of tacticsOptions) {
        const payload = { unit, ...(target === undefined ? {} : { target }), ...(tactics.length ? { tactics } : {}) }
        out.push({ type: 'strike', payload })
      }
    }
    const splits = splitsUnitDamage(state, unit) ? unitDamageSplits(targets, icons.unit) : []
    for (const split of splits) {
      for (const tactics of tacticsOptions)
        out.push({ type: 'strike', payload: { unit, split, ...(tactics.length ? { tactics } : {}) } })
    }
  }
  return out
}

/** 2v2: each declaration of own units (one at least) again with one of the teammate's units added, up to `max`. */
function withSupport(own: SlotId[][], lend: readonly SlotId[], max: number): SlotId[][] {
  const lent = own
    .filter((units) => units.length > 0 && units.length < max)
    .flatMap((units) => lend.map((l) => [...units, l]))
  return [...own, ...lent]
}

/** The answers to the prompt waiting for its side. */
function promptAnswers(state: SwlcgState): SwlcgAction[] {
  const prompt = state.prompt!
  if (prompt.kind === 'use-shield') return [{ type: 'use-shield' }, { type: 'pass' }]
  if (prompt.kind === 'choose-icon') {
    return (['unit', 'blast', 'tactics'] as const).map((icon) => ({ type: 'choose-icon', payload: { icon } }))
  }
  if (prompt.kind === 'choose' && prompt.ordered) {
    return permutations(prompt.options).map((slots) => ({ type: 'choose', payload: { slots } }))
  }
  if (prompt.kind === 'choose') {
    return subsets(prompt.options, prompt.min, prompt.max).map((slots) => ({ type: 'choose', payload: { slots } }))
  }
  if (prompt.kind === 'support') {
    return [true, false].map((agree): SwlcgAction => ({ type: 'answer-support', payload: { agree } }))
  }
  return fateOrders(state, prompt.fates).map((slots) => ({ type: 'order-fates', payload: { slots } }))
}

/** The abilities `side` may use in the open response window, each with each choice, and passing. */
function responseAnswers(state: SwlcgState, side: Player): SwlcgAction[] {
  const w = openWindow(state)!
  const out: SwlcgAction[] = []
  for (const r of responsesFor(state, side, w.timing, w.trigger, w.used)) {
    for (const choice of r.choices)
      out.push({ type: 'respond', payload: { card: r.card, ability: r.ability, ...choice } })
  }
  return mustRespond(state) ? out : [...out, { type: 'pass' }]
}

/** The actions of the current step for the side that must act. */
function stepActions(state: SwlcgState, side: Player): SwlcgAction[] {
  const step = state.turn.step
  const hand = zoneSlots(state.cards, zones.hand(side))
  switch (step) {
    case 'choose-objectives':
      if (state.turn.ready[side]) return []
      return zoneSlots(state.cards, zones.setup(side)).map((bottom) => ({
        type: 'choose-objectives',
        payload: { bottom },
      }))
    case 'mulligan':
      return [{ type: 'keep-hand' }, { type: 'mulligan' }]
    case 'reveal-objectives':
      return zoneSlots(state.cards, zones.setup(side)).map((slot) => ({ type: 'reveal-objective', payload: { slot } }))
    case 'balance-damage':
      return [
        ...sideObjectives(state, 'dark').map((objective): SwlcgAction => ({
          type: 'balance-damage',
          payload: { objective },
        })),
        { type: 'pass' },
      ]
    case 'draw-discard':
      return [...hand.map((slot): SwlcgAction => ({ type: 'draw-discard', payload: { slot } })), { type: 'pass' }]
    case 'draw-trim': {
      const over = heldCount(state, side) - reserveValue(state, side)
      const held = [...hand, ...reserveSlots(state, side)]
      return subsets(held, over, over).map((slots) => ({ type: 'discard-to-reserve', payload: { slots } }))
    }
    case 'draw-reserve':
      return [...hand.map((slot): SwlcgAction => ({ type: 'place-reserve', payload: { slot } })), { type: 'pass' }]
    case 'conflict-declare':
      return [
        ...engageableObjectives(state).map((objective): SwlcgAction => ({ type: 'engage', payload: { objective } })),
        { type: 'end-conflict' },
      ]
    case 'declare-attackers': {
      const objective = state.engagement!.objective
      const able = declarableUnits(state, side).filter((slot) => mayAttack(state, slot, objective))
      const max = Math.min(99, maxAttackers(state, objective))
      const mate = teammate(state, side)
      const lend = mate ? declarableUnits(state, mate).filter((slot) => mayAttack(state, slot, objective)) : []
      return withSupport(subsets(able, 1, max), lend, max).map((units): SwlcgAction => ({
        type: 'declare-attackers',
        payload: { units },
      }))
    }
    case 'declare-defenders': {
      const mate = teammate(state, side)
      const lend = mate ? declarableUnits(state, mate, 'defend') : []
      const min = minDefenders(state)
      return withSupport(subsets(declarableUnits(state, side, 'defend'), 0, 99), lend, 99)
        .filter((units) => units.length === 0 || units.length >= min)
        .map((units) => ({ type: 'declare-defenders', payload: { units } }))
    }
    case 'edge-placement':
      return [
        ...(canPlaceEdge(state, side)
          ? usableCards(state, side).map((slot): SwlcgAction => ({ type: 'place-edge', payload: { slot } }))
          : []),
        { type: 'pass' },
      ]
    case 'strike':
      return strikes(state, side)
    case 'force-commit': {
      const free = FORCE_CARDS - committedCount(state, side)
      const open = unitsOf(state, side).filter((slot) => !state.table[slot]?.committed)
      return subsets(open, 0, free).map((units) => ({ type: 'commit-force', payload: { units } }))
    }
    default: {
      if (!isWindow(step) && step !== 'deployment') return []
      const deploying = STEP_ACTIONS[step].includes('play') ? plays(state, side) : []
      return [...deploying, ...useActions(state, side), { type: 'pass' }]
    }
  }
}

/** Legal actions for `seat` now (empty for spectators and once the game is over). */
export function legalSwlcgActions(state: SwlcgState, seat: SeatId): SwlcgAction[] {
  const side = playerOf(state, seat)
  if (!side || state.result) return []
  const actor = actingSide(state)
  const always: SwlcgAction[] =
    state.undo?.side === side ? [{ type: 'undo' }, { type: 'concede' }] : [{ type: 'concede' }]
  if (actor !== null && actor !== side) return always
  const actions = state.prompt
    ? promptAnswers(state)
    : state.windows.length > 0
      ? responseAnswers(state, side)
      : stepActions(state, side)
  return [...actions, ...always]
}
