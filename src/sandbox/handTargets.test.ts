import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopConfig, TabletopState } from '../../engine/games/tabletop'
import { BOXES } from '../boxes'
import { tabletopConfig } from '../boxes/setUpBox'
import type { BoxDefinition } from '../boxes/types'
import { handTargets } from './handTargets'
import { pileBook } from './pileBook'
import { pileObjectId, tabletopObjects } from './tabletopObjects'

const SEATS = ['s1', 's2', 's3', 's4']

function table(boxId: string) {
  const config = tabletopConfig(BOXES[boxId] as BoxDefinition) as TabletopConfig
  return { state: tabletop.setup(config, SEATS, '00'), book: pileBook(config) }
}

/** The first card of `pile`, drawn into `seat`'s hand: its look as that seat sees it. */
function drawOne(state: TabletopState, seat: string, pile: string): { state: TabletopState; look: string } {
  const r = tabletop.apply(state, { type: 'draw', payload: { pile, count: 1 } }, seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  const view = tabletop.view(r.state, seat)
  const slot = view.cards.zones[`hand:${seat}`]?.slots[0] ?? ''
  return { state: r.state, look: view.cards.cards[slot] ?? '' }
}

describe('hand card targets', () => {
  it('offers a Card Game card only its own command deck and the discard pile beside it, for either side', () => {
    const { state, book } = table('swlcg')
    const navy = drawOne(state, 's2', 'navy-command')
    expect(handTargets(tabletop.view(navy.state, 's2'), book, 's2', navy.look)).toEqual({
      deck: 'navy-command',
      discard: 'navy-discard',
    })
    const jedi = drawOne(navy.state, 's1', 'jedi-command')
    expect(handTargets(tabletop.view(jedi.state, 's1'), book, 's1', jedi.look)).toEqual({
      deck: 'jedi-command',
      discard: 'jedi-discard',
    })
  })

  it('never offers another seat’s pile, and nothing where the seat has none', () => {
    const { state, book } = table('swm')
    // SWM's piles are stat cards: no deck, no discard pile for a hand.
    expect(handTargets(tabletop.view(state, 's2'), book, 's2', 'x')).toEqual({ deck: null, discard: null })
    const hoth = table('hoth-free')
    expect(handTargets(tabletop.view(hoth.state, 's2'), hoth.book, 's2', 'x')).toEqual({
      deck: 'empire-command',
      discard: 'empire-discard',
    })
    // A seat with no piles of its own (s3 at a two-sided box) gets nothing of s1's or s2's.
    expect(handTargets(tabletop.view(hoth.state, 's3'), hoth.book, 's3', 'x')).toEqual({ deck: null, discard: null })
  })

  it('counts shared piles put down at the table by kind, nearest to the seat', () => {
    const { state, book } = table('sandbox')
    const add = (s: TabletopState, pile: string, kind: 'deck' | 'discard', z: number) => {
      const r = tabletop.apply(s, { type: 'add-pile', payload: { pile, name: pile, kind, x: 0, z, cards: [] } }, 's1')
      if (!r.ok) throw new Error(r.error.reason.en)
      return r.state
    }
    const s = add(add(state, 'near-s2', 'discard', -3), 'near-s1', 'discard', 3)
    // The sandbox's one deck is everyone's; each player's discard pile is the one in front of them.
    expect(handTargets(tabletop.view(s, 's2'), book, 's2', 'x')).toEqual({ deck: 'deck', discard: 'near-s2' })
    expect(handTargets(tabletop.view(s, 's1'), book, 's1', 'x')).toEqual({ deck: 'deck', discard: 'near-s1' })
    // An imported deck (not in the book) counts as a deck too: the one nearer the player is theirs.
    const imported = add(s, 'imported', 'deck', -3.4)
    expect(handTargets(tabletop.view(imported, 's2'), book, 's2', 'x').deck).toBe('imported')
  })

  it('lays a seat’s own piles turned to it in the scene, and leaves shared ones as they are', () => {
    const { state, book } = table('swlcg')
    const objects = tabletopObjects(tabletop.view(state, 's2'), book)
    expect(objects.get(pileObjectId('sith-affiliation'))?.quarter).toBe(2)
    expect(objects.get(pileObjectId('force-dark'))?.quarter).toBe(2)
    expect(objects.get(pileObjectId('jedi-affiliation'))?.quarter).toBe(0)
    // Without a book (an older room's start), every pile lies as before.
    expect(tabletopObjects(tabletop.view(state, 's2')).get(pileObjectId('sith-affiliation'))?.quarter).toBe(0)
  })

  it('reads a damaged book as shared, unturned and roleless', () => {
    const raw = { piles: [{ pile: 'a', owner: 's9', quarter: 7, role: 'steal', cards: [1] }, null, { pile: 3 }] }
    expect(pileBook(raw as unknown as TabletopConfig)).toEqual({ a: { owner: '', quarter: 0, role: null, cards: [] } })
    expect(pileBook(null)).toEqual({})
  })
})
