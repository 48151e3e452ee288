/** Pile actions: add-pile, remove-pile, shuffle, draw, deal, search, end-search, cut, move-pile, bad payloads. */
import { describe, expect, it } from 'vitest'
import { MAX_PILE_CARDS, MAX_PILES } from './types'
import { cardIds, entropy, ok, refused, secret, slotsOf, start, withPile } from './testing/fixtures'

const DECK = cardIds('swlcg/core', 10)

describe('add-pile', () => {
  it('puts a deck down face down and a discard pile face up, top card first', () => {
    const { state, events } = ok(start(), 's1', 'add-pile', {
      pile: 'deck1',
      name: 'Light side',
      kind: 'deck',
      x: 1.5,
      z: -2,
      cards: DECK,
    })
    expect(state.piles.deck1).toEqual({ name: 'Light side', kind: 'deck', x: 1.5, z: -2, searchedBy: null })
    expect(state.cards.zones['pile:deck1']?.visibility).toBe('hidden')
    expect(slotsOf(state, 'pile:deck1').map((s) => secret(state, s))).toEqual(DECK)
    expect(events).toEqual([
      {
        type: 'pile-added',
        data: { seat: 's1', pile: 'deck1', name: 'Light side', kind: 'deck', count: 10, shuffled: false },
      },
    ])
    const discard = withPile(state, 'bin', [], 'discard')
    expect(discard.cards.zones['pile:bin']?.visibility).toBe('public')
  })

  it('shuffles at once with `shuffle: true` and entropy, and refuses without entropy', () => {
    const payload = { pile: 'd', name: 'D', kind: 'deck', x: 0, z: 0, cards: DECK, shuffle: true }
    refused(start(), 's1', 'add-pile', payload, 'missing-entropy')
    const { state } = ok(start(), 's1', 'add-pile', payload, entropy(7))
    const order = slotsOf(state, 'pile:d').map((s) => secret(state, s))
    expect(order).not.toEqual(DECK)
    expect([...order].sort()).toEqual([...DECK].sort())
  })

  it('refuses a taken id, a full table and oversized or malformed piles', () => {
    const state = withPile(start(), 'd', DECK)
    refused(state, 's2', 'add-pile', { pile: 'd', name: 'x', kind: 'deck', x: 0, z: 0, cards: [] }, 'pile-exists')
    let full = start()
    for (let i = 0; i < MAX_PILES; i++) full = withPile(full, `p${i}`, [])
    refused(
      full,
      's1',
      'add-pile',
      { pile: 'one-more', name: 'x', kind: 'deck', x: 0, z: 0, cards: [] },
      'too-many-piles',
    )
    const base = { pile: 'n', name: 'N', kind: 'deck', x: 0, z: 0, cards: DECK }
    const bad = [
      { ...base, pile: '__proto__' },
      { ...base, pile: 'constructor ' },
      { ...base, pile: 'a:b' },
      { ...base, pile: '' },
      { ...base, kind: 'hand' },
      { ...base, x: 1e9 },
      { ...base, name: 'x'.repeat(61) },
      { ...base, cards: [1, 2] },
      { ...base, cards: [''] },
      { ...base, cards: cardIds('big', MAX_PILE_CARDS + 1) },
      { ...base, shuffle: 'yes' },
    ]
    for (const payload of bad) refused(start(), 's1', 'add-pile', payload, 'malformed-action')
    refused(start(), 's1', 'add-pile', null, 'malformed-action')
  })

  it('refuses more cards in play than the limit', () => {
    let state = start()
    for (let i = 0; i < 5; i++) state = withPile(state, `big${i}`, cardIds(`b${i}`, MAX_PILE_CARDS))
    refused(
      state,
      's1',
      'add-pile',
      { pile: 'last', name: 'L', kind: 'deck', x: 0, z: 0, cards: DECK },
      'too-many-cards',
    )
  })
})

describe('remove-pile', () => {
  it('puts the pile and its cards in the box (kept, out of play), and frees the id', () => {
    const state = withPile(start(), 'd', DECK)
    const { state: after, events } = ok(state, 's2', 'remove-pile', { pile: 'd' })
    expect(after.piles).toEqual({})
    expect(after.cards.zones['pile:d']).toBeUndefined()
    expect(slotsOf(after, 'box')).toHaveLength(10)
    expect(events).toEqual([{ type: 'pile-removed', data: { seat: 's2', pile: 'd', count: 10 } }])
    expect(withPile(after, 'd', ['x']).piles.d?.name).toBe('d')
    refused(after, 's1', 'remove-pile', { pile: 'd' }, 'unknown-pile')
    refused(state, 's1', 'remove-pile', { pile: 'constructor' }, 'unknown-pile')
  })
})

