/**
 * The terrain pieces standing on the hex tiles, built from three.js primitives with a seeded generator and
 * merged by the caller: snow-capped boulders, ridge outcrops, sandbagged trench rims, ice shards around a
 * chasm, cracked ice sheets with spikes, Echo Base domes and modules, and crashed hull wreckage. Pieces keep
 * to the hex's rim where they can, so figures standing in the hex stay visible.
 */
import {
  BoxGeometry,
  CircleGeometry,
  ConeGeometry,
  CylinderGeometry,
  IcosahedronGeometry,
  Matrix4,
  SphereGeometry,
  Vector3,
} from 'three'
import type { BufferGeometry } from 'three'
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { GROUND_TOP, HEX_RADIUS, HEX_SIZE, hexCorners } from './boardLayout'
import type { TablePoint } from './boardLayout'
import { between, paint, paintCaps, piece, place } from './geometryKit'
import type { Rng } from './geometryKit'

const SNOW = '#eef3f8'
const ROCK = '#4b4f57'
const ICE = '#bfe2f7'

/** Pieces of one hex: `rough` (matte, vertex-coloured) and `ice` (glossy). */
export interface HexPieces {
  rough: BufferGeometry[]
  ice: BufferGeometry[]
}

/** A snow-capped boulder of radius `r` resting on `y` (partly sunk), jittered so no two look alike. */
export function boulder(rng: Rng, r: number, at: TablePoint, y: number, colour = ROCK): BufferGeometry {
  const ico = new IcosahedronGeometry(r, 1)
  ico.deleteAttribute('uv')
  ico.deleteAttribute('normal')
  const g = mergeVertices(ico)
  ico.dispose()
  const pos = g.getAttribute('position')
  const v = new Vector3()
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i).multiplyScalar(1 + (rng() - 0.5) * 0.36)
    pos.setXYZ(i, v.x, v.y, v.z)
  }
  const squash = between(rng, 0.55, 0.85)
  const out = piece(g, true)
  place(
    out,
    [at.x, y + r * squash * 0.35, at.z],
    [between(rng, -0.3, 0.3), rng() * 6.3, 0],
    [between(rng, 1, 1.35), squash, 1],
  )
  return paintCaps(out, colour, SNOW, rng, 0.8)
}

function polar(r: number, a: number, c: TablePoint = { x: 0, z: 0 }): TablePoint {
  return { x: c.x + r * Math.cos(a), z: c.z + r * Math.sin(a) }
}

/** A corner direction (0–5) of a pointy-top hex, as an angle. */
function cornerAngle(k: number): number {
  return Math.PI / 6 + (k * Math.PI) / 3
}

/** Three or four distinct corner directions, in random order. */
function corners(rng: Rng, count: number): number[] {
  const all = [0, 1, 2, 3, 4, 5]
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[all[i], all[j]] = [all[j]!, all[i]!]
  }
  return all.slice(0, count)
}

/** Rocks: three clusters of two or three boulders near the rim. */
export function rocks(rng: Rng, c: TablePoint): HexPieces {
  const rough: BufferGeometry[] = []
  const a0 = rng() * Math.PI * 2
  for (let k = 0; k < 3; k++) {
    const centre = polar(between(rng, 0.25, 0.3), a0 + (k * 2 * Math.PI) / 3, c)
    const n = 2 + Math.floor(rng() * 2)
    for (let i = 0; i < n; i++) {
      const at = polar(between(rng, 0, 0.07), rng() * 6.3, centre)
      rough.push(boulder(rng, between(rng, 0.08, 0.13), at, GROUND_TOP.rocks))
    }
  }
  return { rough, ice: [] }
}

/**
 * A ridge: the tile is raised (see GROUND_TOP); craggy outcrops crown both ends along `angle` (toward a ridge
 * neighbour), and boulders crowd the foot of every side in `openSides` (outward angles with no ridge beyond).
 */
export function ridge(rng: Rng, c: TablePoint, angle: number, openSides: readonly number[]): HexPieces {
  const rough: BufferGeometry[] = []
  const top = GROUND_TOP.ridge
  for (const end of [0, Math.PI]) {
    const centre = polar(0.29, angle + end, c)
    rough.push(boulder(rng, between(rng, 0.09, 0.12), centre, top, '#4a4e56'))
    rough.push(boulder(rng, between(rng, 0.05, 0.07), polar(0.1, rng() * 6.3, centre), top, '#4a4e56'))
  }
  const inner = HEX_SIZE / 2
  for (const side of openSides) {
    for (const t of [-0.28, 0.05, 0.3]) {
      const at = polar(inner, side, c)
      const along = polar(t * HEX_RADIUS * 1.6 + between(rng, -0.04, 0.04), side + Math.PI / 2, at)
      rough.push(boulder(rng, between(rng, 0.07, 0.1), along, GROUND_TOP.snow - 0.02, '#50545c'))
    }
  }
  return { rough, ice: [] }
}

