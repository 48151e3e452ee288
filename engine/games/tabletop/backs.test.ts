/**
 * Card backs at the tabletop: a card put down in a pile with a back keeps showing that back to every seat (and
 * spectators) when it is drawn, dealt, laid face down, moved to another pile or shuffled there, while its identity
 * stays with whoever may know it. Cards of a pile without a back show none (the common back).
 */
import { describe, expect, it } from 'vitest'
import { tabletop } from './tabletop'
import type { TabletopState } from './types'
import { cardIds, entropy, ok, secret, slotsOf, start } from './testing/fixtures'

const DARK = cardIds('swlcg/dark', 12)
const PLAIN = cardIds('import/plain', 4)
const VIEWERS = ['s1', 's2', 's3', null]

/** A table with a shuffled dark deck (with its back), a plain deck (none) and an empty discard pile. */
function table(): TabletopState {
  return start(['s1', 's2', 's3'], {
    piles: [
      { pile: 'dark', name: 'Dark', kind: 'deck', x: 0, z: 0, cards: DARK, shuffle: true, back: 'swlcg/back-dark' },
      { pile: 'plain', name: 'Plain', kind: 'deck', x: 2, z: 0, cards: PLAIN },
      { pile: 'bin', name: 'Discard', kind: 'discard', x: 4, z: 0, cards: [] },
    ],
  })
}

/** Expects every viewer to see `back` on `slot` and, unless it may know it, not the slot's identity anywhere. */
function seenByAll(state: TabletopState, slot: string, back: string | undefined, knows: (string | null)[]): void {
  for (const seat of VIEWERS) {
    const view = tabletop.view(state, seat)
    expect(view.cards.backs[slot], `back of ${slot} for ${seat}`).toBe(back)
    const json = JSON.stringify(view)
    if (knows.includes(seat)) expect(json).toContain(secret(state, slot))
    else expect(json, `${seat} must not know ${slot}`).not.toContain(secret(state, slot))
  }
}

describe('card backs at the tabletop', () => {
  it('a drawn and a dealt card keep the deck’s back in every seat’s view, their faces in their owners’ only', () => {
    let state = ok(table(), 's1', 'draw', { pile: 'dark', count: 1 }).state
    state = ok(state, 's3', 'deal', { pile: 'dark', count: 2, seats: ['s2', 's1'] }).state
    for (const slot of slotsOf(state, 'hand:s1')) seenByAll(state, slot, 'swlcg/back-dark', ['s1'])
    for (const slot of slotsOf(state, 'hand:s2')) seenByAll(state, slot, 'swlcg/back-dark', ['s2'])
    for (const slot of slotsOf(state, 'pile:dark')) seenByAll(state, slot, 'swlcg/back-dark', [])
  })

  it('a card laid face down or moved to another pile keeps its own back, not the new pile’s', () => {
    let state = ok(table(), 's1', 'draw', { pile: 'dark', count: 2 }).state
    const [played, moved] = slotsOf(state, 'hand:s1') as [string, string]
    state = ok(state, 's1', 'play', { slot: played, x: 1, z: 1, faceUp: false }).state
    state = ok(state, 's1', 'move', { slot: moved, to: { pile: 'plain', position: 'top' } }).state
    const fromDeck = slotsOf(state, 'pile:dark')[0] as string
    state = ok(state, 's2', 'move', { slot: fromDeck, to: { table: { x: 0, z: 2, faceUp: false } } }).state
    seenByAll(state, played, 'swlcg/back-dark', ['s1'])
    seenByAll(state, moved, 'swlcg/back-dark', ['s1'])
    seenByAll(state, fromDeck, 'swlcg/back-dark', [])
    // A plain card moved onto the dark deck shows no back there: it is the common back.
    const plain = slotsOf(state, 'pile:plain')[1] as string
    state = ok(state, 's3', 'move', { slot: plain, to: { pile: 'dark', position: 'top' } }).state
    seenByAll(state, plain, undefined, [])
  })

  it('a shuffle carries each card’s back along with it and forgets every identity', () => {
    let state = ok(table(), 's1', 'draw', { pile: 'dark', count: 1 }).state
    const mine = slotsOf(state, 'hand:s1')[0] as string
    const card = secret(state, mine)
    state = ok(state, 's1', 'move', { slot: mine, to: { pile: 'plain', position: 'top' } }).state
    state = ok(state, 's2', 'shuffle', { pile: 'plain' }, entropy(7)).state
    const slots = slotsOf(state, 'pile:plain')
    const dark = slots.find((slot) => secret(state, slot) === card) as string
    for (const slot of slots) seenByAll(state, slot, slot === dark ? 'swlcg/back-dark' : undefined, [])
    // Face up on the discard pile, the same card still carries its back (a later face-down move shows it).
    state = ok(state, 's1', 'move', { slot: dark, to: { pile: 'bin', position: 'top' } }).state
    seenByAll(state, dark, 'swlcg/back-dark', ['s1', 's2', 's3', null])
  })

  it('a removed pile’s backs leave every view with its cards', () => {
    const state = ok(table(), 's1', 'remove-pile', { pile: 'dark' }).state
    for (const seat of VIEWERS) expect(tabletop.view(state, seat).cards.backs).toEqual({})
  })
})
