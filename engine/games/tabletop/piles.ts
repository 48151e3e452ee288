/**
 * Handlers of the pile actions: add-pile, remove-pile, shuffle, draw, deal, search, end-search, cut, move-pile.
 * Each validates its payload and the table, then returns the new state and events; a refusal leaves the state
 * untouched. Events never name a hidden card: a draw says how many cards went where, never which.
 */
import type { HiddenState } from '../../core/hidden'
import { createZone, moveSlots, showSlotsTo, shuffleZone, zoneSlots } from '../../core/hidden'
import { reject } from '../../core/errors'
import { payloadError, payloadRecord, readInt } from '../../core/game'
import type { Rng } from '../../core/random'
import { rngForAction } from '../../core/random'
import type { Action, ApplyResult, Json, SeatId } from '../../core/types'
import { tabletopErrors } from './errors'
import { readBool, readCoord, readCount, readPileId, readPileSpec } from './payload'
import type { Handler, PileId, PileMeta, PileSpec, TabletopState } from './types'
import { MAX_CARDS, MAX_DEAL_SEATS, MAX_DRAW, MAX_PILES } from './types'
import { BOX_ZONE, cardsInPlay, handZone, pileMeta, pileProblem, pileZone, searchOf } from './zones'

/** The random source for shuffling `pile`, from the action's entropy. */
function shuffleRng(action: Action, pile: PileId): ReturnType<typeof rngForAction> {
  return rngForAction(action, `tabletop/shuffle/${pile}`)
}

/** Replaces one pile's metadata. */
function withPile(state: TabletopState, pile: PileId, meta: PileMeta): TabletopState {
  return { ...state, piles: { ...state.piles, [pile]: meta } }
}

/**
 * Puts a pile down (shared by 'add-pile' and setup). Refuses a taken id, a full table or too many cards in
 * play; `rng` shuffles it at once when the spec asks for that.
 */
export function putPile(
  state: TabletopState,
  spec: PileSpec,
  rng: Rng | null,
  seat: SeatId | null,
): ApplyResult<TabletopState> {
  if (pileMeta(state, spec.pile)) return reject(tabletopErrors.pileExists(spec.pile))
  if (Object.keys(state.piles).length >= MAX_PILES) return reject(tabletopErrors.tooManyPiles(MAX_PILES))
  if (cardsInPlay(state.cards) + spec.cards.length > MAX_CARDS) return reject(tabletopErrors.tooManyCards(MAX_CARDS))
  const zone = pileZone(spec.pile)
  let cards = createZone(state.cards, zone, {
    visibility: spec.kind === 'deck' ? 'hidden' : 'public',
    cards: spec.cards,
    // Every card keeps the pile's back wherever it goes (hidden.ts, "Backs"), so a drawn card still shows it.
    ...(spec.back ? { back: spec.back } : {}),
  })
  if (rng) cards = shuffleZone(cards, zone, rng)
  const meta: PileMeta = {
    name: spec.name,
    kind: spec.kind,
    x: spec.x,
    z: spec.z,
    searchedBy: null,
    ...(spec.back ? { back: spec.back } : {}),
  }
  const { pile, name, kind } = spec
  return {
    ok: true,
    state: withPile({ ...state, cards }, pile, meta),
    events: [
      { type: 'pile-added', data: { seat, pile, name, kind, count: spec.cards.length, shuffled: rng !== null } },
    ],
  }
}

/** 'add-pile' {pile, name, kind, x, z, cards, shuffle?}: a box or an import puts a pile down. */
export const addPile: Handler = (state, action, seat) => {
  const spec = readPileSpec(payloadRecord(action))
  let rng: Rng | null = null
  if (spec.shuffle) {
    const r = shuffleRng(action, spec.pile)
    if (!r.ok) return reject(r.error)
    rng = r.rng
  }
  return putPile(state, spec, rng, seat)
}

/**
 * The hidden state without an empty zone. The core has no way to delete a zone; an empty one holds no
 * identity, so dropping its key is safe and lets the pile id be used again.
 */
function dropEmptyZone(cards: HiddenState, zone: string): HiddenState {
  const zones = { ...cards.zones }
  delete zones[zone]
  return { ...cards, zones }
}

/** 'remove-pile' {pile}: puts a pile back in the box; its cards leave play (they are kept, never shown). */
export const removePile: Handler = (state, action, seat) => {
  const pile = readPileId(payloadRecord(action))
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  const zone = pileZone(pile)
  const slots = zoneSlots(state.cards, zone)
  const cards = moveSlots(
    state.cards,
    slots.map((slot) => ({ slot, to: BOX_ZONE, position: 'bottom' as const })),
  )
  const piles = { ...state.piles }
  delete piles[pile]
  return {
    ok: true,
    state: { ...state, piles, cards: dropEmptyZone(cards, zone) },
    events: [{ type: 'pile-removed', data: { seat, pile, count: slots.length } }],
  }
}

/** 'shuffle' {pile}: a fair shuffle from the action's entropy; everyone forgets what they knew of the pile. */
export const shuffle: Handler = (state, action, seat) => {
  const pile = readPileId(payloadRecord(action))
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  if (pileMeta(state, pile)?.searchedBy === seat) return reject(tabletopErrors.searchingThisPile())
  const r = shuffleRng(action, pile)
  if (!r.ok) return reject(r.error)
  return {
    ok: true,
    state: { ...state, cards: shuffleZone(state.cards, pileZone(pile), r.rng) },
    events: [{ type: 'shuffled', data: { seat, pile, count: zoneSlots(state.cards, pileZone(pile)).length } }],
  }
}