/** A trench: the tile is sunk; sandbag walls line its four slanting edges, the east and west ends stay open. */
export function trench(rng: Rng, c: TablePoint): HexPieces {
  const rough: BufferGeometry[] = []
  const ring = hexCorners(HEX_RADIUS * 0.84)
  for (const k of [0, 1, 3, 4]) {
    const p = ring[k]!
    const q = ring[(k + 1) % 6]!
    const yaw = -Math.atan2(q.z - p.z, q.x - p.x)
    for (const [layer, count] of [
      [0, 4],
      [1, 3],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const t = (i + 0.5 + (4 - count) / 2) / 4
        const bag = piece(new SphereGeometry(1, 8, 5))
        const y = GROUND_TOP.trench + 0.026 + layer * 0.036
        place(bag, [c.x + p.x + (q.x - p.x) * t, y, c.z + p.z + (q.z - p.z) * t], [0, yaw, 0], [0.056, 0.028, 0.04])
        rough.push(paintCaps(bag, rng() > 0.5 ? '#7b705b' : '#6c624f', '#c9cbbf', rng, 0.95))
      }
    }
  }
  return { rough, ice: [] }
}

/** An ice shard: a narrow four-sided spike from `at` leaning by `tilt` toward `lean` (radians). */
function shard(rng: Rng, at: TablePoint, y: number, height: number, lean: number, tilt: number): BufferGeometry {
  const g = piece(new ConeGeometry(between(rng, 0.025, 0.045), height, 4), true)
  g.translate(0, height / 2, 0)
  const axis = new Vector3(Math.sin(lean), 0, -Math.cos(lean))
  g.rotateY(rng() * 6.3)
  g.applyMatrix4(new Matrix4().makeRotationAxis(axis, tilt))
  g.translate(at.x, y, at.z)
  return paintCaps(g, rng() > 0.5 ? ICE : '#d8eefb', '#f4fbff', rng, 0.8)
}

/** A chasm: the tile is a deep dark pit; ice shards crowd its rim, leaning over the drop. */
export function chasm(rng: Rng, c: TablePoint): HexPieces {
  const ice: BufferGeometry[] = []
  const rough: BufferGeometry[] = []
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + between(rng, -0.2, 0.2)
    const at = polar(HEX_RADIUS * between(rng, 0.8, 0.9), a, c)
    ice.push(shard(rng, at, 0.02, between(rng, 0.08, 0.17), a + Math.PI / 2, between(rng, 0.2, 0.5)))
  }
  for (let i = 0; i < 3; i++) {
    const at = polar(0.22, rng() * 6.3, c)
    rough.push(paint(boulder(rng, 0.05, at, GROUND_TOP.chasm, '#1d2631'), '#1d2631'))
  }
  return { rough, ice }
}

/** An ice field: a sheet of cracked glossy plates and a cluster of spikes in the middle (nothing stands here). */
export function iceField(rng: Rng, c: TablePoint): HexPieces {
  const ice: BufferGeometry[] = []
  const ring = hexCorners(HEX_RADIUS * 0.86)
  const mid = polar(0.05, rng() * 6.3, c)
  for (let k = 0; k < 6; k++) {
    const p = ring[k]!
    const q = ring[(k + 1) % 6]!
    const h = between(rng, 0.012, 0.04)
    // A triangular slab from the middle to one edge, shrunk a little so cracks show between the plates.
    const tri = [mid, { x: c.x + p.x, z: c.z + p.z }, { x: c.x + q.x, z: c.z + q.z }]
    ice.push(paint(slab(tri, GROUND_TOP.ice, h, 0.9), rng() > 0.5 ? ICE : '#d2ecfb'))
  }
  for (let i = 0; i < 4; i++) {
    const at = polar(between(rng, 0, 0.12), rng() * 6.3, c)
    ice.push(shard(rng, at, GROUND_TOP.ice, between(rng, 0.16, 0.3), rng() * 6.3, between(rng, 0, 0.35)))
  }
  return { rough: [], ice }
}

/** A triangular slab over `tri` (shrunk toward its centre by `k`), from `y` up by `h`. */
function slab(tri: TablePoint[], y: number, h: number, k: number): BufferGeometry {
  const cx = (tri[0]!.x + tri[1]!.x + tri[2]!.x) / 3
  const cz = (tri[0]!.z + tri[1]!.z + tri[2]!.z) / 3
  const pts = tri.map((p) => ({ x: cx + (p.x - cx) * k, z: cz + (p.z - cz) * k }))
  // The unit prism's rim runs by decreasing atan2(z, x): order the corners the same way so faces look outward.
  const [p0, p1, p2] = pts as [TablePoint, TablePoint, TablePoint]
  if ((p1.x - p0.x) * (p2.z - p0.z) - (p1.z - p0.z) * (p2.x - p0.x) > 0) pts.reverse()
  const g = new CylinderGeometry(1, 1, 1, 3)
  const pos = g.getAttribute('position')
  // Map the unit prism's three rim vertices onto the triangle's corners (by angle), keeping top and bottom.
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i)
    const z = pos.getZ(i)
    const top = pos.getY(i) > 0
    let px = cx
    let pz = cz
    if (Math.hypot(x, z) > 0.5) {
      const a = Math.atan2(x, z)
      const idx = Math.round(((a + Math.PI * 2) % (Math.PI * 2)) / ((Math.PI * 2) / 3)) % 3
      px = pts[idx]!.x
      pz = pts[idx]!.z
    }
    pos.setXYZ(i, px, top ? y + h : y - 0.01, pz)
  }
  return piece(g, true)
}

