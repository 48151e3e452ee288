/**
 * The turn's non-combat steps: play a card, give orders, move, end the turn (discard and draw), Fleet
 * Deployment and showing a hand to a teammate (undo has its own module, undo.ts). Each handler mutates a
 * draft (draft.ts) and returns an error (leaving the caller to throw the draft away) or null.
 */
import { coreErrors } from '../../core/errors'
import { payloadRecord, readString } from '../../core/game'
import { look, moveSlot, moveSlots, showSlotsTo, zoneOf, zoneSlots } from '../../core/hidden'
import { rngForAction } from '../../core/random'
import type { Action, EngineError, EngineEvent } from '../../core/types'
import { isBoardHex } from './board'
import { cardDefOfInstance } from './data/cards'
import { writableUnit } from './draft'
import { hothErrors } from './errors'
import { drawCards, zones } from './hand'
import { reachableHexes } from './movement'
import { takePermanentMedals } from './objectives'
import { canOrder, canOrderAny, orderSlots } from './orders'
import { playedCard, playerOf, teammateOf, unitById } from './queries'
import { newTurn } from './setup'
import type { HothState, PlayerState } from './types'

/** A handler for one action type. */
export type Handler = (
  draft: HothState,
  action: Action,
  player: PlayerState,
  events: EngineEvent[],
) => EngineError | null

/** Reads the unit named in the payload and checks that it is the acting player's. */
export function ownUnit(draft: HothState, action: Action, player: PlayerState) {
  const id = readString(payloadRecord(action), 'unit', 80)
  const unit = unitById(draft, id)
  if (!unit) return { error: hothErrors.unknownUnit() }
  if (unit.side !== player.side) return { error: hothErrors.notYourUnit() }
  return { unit }
}

/** Play a card from your hand face up; decides what the turn does next. */
export const playCard: Handler = (draft, action, player, events) => {
  if (draft.turn.phase !== 'play') return hothErrors.notNow(draft.turn.phase)
  const slot = readString(payloadRecord(action), 'slot', 40)
  if (zoneOf(draft.cards, slot) !== zones.hand(player.seat)) return hothErrors.cardNotInHand()
  const instance = look(draft.cards, slot, player.seat)!
  const card = cardDefOfInstance(instance)
  draft.cards = moveSlot(draft.cards, slot, zones.played)
  const turn = draft.turn
  turn.card = card.id
  turn.cardSlot = slot
  events.push({ type: 'card-played', data: { seat: player.seat, card: card.id } })
  if (card.special?.kind === 'fleet-deployment') {
    turn.phase = 'draw'
    turn.pending = { kind: 'fleet', seat: player.seat, draws: 'plus-one' }
    return null
  }
  if (card.special?.kind === 'barrage') {
    turn.phase = 'barrage'
    return null
  }
  turn.fallback = orderSlots(draft, card, turn.side).fallback
  turn.phase = canOrderAny(draft) ? 'order' : 'draw'
  if (turn.phase === 'draw') events.push({ type: 'no-orders', data: { seat: player.seat } })
  return null
}

/** Order one more unit within the card's limits. */
export const orderUnit: Handler = (draft, action, player, events) => {
  if (draft.turn.phase !== 'order') return hothErrors.notNow(draft.turn.phase)
  const { unit, error } = ownUnit(draft, action, player)
  if (!unit) return error
  if (draft.turn.ordered.includes(unit.id)) return hothErrors.alreadyOrdered()
  if (!canOrder(draft, unit)) return hothErrors.notOrderable()
  draft.turn.ordered = [...draft.turn.ordered, unit.id]
  events.push({ type: 'ordered', data: { unit: unit.id } })
  return null
}

/** Close the orders (unused orders are lost); a repair card heals the ordered units now. */
export const confirmOrders: Handler = (draft, _action, _player, events) => {
  const turn = draft.turn
  if (turn.phase !== 'order') return hothErrors.notNow(turn.phase)
  const special = playedCard(draft)?.special
  if (special?.kind === 'repair' && !turn.fallback) {
    for (const id of turn.ordered) {
      const unit = writableUnit(draft, id)!
      const healed = Math.min(unit.maxFigures, unit.figures + special.figures) - unit.figures
      if (healed === 0) continue
      unit.figures += healed
      events.push({ type: 'repaired', data: { unit: id, figures: healed } })
    }
  }
  turn.phase = turn.ordered.length > 0 ? 'move' : 'draw'
  events.push({ type: 'orders-confirmed', data: { units: [...turn.ordered] } })
  return null
}

