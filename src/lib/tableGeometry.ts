/**
 * The table's rail geometry, shared by every table (the sandbox's and Battle of Hoth's): a rounded walnut frame
 * around the play area, bevelled on top.
 */
import { ExtrudeGeometry, Path, Shape } from 'three'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH } from './dimensions'

/** Traces a rectangle with rounded corners (half sizes `hx`, `hz`, corner radius `r`) on `path`. */
function roundedRect(path: Shape | Path, hx: number, hz: number, r: number): void {
  path.moveTo(-hx + r, -hz)
  path.lineTo(hx - r, -hz)
  path.quadraticCurveTo(hx, -hz, hx, -hz + r)
  path.lineTo(hx, hz - r)
  path.quadraticCurveTo(hx, hz, hx - r, hz)
  path.lineTo(-hx + r, hz)
  path.quadraticCurveTo(-hx, hz, -hx, hz - r)
  path.lineTo(-hx, -hz + r)
  path.quadraticCurveTo(-hx, -hz, -hx + r, -hz)
}

/** The rail around the felt, lying on the table plane (the caller disposes it). */
export function createRailGeometry(): ExtrudeGeometry {
  const outer = new Shape()
  roundedRect(outer, FELT_HALF_X + RAIL_WIDTH, FELT_HALF_Z + RAIL_WIDTH, 0.45)
  const hole = new Path()
  roundedRect(hole, FELT_HALF_X, FELT_HALF_Z, 0.08)
  outer.holes.push(hole)
  const g = new ExtrudeGeometry(outer, {
    depth: 0.12,
    bevelEnabled: true,
    bevelThickness: 0.05,
    bevelSize: 0.05,
    bevelSegments: 4,
    curveSegments: 10,
  })
  // Extruded along +z: stand it up so the rail rises above the felt.
  g.rotateX(-Math.PI / 2)
  return g
}
