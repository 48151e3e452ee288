/**
 * A coin as data and geometry: a thin disc whose top shows heads (face 0) and bottom tails (face 1) from a
 * 2 × 1 atlas (heads left, tails right), with the edge sampling the atlas's rim colour in a corner.
 */
import { CylinderGeometry, Quaternion, Vector3 } from 'three'
import type { BufferGeometry } from 'three'
import { DIE_SIZE } from './dimensions'
import { faceUpRotation } from './faceUp'

/** Columns and rows of the coin atlas: heads in cell 0, tails in cell 1. */
export const COIN_GRID = { cols: 2, rows: 1 } as const
/** The coin's radius: a little wider than a d6. */
export const COIN_RADIUS = DIE_SIZE * 0.55
/** The coin's thickness. */
export const COIN_THICKNESS = 0.025
/** Where (u, v) the edge samples the atlas: a corner outside both discs, painted in the rim colour. */
export const COIN_EDGE_UV: readonly [number, number] = [0.01, 0.02]

// Face 0 lies as built; face 1 is turned over around the long (z) axis, like a flipped card.
const UP_ROTATIONS: readonly Quaternion[] = [
  faceUpRotation(new Vector3(0, 1, 0), new Vector3(0, 0, -1), new Quaternion()),
  faceUpRotation(new Vector3(0, -1, 0), new Vector3(0, 0, -1), new Quaternion()),
]

/** The rotation (shared, do not mutate) that shows `face` (0 heads, 1 tails) on top. */
export function coinUpRotation(face: number): Quaternion {
  return UP_ROTATIONS[face === 1 ? 1 : 0] as Quaternion
}

/**
 * The coin: top and bottom UVs from x/z into their cells (image top at the far, −z edge; the bottom mirrored so
 * it reads right once turned over around z), the edge at COIN_EDGE_UV.
 */
export function createCoinGeometry(): BufferGeometry {
  const g = new CylinderGeometry(COIN_RADIUS, COIN_RADIUS, COIN_THICKNESS, 48, 1)
  g.clearGroups()
  const pos = g.getAttribute('position')
  const normal = g.getAttribute('normal')
  const uv = g.getAttribute('uv')
  const d = COIN_RADIUS * 2
  for (let i = 0; i < pos.count; i++) {
    const ny = normal.getY(i)
    const u = pos.getX(i) / d + 0.5
    const v = -pos.getZ(i) / d + 0.5
    if (ny > 0.5) uv.setXY(i, u / COIN_GRID.cols, v)
    else if (ny < -0.5) uv.setXY(i, (2 - u) / COIN_GRID.cols, v)
    else uv.setXY(i, COIN_EDGE_UV[0], COIN_EDGE_UV[1])
  }
  return g
}
