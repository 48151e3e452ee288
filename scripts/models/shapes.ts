/**
 * Shape helpers for the generated models: rods and boxes between two points, hard-edged lathes (also partial
 * ones), extruded polygons, deformed boxes and bevelled bases. Every helper returns indexed geometry with
 * POSITION and NORMAL only, ready for `mergeGeometries`.
 */
import {
  BoxGeometry,
  CapsuleGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Quaternion,
  Shape,
  Vector2,
  Vector3,
} from 'three'
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { place } from './gltf'
import type { Vec3 } from './gltf'

const UP = new Vector3(0, 1, 0)

/** Orients a geometry built along +y so that it runs from `from` to `to` (its middle at theirs). */
function along(geometry: BufferGeometry, from: Vec3, to: Vec3): BufferGeometry {
  const a = new Vector3(...from)
  const b = new Vector3(...to)
  const dir = b.clone().sub(a).normalize()
  const mid = a.add(b).multiplyScalar(0.5)
  const g = place(geometry, [0, 0, 0])
  g.applyQuaternion(new Quaternion().setFromUnitVectors(UP, dir))
  return g.translate(mid.x, mid.y, mid.z)
}

const distance = (from: Vec3, to: Vec3) => new Vector3(...from).distanceTo(new Vector3(...to))

/** A cylinder (or cone) from `from` (radius r0) to `to` (radius r1). */
export function rod(from: Vec3, to: Vec3, r0: number, r1 = r0, segments = 12): BufferGeometry {
  return along(new CylinderGeometry(r1, r0, distance(from, to), segments), from, to)
}

/** A capsule whose sphere centres are `from` and `to` (`cap` rows of faces per rounded end). */
export function capsule(from: Vec3, to: Vec3, radius: number, segments = 10, cap = 3): BufferGeometry {
  return along(new CapsuleGeometry(radius, distance(from, to), cap, segments), from, to)
}

/** A box running from `from` to `to`, `width` across x and `depth` across z (before turning). */
export function bar(from: Vec3, to: Vec3, width: number, depth: number): BufferGeometry {
  return along(new BoxGeometry(width, distance(from, to), depth), from, to)
}

/** A copy of a geometry with every vertex moved by `move`, with normals recomputed (flat on boxes). */
export function deform(geometry: BufferGeometry, move: (v: Vector3) => void): BufferGeometry {
  const g = place(geometry, [0, 0, 0])
  const p = g.getAttribute('position')
  const v = new Vector3()
  for (let i = 0; i < p.count; i++) {
    v.fromBufferAttribute(p, i)
    move(v)
    p.setXYZ(i, v.x, v.y, v.z)
  }
  g.computeVertexNormals()
  return g
}

/**
 * A box `w` × `h` × `d` centred on the origin whose top face is scaled by `top` ([x, z]) and shifted by
 * `shift` ([x, z]): frusta, wedges and sloped turrets.
 */
export function taperedBox(w: number, h: number, d: number, top: [number, number], shift: [number, number] = [0, 0]) {
  return deform(new BoxGeometry(w, h, d), (v) => {
    if (v.y > 0) v.set(v.x * top[0] + shift[0], v.y, v.z * top[1] + shift[1])
  })
}

/**
 * A lathe with a hard edge at every profile point (each segment of the profile is lathed on its own, so
 * normals do not blend across corners); `phiStart`/`phiLength` give a partial one (phi 0 faces +z, growing
 * towards +x).
 */
export function hardLathe(points: [number, number][], segments = 32, phiStart = 0, phiLength = Math.PI * 2) {
  const bands = points.slice(1).map(([r, y], i) => {
    const [r0, y0] = points[i]!
    return place(new LatheGeometry([new Vector2(r0, y0), new Vector2(r, y)], segments, phiStart, phiLength), [0, 0, 0])
  })
  const merged = mergeGeometries(bands)
  if (!merged) throw new Error('could not merge lathe bands')
  return merged
}

/** A polygon in the x–z plane (seen from above), extruded from y0 up to y1. */
export function prism(polygon: [number, number][], y0: number, y1: number): BufferGeometry {
  const shape = new Shape(polygon.map(([x, z]) => new Vector2(x, -z)))
  const g = new ExtrudeGeometry(shape, { depth: y1 - y0, bevelEnabled: false })
  return place(g, [0, y0, 0], [-Math.PI / 2, 0, 0])
}

/** A polygon in the x–y plane (seen from the front), extruded from z0 forward to z1. */
export function prismZ(polygon: [number, number][], z0: number, z1: number): BufferGeometry {
  const shape = new Shape(polygon.map(([x, y]) => new Vector2(x, y)))
  const g = new ExtrudeGeometry(shape, { depth: z1 - z0, bevelEnabled: false })
  return place(g, [0, 0, z0])
}

/** A round base with a bevelled rim, `radius` wide and `height` tall, its bottom on y = 0. */
export function roundBase(radius: number, height: number, segments = 48): BufferGeometry {
  return place(
    new LatheGeometry(
      [
        new Vector2(0, 0),
        new Vector2(radius, 0),
        new Vector2(radius + height * 0.06, height * 0.35),
        new Vector2(radius - height * 0.26, height),
        new Vector2(0, height),
      ],
      segments,
    ),
    [0, 0, 0],
  )
}
