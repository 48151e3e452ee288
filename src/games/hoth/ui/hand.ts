/**
 * What the hand panel shows, read from a seat's view and legal actions: the seat's cards (with their
 * definitions where the seat may see them), which are playable, Fleet Deployment discards, other hands as
 * counts, the seat's piles and the card played this turn. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { CardDef, HothAction, HothView } from '../../../../engine/games/hoth'
import { cardDefOfInstance, hothZones } from '../../../../engine/games/hoth'
import { findCard } from './names'

/** A card in the seat's hand. */
export interface HandCard {
  slot: string
  /** The definition, or null when the view hides the card (never for one's own hand). */
  def: CardDef | null
  /** A 'play-card' action for this slot is legal now. */
  playable: boolean
}

/** The slots of a zone ([] when the view has no such zone). */
export function zoneSlotsOf(view: HothView, zone: string): readonly string[] {
  return Object.hasOwn(view.cards.zones, zone) ? (view.cards.zones[zone]?.slots ?? []) : []
}

/** The definition of the card in `slot`, when the view shows it. */
export function slotCard(view: HothView, slot: string): CardDef | null {
  const instance = Object.hasOwn(view.cards.cards, slot) ? view.cards.cards[slot] : undefined
  if (instance === undefined) return null
  try {
    return cardDefOfInstance(instance)
  } catch {
    return null
  }
}

/** The seat's hand, left to right (spectators: none). */
export function handCards(view: HothView, seat: SeatId | null, legal: readonly HothAction[]): HandCard[] {
  if (seat === null) return []
  const playable = new Set(legal.flatMap((a) => (a.type === 'play-card' ? [a.payload.slot] : [])))
  return zoneSlotsOf(view, hothZones.hand(seat)).map((slot) => ({
    slot,
    def: slotCard(view, slot),
    playable: playable.has(slot),
  }))
}

/** Whether the seat is choosing Fleet Deployment discards now. */
export function choosingDiscards(legal: readonly HothAction[]): boolean {
  return legal.some((a) => a.type === 'fleet-discard')
}

/** The legal Fleet Deployment discard of exactly `slots` (empty: keep every card), or null. */
export function fleetAction(legal: readonly HothAction[], slots: readonly string[]): HothAction | null {
  const want = new Set(slots)
  const found = legal.find(
    (a) =>
      a.type === 'fleet-discard' && a.payload.slots.length === want.size && a.payload.slots.every((s) => want.has(s)),
  )
  return found ?? null
}

/** How many cards a Fleet Deployment discard of `count` cards draws. */
export function fleetDraws(view: HothView, count: number): number {
  const pending = view.turn.pending
  return pending?.kind === 'fleet' && pending.draws === 'plus-one' ? count + 1 : count
}

/** Every other player's hand size (a three-player turn order names the solo seat twice; this lists it once). */
export function otherHands(view: HothView, seat: SeatId | null): { seat: SeatId; count: number }[] {
  return view.players
    .filter((p) => p.seat !== seat)
    .map((p) => ({ seat: p.seat, count: zoneSlotsOf(view, hothZones.hand(p.seat)).length }))
}

/** The seat's deck and discard pile sizes. */
export function pileCounts(view: HothView, seat: SeatId): { deck: number; discard: number } {
  return {
    deck: zoneSlotsOf(view, hothZones.deck(seat)).length,
    discard: zoneSlotsOf(view, hothZones.discard(seat)).length,
  }
}

/** The card played this turn, or null before the play. */
export function playedCard(view: HothView): CardDef | null {
  return view.turn.card === null ? null : findCard(view.turn.card)
}
