import { describe, expect, it } from 'vitest'
import { ALL_HEXES, hexAt, hexCentre, hexDistance, neighbours } from './hex'
import { hasLineOfSight, losLine } from './los'
import type { HexId } from './types'

const sorted = (list: readonly HexId[]): HexId[] => [...list].sort()
const blocking =
  (...hexes: HexId[]) =>
  (hex: HexId): boolean =>
    hexes.includes(hex)

/**
 * An independent check with honeycomb's point → hex: walk the line shifted a hair to its left and to its right,
 * one sample every `step` hex widths. Hexes both walks find are crossed; hexes one walk finds lie along that side.
 */
function sampled(from: HexId, to: HexId, step: number) {
  const a = hexCentre(from)
  const b = hexCentre(to)
  const [dx, dy] = [b.x - a.x, b.y - a.y]
  const len = Math.hypot(dx, dy)
  const walk = (shift: number): Set<HexId> => {
    const n = Math.ceil(len / step)
    const found = new Set<HexId>()
    for (let i = 0; i <= n; i++) {
      const hex = hexAt({ x: a.x + (dx * i) / n - (dy / len) * shift, y: a.y + (dy * i) / n + (dx / len) * shift })
      if (hex && hex !== from && hex !== to) found.add(hex)
    }
    return found
  }
  const left = walk(1e-7)
  const right = walk(-1e-7)
  return {
    crossed: [...left].filter((h) => right.has(h)).sort(),
    left: [...left].filter((h) => !right.has(h)).sort(),
    right: [...right].filter((h) => !left.has(h)).sort(),
  }
}

describe('losLine', () => {
  it('crosses exactly the hexes between along a row, in order', () => {
    expect(losLine('0,0', '9,0')).toEqual({
      crossed: ['1,0', '2,0', '3,0', '4,0', '5,0', '6,0', '7,0', '8,0'],
      left: [],
      right: [],
    })
    expect(losLine('7,3', '1,3')).toEqual({ crossed: ['6,3', '5,3', '4,3', '3,3', '2,3'], left: [], right: [] })
  })

  it('meets nothing between neighbours or from a hex to itself', () => {
    const empty = { crossed: [], left: [], right: [] }
    expect(losLine('4,3', '4,3')).toEqual(empty)
    for (const n of neighbours('4,3')) expect(losLine('4,3', n)).toEqual(empty)
  })

  it('runs along edges between two hexes two rows apart in the same column direction', () => {
    // Going north (towards the Imperial baseline) along x = 1: west is on the left.
    expect(losLine('1,0', '1,2')).toEqual({ crossed: [], left: ['0,1'], right: ['1,1'] })
    expect(losLine('1,0', '1,4')).toEqual({ crossed: ['1,2'], left: ['0,1', '0,3'], right: ['1,1', '1,3'] })
    // The 30° direction: from x = 0 to x = 3 two rows up.
    expect(losLine('0,0', '3,2')).toEqual({ crossed: ['1,1'], left: ['0,1', '2,2'], right: ['1,0', '2,1'] })
  })

  it('touches the half hexes along the side edges of the board', () => {
    expect(losLine('0,0', '0,2')).toEqual({ crossed: [], left: ['-1,1'], right: ['0,1'] })
    expect(losLine('9,6', '9,0')).toEqual({
      crossed: ['9,4', '9,2'],
      left: ['9,5', '9,3', '9,1'],
      right: ['8,5', '8,3', '8,1'],
    })
  })

  it('finds every hex of a shallow line, more than one per step', () => {
    // The line zigzags between rows 0 and 1 through four hexes in four steps, six with its ends: a walk with one
    // sample per step (Red Blob's hex line) sees only five of them.
    expect(hexDistance('0,0', '3,1')).toBe(4)
    expect(losLine('0,0', '3,1')).toEqual({ crossed: ['1,0', '1,1', '2,0', '2,1'], left: [], right: [] })
  })

  it('puts a hex the line passes at a single corner on that side', () => {
    // The line meets the corners where 1,0 | 2,0 | 1,1 and 2,1 | 3,1 | 3,0 meet, not along any edge.
    expect(losLine('0,0', '4,1')).toEqual({ crossed: ['1,0', '2,0', '2,1', '3,1'], left: ['1,1'], right: ['3,0'] })
  })

  it('is the same line both ways: same hexes crossed (reversed), left and right swapped', () => {
    for (const a of ALL_HEXES)
      for (const b of ALL_HEXES) {
        const there = losLine(a, b)
        const back = losLine(b, a)
        expect(back.crossed).toEqual([...there.crossed].reverse())
        expect(back.left).toEqual([...there.right].reverse())
        expect(back.right).toEqual([...there.left].reverse())
      }
  })

  it('agrees with walking the line through honeycomb’s point → hex', () => {
    for (const a of ALL_HEXES)
      for (const b of ALL_HEXES) {
        if (a === b) continue
        const exact = losLine(a, b)
        const walked = sampled(a, b, 0.05)
        expect(walked.crossed).toEqual(sorted(exact.crossed))
        // The walks find every edge; a single-corner touch is too small for them, so theirs is a subset.
        expect(exact.left).toEqual(expect.arrayContaining(walked.left))
        expect(exact.right).toEqual(expect.arrayContaining(walked.right))
      }
  })

  it('is worked out once per pair', () => {
    expect(losLine('2,0', '6,5')).toBe(losLine('2,0', '6,5'))
  })
})

