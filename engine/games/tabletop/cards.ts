/**
 * Handlers of the single-card actions: move, play, flip, rotate, counter, reorder-hand. Table cards are shared
 * (any seated player may touch them); a hand is its owner's alone. An event names a card only when every seat
 * (and every spectator) can see it anyway.
 */
import type { HiddenState, SlotId } from '../../core/hidden'
import { look, moveSlot, moveSlots, reveal, zoneSlots } from '../../core/hidden'
import { reject } from '../../core/errors'
import { payloadError, payloadRecord, readInt } from '../../core/game'
import type { EngineError, EngineEvent, Json } from '../../core/types'
import { tabletopErrors } from './errors'
import { readCounterName, readMoveTarget, readSlot, readSlots, readTableSpot } from './payload'
import type { CardPlace, Handler, TabletopState } from './types'
import { MAX_CARDS, MAX_COUNTER, MAX_COUNTERS_PER_CARD } from './types'
import type { Where } from './zones'
import {
  TABLE_ZONE,
  handZone,
  locate,
  pileProblem,
  pileZone,
  placeOnTable,
  showSearcher,
  takeable,
  withPlace,
  withoutPlace,
} from './zones'

/** `data` plus the card's identity when everyone may see it (spectators included), so logs can name it. */
function withPublicCard(cards: HiddenState, slot: SlotId, data: { [key: string]: Json }): { [key: string]: Json } {
  const card = look(cards, slot, null)
  return card === null ? data : { ...data, card }
}

/** One accepted result with a single event. */
function done(state: TabletopState, event: EngineEvent): ReturnType<Handler> {
  return { ok: true, state, events: [event] }
}

/** The place of a table card, or the error for a slot that is not on the table. */
function tableCard(state: TabletopState, slot: SlotId): { place: CardPlace } | { error: EngineError } {
  const where = locate(state.cards, slot)
  if (where === null || 'box' in where) return { error: tabletopErrors.unknownSlot() }
  const place = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  if (!('table' in where) || !place) return { error: tabletopErrors.notOnTable() }
  return { place }
}

/**
 * 'move' {slot, to}: picks a card up from a pile it may touch, its own hand or the table, and puts it on a pile
 * (top or bottom), into its own hand (at the right end) or on the table (on top of everything). A table card
 * moved on the table keeps its rotation and counters; a card leaving the table loses them.
 */
export const move: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const slot = readSlot(record)
  const to = readMoveTarget(record)
  const taken = takeable(state, slot, seat)
  if ('error' in taken) return reject(taken.error)
  if ('hand' in to && to.hand !== seat) return reject(tabletopErrors.notYourHand())
  if ('pile' in to) {
    const problem = pileProblem(state, to.pile, seat)
    if (problem) return reject(problem)
  }
  const from = taken.where
  let next: TabletopState
  let target: Where
  if ('table' in to) {
    target = { table: true }
    const keep = 'table' in from ? state.table[slot] : undefined
    const cards = 'table' in from ? state.cards : moveSlot(state.cards, slot, TABLE_ZONE, 'bottom')
    next = placeOnTable(state, cards, slot, to.table, keep)
  } else {
    let cards: HiddenState
    if ('pile' in to) {
      target = { pile: to.pile }
      cards = showSearcher(state, moveSlot(state.cards, slot, pileZone(to.pile), to.position), to.pile, slot)
    } else {
      target = { hand: seat }
      cards = moveSlot(state.cards, slot, handZone(seat), 'bottom')
    }
    next = { ...state, cards, table: withoutPlace(state.table, slot) }
  }
  return done(next, { type: 'moved', data: withPublicCard(next.cards, slot, { seat, slot, from, to: target }) })
}

/**
 * 'play' {slot, x, z, faceUp, quarter?}: from the actor's own hand onto the table. Face down, only the actor knows
 * it.
 */
