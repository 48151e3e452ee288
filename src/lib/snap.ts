/**
 * Where a dropped object lands: cards snap to the table grid unless the player holds Alt (free placement),
 * and a card dropped onto another card stacks on it (net/table.ts does the stacking itself).
 */
import type { TableObjectKind } from '../../net/schema'
import { GRID_STEP } from './dimensions'

/** Rounds a coordinate to the nearest multiple of `step`. */
export function snapToGrid(v: number, step = GRID_STEP): number {
  const s = Math.round(v / step) * step
  // Avoid -0, which would be written to the document as a change from 0.
  return s === 0 ? 0 : Number(s.toFixed(6))
}

/** What the drop knows besides the pointer position. */
export interface DropContext {
  kind: TableObjectKind
  /** Alt held: place exactly where released, no grid, no stacking. */
  free: boolean
  /** True when a card lies under the drop point (the move will stack onto it, so the grid must not pull it away). */
  overCard: boolean
}

/** The position to commit for a drop at (x, z), and whether net/table should stack it. */
export function dropPosition(x: number, z: number, ctx: DropContext): { x: number; z: number; stack: boolean } {
  if (ctx.free) return { x, z, stack: false }
  if (ctx.kind !== 'card' || ctx.overCard) return { x, z, stack: true }
  return { x: snapToGrid(x), z: snapToGrid(z), stack: true }
}
