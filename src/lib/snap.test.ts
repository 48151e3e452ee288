import { describe, expect, it } from 'vitest'
import { cellAt, cellCentre, cellDistance, dropPosition, parseGrid, snapToCell, snapToGrid } from './snap'
import type { TableGrid } from './snap'

describe('snapToGrid', () => {
  it('rounds to the nearest half unit', () => {
    expect(snapToGrid(1.24)).toBe(1)
    expect(snapToGrid(1.26)).toBe(1.5)
    expect(snapToGrid(-0.74)).toBe(-0.5)
    expect(Object.is(snapToGrid(-0.1), 0)).toBe(true)
  })
})

describe('dropPosition', () => {
  it('snaps cards to the grid', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: false, overCard: false })).toEqual({
      x: 1.5,
      z: -2,
      stack: true,
    })
  })
  it('leaves cards dropped on a card where they are, so the stack snaps them instead', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: false, overCard: true })).toEqual({
      x: 1.3,
      z: -2.2,
      stack: true,
    })
  })
  it('places freely with Alt, without stacking', () => {
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: true, overCard: true })).toEqual({
      x: 1.3,
      z: -2.2,
      stack: false,
    })
  })
  it('does not snap tokens, dice or miniatures', () => {
    expect(dropPosition(0.33, 0.71, { kind: 'token', free: false, overCard: false })).toEqual({
      x: 0.33,
      z: 0.71,
      stack: true,
    })
    expect(dropPosition(0.33, 0.71, { kind: 'miniature', free: false, overCard: false }).x).toBe(0.33)
  })
})

const square: TableGrid = { kind: 'square', size: 0.254, x: 0.127, z: -0.127 }
const hex: TableGrid = { kind: 'hex', size: 0.9 / Math.sqrt(3), x: 0, z: 0 }

describe('parseGrid', () => {
  it('reads a square or hex grid and refuses anything else', () => {
    expect(parseGrid({ kind: 'hex', size: 0.5, x: 1, z: 2 })).toEqual({ kind: 'hex', size: 0.5, x: 1, z: 2 })
    expect(parseGrid({ kind: 'square', size: 0.25 })).toEqual({ kind: 'square', size: 0.25, x: 0, z: 0 })
    expect(parseGrid({ kind: 'square', size: 0 })).toBeNull()
    expect(parseGrid({ kind: 'circle', size: 1 })).toBeNull()
    expect(parseGrid('hex')).toBeNull()
    expect(parseGrid(null)).toBeNull()
  })
})

describe('square cells', () => {
  it('snaps to the centre of the square the point lies in', () => {
    expect(snapToCell(square, 0.127, -0.127)).toEqual({ x: 0.127, z: -0.127 })
    expect(snapToCell(square, 0.2, -0.01)).toEqual({ x: 0.127, z: -0.127 })
    expect(snapToCell(square, 0.3, 0.01)).toEqual({ x: 0.381, z: 0.127 })
    expect(snapToCell(square, -0.2, -0.6)).toEqual({ x: -0.127, z: -0.635 })
  })

  it('counts a diagonal step as two squares, as the Star Wars Miniatures rulebook does', () => {
    const a = cellAt(square, 0.127, -0.127)
    expect(cellDistance(square, a, cellAt(square, 0.127 + 3 * 0.254, -0.127))).toBe(3)
    expect(cellDistance(square, a, cellAt(square, 0.127 + 0.254, -0.127 + 0.254))).toBe(2)
    expect(cellDistance(square, a, cellAt(square, 0.127 - 3 * 0.254, -0.127 + 2 * 0.254))).toBe(5)
  })
})

describe('pointy-top hex cells', () => {
  const width = 0.9
  const rowStep = 1.5 * hex.size

  it('snaps to hex centres: neighbours along a row are one hex width apart, rows 1.5 radii apart', () => {
    expect(snapToCell(hex, 0.1, -0.1)).toEqual({ x: 0, z: 0 })
    const east = snapToCell(hex, width - 0.2, 0.05)
    expect(east.x).toBeCloseTo(width, 6)
    expect(east.z).toBe(0)
    const below = snapToCell(hex, width / 2 + 0.05, rowStep - 0.1)
    expect(below.x).toBeCloseTo(width / 2, 6)
    expect(below.z).toBeCloseTo(rowStep, 6)
  })

  it('matches the Hoth board: every hex centre snaps to itself, a point near a corner to the nearest centre', () => {
    for (let q = -4; q <= 4; q++) {
      for (let r = -3; r <= 3; r++) {
        const c = cellCentre(hex, { col: q, row: r })
        expect(cellAt(hex, c.x + 0.1, c.z - 0.1)).toEqual({ col: q, row: r })
      }
    }
    // Just inside the top corner (along −z) of hex (0, 0), at 95% of the radius: still hex (0, 0).
    expect(cellAt(hex, 0, -hex.size * 0.95)).toEqual({ col: 0, row: 0 })
    // Just inside the flat east side: still hex (0, 0); just beyond it: the eastern neighbour.
    expect(cellAt(hex, width / 2 - 0.01, 0)).toEqual({ col: 0, row: 0 })
    expect(cellAt(hex, width / 2 + 0.01, 0)).toEqual({ col: 1, row: 0 })
  })

  it('measures hex distance', () => {
    const o = { col: 0, row: 0 }
    expect(cellDistance(hex, o, { col: 3, row: 0 })).toBe(3)
    expect(cellDistance(hex, o, { col: 1, row: 1 })).toBe(2)
    expect(cellDistance(hex, o, { col: -2, row: 2 })).toBe(2)
    expect(cellDistance(hex, o, { col: -1, row: 3 })).toBe(3)
  })
})

describe('dropPosition on a box grid', () => {
  it('snaps miniatures to cell centres, leaves cards on the table grid and tokens free, and Alt places freely', () => {
    expect(dropPosition(0.3, 0.01, { kind: 'miniature', free: false, overCard: false, grid: square })).toEqual({
      x: 0.381,
      z: 0.127,
      stack: true,
    })
    expect(dropPosition(1.3, -2.2, { kind: 'card', free: false, overCard: false, grid: hex })).toMatchObject({
      x: 1.5,
      z: -2,
    })
    expect(dropPosition(0.33, 0.71, { kind: 'token', free: false, overCard: false, grid: hex })).toMatchObject({
      x: 0.33,
      z: 0.71,
    })
    expect(dropPosition(0.3, 0.01, { kind: 'miniature', free: true, overCard: false, grid: square })).toEqual({
      x: 0.3,
      z: 0.01,
      stack: false,
    })
  })
})