describe('shuffle', () => {
  const state = withPile(start(), 'd', cardIds('x', 30))
  const orderAfter = (ent: string): string[] => {
    const s = ok(state, 's1', 'shuffle', { pile: 'd' }, ent).state
    return slotsOf(s, 'pile:d').map((slot) => secret(s, slot))
  }

  it('is determined by the entropy and differs for different entropy', () => {
    expect(orderAfter(entropy(1))).toEqual(orderAfter(entropy(1)))
    expect(orderAfter(entropy(1))).not.toEqual(orderAfter(entropy(2)))
    expect(orderAfter(entropy(1)).sort()).toEqual(cardIds('x', 30).sort())
  })

  it('gives every card a fresh slot and names no card in its event', () => {
    const { state: after, events } = ok(state, 's2', 'shuffle', { pile: 'd' }, entropy(3))
    const before = new Set(slotsOf(state, 'pile:d'))
    expect(slotsOf(after, 'pile:d').some((s) => before.has(s))).toBe(false)
    expect(events).toEqual([{ type: 'shuffled', data: { seat: 's2', pile: 'd', count: 30 } }])
  })

  it('needs valid entropy and a known pile', () => {
    refused(state, 's1', 'shuffle', { pile: 'd' }, 'missing-entropy')
    refused(state, 's1', 'shuffle', { pile: 'd' }, 'bad-entropy', 'xyz')
    refused(state, 's1', 'shuffle', { pile: 'nope' }, 'unknown-pile', entropy(1))
  })
})

describe('draw', () => {
  const state = withPile(start(), 'd', DECK)

  it('takes the top cards into the actor hand, in order, and names none', () => {
    const { state: after, events } = ok(state, 's1', 'draw', { pile: 'd', count: 3 })
    const hand = slotsOf(after, 'hand:s1')
    expect(hand.map((s) => secret(after, s))).toEqual(DECK.slice(0, 3))
    expect(slotsOf(after, 'pile:d')).toHaveLength(7)
    expect(events).toEqual([{ type: 'drew', data: { seat: 's1', pile: 'd', count: 3, slots: hand } }])
    expect(JSON.stringify(events)).not.toContain('swlcg')
    const again = ok(after, 's1', 'draw', { pile: 'd', count: 1 }).state
    expect(slotsOf(again, 'hand:s1').slice(0, 3)).toEqual(hand)
  })

  it('refuses the loser of a race for the last card, and bad counts', () => {
    const one = withPile(start(), 'd', ['only'])
    const won = ok(one, 's1', 'draw', { pile: 'd', count: 1 }).state
    const error = refused(won, 's2', 'draw', { pile: 'd', count: 1 }, 'not-enough-cards')
    expect(error.reason.en).toContain('holds 0 cards')
    refused(state, 's1', 'draw', { pile: 'd', count: 11 }, 'not-enough-cards')
    for (const count of [0, -1, 1.5, '2', 101]) refused(state, 's1', 'draw', { pile: 'd', count }, 'malformed-action')
    refused(state, 's1', 'draw', { pile: 'x', count: 1 }, 'unknown-pile')
  })

  it('refuses spectators and unknown actions', () => {
    refused(state, 'ghost', 'draw', { pile: 'd', count: 1 }, 'spectator-cannot-act')
    refused(state, 's1', 'steal', {}, 'unknown-action')
    refused(state, 's1', '__proto__', {}, 'unknown-action')
  })
})

describe('deal', () => {
  const state = withPile(start(['s1', 's2', 's3']), 'd', DECK)

  it('deals one card at a time round-robin in the given order', () => {
    const { state: after, events } = ok(state, 's3', 'deal', { pile: 'd', count: 3, seats: ['s2', 's1'] })
    const ids = (seat: string): string[] => slotsOf(after, `hand:${seat}`).map((s) => secret(after, s))
    expect(ids('s2')).toEqual([DECK[0], DECK[2], DECK[4]])
    expect(ids('s1')).toEqual([DECK[1], DECK[3], DECK[5]])
    expect(ids('s3')).toEqual([])
    expect(slotsOf(after, 'pile:d')).toHaveLength(4)
    expect(events).toEqual([{ type: 'dealt', data: { seat: 's3', pile: 'd', count: 3, seats: ['s2', 's1'] } }])
  })

  it('is all or nothing: too few cards are refused, saying how many are left', () => {
    const error = refused(state, 's1', 'deal', { pile: 'd', count: 4, seats: ['s1', 's2', 's3'] }, 'not-enough-cards')
    expect(error.reason.en).toContain('holds 10 cards, 12 are needed')
  })

  it('refuses unknown seats and malformed seat lists', () => {
    refused(state, 's1', 'deal', { pile: 'd', count: 1, seats: ['s1', 's9'] }, 'unknown-seat')
    refused(state, 's1', 'deal', { pile: 'd', count: 1, seats: ['__proto__'] }, 'unknown-seat')
    for (const seats of [[], ['s1', 's1'], 's1', [1], null]) {
      refused(state, 's1', 'deal', { pile: 'd', count: 1, seats }, 'malformed-action')
    }
  })
})

