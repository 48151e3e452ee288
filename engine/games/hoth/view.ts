/**
 * What a seat sees of a Hoth game: everything on the board, but of the cards only the faces it may see (its
 * own hand, what a teammate showed it, played and discarded cards). Spectators see no hand.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { HothState } from './types'
import { undoNeedsAgreement } from './undo'

/**
 * A seat's view: the state with card identities redacted and the undo stack reduced to two flags: `canUndo`
 * (this seat's undo is legal now) and `undoNeedsAgreement` (that undo would ask the other side, as for a move).
 */
export type HothView = Omit<HothState, 'cards' | 'undo'> & {
  cards: HiddenView
  canUndo: boolean
  undoNeedsAgreement: boolean
}

/** The view of `state` for `seat` (null = spectator). */
export function viewHoth(state: HothState, seat: SeatId | null): HothView {
  const { cards, undo, ...board } = state
  const canUndo = undo.length > 0 && seat === state.turn.seat && state.undoRequest === null
  return {
    ...board,
    cards: redactForSeat(cards, seat),
    canUndo,
    undoNeedsAgreement: canUndo && undoNeedsAgreement(state),
  }
}
