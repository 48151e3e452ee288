/**
 * The Battle of Hoth battle die on the sandbox table: a rounded d6 whose box face i shows the Hoth face
 * HOTH_DIE_FACES[i] from a 3 × 2 symbol atlas (cell i, row by row from the top — the layout the Hoth table's
 * die texture uses), and the rotation that lays face i on top with its symbol upright.
 */
import { Quaternion, Vector3 } from 'three'
import type { BufferGeometry } from 'three'
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js'
import { DIE_SIZE } from '../../../lib/dimensions'
import { faceUpRotation } from '../../../lib/faceUp'

/** Columns and rows of the symbol atlas. */
export const HOTH_DIE_GRID = { cols: 3, rows: 2 } as const

/** Outward normals of the box geometry's faces, in its group order: +x, −x, +y, −y, +z, −z. */
export const BOX_FACE_NORMALS: readonly Vector3[] = [
  new Vector3(1, 0, 0),
  new Vector3(-1, 0, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, -1, 0),
  new Vector3(0, 0, 1),
  new Vector3(0, 0, -1),
]

/** Where each box face's picture points up (its texture's +v), as RoundedBoxGeometry lays out the UVs. */
export const BOX_FACE_TEXTURE_UP: readonly Vector3[] = [
  new Vector3(0, 1, 0),
  new Vector3(0, 1, 0),
  new Vector3(0, 0, -1),
  new Vector3(0, 0, 1),
  new Vector3(0, 1, 0),
  new Vector3(0, 1, 0),
]

const UP_ROTATIONS: readonly Quaternion[] = BOX_FACE_NORMALS.map((n, i) =>
  faceUpRotation(n, BOX_FACE_TEXTURE_UP[i] as Vector3, new Quaternion()),
)

/** The rotation (shared, do not mutate) that shows Hoth face `face` (0–5) on top, its symbol upright. */
export function hothUpRotation(face: number): Quaternion {
  return UP_ROTATIONS[Math.min(5, Math.max(0, Math.trunc(face) || 0))] as Quaternion
}

/** A rounded die the size of the d6 whose box face i samples atlas cell i. */
export function createHothDieGeometry(): BufferGeometry {
  const g = new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 3, DIE_SIZE * 0.12)
  const uv = g.getAttribute('uv')
  for (const [face, group] of g.groups.entries()) {
    const col = face % HOTH_DIE_GRID.cols
    const row = Math.floor(face / HOTH_DIE_GRID.cols)
    for (let i = group.start; i < group.start + group.count; i++) {
      uv.setXY(i, (col + uv.getX(i)) / HOTH_DIE_GRID.cols, 1 - (row + 1 - uv.getY(i)) / HOTH_DIE_GRID.rows)
    }
  }
  g.clearGroups()
  return g
}
