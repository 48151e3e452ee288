import { describe, expect, it } from 'vitest'
import '../i18n'
import { measure } from './measure'

describe('measuring tool', () => {
  it('measures in whole centimetres without a grid (1 table unit = 10 cm)', () => {
    expect(measure(null, { x: 0, z: 0 }, { x: 3, z: 4 }, 'en')).toMatchObject({ value: 50, unit: 'cm', label: '50 cm' })
    expect(measure(null, { x: 0, z: 0 }, { x: 0.123, z: 0 }, 'hu').label).toBe('1 cm')
  })

  it('counts squares with diagonals as two, ends on square centres', () => {
    const grid = { kind: 'square' as const, size: 0.254, x: 0, z: 0 }
    const m = measure(grid, { x: 0.05, z: -0.02 }, { x: 0.254 * 3 + 0.1, z: 0.254 * 2 }, 'en')
    expect(m).toMatchObject({ value: 5, unit: 'squares', label: '5 squares', from: { x: 0, z: 0 } })
    expect(m.to.x).toBeCloseTo(0.762, 6)
    expect(measure(grid, { x: 0, z: 0 }, { x: 0.254, z: 0 }, 'hu').label).toBe('1 négyzet')
  })

  it('counts hexes on a hex grid', () => {
    const grid = { kind: 'hex' as const, size: 0.9 / Math.sqrt(3), x: 0, z: 0 }
    expect(measure(grid, { x: 0, z: 0 }, { x: 2.7, z: 0 }, 'en')).toMatchObject({ value: 3, label: '3 hexes' })
    expect(measure(grid, { x: 0, z: 0 }, { x: 0.9, z: 0 }, 'hu').label).toBe('1 hexa')
  })
})
