/**
 * Geometries of instanced table objects, centred on their own height. Cards and tokens carry a per-vertex
 * `aSide` attribute (1 top face, −1 bottom face, 0 edge) that the atlas material uses to pick face, back or
 * edge colour, and top/bottom UVs that read the right way up once the object lies (or is flipped) on the felt.
 */
import { BufferAttribute, CylinderGeometry, ExtrudeGeometry, Shape } from 'three'
import type { BufferGeometry } from 'three'
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js'
import { CARD_DEPTH, CARD_THICKNESS, CARD_WIDTH, DIE_SIZE, TOKEN_HEIGHT, TOKEN_RADIUS } from './dimensions'
import { DIE_FACE_VALUES } from './dieFaces'
import { DIE_GRID } from './diePainter'

/**
 * Sets `aSide` from the normals and rewrites top/bottom UVs from x/z: u across the width, v = 1 at the far
 * (−z) edge. The bottom is mirrored in u so it reads correctly after a flip around the long (z) axis.
 */
function addSides(geometry: BufferGeometry, width: number, depth: number): BufferGeometry {
  const pos = geometry.getAttribute('position')
  const normal = geometry.getAttribute('normal')
  const uv = geometry.getAttribute('uv')
  const side = new Float32Array(pos.count)
  for (let i = 0; i < pos.count; i++) {
    const ny = normal.getY(i)
    const s = ny > 0.5 ? 1 : ny < -0.5 ? -1 : 0
    side[i] = s
    const u = pos.getX(i) / width + 0.5
    const v = -pos.getZ(i) / depth + 0.5
    uv.setXY(i, s === -1 ? 1 - u : u, v)
  }
  geometry.setAttribute('aSide', new BufferAttribute(side, 1))
  return geometry
}

/** A card: a rounded rectangle slab, CARD_WIDTH × CARD_DEPTH × CARD_THICKNESS. */
export function createCardGeometry(): BufferGeometry {
  const w = CARD_WIDTH
  const d = CARD_DEPTH
  const r = 0.03
  const shape = new Shape()
  shape.moveTo(-w / 2 + r, -d / 2)
  shape.lineTo(w / 2 - r, -d / 2)
  shape.quadraticCurveTo(w / 2, -d / 2, w / 2, -d / 2 + r)
  shape.lineTo(w / 2, d / 2 - r)
  shape.quadraticCurveTo(w / 2, d / 2, w / 2 - r, d / 2)
  shape.lineTo(-w / 2 + r, d / 2)
  shape.quadraticCurveTo(-w / 2, d / 2, -w / 2, d / 2 - r)
  shape.lineTo(-w / 2, -d / 2 + r)
  shape.quadraticCurveTo(-w / 2, -d / 2, -w / 2 + r, -d / 2)
  const g = new ExtrudeGeometry(shape, { depth: CARD_THICKNESS, bevelEnabled: false, curveSegments: 4 })
  // Extruded along +z; lay it flat (shape y → −z, thickness → +y) and centre it on its thickness.
  g.rotateX(-Math.PI / 2)
  g.translate(0, -CARD_THICKNESS / 2, 0)
  g.clearGroups()
  return addSides(g, w, d)
}

/** A token: a low disc. */
export function createTokenGeometry(): BufferGeometry {
  const g = new CylinderGeometry(TOKEN_RADIUS, TOKEN_RADIUS, TOKEN_HEIGHT, 40, 1)
  g.clearGroups()
  return addSides(g, TOKEN_RADIUS * 2, TOKEN_RADIUS * 2)
}

/** A d6 with rounded edges; each face's UVs point into its cell of the 3 × 2 die face texture. */
export function createDieGeometry(): BufferGeometry {
  const g = new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 3, DIE_SIZE * 0.16)
  const uv = g.getAttribute('uv')
  for (const [face, group] of g.groups.entries()) {
    const value = DIE_FACE_VALUES[face] ?? 1
    const col = (value - 1) % DIE_GRID.cols
    const row = Math.floor((value - 1) / DIE_GRID.cols)
    for (let i = group.start; i < group.start + group.count; i++) {
      uv.setXY(i, (col + uv.getX(i)) / DIE_GRID.cols, 1 - (row + 1 - uv.getY(i)) / DIE_GRID.rows)
    }
  }
  g.clearGroups()
  return g
}
