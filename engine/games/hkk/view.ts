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
import type { HkkState, ManualOp, ManualReason, Player } from './types'

/** A manual resolution under way, for the table: the card, its text, the operations so far, and who acts now. */
export type ManualView = {
  /** The resolver. */
  by: Player
  /** 'ops' while the resolver works; 'acknowledge' while the opponent is to acknowledge or dispute. */
  awaiting: 'ops' | 'acknowledge'
  source: string
  def: string
  reason: ManualReason
  /** The card's text, as its importer wrote it (public: the def is). */
  text: string
  ops: ManualOp[]
}

/** A seat's view of the game. */
export type HkkView = Omit<HkkState, 'cards'> & {
  cards: HiddenView
  /** Derived stats of every card in play. */
  stats: Record<string, DerivedStats>
  /** Card counts per player (public). */
  counts: Record<Player, { hand: number; deck: number; discard: number }>
  /** Who must act now (null: either, at the roll-off, or nobody). */
  acting: Player | null
  /** The manual resolution under way, or null. */
  manual: ManualView | null
}

/** The pending manual resolution as the table shows it. */
function manualView(state: HkkState): ManualView | null {
  const pend = state.pending
  if (pend?.kind !== 'manual' && pend?.kind !== 'acknowledge') return null
  const { source, def, reason, ops } = pend
  const by = pend.kind === 'manual' ? pend.by : pend.resolver
  const awaiting = pend.kind === 'manual' ? 'ops' : 'acknowledge'
  return { by, awaiting, source, def, reason, text: state.defs[def]?.manual?.text ?? '', ops }
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
    manual: manualView(state),
  }
}
