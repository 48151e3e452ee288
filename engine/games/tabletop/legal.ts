/**
 * A useful subset of the legal actions for UI hints, tests and bots: every listed action is accepted by `apply`
 * (shuffles once the log adds entropy). Positions are free on a sandbox table, so plays are listed at the
 * centre, and actions with a huge or destructive space (add-pile, remove-pile, move, counter) are not listed.
 */
import { zoneSlots } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import type { TabletopAction, TabletopState } from './types'
import { MAX_DEAL_SEATS } from './types'
import { handZone, pileZone, searchOf } from './zones'

/** Actions on the piles `seat` may touch. */
function pileActions(state: TabletopState, seat: SeatId, searching: string | null): TabletopAction[] {
  const out: TabletopAction[] = []
  for (const [pile, meta] of Object.entries(state.piles)) {
    if (meta.searchedBy !== null && meta.searchedBy !== seat) continue
    const count = zoneSlots(state.cards, pileZone(pile)).length
    if (count > 0) out.push({ type: 'draw', payload: { pile, count: 1 } })
    const dealTo = state.seats.slice(0, MAX_DEAL_SEATS)
    if (count >= dealTo.length && dealTo.length > 0) {
      out.push({ type: 'deal', payload: { pile, count: 1, seats: dealTo } })
    }
    if (meta.searchedBy === seat) continue
    out.push({ type: 'shuffle', payload: { pile } })
    if (count > 1) out.push({ type: 'cut', payload: { pile, at: Math.floor(count / 2) } })
    if (count > 0 && searching === null) out.push({ type: 'search', payload: { pile } })
  }
  return out
}

/** Legal actions for `seat` now (a subset; see the module comment). Spectators get none. */
export function legalTabletopActions(state: TabletopState, seat: SeatId): TabletopAction[] {
  if (!state.seats.includes(seat)) return []
  const searching = searchOf(state, seat)
  const out = pileActions(state, seat, searching)
  if (searching !== null) {
    out.push({ type: 'end-search', payload: { shuffle: false } }, { type: 'end-search', payload: { shuffle: true } })
  }
  for (const slot of zoneSlots(state.cards, handZone(seat))) {
    out.push({ type: 'play', payload: { slot, x: 0, z: 0, faceUp: true } })
  }
  for (const [slot, place] of Object.entries(state.table)) {
    out.push(
      { type: 'flip', payload: { slot } },
      { type: 'rotate', payload: { slot, quarter: (place.quarter + 1) % 4 } },
    )
  }
  return out
}
