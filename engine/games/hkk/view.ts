/**
 * What a seat sees: every public fact (the turn, stage, whose priority, the stack, combat, counters, cards in play)
 * with derived stats (current damage and Ép with every bonus), hand and deck sizes, and of the cards only the faces
 * it may see (core redaction). Nothing here is judged from a hidden card.
 */
import type { HiddenView } from '../../core/hidden'
import { redactForSeat, zoneSlots } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { actingPlayer } from './apply'
import { PLAYERS, zones } from './queries'
import { activeStatics, statsOf } from './stats'
import type { DerivedStats } from './stats'
import type { HkkState, Player } from './types'

/** A seat's view of the game. */
export type HkkView = Omit<HkkState, 'cards'> & {
  cards: HiddenView
  /** Derived stats of every card in play. */
  stats: Record<string, DerivedStats>
  /** Card counts per player (public). */
  counts: Record<Player, { hand: number; deck: number; discard: number }>
  /** Who must act now (null: either, at the roll-off, or nobody). */
  acting: Player | null
}

/** The view of `state` for `seat` (null = spectator). */
export function viewHkk(state: HkkState, seat: SeatId | null): HkkView {
  const { cards, ...rest } = state
  const stats: Record<string, DerivedStats> = {}
  const statics = activeStatics(state)
  for (const slot of Object.keys(state.perms)) stats[slot] = statsOf(state, slot, statics)
  const count = (p: Player) => ({
    hand: zoneSlots(cards, zones.hand(p)).length,
    deck: zoneSlots(cards, zones.deck(p)).length,
    discard: zoneSlots(cards, zones.discard(p)).length,
  })
  return {
    ...rest,
    cards: redactForSeat(cards, seat),
    stats,
    counts: { p1: count(PLAYERS[0]!), p2: count(PLAYERS[1]!) },
    acting: actingPlayer(state),
  }
}
