/**
 * What a seat (or a spectator) sees: piles, table places, rolled dice (public), the zone layout and every card's public
 * back, with only the card identities it may know (redactForSeat). The box (cards of removed piles) is left out:
 * nobody needs it on the table.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { PileView, TabletopState, TabletopView } from './types'
import { BOX_ZONE, pileZone } from './zones'

/** The view of `state` for `seat` (null = spectator). */
export function viewTabletop(state: TabletopState, seat: SeatId | null): TabletopView {
  const redacted = redactForSeat(state.cards, seat)
  const box = redacted.zones[BOX_ZONE]?.slots ?? []
  const zones = { ...redacted.zones }
  delete zones[BOX_ZONE]
  const cards: HiddenView = { zones, cards: redacted.cards, backs: redacted.backs }
  if (box.length > 0) {
    const visible = { ...redacted.cards }
    const backs = { ...redacted.backs }
    for (const slot of box) {
      delete visible[slot]
      delete backs[slot]
    }
    cards.cards = visible
    cards.backs = backs
  }
  const piles: Record<string, PileView> = {}
  for (const [id, meta] of Object.entries(state.piles)) {
    piles[id] = { ...meta, faceUp: meta.kind === 'discard', count: zones[pileZone(id)]?.slots.length ?? 0 }
  }
  return { seats: state.seats.slice(), piles, table: { ...state.table }, dice: { ...state.dice }, cards }
}
