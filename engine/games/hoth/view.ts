/**
 * What a seat sees of a Hoth game: everything on the board, but of the cards only the faces it may see (its
 * own hand, what a teammate showed it, played and discarded cards). Spectators see no hand.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { HothState } from './types'

/** A seat's view: the state with card identities redacted and the undo stack reduced to a flag. */
export type HothView = Omit<HothState, 'cards' | 'undo'> & { cards: HiddenView; canUndo: boolean }

/** The view of `state` for `seat` (null = spectator). */
export function viewHoth(state: HothState, seat: SeatId | null): HothView {
  const { cards, undo, ...board } = state
  return { ...board, cards: redactForSeat(cards, seat), canUndo: undo.length > 0 && seat === state.turn.seat }
}