export const play: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const slot = readSlot(record)
  const at = readTableSpot(record)
  const where = locate(state.cards, slot)
  if (where === null || 'box' in where) return reject(tabletopErrors.unknownSlot())
  if (!('hand' in where)) return reject(tabletopErrors.notInHand())
  if (where.hand !== seat) return reject(tabletopErrors.notYourHand())
  const next = placeOnTable(state, moveSlot(state.cards, slot, TABLE_ZONE, 'bottom'), slot, at)
  return done(next, { type: 'played', data: withPublicCard(next.cards, slot, { seat, slot, ...at }) })
}

/**
 * 'flip' {slot}: turns a table card over. Face up reveals it to everyone; face down hides its face on the table,
 * but whoever has seen it keeps knowing it (knowledge follows the card; only a shuffle forgets).
 */
export const flip: Handler = (state, action, seat) => {
  const slot = readSlot(payloadRecord(action))
  const found = tableCard(state, slot)
  if ('error' in found) return reject(found.error)
  const faceUp = !found.place.faceUp
  const cards = faceUp ? reveal(state.cards, slot) : state.cards
  const next = { ...state, cards, table: withPlace(state.table, slot, { ...found.place, faceUp }) }
  return done(next, { type: 'flipped', data: withPublicCard(cards, slot, { seat, slot, faceUp }) })
}

/** 'rotate' {slot, quarter}: sets a table card's rotation (0–3 quarter turns clockwise; 1 = tapped). */
export const rotate: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const slot = readSlot(record)
  const quarter = readInt(record, 'quarter', 0, 3)
  const found = tableCard(state, slot)
  if ('error' in found) return reject(found.error)
  const next = { ...state, table: withPlace(state.table, slot, { ...found.place, quarter }) }
  // `from` lets a log say which way the card turned (tapped, turned back, turned around).
  return done(next, { type: 'rotated', data: { seat, slot, quarter, from: found.place.quarter } })
}

/**
 * 'counter' {slot, name, delta}: adds `delta` (±MAX_COUNTER, not 0) to a named counter on a table card. The
 * sum is clamped to 0…MAX_COUNTER, as tokens cannot go below none; a counter reaching 0 is taken off.
 */
export const counter: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const slot = readSlot(record)
  const name = readCounterName(record)
  const delta = readInt(record, 'delta', -MAX_COUNTER, MAX_COUNTER)
  if (delta === 0) payloadError('a „delta” nem lehet 0.', 'field "delta" must not be 0.')
  const found = tableCard(state, slot)
  if ('error' in found) return reject(found.error)
  const counters = { ...found.place.counters }
  const had = Object.hasOwn(counters, name)
  const value = Math.min(MAX_COUNTER, Math.max(0, (had ? (counters[name] as number) : 0) + delta))
  if (!had && value > 0 && Object.keys(counters).length >= MAX_COUNTERS_PER_CARD) {
    return reject(tabletopErrors.tooManyCounters(MAX_COUNTERS_PER_CARD))
  }
  if (value === 0) delete counters[name]
  else counters[name] = value
  const next = { ...state, table: withPlace(state.table, slot, { ...found.place, counters }) }
  return done(next, { type: 'counter-changed', data: { seat, slot, name, value } })
}

/** 'reorder-hand' {slots}: the actor's hand in a new order, left to right; every card exactly once. */
export const reorderHand: Handler = (state, action, seat) => {
  const slots = readSlots(payloadRecord(action), 'slots', MAX_CARDS)
  const zone = handZone(seat)
  const hand = zoneSlots(state.cards, zone)
  const same =
    slots.length === hand.length && new Set(slots).size === slots.length && slots.every((s) => hand.includes(s))
  if (!same) return reject(tabletopErrors.badOrder())
  // The core has no reorder; moving each card to the end in the new order builds it (and touches no identity).
  const cards = moveSlots(
    state.cards,
    slots.map((slot) => ({ slot, to: zone, position: 'bottom' as const })),
  )
  return done({ ...state, cards }, { type: 'hand-reordered', data: { seat, count: slots.length } })
}
