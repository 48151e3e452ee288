/**
 * Command cards in hand, deck and discard (rulebook "Laphúzás", team rules): drawing with a reshuffle of the
 * discard pile when the deck runs out. Card identities stay behind the core's hidden-information helpers.
 */
import { draw, moveSlots, shuffleZone, zoneSlots } from '../../core/hidden'
import type { Rng } from '../../core/random'
import type { EngineEvent, SeatId } from '../../core/types'
import type { HothState } from './types'

/** Zone names of a seat's cards. */
export const zones = {
  deck: (seat: SeatId) => `deck:${seat}`,
  hand: (seat: SeatId) => `hand:${seat}`,
  discard: (seat: SeatId) => `discard:${seat}`,
  played: 'played',
} as const

/** Draws `count` cards into `seat`'s hand, reshuffling its discard pile into its deck when the deck is empty. */
export function drawCards(draft: HothState, seat: SeatId, count: number, rng: Rng, events: EngineEvent[]): void {
  for (let i = 0; i < count; i++) {
    if (zoneSlots(draft.cards, zones.deck(seat)).length === 0) {
      const discard = zoneSlots(draft.cards, zones.discard(seat))
      if (discard.length === 0) return
      const deck = zones.deck(seat)
      draft.cards = moveSlots(
        draft.cards,
        discard.map((slot) => ({ slot, to: deck, position: 'bottom' as const })),
      )
      draft.cards = shuffleZone(draft.cards, zones.deck(seat), rng)
      events.push({ type: 'reshuffled', data: { seat, cards: discard.length } })
    }
    const result = draw(draft.cards, zones.deck(seat), zones.hand(seat))
    if (!result.ok) return
    draft.cards = result.state
    events.push({ type: 'card-drawn', data: { seat } })
  }
}