/** Buildings: an Echo Base dome and two modules toward the corners, roofs dusted with snow, dark doors. */
export function buildings(rng: Rng, c: TablePoint): HexPieces {
  const rough: BufferGeometry[] = []
  const [a, b, d] = corners(rng, 3).map(cornerAngle) as [number, number, number]
  const y = GROUND_TOP.buildings
  const domeAt = polar(0.3, a, c)
  const dome = piece(new SphereGeometry(0.135, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2))
  rough.push(paintCaps(place(dome, [domeAt.x, y, domeAt.z], [0, 0, 0], [1, 0.85, 1]), '#8f96a0', SNOW, rng, 0.93))
  const band = piece(new CylinderGeometry(0.138, 0.138, 0.025, 16, 1, true))
  rough.push(paint(place(band, [domeAt.x, y + 0.03, domeAt.z]), '#4a5059'))
  for (const [angle, w, h] of [
    [b, 0.24, 0.12],
    [d, 0.15, 0.16],
  ] as const) {
    const p = polar(0.3, angle, c)
    const yaw = -angle + Math.PI / 2
    const box = piece(new BoxGeometry(w, h, 0.13))
    rough.push(paintCaps(place(box, [p.x, y + h / 2, p.z], [0, yaw, 0]), '#868d97', SNOW, rng, 0.9))
    const door = paint(piece(new BoxGeometry(w * 0.35, h * 0.6, 0.02)), '#23282f')
    const inward = polar(0.3 - 0.066, angle, c)
    rough.push(place(door, [inward.x, y + h * 0.3, inward.z], [0, yaw, 0]))
  }
  const mastAt = polar(0.3, d, c)
  rough.push(paint(place(piece(new CylinderGeometry(0.008, 0.008, 0.2, 5)), [mastAt.x, y + 0.26, mastAt.z]), '#3f454d'))
  const dish = piece(new SphereGeometry(0.05, 10, 4, 0, Math.PI * 2, 0, Math.PI / 3))
  rough.push(paint(place(dish, [mastAt.x, y + 0.33, mastAt.z], [Math.PI * 0.75, rng() * 6.3, 0]), '#c3c8cf'))
  return { rough, ice: [] }
}

/** One heap of crashed hull: a curved hull section, a tilted plate, a lying engine, shards and a scorch mark. */
export function wreck(rng: Rng, at: TablePoint, y: number, s = 1): BufferGeometry[] {
  const out: BufferGeometry[] = []
  const yaw = rng() * 6.3
  const scorch = paint(piece(new CircleGeometry(0.16 * s, 12)), '#3d3a38')
  out.push(place(scorch, [at.x, y + 0.003, at.z], [-Math.PI / 2, 0, 0]))
  const hull = piece(new CylinderGeometry(0.09 * s, 0.09 * s, 0.22 * s, 10, 1, true, 0, Math.PI * 1.1), true)
  out.push(
    paintCaps(place(hull, [at.x, y + 0.02 * s, at.z], [Math.PI / 2, 0, yaw + 0.3]), '#4d5259', '#cfd6de', rng, 0.85),
  )
  const plate = piece(new BoxGeometry(0.2 * s, 0.02 * s, 0.12 * s), true)
  const p = polar(0.1 * s, yaw - 1.2, at)
  out.push(paintCaps(place(plate, [p.x, y + 0.05 * s, p.z], [0.2, yaw, 0.55]), '#5a5f66', '#dfe6ee', rng, 0.85))
  const engine = piece(new CylinderGeometry(0.04 * s, 0.055 * s, 0.14 * s, 8))
  const e = polar(0.11 * s, yaw + 1.7, at)
  out.push(paintCaps(place(engine, [e.x, y + 0.04 * s, e.z], [Math.PI / 2, 0, yaw]), '#3b3f45', '#d7dde4', rng, 0.85))
  for (let i = 0; i < 4; i++) {
    const q = polar(between(rng, 0.1, 0.17) * s, rng() * 6.3, at)
    const bit = piece(new BoxGeometry(0.06 * s, 0.014 * s, 0.035 * s), true)
    out.push(paint(place(bit, [q.x, y + 0.012, q.z], [rng(), rng() * 6.3, rng()]), rng() > 0.5 ? '#7a4b2e' : '#50545b'))
  }
  return out
}

/** Wreckage: two heaps toward the corners. */
export function wreckage(rng: Rng, c: TablePoint): HexPieces {
  const [a, b] = corners(rng, 2).map(cornerAngle) as [number, number]
  const y = GROUND_TOP.wreckage
  return { rough: [...wreck(rng, polar(0.27, a, c), y, 1.1), ...wreck(rng, polar(0.28, b, c), y, 0.85)], ice: [] }
}
