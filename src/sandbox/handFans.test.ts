import { describe, expect, it } from 'vitest'
import { FELT_HALF_X, FELT_HALF_Z } from '../lib/dimensions'
import { MAX_FAN, handFan } from './handFans'

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
})
