import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState } from '../../engine/games/tabletop'
import { inverseOf } from './cardUndo'

const deck = Array.from({ length: 10 }, (_, i) => `c${i}`)
const start = (): TabletopState =>
  tabletop.setup({ piles: [{ pile: 'd', name: 'Deck', kind: 'deck', x: 0, z: 0, cards: deck }] }, ['s1', 's2'], '00')

function apply(state: TabletopState, action: TabletopAction, seat = 's1'): TabletopState {
  const r = tabletop.apply(state, action, seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  return r.state
}

/** Applies `action`, then its inverse; the card layout (not slot knowledge) must be back where it was. */
function roundTrip(state: TabletopState, action: TabletopAction): { before: TabletopState; after: TabletopState } {
  const inverse = inverseOf(action, tabletop.view(state, 's1'), 's1')
  expect(inverse).not.toBeNull()
  let after = apply(state, action)
  for (const a of inverse ?? []) after = apply(after, a)
  return { before: state, after }
}

const layout = (s: TabletopState) => ({ zones: s.cards.zones, table: s.table, piles: s.piles })

describe('undo of own card actions', () => {
  it('puts drawn cards back on the deck in their order', () => {
    const s = start()
    const { before, after } = roundTrip(s, { type: 'draw', payload: { pile: 'd', count: 3 } })
    expect(after.cards.zones['pile:d']?.slots).toEqual(before.cards.zones['pile:d']?.slots)
    expect(after.cards.zones['hand:s1']?.slots).toEqual([])
  })

  it('takes a played card back into the hand, and moves a table card back with its turn and counters', () => {
    let s = apply(start(), { type: 'draw', payload: { pile: 'd', count: 1 } })
    const slot = s.cards.zones['hand:s1']!.slots[0]!
    const played = roundTrip(s, { type: 'play', payload: { slot, x: 1, z: 1, faceUp: true } })
    expect(played.after.cards.zones['hand:s1']?.slots).toEqual([slot])

    s = apply(s, { type: 'play', payload: { slot, x: 1, z: 1, faceUp: true } })
    s = apply(s, { type: 'rotate', payload: { slot, quarter: 1 } })
    s = apply(s, { type: 'counter', payload: { slot, name: 'damage', delta: 2 } })
    const moved = roundTrip(s, { type: 'move', payload: { slot, to: { pile: 'd', position: 'top' } } })
    const place = moved.after.table[slot]
    expect(place).toMatchObject({ x: 1, z: 1, quarter: 1, faceUp: true, counters: { damage: 2 } })
  })

  it('turns, flips, counters, pile moves and cuts go back exactly', () => {
    let s = start()
    const top = s.cards.zones['pile:d']!.slots[0]!
    s = apply(s, { type: 'move', payload: { slot: top, to: { table: { x: 2, z: 0, faceUp: false } } } })
    for (const action of [
      { type: 'flip', payload: { slot: top } },
      { type: 'rotate', payload: { slot: top, quarter: 2 } },
      { type: 'counter', payload: { slot: top, name: 'focus', delta: 1 } },
      { type: 'move-pile', payload: { pile: 'd', x: -3, z: 1 } },
      { type: 'cut', payload: { pile: 'd', at: 4 } },
    ] as TabletopAction[]) {
      const { before, after } = roundTrip(s, action)
      expect(layout(after)).toEqual(layout(before))
    }
  })

  it('refuses to offer an undo for a shuffle or a deal', () => {
    const view = tabletop.view(start(), 's1')
    expect(inverseOf({ type: 'shuffle', payload: { pile: 'd' } }, view, 's1')).toBeNull()
    expect(inverseOf({ type: 'deal', payload: { pile: 'd', count: 1, seats: ['s1', 's2'] } }, view, 's1')).toBeNull()
  })
})
