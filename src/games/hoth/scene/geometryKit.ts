/**
 * Small geometry tools for the Hoth board: a seeded random generator (every peer and every screenshot sees
 * the same rocks), vertex colouring, placing and merging pieces, and hex-shaped prisms. Every piece made here
 * is non-indexed with `position`, `normal` and `color` only, so any of them merge into one draw call.
 */
import { BufferAttribute, BufferGeometry, Color, Euler, Matrix4, Quaternion, Vector3 } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { TablePoint } from './boardLayout'

/** A random generator in [0, 1) from a seed (Park–Miller; deterministic). */
export type Rng = () => number

/** A seeded generator. */
export function seededRng(seed: number): Rng {
  let s = Math.abs(Math.floor(seed)) % 2147483646 || 1
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

/** A seed from a string (FNV-1a), e.g. a hex id. */
export function seedOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return (h >>> 0) % 2147483646 || 1
}

/** A number between `a` and `b`. */
export function between(rng: Rng, a: number, b: number): number {
  return a + (b - a) * rng()
}

/** Turns a three.js geometry into a plain non-indexed piece: position and normal, no uv. */
export function piece(g: BufferGeometry, flat = false): BufferGeometry {
  const out = g.index ? g.toNonIndexed() : g
  if (out !== g) g.dispose()
  out.deleteAttribute('uv')
  if (flat || !out.getAttribute('normal')) out.computeVertexNormals()
  return out
}

/** Paints a piece one colour. */
export function paint(g: BufferGeometry, colour: string | Color): BufferGeometry {
  const c = new Color(colour)
  const n = g.getAttribute('position').count
  const data = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) data.set([c.r, c.g, c.b], i * 3)
  g.setAttribute('color', new BufferAttribute(data, 3))
  return g
}

/**
 * Paints each triangle by its facing: faces whose normal points up more than `capAbove` get `cap` (snow),
 * the rest `side`, each face jittered a little in brightness by `rng` so flat shading reads as rough.
 */
export function paintCaps(g: BufferGeometry, side: string, cap: string, rng: Rng, capAbove = 0.55): BufferGeometry {
  const pos = g.getAttribute('position')
  const data = new Float32Array(pos.count * 3)
  const a = new Vector3()
  const b = new Vector3()
  const c = new Vector3()
  const sideColour = new Color(side)
  const capColour = new Color(cap)
  const tmp = new Color()
  for (let i = 0; i + 2 < pos.count; i += 3) {
    a.fromBufferAttribute(pos, i)
    b.fromBufferAttribute(pos, i + 1)
    c.fromBufferAttribute(pos, i + 2)
    const normal = b.sub(a).cross(c.sub(a)).normalize()
    tmp.copy(normal.y > capAbove ? capColour : sideColour).multiplyScalar(0.9 + rng() * 0.16)
    for (let k = 0; k < 3; k++) data.set([tmp.r, tmp.g, tmp.b], (i + k) * 3)
  }
  g.setAttribute('color', new BufferAttribute(data, 3))
  return g
}

const _m = new Matrix4()
const _q = new Quaternion()
const _e = new Euler()

/** Moves, turns (Euler x, y, z) and scales a piece in place. */
export function place(
  g: BufferGeometry,
  at: [number, number, number],
  rotation: [number, number, number] = [0, 0, 0],
  scale: [number, number, number] = [1, 1, 1],
): BufferGeometry {
  _q.setFromEuler(_e.set(...rotation))
  g.applyMatrix4(_m.compose(new Vector3(...at), _q, new Vector3(...scale)))
  return g
}

/** Merges pieces into one geometry (an empty geometry when there are none) and disposes of the pieces. */
export function mergePieces(pieces: BufferGeometry[]): BufferGeometry {
  if (pieces.length === 0) {
    const empty = new BufferGeometry()
    empty.setAttribute('position', new BufferAttribute(new Float32Array(0), 3))
    return empty
  }
  const merged = mergeGeometries(pieces, false)
  for (const p of pieces) p.dispose()
  if (!merged) throw new Error('hoth board: pieces with different attributes cannot merge')
  merged.computeBoundingSphere()
  return merged
}

/**
 * A prism over a convex polygon (points in x/z by increasing angle atan2(z, x) around its centre), from `bottom` up to
 * `top`, with a bevel of `bevel` around the top. The top is coloured `topColour`, the walls shade from
 * `wallColour` at the top to darker below; `uvScale` maps x/z to uv on the top (for the snow texture).
 */
export function polygonPrism(
  points: readonly TablePoint[],
  opts: { top: number; bottom: number; bevel: number; topColour: string; wallColour: string; uvScale?: number },
): BufferGeometry {
  const { top, bottom, bevel, uvScale = 1 } = opts
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length
  const cz = points.reduce((s, p) => s + p.z, 0) / points.length
  const inner = points.map((p) => {
    const dx = p.x - cx
    const dz = p.z - cz
    const len = Math.hypot(dx, dz) || 1
    const k = Math.max(0, len - bevel) / len
    return { x: cx + dx * k, z: cz + dz * k }
  })
  const pos: number[] = []
  const col: number[] = []
  const uv: number[] = []
  const topC = new Color(opts.topColour)
  const wallC = new Color(opts.wallColour)
  const lowC = wallC.clone().multiplyScalar(0.45)
  const push = (x: number, y: number, z: number, c: Color) => {
    pos.push(x, y, z)
    col.push(c.r, c.g, c.b)
    uv.push(x * uvScale + 0.5, -z * uvScale + 0.5)
  }
  const n = points.length
  const edge = top - bevel * 0.6
  for (let i = 0; i < n; i++) {
    const p = points[i]!
    const q = points[(i + 1) % n]!
    const pi = inner[i]!
    const qi = inner[(i + 1) % n]!
    // Top fan (wound so the face looks up).
    push(cx, top, cz, topC)
    push(qi.x, top, qi.z, topC)
    push(pi.x, top, pi.z, topC)
    // Bevel ring: a soft, snowy rounded edge.
    push(pi.x, top, pi.z, topC)
    push(qi.x, top, qi.z, topC)
    push(q.x, edge, q.z, topC)
    push(pi.x, top, pi.z, topC)
    push(q.x, edge, q.z, topC)
    push(p.x, edge, p.z, topC)
    // Wall.
    push(p.x, edge, p.z, wallC)
    push(q.x, edge, q.z, wallC)
    push(q.x, bottom, q.z, lowC)
    push(p.x, edge, p.z, wallC)
    push(q.x, bottom, q.z, lowC)
    push(p.x, bottom, p.z, lowC)
  }
  const g = new BufferGeometry()
  g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3))
  g.setAttribute('color', new BufferAttribute(new Float32Array(col), 3))
  g.setAttribute('uv', new BufferAttribute(new Float32Array(uv), 2))
  g.computeVertexNormals()
  g.computeBoundingSphere()
  return g
}