/** 'draw' {pile, count}: the top `count` cards into the actor's hand; all or nothing. */
export const drawCards: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const pile = readPileId(record)
  const count = readCount(record, 'count', MAX_DRAW)
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  const have = zoneSlots(state.cards, pileZone(pile)).length
  if (have < count) return reject(tabletopErrors.notEnoughCards(have, count))
  // The top `count` cards, one after another, to the right end of the hand (the count was checked above).
  const slots = zoneSlots(state.cards, pileZone(pile)).slice(0, count)
  const hand = handZone(seat)
  const cards = moveSlots(
    state.cards,
    slots.map((slot) => ({ slot, to: hand, position: 'bottom' as const })),
  )
  return { ok: true, state: { ...state, cards }, events: [{ type: 'drew', data: { seat, pile, count, slots } }] }
}

/** Reads deal's seat list: 1…MAX_SEATS distinct seat ids (whether they are seated is checked by `deal`). */
function readDealSeats(value: Json | undefined): SeatId[] {
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_DEAL_SEATS &&
    value.every((s) => typeof s === 'string') &&
    new Set(value).size === value.length
  if (!ok) {
    payloadError(
      `a „seats” mezőnek 1–${MAX_DEAL_SEATS} különböző hely listájának kell lennie.`,
      `field "seats" must list 1 to ${MAX_DEAL_SEATS} distinct seats.`,
    )
  }
  return value as SeatId[]
}

/**
 * 'deal' {pile, count, seats}: `count` cards to each seat, one at a time round-robin in the order given, like a
 * real deal. All or nothing: with too few cards the deal is refused (and says how many are left), because a
 * short deal would silently favour the first seats.
 */
export const deal: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const pile = readPileId(record)
  const count = readCount(record, 'count', MAX_DRAW)
  const seats = readDealSeats(record.seats)
  const stranger = seats.find((s) => !state.seats.includes(s))
  if (stranger !== undefined) return reject(tabletopErrors.unknownSeat(stranger))
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  const have = zoneSlots(state.cards, pileZone(pile)).length
  if (have < count * seats.length) return reject(tabletopErrors.notEnoughCards(have, count * seats.length))
  // One card at a time from the top, round-robin: the i-th card dealt goes to seats[i % seats.length].
  const top = zoneSlots(state.cards, pileZone(pile))
  const moves = Array.from({ length: count * seats.length }, (_, i) => ({
    slot: top[i] as string,
    to: handZone(seats[i % seats.length] as SeatId),
    position: 'bottom' as const,
  }))
  const cards = moveSlots(state.cards, moves)
  return { ok: true, state: { ...state, cards }, events: [{ type: 'dealt', data: { seat, pile, count, seats } }] }
}

/** 'search' {pile}: the actor takes the pile to look through it; it sees every face, nobody else does. */
export const search: Handler = (state, action, seat) => {
  const pile = readPileId(payloadRecord(action))
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  if (searchOf(state, seat) !== null) return reject(tabletopErrors.alreadySearching())
  const slots = zoneSlots(state.cards, pileZone(pile))
  if (slots.length === 0) return reject(tabletopErrors.emptyPile())
  const cards = showSlotsTo(state.cards, slots, [seat])
  const meta = pileMeta(state, pile) as PileMeta
  return {
    ok: true,
    state: withPile({ ...state, cards }, pile, { ...meta, searchedBy: seat }),
    events: [{ type: 'searched', data: { seat, pile, count: slots.length } }],
  }
}

/**
 * 'end-search' {shuffle}: gives the searched pile back, shuffled (needs entropy; everyone forgets it) or not
 * (the searcher keeps knowing what it saw, as at a real table).
 */
export const endSearch: Handler = (state, action, seat) => {
  const shuffled = readBool(payloadRecord(action), 'shuffle')
  const pile = searchOf(state, seat)
  if (pile === null) return reject(tabletopErrors.notSearching())
  let cards = state.cards
  if (shuffled) {
    const r = shuffleRng(action, pile)
    if (!r.ok) return reject(r.error)
    cards = shuffleZone(cards, pileZone(pile), r.rng)
  }
  const meta = pileMeta(state, pile) as PileMeta
  return {
    ok: true,
    state: withPile({ ...state, cards }, pile, { ...meta, searchedBy: null }),
    events: [{ type: 'search-ended', data: { seat, pile, shuffled } }],
  }
}

/** 'cut' {pile, at}: the top `at` cards go under the rest, in order (1 ≤ at < size). */
export const cut: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const pile = readPileId(record)
  const at = readInt(record, 'at', 1, MAX_CARDS)
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  const zone = pileZone(pile)
  const slots = zoneSlots(state.cards, zone)
  if (at >= slots.length) return reject(tabletopErrors.badCut(slots.length))
  const cards = moveSlots(
    state.cards,
    slots.slice(0, at).map((slot) => ({ slot, to: zone, position: 'bottom' as const })),
  )
  return { ok: true, state: { ...state, cards }, events: [{ type: 'cut', data: { seat, pile, at } }] }
}

/** 'move-pile' {pile, x, z}: slides a pile across the table. */
export const movePile: Handler = (state, action, seat) => {
  const record = payloadRecord(action)
  const pile = readPileId(record)
  const x = readCoord(record, 'x')
  const z = readCoord(record, 'z')
  const problem = pileProblem(state, pile, seat)
  if (problem) return reject(problem)
  const meta = pileMeta(state, pile) as PileMeta
  return {
    ok: true,
    state: withPile(state, pile, { ...meta, x, z }),
    events: [{ type: 'pile-moved', data: { seat, pile, x, z } }],
  }
}
