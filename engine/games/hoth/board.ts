/**
 * The battlefield's layout: which hexes exist, how they are named, their sectors and each side's baseline.
 * Geometry (distance, neighbours, line of sight) is in hex.ts and los.ts.
 *
 * Layout (docs/games/hoth.md "Board"): pointy-top hexes in "odd-r" offset rows. Even rows (0, 2, 4, 6) hold
 * 10 hexes, odd rows 9 full hexes with a half hex at each end (off the board for play, but they block line of
 * sight, as the rulebook's appendix 7 says). Row 0 is the Rebel baseline, row 6 the Imperial one.
 * Hex ids are "col,row". A hex's centre lies at x = col (+ 0.5 in odd rows) in hex widths.
 * The two dashed sector lines run at x = 3 and x = 6: they cut hexes 3 and 6 of even rows in half (those belong
 * to both sectors) and run along hex edges in odd rows.
 */
import type { BoardSector, HexId, SectorName, Side } from './types'

/** Hexes across (full hexes in even rows). */
export const BOARD_WIDTH = 10
/** Rows from baseline to baseline. */
export const BOARD_DEPTH = 7

/** Number of full hexes in a row. */
export function rowLength(row: number): number {
  return row % 2 === 0 ? BOARD_WIDTH : BOARD_WIDTH - 1
}

/** The id of the hex at (col, row). */
export function hexId(col: number, row: number): HexId {
  return `${col},${row}`
}

/** (col, row) of a hex id, or null when the id is not "int,int". */
export function parseHex(id: string): { col: number; row: number } | null {
  const m = /^(-?\d{1,2}),(\d{1,2})$/.exec(id)
  if (!m) return null
  return { col: Number(m[1]), row: Number(m[2]) }
}

/** Whether `id` names a playable hex of the battlefield. */
export function isBoardHex(id: unknown): id is HexId {
  if (typeof id !== 'string') return false
  const p = parseHex(id)
  return p !== null && p.row >= 0 && p.row < BOARD_DEPTH && p.col >= 0 && p.col < rowLength(p.row)
}

/** Every playable hex, row by row, west to east. */
export const BOARD_HEXES: readonly HexId[] = Object.freeze(
  Array.from({ length: BOARD_DEPTH }, (_, row) =>
    Array.from({ length: rowLength(row) }, (_, col) => hexId(col, row)),
  ).flat(),
)

/** The half hexes at the ends of odd rows: not playable, but they block line of sight. */
export const HALF_HEXES: readonly HexId[] = Object.freeze(
  Array.from({ length: BOARD_DEPTH }, (_, row) => row)
    .filter((row) => row % 2 === 1)
    .flatMap((row) => [hexId(-1, row), hexId(BOARD_WIDTH - 1, row)]),
)

/** x of a hex centre in hex widths (odd rows are shifted half a hex east). */
export function centreX(col: number, row: number): number {
  return col + (row % 2 === 1 ? 0.5 : 0)
}

/** x of the two dashed sector lines. */
const SECTOR_LINES = [3, 6] as const

/** The board sectors a hex belongs to (two when a dashed line cuts it). */
export function boardSectorsOf(id: HexId): BoardSector[] {
  const p = parseHex(id)
  if (!p) return []
  const x = centreX(p.col, p.row)
  const out: BoardSector[] = []
  if (x <= SECTOR_LINES[0]) out.push('west')
  if (x >= SECTOR_LINES[0] && x <= SECTOR_LINES[1]) out.push('centre')
  if (x >= SECTOR_LINES[1]) out.push('east')
  return out
}

/** The board sector a side calls `name` (the Empire sits opposite the Rebels, so left and right swap). */
export function boardSectorFor(side: Side, name: SectorName): BoardSector {
  if (name === 'centre') return 'centre'
  const westIsLeft = side === 'rebel'
  return (name === 'left') === westIsLeft ? 'west' : 'east'
}

/** Whether a hex lies in the sector a side calls `name`. */
export function inSector(id: HexId, side: Side, name: SectorName): boolean {
  return boardSectorsOf(id).includes(boardSectorFor(side, name))
}

/** The row nearest a side: its baseline. */
export function baselineRow(side: Side): number {
  return side === 'rebel' ? 0 : BOARD_DEPTH - 1
}

/** The enemy side. */
export function otherSide(side: Side): Side {
  return side === 'rebel' ? 'empire' : 'rebel'
}
