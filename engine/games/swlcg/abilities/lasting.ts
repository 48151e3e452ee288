/**
 * Lasting effects: what an ability grants or forbids until the end of a strike, an engagement, a phase or a turn.
 * They are public state (`state.lasting`), added by effects, read by the modifier queries, and dropped when their
 * duration ends (the flow calls `expire` at each end) or when a card they name leaves play.
 */
import type { SlotId } from '../../../core/hidden'
import { leaveLater } from '../pending'
import type { Lasting, Player, SwlcgState } from '../types'
import type { Duration } from './vocabulary'

/** The durations that end together with each one: a turn's end ends its phase, engagement and strike too. */
const ENDS_WITH: Readonly<Record<Duration, readonly Duration[]>> = {
  strike: ['strike'],
  engagement: ['strike', 'engagement'],
  phase: ['strike', 'engagement', 'phase'],
  turn: ['strike', 'engagement', 'phase', 'turn'],
}

/**
 * Adds a lasting effect, unless it has nothing to last for: no card to affect (an "up to" choice of none), or a
 * duration of this engagement or strike used with no engagement under way (it would otherwise outlive its moment
 * and end with the next engagement instead).
 */
export function addLasting(draft: SwlcgState, lasting: Lasting): void {
  if ('cards' in lasting && lasting.cards.length === 0) return
  if ((lasting.until === 'engagement' || lasting.until === 'strike') && !draft.engagement) return
  draft.lasting = [...draft.lasting, lasting]
}

/**
 * Drops the lasting effects whose duration ends now (`ended` and everything shorter); cards to be discarded then
 * ("if still in play at the end of the phase") leave play through the queue.
 */
export function expire(draft: SwlcgState, ended: Duration): void {
  const ending = ENDS_WITH[ended]
  if (draft.lasting.some((l) => ending.includes(l.until))) {
    const discard = draft.lasting.filter((l) => l.kind === 'discard-at-end' && ending.includes(l.until))
    draft.lasting = draft.lasting.filter((l) => !ending.includes(l.until))
    const cards = discard.flatMap((l) => ('cards' in l ? l.cards : [])).filter((s) => Object.hasOwn(draft.table, s))
    if (cards.length > 0) leaveLater(draft, cards, 'discarded')
  }
}

/** Forgets a card that left play (a card that comes back is a new card to the rules). */
export function forgetCard(draft: SwlcgState, slot: SlotId): void {
  if (!draft.lasting.some((l) => 'cards' in l && l.cards.includes(slot))) return
  draft.lasting = draft.lasting
    .map((l) => ('cards' in l ? { ...l, cards: l.cards.filter((s) => s !== slot) } : l))
    .filter((l) => !('cards' in l) || l.cards.length > 0)
}

/** The lasting effects of one kind naming `slot`. */
export function lastingOn<K extends 'grant' | 'restrict'>(
  state: SwlcgState,
  kind: K,
  slot: SlotId,
): Extract<Lasting, { kind: K }>[] {
  return state.lasting.filter((l): l is Extract<Lasting, { kind: K }> => l.kind === kind && l.cards.includes(slot))
}

/** The lasting effects of one kind for `side`. */
export function lastingFor<K extends 'ignore-match' | 'next-card'>(
  state: SwlcgState,
  kind: K,
  side: Player,
): Extract<Lasting, { kind: K }>[] {
  return state.lasting.filter((l): l is Extract<Lasting, { kind: K }> => l.kind === kind && l.side === side)
}

/** Uses up `side`'s next-card effects once it played a card. */
export function useNextCard(draft: SwlcgState, side: Player): void {
  if (lastingFor(draft, 'next-card', side).length === 0) return
  draft.lasting = draft.lasting.filter((l) => l.kind !== 'next-card' || l.side !== side)
}

/** Whether a lasting effect forbids declaring the unit as an attacker / a defender. */
export function restricted(state: SwlcgState, slot: SlotId, as: 'attack' | 'defend'): boolean {
  return lastingOn(state, 'restrict', slot).some((l) => l.cannot === as || l.cannot === 'attack-or-defend')
}
