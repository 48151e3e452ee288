/**
 * What the table shows at each player's seat, read only from a seat's redacted view: hand, deck and discard
 * counts (slot counts, which every seat may know), the discard pile's top card and the card played this turn
 * (both public), and the leader each player took. Card identities come from `view.cards.cards`, which holds
 * only what the looking seat may see, so nothing here can reveal a hidden card. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { CardDef, HothView, LeaderId, Side } from '../../../../engine/games/hoth'
import { cardDef, cardDefOfInstance, hothZones } from '../../../../engine/games/hoth'

/** One player's place at the table, as the view shows it. */
export interface SeatInfo {
  seat: SeatId
  side: Side
  /** 1 sits left of 2 within a side (as the players look at the board). */
  teamIndex: 1 | 2
  /** Players on this side (1 or 2). */
  teamSize: 1 | 2
  leader: LeaderId | null
  /** Cards in hand (a count only). */
  hand: number
  /** Whether to draw the hand as card backs: every seat's but the looking seat's own (its hand is the DOM fan). */
  showHand: boolean
  deck: number
  discard: number
  /** The discard pile's top card when the view shows its face (discards are public), else null. */
  discardTop: CardDef | null
  /** The card this seat played this turn, face up, or null. */
  played: CardDef | null
  /** It is this seat's turn. */
  active: boolean
}

function slotsOf(view: HothView, zone: string): readonly string[] {
  return Object.hasOwn(view.cards.zones, zone) ? (view.cards.zones[zone]?.slots ?? []) : []
}

/** The definition behind a slot the view shows, or null when it hides it (or names an unknown card). */
function visibleCard(view: HothView, slot: string | undefined): CardDef | null {
  if (slot === undefined || !Object.hasOwn(view.cards.cards, slot)) return null
  try {
    return cardDefOfInstance(view.cards.cards[slot]!)
  } catch {
    return null
  }
}

function knownCard(id: string | null): CardDef | null {
  if (id === null) return null
  try {
    return cardDef(id)
  } catch {
    return null
  }
}

/** Every player's seat in the view's player order, as `looking` (null: a spectator) sees it. */
export function seatModel(view: HothView, looking: SeatId | null): SeatInfo[] {
  const played = view.result ? null : knownCard(view.turn.card)
  return view.players.map((p) => {
    const discard = slotsOf(view, hothZones.discard(p.seat))
    return {
      seat: p.seat,
      side: p.side,
      teamIndex: p.teamIndex,
      teamSize: view.players.filter((q) => q.side === p.side).length > 1 ? 2 : 1,
      leader: p.leader,
      hand: slotsOf(view, hothZones.hand(p.seat)).length,
      showHand: p.seat !== looking,
      deck: slotsOf(view, hothZones.deck(p.seat)).length,
      discard: discard.length,
      discardTop: visibleCard(view, discard[0]),
      played: view.turn.seat === p.seat ? played : null,
      active: !view.result && view.turn.seat === p.seat,
    }
  })
}