describe('hasLineOfSight (appendix 7)', () => {
  it('is clear on an open board and blocked through a blocking hex', () => {
    expect(hasLineOfSight('0,0', '9,0', () => false)).toBe(true)
    expect(hasLineOfSight('0,0', '9,0', blocking('5,0'))).toBe(false)
    expect(hasLineOfSight('1,0', '1,4', blocking('1,2'))).toBe(false)
    expect(hasLineOfSight('0,0', '3,1', blocking('1,1'))).toBe(false)
  })

  it('is clear when the line runs along one blocking hex on one side', () => {
    expect(hasLineOfSight('1,0', '1,2', blocking('0,1'))).toBe(true)
    expect(hasLineOfSight('1,0', '1,2', blocking('1,1'))).toBe(true)
  })

  it('is clear along two blocking hexes on the same side', () => {
    expect(hasLineOfSight('1,0', '1,4', blocking('0,1', '0,3'))).toBe(true)
    expect(hasLineOfSight('1,0', '1,4', blocking('1,1', '1,3'))).toBe(true)
    expect(hasLineOfSight('0,0', '3,2', blocking('1,0', '2,1'))).toBe(true)
  })

  it('is blocked by blocking hexes on both sides, side by side or further apart', () => {
    expect(hasLineOfSight('1,0', '1,2', blocking('0,1', '1,1'))).toBe(false)
    expect(hasLineOfSight('1,0', '1,4', blocking('0,1', '1,3'))).toBe(false)
    expect(hasLineOfSight('0,0', '3,2', blocking('0,1', '2,1'))).toBe(false)
  })

  it('is blocked at the board edge by a half hex on one side and a unit on the other', () => {
    const halfHexesAnd =
      (...hexes: HexId[]) =>
      (hex: HexId): boolean =>
        hex.startsWith('-1,') || hex.startsWith('9,') || hexes.includes(hex)
    expect(hasLineOfSight('0,0', '0,2', halfHexesAnd())).toBe(true)
    expect(hasLineOfSight('0,0', '0,2', halfHexesAnd('0,1'))).toBe(false)
    expect(hasLineOfSight('9,0', '9,2', halfHexesAnd('8,1'))).toBe(false)
  })

  it('lets neighbours always see each other and never asks about from or to', () => {
    const asked: HexId[] = []
    const everything = (hex: HexId): boolean => {
      asked.push(hex)
      return true
    }
    for (const n of neighbours('4,3')) expect(hasLineOfSight('4,3', n, everything)).toBe(true)
    expect(hasLineOfSight('0,0', '0,2', everything)).toBe(false)
    expect(hasLineOfSight('1,0', '1,4', everything)).toBe(false)
    expect(asked).not.toContain('1,0')
    expect(asked).not.toContain('1,4')
    expect(asked).not.toContain('0,0')
  })
})
