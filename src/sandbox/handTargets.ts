/**
 * Where a card in a seat's hand may go besides the table: back on top or to the bottom of its own deck, or onto its
 * own discard pile — one of each, never another seat's pile (a player does not put cards on the opponent's deck).
 * Box piles say whose they are and what they are to a hand (./pileBook.ts); piles put down at the table (imports, a
 * new discard pile) are shared and count by kind: a deck takes cards back, a face-up pile takes discards.
 */
import type { PileView, TabletopView } from '../../engine/games/tabletop'
import { seatDirection } from '../lib/cameraPresets'
import type { PileBook, PileRole } from './pileBook'

/** The piles a hand card is offered: pile ids, or null where the seat has none. */
export interface HandTargets {
  deck: string | null
  discard: string | null
}

/** How far from the middle a seat's own things lie (where "nearest to the seat" measures from). */
const SEAT_REACH = 3.4

/** The piles `seat` may put hand card `look` on (see the file comment). */
export function handTargets(view: TabletopView, book: PileBook, seat: string, look: string): HandTargets {
  const mine = (role: PileRole) =>
    Object.entries(view.piles).filter(([id, pile]) => {
      const info = book[id]
      if (pile.searchedBy || (info?.owner && info.owner !== seat)) return false
      return (info ? info.role : pile.kind === 'deck' ? 'draw' : 'discard') === role
    })
  const dir = seatDirection(seat)
  const edge = { x: dir.x * SEAT_REACH, z: dir.z * SEAT_REACH }
  const decks = mine('draw')
  // The deck the card came from (a box deck that started with it), else the one nearest the seat.
  const home = decks.find(([id]) => book[id]?.cards.includes(look)) ?? nearest(decks, edge)
  // A seat's own deck has its discard pile beside it (a Card Game side has two decks, each with its own); next to a
  // shared deck, the discard pile nearest the player is theirs.
  const own = home !== null && book[home[0]]?.owner === seat
  const discard = nearest(mine('discard'), own ? home[1] : edge)
  return { deck: home?.[0] ?? null, discard: discard?.[0] ?? null }
}

/** The entry of `piles` nearest to `to`, or null. */
function nearest(piles: readonly [string, PileView][], to: { x: number; z: number }): [string, PileView] | null {
  let best: [string, PileView] | null = null
  let bestDistance = Infinity
  for (const entry of piles) {
    const distance = Math.hypot(entry[1].x - to.x, entry[1].z - to.z)
    if (distance < bestDistance) [best, bestDistance] = [entry, distance]
  }
  return best
}
