import { describe, expect, it } from 'vitest'
import type { TableObject } from '../../net/schema'
import { CARD_THICKNESS, TOKEN_HEIGHT } from './dimensions'
import { stackHeights } from './stacking'

const obj = (kind: TableObject['kind'], x: number, z: number, layer: number): TableObject => ({
  kind,
  x,
  z,
  layer,
  quarter: 0,
  faceUp: true,
  look: '',
  owner: '',
  locked: false,
})

describe('stackHeights', () => {
  it('rests objects on the felt, and piles on what they overlap', () => {
    const h = stackHeights(
      new Map([
        ['a', obj('card', 0, 0, 0)],
        ['b', obj('card', 0, 0, 1)],
        ['t', obj('token', 0.1, 0.1, 2)],
        ['far', obj('card', 3, 0, 5)],
      ]),
      new Map(),
    )
    expect(h.get('a')).toBe(0)
    expect(h.get('b')).toBeCloseTo(CARD_THICKNESS + 0.001)
    expect(h.get('t')).toBeCloseTo(2 * (CARD_THICKNESS + 0.001))
    expect(h.get('far')).toBe(0)
  })

  it('lays a card on top of a token it overlaps instead of through it', () => {
    const h = stackHeights(
      new Map([
        ['t', obj('token', 0, 0, 0)],
        ['c', obj('card', 0.3, 0.2, 1)],
      ]),
      new Map(),
    )
    expect(h.get('c')).toBeCloseTo(TOKEN_HEIGHT + 0.001)
  })

  it('separates overlapping objects on the same layer, in id order', () => {
    const h = stackHeights(
      new Map([
        ['y', obj('card', 0.2, 0, 0)],
        ['x', obj('card', 0, 0, 0)],
      ]),
      new Map(),
    )
    expect(h.get('x')).toBe(0)
    expect(h.get('y')).toBeGreaterThan(0)
  })
})
