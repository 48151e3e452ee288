/**
 * Zone names, where a card is, who may touch it, and the few state changes every handler shares (a card
 * landing on or leaving the table, a card entering a pile someone is searching). Everything returns new
 * objects: states handed to `apply` are deep-frozen by the fold.
 */
import type { HiddenState, SlotId, ZoneId } from '../../core/hidden'
import { reveal, showTo, zoneOf } from '../../core/hidden'
import type { EngineError, SeatId } from '../../core/types'
import { tabletopErrors } from './errors'
import type { CardPlace, PileId, PileMeta, TableSpot, TabletopState } from './types'

/** The zone of loose cards on the table. */
export const TABLE_ZONE = 'table'
/** Cards of removed piles: out of play, kept so the card count never changes, left out of every view. */
export const BOX_ZONE = 'box'

/** The hidden zone holding a pile's cards. */
export function pileZone(pile: PileId): ZoneId {
  return `pile:${pile}`
}

/** The hidden zone holding a seat's hand. */
export function handZone(seat: SeatId): ZoneId {
  return `hand:${seat}`
}

/** Where a card is, as events and checks describe it. */
export type Where = { pile: PileId } | { hand: SeatId } | { table: true } | { box: true }

/** Where `slot` is, or null when no such card exists. */
export function locate(cards: HiddenState, slot: SlotId): Where | null {
  const zone = zoneOf(cards, slot)
  if (zone === null) return null
  if (zone.startsWith('pile:')) return { pile: zone.slice(5) }
  if (zone.startsWith('hand:')) return { hand: zone.slice(5) }
  return zone === TABLE_ZONE ? { table: true } : { box: true }
}

/** The pile's metadata, or null (own properties only, so 'constructor' is never a pile). */
export function pileMeta(state: TabletopState, pile: PileId): PileMeta | null {
  return Object.hasOwn(state.piles, pile) ? (state.piles[pile] as PileMeta) : null
}

/** The pile `seat` is searching, or null. */
export function searchOf(state: TabletopState, seat: SeatId): PileId | null {
  for (const [id, meta] of Object.entries(state.piles)) if (meta.searchedBy === seat) return id
  return null
}

/** Why `seat` may not touch `pile` (unknown, or held by another seat's search), or null when it may. */
export function pileProblem(state: TabletopState, pile: PileId, seat: SeatId): EngineError | null {
  const meta = pileMeta(state, pile)
  if (!meta) return tabletopErrors.unknownPile(pile)
  if (meta.searchedBy !== null && meta.searchedBy !== seat) return tabletopErrors.pileBeingSearched(meta.searchedBy)
  return null
}

/**
 * Where the card in `slot` is, if `seat` may pick it up: any table card, any card of a pile it may touch, and
 * only its own hand. Otherwise the typed error to refuse with.
 */
export function takeable(state: TabletopState, slot: SlotId, seat: SeatId): { where: Where } | { error: EngineError } {
  const where = locate(state.cards, slot)
  if (where === null || 'box' in where) return { error: tabletopErrors.unknownSlot() }
  if ('hand' in where && where.hand !== seat) return { error: tabletopErrors.notYourHand() }
  if ('pile' in where) {
    const problem = pileProblem(state, where.pile, seat)
    if (problem) return { error: problem }
  }
  return { where }
}

/** Cards in play: every zone but the box. */
export function cardsInPlay(cards: HiddenState): number {
  let n = 0
  for (const [name, zone] of Object.entries(cards.zones)) if (name !== BOX_ZONE) n += zone.slots.length
  return n
}

/**
 * Gives `slot` (already moved into the table zone) a place on top of everything, face up or down. Face up
 * reveals it to everyone; face down reveals nothing (whoever knew the card before keeps knowing it).
 */
export function placeOnTable(
  state: TabletopState,
  cards: HiddenState,
  slot: SlotId,
  at: TableSpot,
  keep?: CardPlace,
): TabletopState {
  const place: CardPlace = {
    x: at.x,
    z: at.z,
    quarter: at.quarter ?? keep?.quarter ?? 0,
    faceUp: at.faceUp,
    layer: state.nextLayer,
    counters: keep?.counters ?? {},
  }
  return {
    ...state,
    cards: at.faceUp ? reveal(cards, slot) : cards,
    table: withPlace(state.table, slot, place),
    nextLayer: state.nextLayer + 1,
  }
}

/**
 * A copy of the table's places without `drop`, in an object without a prototype (still plain JSON). Spreading into
 * `{}` gave V8 a new hidden class for every slot key a table ever held, copies getting slower as a session went on;
 * a prototype-less object is a hash table from the start.
 */
function copyPlaces(table: Record<SlotId, CardPlace>, drop?: SlotId): Record<SlotId, CardPlace> {
  const out = Object.create(null) as Record<SlotId, CardPlace>
  for (const key of Object.keys(table)) if (key !== drop) out[key] = table[key] as CardPlace
  return out
}

/** The table with `slot` at `place`. */
export function withPlace(table: Record<SlotId, CardPlace>, slot: SlotId, place: CardPlace): Record<SlotId, CardPlace> {
  const out = copyPlaces(table)
  out[slot] = place
  return out
}

/** The table without `slot`'s place: a card leaving the table drops its rotation and counters. */
export function withoutPlace(table: Record<SlotId, CardPlace>, slot: SlotId): Record<SlotId, CardPlace> {
  return Object.hasOwn(table, slot) ? copyPlaces(table, slot) : table
}

/** Shows `slot`, just put into `pile`, to the pile's searcher if it has one: the pile is face up in its hands. */
export function showSearcher(state: TabletopState, cards: HiddenState, pile: PileId, slot: SlotId): HiddenState {
  const searcher = pileMeta(state, pile)?.searchedBy ?? null
  return searcher === null ? cards : showTo(cards, slot, [searcher])
}