/** Move one ordered unit to a reachable hex (each unit moves at most once, one unit at a time). */
export const moveUnit: Handler = (draft, action, player, events) => {
  const turn = draft.turn
  if (turn.phase !== 'move') return hothErrors.notNow(turn.phase)
  const { unit: found, error } = ownUnit(draft, action, player)
  if (!found) return error
  const unit = writableUnit(draft, found.id)!
  const to = readString(payloadRecord(action), 'to', 8)
  if (!isBoardHex(to)) return hothErrors.notOnBoard()
  if (!turn.ordered.includes(unit.id)) return hothErrors.notOrdered()
  if (turn.moved[unit.id]) return hothErrors.alreadyMoved()
  const reach = reachableHexes(draft, unit)
  if (reach.size === 0) return hothErrors.cannotMove()
  const step = reach.get(to)
  if (!step) return hothErrors.unreachable()
  events.push({ type: 'moved', data: { unit: unit.id, from: unit.hex, to, path: step.path } })
  unit.hex = to
  turn.moved = { ...turn.moved, [unit.id]: { hexes: step.hexes, enteredNoAttack: step.enteredNoAttack } }
  if (unit.badge === 'e-web') unit.deployed = false
  takePermanentMedals(draft, events)
  return null
}

/** Ordered E-Webs that did not move turn to their deployed side. */
function settleEwebs(draft: HothState): void {
  for (const id of draft.turn.ordered) {
    const unit = draft.units[id]
    if (unit?.badge === 'e-web' && !draft.turn.moved[id]) writableUnit(draft, id)!.deployed = true
  }
}

/** Finish moving; attacks follow. */
export const endMoves: Handler = (draft) => {
  if (draft.turn.phase !== 'move') return hothErrors.notNow(draft.turn.phase)
  settleEwebs(draft)
  draft.turn.phase = 'attack'
  return null
}

/** Discard the played card, draw one (unless Fleet Deployment drew already) and pass the turn. */
export const endTurn: Handler = (draft, action, player, events) => {
  const turn = draft.turn
  const handEmpty = zoneSlots(draft.cards, zones.hand(player.seat)).length === 0
  if (turn.phase === 'play' && !handEmpty) return hothErrors.notNow(turn.phase)
  const random = rngForAction(action, 'end-turn')
  if (!random.ok) return random.error
  settleEwebs(draft)
  if (turn.cardSlot !== null) draft.cards = moveSlot(draft.cards, turn.cardSlot, zones.discard(player.seat))
  if (!turn.skipDraw) drawCards(draft, player.seat, 1, random.rng, events)
  const index = (turn.index + 1) % draft.turnOrder.length
  const next = playerOf(draft, draft.turnOrder[index]!)!
  draft.turn = newTurn(turn.number + 1, index, next)
  events.push({ type: 'turn-started', data: { seat: next.seat, side: next.side, number: turn.number + 1 } })
  return null
}

/** Fleet Deployment: discard the chosen cards and draw that many (+1 for the active player). */
export const fleetDiscard: Handler = (draft, action, player, events) => {
  const pending = draft.turn.pending
  if (pending?.kind !== 'fleet')
    return hothErrors.wrongPhase({ hu: 'nincs flottabevetés.', en: 'no Fleet Deployment.' })
  if (pending.seat !== player.seat) return coreErrors.notYourTurn()
  const slots = payloadRecord(action).slots
  const hand = zoneSlots(draft.cards, zones.hand(player.seat))
  const valid =
    Array.isArray(slots) &&
    slots.every((s) => typeof s === 'string' && hand.includes(s)) &&
    new Set(slots).size === slots.length
  if (!valid) return hothErrors.badDiscard()
  const random = rngForAction(action, 'fleet')
  if (!random.ok) return random.error
  const discard = zones.discard(player.seat)
  draft.cards = moveSlots(
    draft.cards,
    (slots as string[]).map((slot) => ({ slot, to: discard })),
  )
  events.push({ type: 'fleet-discarded', data: { seat: player.seat, cards: slots.length } })
  drawCards(draft, player.seat, slots.length + (pending.draws === 'plus-one' ? 1 : 0), random.rng, events)
  const mate = pending.draws === 'plus-one' ? teammateOf(draft, player.seat) : null
  draft.turn.pending = mate ? { kind: 'fleet', seat: mate.seat, draws: 'same' } : null
  draft.turn.skipDraw = true
  return null
}

/** Show your hand to your teammate (team members may always show each other their cards). */
export const shareHand: Handler = (draft, _action, player, events) => {
  const mate = teammateOf(draft, player.seat)
  if (!mate) return hothErrors.noTeammate()
  draft.cards = showSlotsTo(draft.cards, zoneSlots(draft.cards, zones.hand(player.seat)), [mate.seat])
  events.push({ type: 'hand-shared', data: { seat: player.seat, with: mate.seat } })
  return null
}