describe('search and end-search', () => {
  const state = withPile(start(), 'd', DECK)

  it('locks the pile for everyone but the searcher until the search ends', () => {
    const { state: s, events } = ok(state, 's1', 'search', { pile: 'd' })
    expect(s.piles.d?.searchedBy).toBe('s1')
    expect(events).toEqual([{ type: 'searched', data: { seat: 's1', pile: 'd', count: 10 } }])
    refused(s, 's2', 'draw', { pile: 'd', count: 1 }, 'pile-being-searched')
    refused(s, 's2', 'shuffle', { pile: 'd' }, 'pile-being-searched', entropy(1))
    refused(s, 's2', 'search', { pile: 'd' }, 'pile-being-searched')
    refused(s, 's2', 'move-pile', { pile: 'd', x: 1, z: 1 }, 'pile-being-searched')
    refused(s, 's2', 'remove-pile', { pile: 'd' }, 'pile-being-searched')
    refused(s, 's2', 'move', { slot: slotsOf(s, 'pile:d')[3], to: { hand: 's2' } }, 'pile-being-searched')
    refused(s, 's1', 'shuffle', { pile: 'd' }, 'searching-this-pile', entropy(1))
    refused(s, 's2', 'end-search', { shuffle: false }, 'not-searching')
    // The searcher takes the fourth card (chosen by face) into its hand.
    const picked = ok(s, 's1', 'move', { slot: slotsOf(s, 'pile:d')[3], to: { hand: 's1' } }).state
    expect(slotsOf(picked, 'hand:s1').map((x) => secret(picked, x))).toEqual([DECK[3]])
    const ended = ok(picked, 's1', 'end-search', { shuffle: false })
    expect(ended.events).toEqual([{ type: 'search-ended', data: { seat: 's1', pile: 'd', shuffled: false } }])
    expect(ended.state.piles.d?.searchedBy).toBeNull()
    ok(ended.state, 's2', 'draw', { pile: 'd', count: 1 })
  })

  it('ends with a shuffle only with entropy; one search at a time; not on an empty pile', () => {
    const s = ok(withPile(state, 'e', []), 's1', 'search', { pile: 'd' }).state
    refused(s, 's1', 'end-search', { shuffle: true }, 'missing-entropy')
    refused(s, 's1', 'end-search', {}, 'malformed-action')
    const ended = ok(s, 's1', 'end-search', { shuffle: true }, entropy(4))
    expect(ended.events[0]?.data).toEqual({ seat: 's1', pile: 'd', shuffled: true })
    refused(withPile(withPile(state, 'd2', ['a']), 'e', []), 's1', 'search', { pile: 'e' }, 'empty-pile')
    const two = ok(withPile(state, 'd2', ['a']), 's1', 'search', { pile: 'd' }).state
    refused(two, 's1', 'search', { pile: 'd2' }, 'already-searching')
  })
})

describe('cut and move-pile', () => {
  const state = withPile(start(), 'd', DECK)

  it('cut puts the top cards under the rest, in order', () => {
    const { state: after, events } = ok(state, 's2', 'cut', { pile: 'd', at: 4 })
    expect(slotsOf(after, 'pile:d').map((s) => secret(after, s))).toEqual([...DECK.slice(4), ...DECK.slice(0, 4)])
    expect(events).toEqual([{ type: 'cut', data: { seat: 's2', pile: 'd', at: 4 } }])
    refused(state, 's1', 'cut', { pile: 'd', at: 10 }, 'bad-cut')
    refused(state, 's1', 'cut', { pile: 'd', at: 0 }, 'malformed-action')
    refused(withPile(start(), 'one', ['a']), 's1', 'cut', { pile: 'one', at: 1 }, 'bad-cut')
  })

  it('move-pile slides it and checks coordinates', () => {
    const { state: after, events } = ok(state, 's2', 'move-pile', { pile: 'd', x: -3.25, z: 2 })
    expect(after.piles.d).toMatchObject({ x: -3.25, z: 2 })
    expect(events).toEqual([{ type: 'pile-moved', data: { seat: 's2', pile: 'd', x: -3.25, z: 2 } }])
    for (const x of [Number.NaN, '1', null, 5000])
      refused(state, 's1', 'move-pile', { pile: 'd', x, z: 0 }, 'malformed-action')
    refused(state, 's1', 'move-pile', { pile: 'zz', x: 0, z: 0 }, 'unknown-pile')
  })
})
