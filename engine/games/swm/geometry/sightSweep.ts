/**
 * The exact line-of-sight search: is there a point p of rectangle A and a point q of rectangle B such that the
 * closed segment [p, q] has no point in common with any blocking edge (closed, ends included)?
 *
 * Why a sweep finds it exactly. Take a line by its direction d and its offset s = d × x (x any point on it). Along
 * the line, A and B cut chords; the best segment the line offers is the inner one, from the end of A's chord nearest
 * B to the end of B's chord nearest A (any other segment on the line contains it). Whether that inner segment touches
 * a blocker can change only when the line passes a critical point: a corner of A or B, or an end of a blocker in
 * conv(A ∪ B) (the unit edges meet the rectangles' sides only at grid points, which are such ends or corners). The
 * order of the critical points' offsets changes only at the directions of the vectors between two of them. So inside
 * each open angle between consecutive critical directions, and inside each open gap between consecutive critical
 * offsets, the answer is the same everywhere, and one line per cell decides it. The segments that see form an open
 * set, so if any exists, one lies in the inside of some cell: testing one line per cell is exact, not a sample.
 *
 * All in whole numbers: a cell's direction is the sum of its two bounding vectors (strictly between them, as both
 * lie in one half-turn), its line is 2 (d × x) = s1 + s2 (the doubled midpoint of two offsets), and positions along
 * it are the fractions t = d · x, compared by cross-multiplying.
 */
import type { Segment } from '../data/maps'
import { byAngle, compareFractions, cross, dot, fraction, upward } from './exact'
import type { Fraction, Vec } from './exact'

