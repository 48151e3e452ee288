/**
 * A d20 as data and geometry: an icosahedron whose twenty triangles carry the numbers 1–20 (opposite faces sum
 * to 21, as on a real d20), each triangle's UVs pointing into its cell of a 5 × 4 number atlas, and the
 * rotation that lays face i (value i + 1) on top, its number upright.
 */
import { BufferAttribute, IcosahedronGeometry, Quaternion, Vector3 } from 'three'
import type { BufferGeometry } from 'three'
import { DIE_SIZE } from '../../../lib/dimensions'
import { faceUpRotation } from '../../../lib/faceUp'

/** Columns and rows of the d20 number atlas: face i is in cell i, row by row from the top. */
export const D20_GRID = { cols: 5, rows: 4 } as const

/** Distance between opposite faces: a little taller than the d6, as real d20s are. */
export const D20_HEIGHT = DIE_SIZE * 1.1

// An icosahedron's inradius over its circumradius.
const INRADIUS_RATIO = 0.7946544722917661
const RADIUS = D20_HEIGHT / 2 / INRADIUS_RATIO

/**
 * Where a face's triangle lies in its (unit) atlas cell: apex up, base at the bottom, counter-clockwise
 * (apex, bottom left, bottom right) like the geometry's triangles seen from outside, so nothing is mirrored.
 */
export const D20_CELL_TRIANGLE: readonly (readonly [number, number])[] = [
  [0.5, 0.92],
  [0.02, 0.09],
  [0.98, 0.09],
]

/** Where the number sits in its cell (the triangle's centroid), u and v. */
export const D20_NUMBER_AT: readonly [number, number] = [
  (D20_CELL_TRIANGLE[0]![0] + D20_CELL_TRIANGLE[1]![0] + D20_CELL_TRIANGLE[2]![0]) / 3,
  (D20_CELL_TRIANGLE[0]![1] + D20_CELL_TRIANGLE[1]![1] + D20_CELL_TRIANGLE[2]![1]) / 3,
]

interface Triangle {
  normal: Vector3
  /** From the centroid to the first vertex (the apex of its picture). */
  apex: Vector3
}

/** The icosahedron's triangles in geometry order (three does not index a polyhedron of detail 0). */
function triangles(geometry: BufferGeometry): Triangle[] {
  const pos = geometry.getAttribute('position')
  const out: Triangle[] = []
  for (let t = 0; t < pos.count / 3; t++) {
    const [a, b, c] = [0, 1, 2].map((k) => new Vector3().fromBufferAttribute(pos, 3 * t + k)) as [
      Vector3,
      Vector3,
      Vector3,
    ]
    const centroid = a.clone().add(b).add(c).divideScalar(3)
    out.push({ normal: centroid.clone().normalize(), apex: a.clone().sub(centroid) })
  }
  return out
}

/** Face index (value − 1) of each triangle: 1…10 in geometry order, each opposite triangle 21 − that. */
function numberTriangles(tris: readonly Triangle[]): number[] {
  const faceOf = new Array<number>(tris.length).fill(-1)
  let next = 0
  for (const [t, tri] of tris.entries()) {
    if (faceOf[t] !== -1) continue
    const opposite = tris.findIndex((o) => o.normal.dot(tri.normal) < -0.999)
    faceOf[t] = next
    faceOf[opposite] = 19 - next
    next++
  }
  return faceOf
}

const TRIANGLES = triangles(new IcosahedronGeometry(1, 0))
/** For each geometry triangle, the face (value − 1) it shows. */
export const D20_TRIANGLE_FACE: readonly number[] = numberTriangles(TRIANGLES)

const UP_ROTATIONS: readonly Quaternion[] = Array.from({ length: 20 }, (_, face) => {
  const tri = TRIANGLES[D20_TRIANGLE_FACE.indexOf(face)] as Triangle
  return faceUpRotation(tri.normal, tri.apex, new Quaternion())
})

/** The rotation (shared, do not mutate) that shows face `face` (0–19) on top, its number upright. */
export function d20UpRotation(face: number): Quaternion {
  return UP_ROTATIONS[Math.min(19, Math.max(0, Math.trunc(face) || 0))] as Quaternion
}

/** The d20: flat-shaded, resting on a face, each triangle's UVs in its number's atlas cell. */
export function createD20Geometry(): BufferGeometry {
  const g = new IcosahedronGeometry(RADIUS, 0)
  const uv = new Float32Array(g.getAttribute('position').count * 2)
  for (const [t, face] of D20_TRIANGLE_FACE.entries()) {
    const col = face % D20_GRID.cols
    const row = Math.floor(face / D20_GRID.cols)
    for (const [k, [u, v]] of D20_CELL_TRIANGLE.entries()) {
      uv[(3 * t + k) * 2] = (col + u) / D20_GRID.cols
      uv[(3 * t + k) * 2 + 1] = 1 - (row + 1 - v) / D20_GRID.rows
    }
  }
  g.setAttribute('uv', new BufferAttribute(uv, 2))
  return g
}
