import { describe, expect, it } from 'vitest'
import { pipLayout } from './pips'

describe('pipLayout', () => {
  it('has exactly n distinct positions inside the box for 1–10', () => {
    for (let n = 1; n <= 10; n++) {
      const pips = pipLayout(n)
      expect(pips).toHaveLength(n)
      expect(new Set(pips.map(([x, y]) => `${x},${y}`)).size).toBe(n)
      for (const [x, y] of pips) {
        expect(x).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThanOrEqual(1)
      }
    }
  })
})
