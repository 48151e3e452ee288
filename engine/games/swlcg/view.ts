/**
 * What a seat sees of an SWLCG game: every public fact (the table, tokens, dial, Balance, the turn and any prompt,
 * which name slots only), and of the cards only the faces it may see: its own hand and face-down objectives, its
 * edge stack before the reveal, and every card in a public zone. Spectators see only public cards.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { Player, SwlcgState } from './types'

/**
 * A seat's view: the state with card identities redacted, and of the take-back only who may use it (the kept state
 * holds every identity, so it never leaves the engine).
 */
export type SwlcgView = Omit<SwlcgState, 'cards' | 'undo'> & { cards: HiddenView; undoBy: Player | null }

/** The view of `state` for `seat` (null = spectator). */
export function viewSwlcg(state: SwlcgState, seat: SeatId | null): SwlcgView {
  const { cards, undo, ...rest } = state
  return { ...rest, cards: redactForSeat(cards, seat), undoBy: undo?.side ?? null }
}