/** A closed axis-aligned rectangle of whole-number corners, x0 < x1 and y0 < y1. */
export interface Rect {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/** A point with rational coordinates (x / den, y / den), den > 0. */
export interface RationalPoint {
  readonly x: number
  readonly y: number
  readonly den: number
}

/** A clear segment found: from a point of A to a point of B. */
export interface SightWitness {
  readonly from: RationalPoint
  readonly to: RationalPoint
}

/** The corners of a rectangle in order around it. */
export function rectCorners(r: Rect): Vec[] {
  return [
    { x: r.x0, y: r.y0 },
    { x: r.x1, y: r.y0 },
    { x: r.x1, y: r.y1 },
    { x: r.x0, y: r.y1 },
  ]
}

/** Where the line 2 (d × x) = S crosses a segment, as t = d · x; null when it misses (or runs along) it. */
function crossing(d: Vec, S: number, a: Vec, b: Vec): Fraction | null {
  const fa = 2 * cross(d, a) - S
  const fb = 2 * cross(d, b) - S
  if ((fa > 0 && fb > 0) || (fa < 0 && fb < 0) || fa === fb) return null
  // x = a + λ (b − a) with λ = fa / (fa − fb); t = d · a + λ d · (b − a).
  return fraction(dot(d, a) * (fa - fb) + fa * dot(d, { x: b.x - a.x, y: b.y - a.y }), fa - fb)
}

/** The chord a line cuts from a rectangle, as [t_min, t_max], or null when it misses its inside. */
function chord(d: Vec, S: number, corners: readonly Vec[]): [Fraction, Fraction] | null {
  const ts: Fraction[] = []
  for (let i = 0; i < 4; i++) {
    const t = crossing(d, S, corners[i]!, corners[(i + 1) % 4]!)
    if (t) ts.push(t)
  }
  if (ts.length < 2) return null
  ts.sort(compareFractions)
  return [ts[0]!, ts[ts.length - 1]!]
}

/** The point of the line 2 (d × x) = S at t = d · x. */
function pointAt(d: Vec, S: number, t: Fraction): RationalPoint {
  const n2 = dot(d, d)
  return {
    x: 2 * d.x * t.num - d.y * S * t.den,
    y: 2 * d.y * t.num + d.x * S * t.den,
    den: 2 * t.den * n2,
  }
}

/** Whether a blocker touches the part of the line between t = lo and t = hi (closed). */
function blocksGap(d: Vec, S: number, e: Segment, lo: Fraction, hi: Fraction): boolean {
  const fa = 2 * cross(d, e.from) - S
  const fb = 2 * cross(d, e.to) - S
  if (fa === 0 && fb === 0) {
    // The blocker lies on the line: it blocks if its t-range meets the gap.
    const ta = dot(d, e.from)
    const tb = dot(d, e.to)
    const first = fraction(Math.min(ta, tb), 1)
    const last = fraction(Math.max(ta, tb), 1)
    return compareFractions(first, hi) <= 0 && compareFractions(lo, last) <= 0
  }
  const t = crossing(d, S, e.from, e.to)
  return t !== null && compareFractions(lo, t) <= 0 && compareFractions(t, hi) <= 0
}

/** Tests the one line 2 (d × x) = S; returns its inner segment if no blocker touches it. */
function testLine(d: Vec, S: number, a: readonly Vec[], b: readonly Vec[], blockers: readonly Segment[]) {
  const ca = chord(d, S, a)
  const cb = chord(d, S, b)
  if (!ca || !cb) return null
  let lo: Fraction
  let hi: Fraction
  let fromA: boolean
  if (compareFractions(ca[1], cb[0]) <= 0) [lo, hi, fromA] = [ca[1], cb[0], true]
  else if (compareFractions(cb[1], ca[0]) <= 0) [lo, hi, fromA] = [cb[1], ca[0], false]
  else return null // the rectangles overlap along this line; the caller settles overlapping spaces first
  for (const e of blockers) if (blocksGap(d, S, e, lo, hi)) return null
  const p = pointAt(d, S, lo)
  const q = pointAt(d, S, hi)
  return fromA ? { from: p, to: q } : { from: q, to: p }
}

/** The open interval of offsets of lines that cut a rectangle's inside. */
function offsetSpan(d: Vec, corners: readonly Vec[]): [number, number] {
  let lo = cross(d, corners[0]!)
  let hi = lo
  for (const c of corners) {
    const s = cross(d, c)
    if (s < lo) lo = s
    if (s > hi) hi = s
  }
  return [lo, hi]
}

/**
 * The closed cone of directions from A to B, as its clockwise-most and counter-clockwise-most edge vectors: the
 * directions q − p span it, and B − A is a rectangle whose corners are the extreme ones. A line in a direction
 * outside it (either way round) cannot cut both insides, so such directions need no test.
 */
function coneOf(A: Rect, B: Rect): [Vec, Vec] | null {
  const corners = rectCorners({ x0: B.x0 - A.x1, y0: B.y0 - A.y1, x1: B.x1 - A.x0, y1: B.y1 - A.y0 })
  const rays = corners.filter((c) => c.x !== 0 || c.y !== 0)
  let first = rays[0]!
  let last = rays[0]!
  for (const r of rays) {
    if (cross(first, r) < 0) first = r
    if (cross(last, r) > 0) last = r
  }
  // Every ray must lie between the two found; otherwise the cone is wider than a half-turn (it is not, for
  // rectangles whose insides do not overlap, but then no filtering is safe).
  for (const r of rays) if (cross(first, r) < 0 || cross(r, last) < 0) return null
  return [first, last]
}

/** Whether a direction, or its reverse, lies in the closed cone. */
function inCone(cone: [Vec, Vec], v: Vec): boolean {
  const [first, last] = cone
  const within = (w: Vec) => cross(first, w) >= 0 && cross(w, last) >= 0
  return within(v) || within({ x: -v.x, y: -v.y })
}

/**
 * Searches every cell of lines for a clear segment from A to B. `points` are the ends of the blockers inside
 * conv(A ∪ B); `blockers` every blocking edge that meets it. Returns a clear segment, or null when there is none.
 */
export function sweepForSight(
  A: Rect,
  B: Rect,
  blockers: readonly Segment[],
  points: readonly Vec[],
): SightWitness | null {
  const a = rectCorners(A)
  const b = rectCorners(B)
  const critical = [...a, ...b, ...points]
  const cone = coneOf(A, B)
  // Critical directions inside the cone only: its two edges are corner-to-corner directions and so among them, and
  // the cells between consecutive kept directions then cover the whole cone.
  const directions: Vec[] = []
  for (let i = 0; i < critical.length; i++)
    for (let j = i + 1; j < critical.length; j++) {
      const v = { x: critical[j]!.x - critical[i]!.x, y: critical[j]!.y - critical[i]!.y }
      if ((v.x !== 0 || v.y !== 0) && (!cone || inCone(cone, v))) directions.push(upward(v))
    }
  directions.sort(byAngle)
  const distinct = directions.filter((v, i) => i === 0 || cross(directions[i - 1]!, v) !== 0)
  for (let i = 0; i < distinct.length; i++) {
    const u = distinct[i]!
    // The last angle wraps round the half-turn to the first direction, reversed.
    const v = i + 1 < distinct.length ? distinct[i + 1]! : { x: -distinct[0]!.x, y: -distinct[0]!.y }
    const d = { x: u.x + v.x, y: u.y + v.y }
    const [aLo, aHi] = offsetSpan(d, a)
    const [bLo, bHi] = offsetSpan(d, b)
    const lo = Math.max(aLo, bLo)
    const hi = Math.min(aHi, bHi)
    if (lo >= hi) continue // no line in this direction cuts both insides
    const offsets = [lo, hi]
    for (const p of critical) {
      const s = cross(d, p)
      if (s > lo && s < hi) offsets.push(s)
    }
    offsets.sort((x, y) => x - y)
    for (let k = 0; k + 1 < offsets.length; k++) {
      if (offsets[k] === offsets[k + 1]) continue
      const found = testLine(d, offsets[k]! + offsets[k + 1]!, a, b, blockers)
      if (found) return found
    }
  }
  return null
}
