import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState } from '../../engine/games/tabletop'
import { FELT_HALF_X, FELT_HALF_Z } from '../lib/dimensions'
import { MAX_FAN, fanBacks, handFan } from './handFans'

describe('hand fans', () => {
  it('lays one back per card at the seat’s own edge, on the felt, each above the last', () => {
    const south = handFan('s1', 5)
    expect(south).toHaveLength(5)
    for (const c of south) {
      expect(c.z).toBeGreaterThan(FELT_HALF_Z - 1)
      expect(Math.abs(c.x)).toBeLessThan(FELT_HALF_X)
    }
    expect(south.map((c) => c.y)).toEqual([...south.map((c) => c.y)].sort((a, b) => a - b))
    expect(handFan('s2', 3).every((c) => c.z < -(FELT_HALF_Z - 1))).toBe(true)
    expect(handFan('s3', 3).every((c) => c.x < -(FELT_HALF_X - 1))).toBe(true)
  })

  it('draws at most MAX_FAN backs and none for an empty hand', () => {
    expect(handFan('s4', 40)).toHaveLength(MAX_FAN)
    expect(handFan('s4', 0)).toEqual([])
  })

  it('shows each card of another seat’s hand with its own back, and never the viewer’s own hand', () => {
    let s: TabletopState = tabletop.setup(
      {
        piles: [
          { pile: 'd', name: 'Dark', kind: 'deck', x: 0, z: 0, cards: ['d1', 'd2', 'd3'], back: 'swlcg/back-dark' },
          { pile: 'p', name: 'Plain', kind: 'deck', x: 2, z: 0, cards: ['p1'] },
        ],
      },
      ['s1', 's2'],
      '00',
    )
    const actions: TabletopAction[] = [
      { type: 'deal', payload: { pile: 'd', count: 1, seats: ['s1', 's2'] } },
      { type: 'draw', payload: { pile: 'p', count: 1 } },
    ]
    for (const action of actions) {
      const r = tabletop.apply(s, action, 's2')
      if (!r.ok) throw new Error(r.error.reason.en)
      s = r.state
    }
    const seenByS1 = fanBacks(tabletop.view(s, 's1'), 's1')
    expect([...seenByS1.keys()].sort()).toEqual(['', 'swlcg/back-dark'])
    expect(seenByS1.get('swlcg/back-dark')).toHaveLength(1)
    expect(seenByS1.get('')).toHaveLength(1)
    // s2 sees s1's one dealt card with the dark back; a spectator sees both hands.
    expect([...fanBacks(tabletop.view(s, 's2'), 's2')]).toEqual([['swlcg/back-dark', handFan('s1', 1)]])
    expect([...fanBacks(tabletop.view(s, null), null).values()].flat()).toHaveLength(3)
  })
})
