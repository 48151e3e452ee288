import { describe, expect, test } from 'vitest'
import { BOARD_THICKNESS, TILE_THICKNESS } from '../lib/dimensions'
import { createBoardGeometry, createTileGeometry } from './boardMeshes'

describe('board and tile geometry', () => {
  test('a board has two material groups: its top first, then every other face', () => {
    const g = createBoardGeometry(4, 3)
    const index = g.index!.array
    const normal = g.getAttribute('normal')
    expect(g.groups).toEqual([
      { start: 0, count: 6, materialIndex: 1 },
      { start: 6, count: 30, materialIndex: 0 },
    ])
    for (let i = 0; i < 6; i++) expect(normal.getY(index[i]!)).toBe(1)
    for (let i = 6; i < 36; i++) expect(normal.getY(index[i]!)).toBeLessThan(1)
    g.computeBoundingBox()
    const [x, y, z] = g.boundingBox!.max.toArray()
    expect([x, z]).toEqual([2, 1.5])
    expect(y).toBeCloseTo(BOARD_THICKNESS / 2, 6)
  })

  test.each(['hex', 'square'] as const)(
    'a %s tile: the top samples its face cell, the sides its side cell',
    (shape) => {
      const g = createTileGeometry(shape)
      const side = g.getAttribute('aSide')
      const position = g.getAttribute('position')
      const normal = g.getAttribute('normal')
      const uv = g.getAttribute('uv')
      let top = 0
      for (let i = 0; i < side.count; i++) {
        if (side.getX(i) === 1) {
          top++
          // The painted cap, just above the body's top, facing up, UVs spanning the cell.
          expect(position.getY(i)).toBeCloseTo(TILE_THICKNESS / 2 + 0.0005, 6)
          expect(normal.getY(i)).toBeCloseTo(1, 6)
        } else {
          expect(side.getX(i)).toBe(-1)
          expect([uv.getX(i), uv.getY(i)]).toEqual([0.5, 0.5])
        }
      }
      expect(top).toBeGreaterThan(3)
      g.computeBoundingBox()
      // Unit size: 1 corner to corner (hex) or 1 × 1 (square); the instance matrix scales it.
      expect(g.boundingBox!.max.z).toBeCloseTo(0.5, 6)
      expect(g.boundingBox!.min.y).toBeCloseTo(-TILE_THICKNESS / 2, 6)
    },
  )
})
