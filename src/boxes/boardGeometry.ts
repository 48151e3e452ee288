/**
 * Where a board's cells lie: the one place that says how big each board is on the table and where its squares or
 * hexes are, in the board's own frame (its centre at the origin, x to the right, z toward the near edge, before the
 * board object's quarter turns). The box layouts, the snapping grid written to `meta.grid` and the board painters all
 * read it, so the painted cells, the snapping and the figures' start places cannot drift apart.
 */
import { BOARD_HALF_X, BOARD_HALF_Z, HEX_RADIUS, HEX_SIZE, hexWorld } from '../games/hoth/scene/boardLayout'
import { hexId } from '../../engine/games/hoth'
import { STARSHIP_MAP as SWM_MAP } from '../../engine/games/swm/data/maps'
import type { BoxGrid } from './types'

/** A point in a board's own frame or on the table (table units). */
export interface Point {
  x: number
  z: number
}

/** Edge of one Star Wars Miniatures square: a 30 mm base fills it, as the figures' 1-inch squares do. */
export const SWM_SQUARE = 0.3
/** The plain margin around a board's cells. */
export const BOARD_BORDER = 0.1

/** The look (board id) of each board the boxes lay. */
export const SWM_BOARD = SWM_MAP.id
export const HOTH_BOARD = 'hoth/battlefield'

/** A board's size and its cell lattice in its own frame. */
export interface BoardGeometry {
  /** Width along x and depth along z, in table units (the board object's `w` and `d`). */
  w: number
  d: number
  /** The grid with (x, z) = centre of cell (0, 0) in the board's own frame. */
  grid: BoxGrid
}

/** Centre of SWM map square (column, row) in the board's frame: row 0 is the top row of the drawing (−z). */
export function swmSquareLocal(column: number, row: number): Point {
  return {
    x: (column + 0.5 - SWM_MAP.width / 2) * SWM_SQUARE,
    z: (row + 0.5 - SWM_MAP.height / 2) * SWM_SQUARE,
  }
}

/** Centre of Battle of Hoth hex (col, row) in the board's frame: the rules-mode table's layout (Rebel row 0 at +z). */
export function hothHexLocal(col: number, row: number): Point {
  return hexWorld(hexId(col, row))
}

const GEOMETRY: Readonly<Record<string, BoardGeometry>> = {
  [SWM_BOARD]: {
    w: SWM_MAP.width * SWM_SQUARE + 2 * BOARD_BORDER,
    d: SWM_MAP.height * SWM_SQUARE + 2 * BOARD_BORDER,
    grid: { kind: 'square', size: SWM_SQUARE, ...swmSquareLocal(0, 0) },
  },
  [HOTH_BOARD]: {
    w: 2 * (BOARD_HALF_X + BOARD_BORDER),
    d: 2 * (BOARD_HALF_Z + BOARD_BORDER),
    grid: { kind: 'hex', size: HEX_RADIUS, ...hothHexLocal(0, 0) },
  },
}

/** The geometry of the board a look names, if any box has it. */
export function boardGeometry(look: string): BoardGeometry | undefined {
  return GEOMETRY[look]
}

/** A board-frame point on the table, for a board centred at (bx, bz) turned `quarter` quarter turns clockwise. */
export function boardToTable(p: Point, bx: number, bz: number, quarter: number): Point {
  // The scene's pose turns by yaw = −quarter·π/2 about +y: one quarter takes (x, z) to (−z, x).
  const q = ((quarter % 4) + 4) % 4
  const turned = q === 0 ? p : q === 1 ? { x: -p.z, z: p.x } : q === 2 ? { x: -p.x, z: -p.z } : { x: p.z, z: -p.x }
  return { x: bx + turned.x, z: bz + turned.z }
}

/** The snapping grid of a board placed at (bx, bz) with `quarter` turns, in table coordinates. */
export function boardGrid(look: string, bx: number, bz: number, quarter: number): BoxGrid | undefined {
  const g = GEOMETRY[look]
  if (!g) return undefined
  const at = boardToTable(g.grid, bx, bz, quarter)
  return { ...g.grid, x: round(at.x), z: round(at.z) }
}

/** Rounds away float noise (−0, 4.199999…) so the grid in the document reads cleanly. */
function round(v: number): number {
  const r = Math.round(v * 1e6) / 1e6
  return r === 0 ? 0 : r
}

/** Width of a Battle of Hoth hex across its flat sides (a terrain tile's `w`); its `d` is corner to corner. */
export const HOTH_TILE = { w: HEX_SIZE, d: 2 * HEX_RADIUS } as const
