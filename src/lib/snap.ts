/**
 * Where a dropped object lands, and the cells of a box's grid.
 *
 * Without a grid, cards snap to the half-unit table grid unless the player holds Alt (free placement), and a card
 * dropped onto another card stacks on it (net/table.ts does the stacking itself). A box with a battle map or
 * battlefield writes its grid to `meta.grid` (a `TableGrid`); then miniatures (and any piece that is not a card, a
 * token, a die or a board, such as terrain tiles) snap to the centre of the cell they are dropped in.
 *
 * Hex grids are pointy-top, as the Battle of Hoth board (src/games/hoth/scene/boardLayout.ts, honeycomb-grid's
 * POINTY orientation in engine/games/hoth/hex.ts): a corner points along ±z, neighbouring cells of a row lie
 * along x, and rows are 1.5 × size apart along z.
 */
import type { TableObjectKind } from '../../net/schema'
import { GRID_STEP } from './dimensions'

/**
 * A box's play grid on the table: square cells `size` wide, or pointy-top hexes of circumradius `size` (table
 * units), with the centre of cell (0, 0) at (x, z).
 */
export interface TableGrid {
  kind: 'square' | 'hex'
  size: number
  x: number
  z: number
}

/** A cell of a grid: column and row for squares, axial q and r for hexes. */
export interface GridCell {
  col: number
  row: number
}

const SQRT3 = Math.sqrt(3)

/** Avoids -0 (which would be written to the document as a change from 0) and float dust. */
const tidy = (v: number) => (v === 0 ? 0 : Number(v.toFixed(6)) || 0)

/** Rounds a coordinate to the nearest multiple of `step`. */
export function snapToGrid(v: number, step = GRID_STEP): number {
  return tidy(Math.round(v / step) * step)
}

/** Reads a grid from document data (`meta.grid`); null for anything unusable, so a bad peer cannot break drops. */
export function parseGrid(value: unknown): TableGrid | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const num = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback)
  const size = num(v.size, 0)
  if ((v.kind !== 'square' && v.kind !== 'hex') || size <= 0) return null
  return { kind: v.kind, size, x: num(v.x, 0), z: num(v.z, 0) }
}

/** The cell that contains table point (x, z). */
export function cellAt(grid: TableGrid, x: number, z: number): GridCell {
  const px = (x - grid.x) / grid.size
  const pz = (z - grid.z) / grid.size
  if (grid.kind === 'square') return { col: Math.round(px) || 0, row: Math.round(pz) || 0 }
  // Pointy-top axial coordinates (fractional), then cube rounding: the largest rounding error is recomputed.
  const fq = (SQRT3 / 3) * px - pz / 3
  const fr = (2 / 3) * pz
  const fs = -fq - fr
  let q = Math.round(fq)
  let r = Math.round(fr)
  const s = Math.round(fs)
  const dq = Math.abs(q - fq)
  const dr = Math.abs(r - fr)
  const ds = Math.abs(s - fs)
  if (dq > dr && dq > ds) q = -r - s
  else if (dr > ds) r = -q - s
  return { col: q || 0, row: r || 0 }
}

/** The table position of a cell's centre. */
export function cellCentre(grid: TableGrid, cell: GridCell): { x: number; z: number } {
  if (grid.kind === 'square') return { x: tidy(grid.x + cell.col * grid.size), z: tidy(grid.z + cell.row * grid.size) }
  return {
    x: tidy(grid.x + grid.size * SQRT3 * (cell.col + cell.row / 2)),
    z: tidy(grid.z + grid.size * 1.5 * cell.row),
  }
}

/** The centre of the cell that contains (x, z). */
export function snapToCell(grid: TableGrid, x: number, z: number): { x: number; z: number } {
  return cellCentre(grid, cellAt(grid, x, z))
}

/**
 * Cells between two cells, counted as the rules of the grid's games count range: on hexes the usual hex distance;
 * on squares the Star Wars Miniatures rule that "a diagonal square counts as two squares" (the Hungarian rulebook,
 * Mozgás / range), which makes the count |Δcol| + |Δrow|.
 */
export function cellDistance(grid: TableGrid, a: GridCell, b: GridCell): number {
  const dq = b.col - a.col
  const dr = b.row - a.row
  if (grid.kind === 'square') return Math.abs(dq) + Math.abs(dr)
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

/**
 * Kinds that never snap to a box's cells: cards keep the table grid, tokens and dice lie where they are put, and a
 * board carries the grid itself. Miniatures and tiles (and any kind added later) snap.
 */
const OFF_GRID: ReadonlySet<string> = new Set(['card', 'token', 'die', 'board'])

/** What the drop knows besides the pointer position. */
export interface DropContext {
  kind: TableObjectKind
  /** Alt held: place exactly where released, no grid, no stacking. */
  free: boolean
  /** True when a card lies under the drop point (the move will stack onto it, so the grid must not pull it away). */
  overCard: boolean
  /** The box's grid, if it has one. */
  grid?: TableGrid | null
}

/** The position to commit for a drop at (x, z), and whether net/table should stack it. */
export function dropPosition(x: number, z: number, ctx: DropContext): { x: number; z: number; stack: boolean } {
  if (ctx.free) return { x, z, stack: false }
  if (ctx.grid && !OFF_GRID.has(ctx.kind)) return { ...snapToCell(ctx.grid, x, z), stack: true }
  if (ctx.kind !== 'card' || ctx.overCard) return { x, z, stack: true }
  return { x: snapToGrid(x), z: snapToGrid(z), stack: true }
}
