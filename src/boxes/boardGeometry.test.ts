import { describe, expect, it } from 'vitest'
import { BOARD_HEXES, parseHex } from '../../engine/games/hoth'
import { boardCanvasSize, paintBoard } from '../lib/boardPainter'
import { recordingContext } from '../lib/testing/recordingContext'
import { HOTH_BOARD, SWM_BOARD, boardGeometry, boardToTable } from './boardGeometry'
import type { Point } from './boardGeometry'
import { hothHexOnTable } from './hothFree'
import { BOXES } from './index'
import { swmSquareOnTable } from './swm'
import type { BoxDefinition, BoxGrid } from './types'

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

/** Whether `p` is a cell centre of `grid` (the formulas documented on BoxGrid). */
function onLattice(grid: BoxGrid, p: Point): boolean {
  const near = (v: number) => Math.abs(v - Math.round(v)) < 1e-6
  if (grid.kind === 'square') return near((p.x - grid.x) / grid.size) && near((p.z - grid.z) / grid.size)
  const j = (p.z - grid.z) / (1.5 * grid.size)
  const i = (p.x - grid.x) / (Math.sqrt(3) * grid.size) - j / 2
  return near(j) && near(i)
}

/** The board piece of a box. */
function board(id: string) {
  const b = BOXES[id] as BoxDefinition
  const piece = b.pieces.find((p) => p.object.kind === 'board')
  if (!piece || !b.grid) throw new Error(`${id} has no board`)
  return { object: piece.object, grid: b.grid }
}

/** Where a pixel of the painted board lands on the table: canvas → board frame → the board piece's place and turn. */
function pixelToTable(id: string, px: number, py: number): Point {
  const { object } = board(id)
  const g = boardGeometry(object.look)
  const { width, height } = boardCanvasSize(object.look)
  if (!g) throw new Error('no geometry')
  const local = { x: (px / width) * g.w - g.w / 2, z: (py / height) * g.d - g.d / 2 }
  return boardToTable(local, object.x, object.z, object.quarter)
}

/** The painter's canvas transform: scale then translate (paintBoard draws in the board's frame). */
function painted(look: string) {
  const { width, height } = boardCanvasSize(look)
  const rec = recordingContext()
  expect(paintBoard(rec.ctx, look, width, height)).toBe(true)
  const scale = rec.calls.find((c) => c.name === 'scale')?.args as [number, number]
  const translate = rec.calls.find((c) => c.name === 'translate')?.args as [number, number]
  const toPixel = (x: number, z: number) => ({ px: (x + translate[0]) * scale[0], py: (z + translate[1]) * scale[1] })
  return { calls: rec.calls, toPixel }
}

describe('the SWM map', () => {
  it('writes a square grid whose cell (0, 0) is the map’s square (0, 0) where the box puts it', () => {
    const { grid } = board('swm')
    expect(grid.kind).toBe('square')
    const p = swmSquareOnTable({ x: 0, y: 0 })
    close(grid.x, p.x)
    close(grid.z, p.z)
    for (let y = 0; y < 19; y++)
      for (let x = 0; x < 29; x++) expect(onLattice(grid, swmSquareOnTable({ x, y }))).toBe(true)
  })

  it('paints square (0, 0) exactly on the grid’s cell (0, 0)', () => {
    const { calls, toPixel } = painted(SWM_BOARD)
    // The first plating square painted is (0, 0): fillRect(x, z, size, size) in the board's frame.
    const squares = calls.filter((c) => c.name === 'fillRect' && c.args[2] === 0.3 && c.args[3] === 0.3)
    const [x, z, w, d] = squares[0]?.args as [number, number, number, number]
    const centre = toPixel(x + w / 2, z + d / 2)
    const onTable = pixelToTable('swm', centre.px, centre.py)
    const { grid } = board('swm')
    close(onTable.x, grid.x)
    close(onTable.z, grid.z)
    // Every square's plating, then the start zones' tint over theirs.
    expect(squares.length).toBeGreaterThanOrEqual(29 * 19)
  })
})

describe('the Hoth battlefield', () => {
  it('writes a pointy-top hex grid through every hex of the board, cell (0, 0) at hex "0,0"', () => {
    const { grid } = board('hoth-free')
    expect(grid.kind).toBe('hex')
    const p = hothHexOnTable(0, 0)
    close(grid.x, p.x)
    close(grid.z, p.z)
    for (const id of BOARD_HEXES) {
      const h = parseHex(id)
      if (h) expect(onLattice(grid, hothHexOnTable(h.col, h.row)), id).toBe(true)
    }
  })

  it('paints hex "0,0" exactly on the grid’s cell (0, 0)', () => {
    const { calls, toPixel } = painted(HOTH_BOARD)
    // Each hex is shaded by a radial gradient centred on it; the first is hex "0,0".
    const first = calls.find((c) => c.name === 'createRadialGradient')?.args as number[]
    const centre = toPixel(first[3] as number, first[4] as number)
    const onTable = pixelToTable('hoth-free', centre.px, centre.py)
    const { grid } = board('hoth-free')
    close(onTable.x, grid.x)
    close(onTable.z, grid.z)
  })

  it('stands every unit within one hex of the grid', () => {
    const { grid } = board('hoth-free')
    const b = BOXES['hoth-free'] as BoxDefinition
    for (const f of b.pieces.filter((p) => p.object.kind === 'miniature')) {
      // The nearest cell centre is less than a hex's inradius away.
      const j = Math.round((f.object.z - grid.z) / (1.5 * grid.size))
      const i = Math.round((f.object.x - grid.x) / (Math.sqrt(3) * grid.size) - j / 2)
      const cx = grid.x + Math.sqrt(3) * grid.size * (i + j / 2)
      const cz = grid.z + 1.5 * grid.size * j
      expect(Math.hypot(f.object.x - cx, f.object.z - cz), f.id).toBeLessThan((Math.sqrt(3) / 2) * grid.size)
    }
  })
})

describe('boardToTable', () => {
  it('turns a board-frame point with the board, a quarter turn taking +x to +z as the scene’s pose does', () => {
    expect(boardToTable({ x: 1, z: 0 }, 0, 0, 1)).toEqual({ x: 0, z: 1 })
    expect(boardToTable({ x: 1, z: 2 }, 10, 20, 2)).toEqual({ x: 9, z: 18 })
    expect(boardToTable({ x: 1, z: 0 }, 0, 0, 3)).toEqual({ x: 0, z: -1 })
  })
})
