/**
 * Hex geometry of the battlefield: cube coordinates, centres, distance, neighbours and retreat hexes.
 * The hex maths (offset ↔ cube, pixel centres, point → hex, neighbours) comes from honeycomb-grid; everything is
 * worked out once at module load for the 67 playable hexes and the 6 half hexes, so the rules' hot paths are lookups.
 * Line of sight is in los.ts.
 */
import { defineHex, Direction, Grid, Orientation } from 'honeycomb-grid'
import { BOARD_HEXES, HALF_HEXES, hexId, isBoardHex, parseHex } from './board'
import type { HexId, Side } from './types'

/** Cube coordinates of a hex (q + r + s = 0; r is the row). */
export type Cube = { readonly q: number; readonly r: number; readonly s: number }

/** A point on the board in hex widths (x east, y = row × √3/2 towards the Imperial baseline). */
export type BoardPoint = { readonly x: number; readonly y: number }

/** Every hex with a place on the board: the playable ones (board order), then the half hexes. */
export const ALL_HEXES: readonly HexId[] = Object.freeze([...BOARD_HEXES, ...HALF_HEXES])

/**
 * Honeycomb's hex: pointy top, 1 wide (so its pixels are hex widths), odd rows shifted east ("odd-r" is offset -1),
 * centred on its own point (hex "0,0" at x = 0, y = 0).
 */
const Tile = defineHex({
  dimensions: { width: 1, height: 2 / Math.sqrt(3) },
  orientation: Orientation.POINTY,
  offset: -1,
  origin: { x: 0, y: 0 },
})

/** The six neighbour directions of a pointy-top hex (N and S do not exist for it). */
const DIRECTIONS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW] as const

function offsetOf(id: HexId): { col: number; row: number } {
  const p = parseHex(id)
  if (!p) throw new Error(`hex: bad hex id "${id}"`)
  return p
}

const grid = new Grid(Tile, ALL_HEXES.map(offsetOf))

type HexInfo = { cube: Cube; centre: BoardPoint; neighbours: readonly HexId[] }

/** Board order of the playable hexes (row by row, west to east): the order neighbour lists come in. */
const BOARD_INDEX = new Map(BOARD_HEXES.map((id, i) => [id, i]))

const INFO: ReadonlyMap<HexId, HexInfo> = new Map(
  ALL_HEXES.map((id) => {
    const tile = grid.getHex(offsetOf(id))
    if (!tile) throw new Error(`hex: ${id} missing from the grid`)
    const neighbours = DIRECTIONS.map((dir) => grid.neighborOf(tile, dir, { allowOutside: true }))
      .map((n) => hexId(n.col, n.row))
      .filter(isBoardHex)
      .sort((a, b) => (BOARD_INDEX.get(a) ?? 0) - (BOARD_INDEX.get(b) ?? 0))
    const info: HexInfo = {
      cube: Object.freeze({ q: tile.q, r: tile.r, s: -tile.q - tile.r || 0 }), // || 0: no -0 in states or hashes
      centre: Object.freeze({ x: tile.x, y: tile.y }),
      neighbours: Object.freeze(neighbours),
    }
    return [id, info]
  }),
)

function info(id: HexId): HexInfo {
  const i = INFO.get(id)
  if (!i) throw new Error(`hex: "${id}" is not a hex of the board`)
  return i
}

/** Whether `id` is a playable hex or a half hex (a hex the geometry knows). */
export function isKnownHex(id: unknown): id is HexId {
  return typeof id === 'string' && INFO.has(id)
}

/** Cube coordinates of a playable or half hex (throws for any other id). */
export function cubeOf(id: HexId): Cube {
  return info(id).cube
}

/** Row of a hex (its cube r). */
export function rowOf(id: HexId): number {
  return info(id).cube.r
}

/** Steps between two hexes (playable or half), going hex to hex. */
export function hexDistance(a: HexId, b: HexId): number {
  const p = info(a).cube
  const q = info(b).cube
  return Math.max(Math.abs(p.q - q.q), Math.abs(p.r - q.r), Math.abs(p.s - q.s))
}

/** The playable hexes next to `id`, in board order (row by row, west to east). */
export function neighbours(id: HexId): readonly HexId[] {
  return info(id).neighbours
}

/** Whether two hexes share an edge. */
export function areAdjacent(a: HexId, b: HexId): boolean {
  return hexDistance(a, b) === 1
}

/** Centre of a hex in hex widths: x = col (+ 0.5 in odd rows), y = row × √3/2. */
export function hexCentre(id: HexId): BoardPoint {
  return info(id).centre
}

/** The playable or half hex under a point (in hexCentre's units), or null off the board's hexes. */
export function hexAt(point: BoardPoint): HexId | null {
  const tile = grid.pointToHex(point, { allowOutside: false })
  return tile ? hexId(tile.col, tile.row) : null
}

/** Where a unit of `side` on `id` may retreat: the playable neighbours one row nearer its own baseline. */
export function retreatHexes(id: HexId, side: Side): HexId[] {
  const row = rowOf(id) + (side === 'rebel' ? -1 : 1)
  return neighbours(id).filter((n) => rowOf(n) === row)
}
