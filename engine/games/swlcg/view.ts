/**
 * What a seat sees of an SWLCG game: every public fact (the table, tokens, dial, Balance, the turn and any prompt,
 * which name slots only), and of the cards only the faces it may see: its own hand and face-down objectives, its
 * edge stack before the reveal, and every card in a public zone. Spectators see only public cards.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { SwlcgState } from './types'

/** A seat's view: the state with card identities redacted. */
export type SwlcgView = Omit<SwlcgState, 'cards'> & { cards: HiddenView }

/** The view of `state` for `seat` (null = spectator). */
export function viewSwlcg(state: SwlcgState, seat: SeatId | null): SwlcgView {
  const { cards, ...rest } = state
  return { ...rest, cards: redactForSeat(cards, seat) }
}
