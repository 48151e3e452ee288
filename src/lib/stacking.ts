/**
 * How high each object rests: objects are stacked in (layer, id) order, and each one lies on top of the
 * highest thing below it that its footprint overlaps. So a card dropped on a token lies on the token, not
 * inside it, and two objects that share a layer (a concurrent drop) still get distinct heights, the same
 * on every peer.
 */
import type { TableObjectKind } from '../../net/schema'
import type { SceneObject } from '../scene/sceneObject'
import { halfExtents } from '../../net/table'
import { BOARD_THICKNESS, CARD_THICKNESS, DIE_SIZE, TILE_THICKNESS, TOKEN_HEIGHT } from './dimensions'

/** Height each kind adds to a pile (a miniature's figure counts, so a card laid on one floats above it). */
const STACK_HEIGHT: Readonly<Record<TableObjectKind, number>> = {
  card: CARD_THICKNESS,
  token: TOKEN_HEIGHT,
  die: DIE_SIZE,
  miniature: 0.55,
  board: BOARD_THICKNESS,
  tile: TILE_THICKNESS,
}
/** Air between stacked things, so faces never share a plane. */
const GAP = 0.001
const EPSILON = 1e-6

interface Placed {
  id: string
  obj: SceneObject
  hx: number
  hz: number
  top: number
}

/** Fills `out` with the resting height (of the underside) of every object in `objects`. */
export function stackHeights(objects: ReadonlyMap<string, SceneObject>, out: Map<string, number>): Map<string, number> {
  const order = [...objects].sort(([ia, a], [ib, b]) => a.layer - b.layer || (ia < ib ? -1 : ia > ib ? 1 : 0))
  const placed: Placed[] = []
  out.clear()
  for (const [id, obj] of order) {
    const { hx, hz } = halfExtents(obj.kind, obj.quarter, obj)
    let base = 0
    for (const p of placed) {
      if (p.top + GAP <= base) continue
      if (Math.abs(obj.x - p.obj.x) < hx + p.hx - EPSILON && Math.abs(obj.z - p.obj.z) < hz + p.hz - EPSILON) {
        base = p.top + GAP
      }
    }
    // A pile of n cards rests its top card n − 1 thicknesses up (the pile's body is drawn below it).
    const below = Math.max(0, (obj.stack ?? 1) - 1) * STACK_HEIGHT[obj.kind]
    out.set(id, base + below)
    placed.push({ id, obj, hx, hz, top: base + below + STACK_HEIGHT[obj.kind] })
  }
  return out
}
