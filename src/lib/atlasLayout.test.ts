import { describe, expect, it } from 'vitest'
import { atlasCapacity, atlasLayout, cellRect, cellUvOrigin, cellUvSize, createCellAllocator } from './atlasLayout'

describe('atlas layout', () => {
  const layout = atlasLayout(10, 8, 200, 280)

  it('places cells row by row from the top-left', () => {
    expect(layout).toMatchObject({ width: 2000, height: 2240 })
    expect(atlasCapacity(layout)).toBe(80)
    expect(cellRect(layout, 0)).toEqual({ x: 0, y: 0, w: 200, h: 280 })
    expect(cellRect(layout, 13)).toEqual({ x: 600, y: 280, w: 200, h: 280 })
  })

  it('maps cells to UVs of a flipped texture (top row at the top of v)', () => {
    const [du, dv] = cellUvSize(layout)
    expect(cellUvOrigin(layout, 0, [0, 0])).toEqual([0, 1 - dv])
    const [u, v] = cellUvOrigin(layout, 79, [0, 0])
    expect(u).toBeCloseTo(1 - du)
    expect(v).toBeCloseTo(0)
  })
})

describe('cell allocator', () => {
  it('gives each key one cell after the reserved ones, then the fallback when full', () => {
    const alloc = createCellAllocator(4, 2, 1)
    expect(alloc.cell('a')).toEqual({ index: 2, fresh: true })
    expect(alloc.cell('a')).toEqual({ index: 2, fresh: false })
    expect(alloc.cell('b')).toEqual({ index: 3, fresh: true })
    expect(alloc.cell('c')).toEqual({ index: 1, fresh: false })
    expect(alloc.keys()).toEqual(['a', 'b'])
  })
})
