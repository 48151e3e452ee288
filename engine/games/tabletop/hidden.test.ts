/**
 * The hidden-information guarantees, checked on the serialised views the table would receive: hands stay with
 * their owners, deck order with nobody, face-down cards with whoever already knew them, searches with the
 * searcher until a shuffle.
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent, Json } from '../../core/types'
import { tabletop } from './tabletop'
import type { TabletopState } from './types'
import { cardIds, entropy, ok, secret, slotsOf, start, visibleIds, withPile } from './testing/fixtures'

const DECK = cardIds('swlcg/core', 20)

/** A shuffled deck dealt 5 each to s1 and s2, with a spectator-free 3-seat table (s3 watches as a seat). */
function shuffledAndDealt(): TabletopState {
  let state = withPile(start(['s1', 's2', 's3']), 'd', DECK)
  state = ok(state, 's1', 'shuffle', { pile: 'd' }, entropy(42)).state
  return ok(state, 's1', 'deal', { pile: 'd', count: 5, seats: ['s1', 's2'] }).state
}

const ids = (state: TabletopState, zone: string): string[] => slotsOf(state, zone).map((s) => secret(state, s))

describe('hidden hands and decks', () => {
  it("after shuffle + deal, no view holds another seat's hand or any deck card", () => {
    const state = shuffledAndDealt()
    const s1Hand = ids(state, 'hand:s1')
    const s2Hand = ids(state, 'hand:s2')
    const deck = ids(state, 'pile:d')
    expect(s1Hand).toHaveLength(5)
    expect(s2Hand).toHaveLength(5)
    const s2View = JSON.stringify(tabletop.view(state, 's2'))
    for (const card of [...s1Hand, ...deck]) expect(s2View).not.toContain(card)
    for (const card of s2Hand) expect(s2View).toContain(card)
    for (const seat of ['s3', null]) {
      const json = JSON.stringify(tabletop.view(state, seat))
      for (const card of DECK) expect(json).not.toContain(card)
    }
    expect(visibleIds(state, 's1').sort()).toEqual([...s1Hand].sort())
  })

  it("a face-down card from a deck is in nobody's view; from a hand only in its owner's", () => {
    let state = shuffledAndDealt()
    const fromDeck = slotsOf(state, 'pile:d')[0] as string
    state = ok(state, 's3', 'move', { slot: fromDeck, to: { table: { x: 0, z: 0, faceUp: false } } }).state
    const fromHand = slotsOf(state, 'hand:s1')[0] as string
    state = ok(state, 's1', 'play', { slot: fromHand, x: 1, z: 0, faceUp: false }).state
    for (const seat of ['s1', 's2', 's3', null]) {
      expect(JSON.stringify(tabletop.view(state, seat))).not.toContain(secret(state, fromDeck))
    }
    expect(visibleIds(state, 's1')).toContain(secret(state, fromHand))
    for (const seat of ['s2', 's3', null]) expect(visibleIds(state, seat)).not.toContain(secret(state, fromHand))
  })

  it('a face-up play shows the card to all, spectators included', () => {
    let state = shuffledAndDealt()
    const slot = slotsOf(state, 'hand:s2')[2] as string
    state = ok(state, 's2', 'play', { slot, x: 0, z: 0, faceUp: true }).state
    for (const seat of ['s1', 's2', 's3', null])
      expect(tabletop.view(state, seat).cards.cards[slot]).toBe(secret(state, slot))
  })

  it('flipping a deck card face up on the table reveals it to all', () => {
    let state = shuffledAndDealt()
    const slot = slotsOf(state, 'pile:d')[0] as string
    state = ok(state, 's3', 'move', { slot, to: { table: { x: 0, z: 0, faceUp: false } } }).state
    expect(visibleIds(state, 's3')).not.toContain(secret(state, slot))
    state = ok(state, 's2', 'flip', { slot }).state
    for (const seat of ['s1', 's2', 's3', null]) expect(visibleIds(state, seat)).toContain(secret(state, slot))
  })

  it('a search shows the pile to the searcher only, and a shuffle afterwards forgets it', () => {
    const state = ok(shuffledAndDealt(), 's2', 'search', { pile: 'd' }).state
    const deck = ids(state, 'pile:d')
    const s2 = JSON.stringify(tabletop.view(state, 's2'))
    for (const card of deck) expect(s2).toContain(card)
    for (const seat of ['s1', 's3', null]) {
      const json = JSON.stringify(tabletop.view(state, seat))
      for (const card of deck) expect(json).not.toContain(card)
    }
    // Ending without a shuffle: s2 still remembers what it saw, as at a real table.
    const kept = ok(state, 's2', 'end-search', { shuffle: false }).state
    expect(visibleIds(kept, 's2')).toEqual(expect.arrayContaining(deck))
    const reshuffled = ok(kept, 's1', 'shuffle', { pile: 'd' }, entropy(9)).state
    const forgotten = ok(state, 's2', 'end-search', { shuffle: true }, entropy(9)).state
    for (const after of [reshuffled, forgotten]) {
      const json = JSON.stringify(tabletop.view(after, 's2'))
      for (const card of deck) expect(json).not.toContain(card)
    }
  })

  it('a card the searcher puts into the searched pile stays known to it only', () => {
    let state = shuffledAndDealt()
    const slot = slotsOf(state, 'pile:d')[0] as string
    state = ok(state, 's3', 'move', { slot, to: { table: { x: 0, z: 0, faceUp: false } } }).state
    state = ok(state, 's2', 'search', { pile: 'd' }).state
    state = ok(state, 's2', 'move', { slot, to: { pile: 'd', position: 'bottom' } }).state
    expect(visibleIds(state, 's2')).toContain(secret(state, slot))
    expect(visibleIds(state, 's1')).not.toContain(secret(state, slot))
  })

  it('removed piles vanish from every view, box included', () => {
    let state = withPile(shuffledAndDealt(), 'bin', ['public-1', 'public-2'], 'discard')
    expect(visibleIds(state, null)).toEqual(['public-1', 'public-2'])
    state = ok(state, 's1', 'remove-pile', { pile: 'bin' }).state
    const view = tabletop.view(state, null)
    expect(view.cards.zones.box).toBeUndefined()
    expect(JSON.stringify(view)).not.toContain('public-')
    expect(view.piles.bin).toBeUndefined()
  })

  it('no event of a whole game names a hidden card', () => {
    let state = shuffledAndDealt()
    const events: EngineEvent[] = []
    const hand = slotsOf(state, 'hand:s1')
    const steps: [string, string, (s: TabletopState) => Json][] = [
      ['s1', 'draw', () => ({ pile: 'd', count: 2 })],
      ['s1', 'play', () => ({ slot: hand[0] as string, x: 0, z: 0, faceUp: false })],
      ['s1', 'move', () => ({ slot: hand[1] as string, to: { pile: 'd', position: 'top' } })],
      ['s2', 'search', () => ({ pile: 'd' })],
      ['s2', 'end-search', () => ({ shuffle: false })],
      ['s3', 'cut', () => ({ pile: 'd', at: 3 })],
      ['s1', 'reorder-hand', (s) => ({ slots: slotsOf(s, 'hand:s1').reverse() })],
    ]
    for (const [seat, type, payload] of steps) {
      const step = ok(state, seat, type, payload(state))
      events.push(...step.events)
      state = step.state
    }
    const json = JSON.stringify(events)
    for (const card of DECK) expect(json).not.toContain(card)
  })
})
