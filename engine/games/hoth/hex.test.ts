import { describe, expect, it } from 'vitest'
import { BOARD_HEXES, HALF_HEXES, isBoardHex } from './board'
import {
  ALL_HEXES,
  areAdjacent,
  cubeOf,
  hexAt,
  hexCentre,
  hexDistance,
  isKnownHex,
  neighbours,
  retreatHexes,
  rowOf,
} from './hex'

const H = Math.sqrt(3) / 2

describe('hex tables', () => {
  it('know the 67 playable hexes (4 rows of 10, 3 of 9) and the 6 half hexes', () => {
    expect(ALL_HEXES).toHaveLength(73)
    expect(ALL_HEXES.slice(0, 67)).toEqual(BOARD_HEXES)
    expect(ALL_HEXES.slice(67)).toEqual(HALF_HEXES)
    expect(isKnownHex('-1,3')).toBe(true)
    expect(isKnownHex('-1,2')).toBe(false)
    expect(isKnownHex(7)).toBe(false)
  })

  it('convert odd-r offsets to cube coordinates', () => {
    expect(cubeOf('0,0')).toEqual({ q: 0, r: 0, s: 0 })
    expect(cubeOf('0,1')).toEqual({ q: 0, r: 1, s: -1 })
    expect(cubeOf('0,2')).toEqual({ q: -1, r: 2, s: -1 })
    expect(cubeOf('-1,1')).toEqual({ q: -1, r: 1, s: 0 })
    for (const id of ALL_HEXES) {
      const { q, r, s } = cubeOf(id)
      expect(q + r + s).toBe(0)
      expect(rowOf(id)).toBe(Number(id.split(',')[1]))
    }
  })

  it('throw on ids that are not on the board', () => {
    expect(() => hexDistance('0,0', '10,0')).toThrow()
    expect(() => neighbours('0,7')).toThrow()
  })
})

describe('hexDistance', () => {
  it('counts steps along rows, across the board and to its corners', () => {
    expect(hexDistance('0,0', '0,0')).toBe(0)
    expect(hexDistance('0,0', '9,0')).toBe(9)
    expect(hexDistance('0,1', '8,1')).toBe(8)
    expect(hexDistance('0,0', '0,6')).toBe(6)
    expect(hexDistance('0,0', '3,6')).toBe(6)
    expect(hexDistance('0,0', '9,6')).toBe(12)
    expect(hexDistance('9,0', '0,6')).toBe(12)
    expect(hexDistance('4,3', '4,0')).toBe(3)
  })

  it('works for half hexes', () => {
    expect(hexDistance('-1,1', '0,0')).toBe(1)
    expect(hexDistance('-1,1', '0,1')).toBe(1)
    expect(hexDistance('-1,1', '9,1')).toBe(10)
    expect(hexDistance('9,5', '9,6')).toBe(1)
  })

  it('is symmetric and never more than the walk through neighbours', () => {
    for (const a of ALL_HEXES) {
      for (const b of ALL_HEXES) expect(hexDistance(a, b)).toBe(hexDistance(b, a))
      for (const n of neighbours(a)) expect(hexDistance(a, n)).toBe(1)
    }
  })
})

describe('neighbours', () => {
  it('lists only playable hexes, in board order, at the corners', () => {
    expect(neighbours('0,0')).toEqual(['1,0', '0,1'])
    expect(neighbours('9,0')).toEqual(['8,0', '8,1'])
    expect(neighbours('0,6')).toEqual(['0,5', '1,6'])
    expect(neighbours('9,6')).toEqual(['8,5', '8,6'])
  })

  it('leaves out half hexes at the side edges', () => {
    expect(neighbours('0,1')).toEqual(['0,0', '1,0', '1,1', '0,2', '1,2'])
    expect(neighbours('8,1')).toEqual(['8,0', '9,0', '7,1', '8,2', '9,2'])
    expect(neighbours('0,2')).toEqual(['0,1', '1,2', '0,3'])
    expect(neighbours('-1,3')).toEqual(['0,2', '0,3', '0,4'])
  })

  it('has six in the middle, along the baselines three or four', () => {
    expect(neighbours('4,3')).toEqual(['4,2', '5,2', '3,3', '5,3', '4,4', '5,4'])
    expect(neighbours('4,2')).toEqual(['3,1', '4,1', '3,2', '5,2', '3,3', '4,3'])
    expect(neighbours('4,0')).toHaveLength(4)
    expect(neighbours('4,6')).toHaveLength(4)
  })

  it('are mutual and agree with areAdjacent', () => {
    for (const a of BOARD_HEXES) {
      for (const n of neighbours(a)) {
        expect(isBoardHex(n)).toBe(true)
        expect(neighbours(n)).toContain(a)
      }
      for (const b of BOARD_HEXES) expect(areAdjacent(a, b)).toBe(neighbours(a).includes(b))
    }
    expect(areAdjacent('-1,1', '0,1')).toBe(true)
  })
})

describe('hexCentre and hexAt', () => {
  it('put centres at x = col (+ 0.5 in odd rows), y = row × √3/2', () => {
    expect(hexCentre('0,0')).toEqual({ x: 0, y: 0 })
    for (const id of ALL_HEXES) {
      const [col, row] = id.split(',').map(Number) as [number, number]
      const c = hexCentre(id)
      expect(c.x).toBe(col + (row % 2 === 1 ? 0.5 : 0))
      expect(c.y).toBeCloseTo(row * H, 12)
    }
  })

  it('puts every pair of neighbours one hex width apart', () => {
    for (const a of ALL_HEXES)
      for (const n of neighbours(a)) {
        const p = hexCentre(a)
        const q = hexCentre(n)
        expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(1, 12)
      }
  })

  it('finds the hex under a point', () => {
    for (const id of ALL_HEXES) expect(hexAt(hexCentre(id))).toBe(id)
    expect(hexAt({ x: 3.1, y: 0.4 })).toBe('3,0')
    expect(hexAt({ x: 3.45, y: 0.4 })).toBe('3,1')
    expect(hexAt({ x: -0.3, y: H })).toBe('-1,1')
    expect(hexAt({ x: -0.6, y: 0 })).toBeNull()
    expect(hexAt({ x: 4, y: 7 * H })).toBeNull()
  })
})

describe('retreatHexes', () => {
  it('is empty on the retreating side’s own baseline', () => {
    expect(retreatHexes('4,0', 'rebel')).toEqual([])
    expect(retreatHexes('0,0', 'rebel')).toEqual([])
    expect(retreatHexes('4,6', 'empire')).toEqual([])
  })

  it('gives the two hexes one row nearer the baseline in the middle', () => {
    expect(retreatHexes('4,3', 'rebel')).toEqual(['4,2', '5,2'])
    expect(retreatHexes('4,3', 'empire')).toEqual(['4,4', '5,4'])
    expect(retreatHexes('4,2', 'rebel')).toEqual(['3,1', '4,1'])
    expect(retreatHexes('4,0', 'empire')).toEqual(['3,1', '4,1'])
  })

  it('leaves out half hexes at the side edges', () => {
    expect(retreatHexes('0,2', 'rebel')).toEqual(['0,1'])
    expect(retreatHexes('9,4', 'empire')).toEqual(['8,5'])
    expect(retreatHexes('0,1', 'rebel')).toEqual(['0,0', '1,0'])
  })
})
