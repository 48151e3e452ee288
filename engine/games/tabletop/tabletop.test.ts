/** The game contract around the actions: setup from a box's config, the view's shape, legal actions, outcome. */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { tabletop } from './tabletop'
import type { TabletopConfig } from './types'
import { action, cardIds, entropy, ok, refused, secret, slotsOf, start, withPile } from './testing/fixtures'

const DECK = cardIds('hoth/rebel', 12)

describe('setup', () => {
  const config: TabletopConfig = {
    piles: [
      { pile: 'deck', name: 'Deck', kind: 'deck', x: -1, z: 0, cards: DECK, shuffle: true },
      { pile: 'bin', name: 'Discard', kind: 'discard', x: 1, z: 0, cards: [] },
    ],
  }

  it('gives every seat an empty hand and puts the config piles down, shuffled from the setup entropy', () => {
    const state = tabletop.setup(config, ['s1', 's2'], entropy(5))
    expect(Object.keys(state.cards.zones).sort()).toEqual([
      'box',
      'hand:s1',
      'hand:s2',
      'pile:bin',
      'pile:deck',
      'table',
    ])
    expect(state.dice).toEqual({})
    const order = slotsOf(state, 'pile:deck').map((s) => secret(state, s))
    expect(order).not.toEqual(DECK)
    expect(hashState(tabletop.setup(config, ['s1', 's2'], entropy(5)))).toBe(hashState(state))
    expect(hashState(tabletop.setup(config, ['s1', 's2'], entropy(6)))).not.toBe(hashState(state))
  })

  it('throws on a bad config or seat list (the host’s error, not a peer’s)', () => {
    expect(() => tabletop.setup({}, ['s1', 's1'], entropy(1))).toThrow(RangeError)
    expect(() => tabletop.setup({}, [''], entropy(1))).toThrow(RangeError)
    const twice = { piles: [config.piles?.[1], config.piles?.[1]] } as TabletopConfig
    expect(() => tabletop.setup(twice, ['s1'], entropy(1))).toThrow(/already on the table/)
    expect(() => tabletop.setup({ piles: [{ pile: '__proto__' }] } as never, ['s1'], entropy(1))).toThrow()
    expect(() => tabletop.setup({ piles: 'x' } as never, ['s1'], entropy(1))).toThrow(RangeError)
  })
})

describe('view', () => {
  it('shows piles with count and face, table places, and zones without the box', () => {
    let state = withPile(withPile(start(), 'd', DECK), 'bin', ['b-1'], 'discard')
    state = ok(state, 's1', 'draw', { pile: 'd', count: 2 }).state
    const slot = slotsOf(state, 'hand:s1')[0] as string
    state = ok(state, 's1', 'play', { slot, x: 1, z: 1, faceUp: true }).state
    const view = tabletop.view(state, 's2')
    expect(view.seats).toEqual(['s1', 's2'])
    expect(view.piles.d).toEqual({ name: 'd', kind: 'deck', x: 0, z: 0, searchedBy: null, faceUp: false, count: 10 })
    expect(view.piles.bin).toMatchObject({ faceUp: true, count: 1 })
    expect(view.table[slot]).toMatchObject({ x: 1, z: 1, faceUp: true })
    expect(view.dice).toEqual({})
    expect(view.cards.zones.box).toBeUndefined()
    expect(view.cards.zones['hand:s1']?.slots).toHaveLength(1)
    expect(Object.values(view.cards.cards).sort()).toEqual(['b-1', DECK[0]].sort())
  })
})

describe('legalActions and outcome', () => {
  it('lists only accepted actions, none for spectators, and the game never ends', () => {
    let state = withPile(start(), 'd', DECK)
    state = ok(state, 's1', 'draw', { pile: 'd', count: 1 }).state
    const types = tabletop.legalActions(state, 's1').map((a) => a.type)
    expect(types).toEqual(expect.arrayContaining(['draw', 'deal', 'shuffle', 'cut', 'search', 'play']))
    expect(tabletop.legalActions(state, 'ghost')).toEqual([])
    const searching = ok(state, 's2', 'search', { pile: 'd' }).state
    expect(tabletop.legalActions(searching, 's1').filter((a) => a.type !== 'play')).toEqual([])
    expect(tabletop.legalActions(searching, 's2').map((a) => a.type)).toContain('end-search')
    expect(tabletop.outcome(state)).toBeNull()
  })

  it('turns malformed actions into typed errors, never a throw', () => {
    const state = start()
    refused(state, 's1', 'draw', undefined, 'malformed-action')
    refused(state, 's1', 'draw', [1, 2], 'malformed-action')
    refused(state, 's1', 'reorder-hand', { slots: Array.from({ length: 5000 }, () => 'slot:1') }, 'malformed-action')
    expect(tabletop.apply(state, action('', undefined), 's1').ok).toBe(false)
    expect(tabletop.apply(state, null as never, 's1').ok).toBe(false)
  })
})
