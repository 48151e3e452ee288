/**
 * Exact integer primitives for the geometry. Every coordinate is a whole number (grid points, or grid points scaled
 * by a small factor), so every product below is far inside the 2^53 range where JS numbers are exact integers, and
 * every peer computes the same answer bit for bit. No division: fractions are compared by cross-multiplying.
 */

/** A point or vector with whole-number coordinates. */
export interface Vec {
  readonly x: number
  readonly y: number
}

/** The z of the cross product u × v: positive when v turns counter-clockwise from u (y up). */
export function cross(u: Vec, v: Vec): number {
  return u.x * v.y - u.y * v.x
}

/** u · v. */
export function dot(u: Vec, v: Vec): number {
  return u.x * v.x + u.y * v.y
}

/** The sign of the turn p → q → r (cross of q − p and r − p). */
export function orient(p: Vec, q: Vec, r: Vec): number {
  return Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))
}

/** Whether r lies on the closed segment [p, q], given that p, q, r are collinear. */
function withinBox(p: Vec, q: Vec, r: Vec): boolean {
  return (
    Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y)
  )
}

/** Whether the closed segments [a, b] and [c, d] have a point in common (touching at an end counts). */
export function segmentsMeet(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = orient(a, b, c)
  const o2 = orient(a, b, d)
  const o3 = orient(c, d, a)
  const o4 = orient(c, d, b)
  // The general case; a point of one lying on the other's line counts (CLRS's test).
  if (o1 !== o2 && o3 !== o4) return true
  if (o1 === 0 && withinBox(a, b, c)) return true
  if (o2 === 0 && withinBox(a, b, d)) return true
  if (o3 === 0 && withinBox(c, d, a)) return true
  if (o4 === 0 && withinBox(c, d, b)) return true
  return false
}

/** A fraction num / den with den > 0. */
export interface Fraction {
  readonly num: number
  readonly den: number
}

/** A fraction with a positive denominator (den must not be 0). */
export function fraction(num: number, den: number): Fraction {
  return den < 0 ? { num: -num, den: -den } : { num, den }
}

/** Sign of a − b. */
export function compareFractions(a: Fraction, b: Fraction): number {
  return Math.sign(a.num * b.den - b.num * a.den)
}

/** The half-turn a direction belongs to: the upper half-plane, with the positive x axis in and the negative out. */
export function upward(v: Vec): Vec {
  return v.y < 0 || (v.y === 0 && v.x < 0) ? { x: -v.x, y: -v.y } : v
}

/** Orders upward directions by angle from the positive x axis, counter-clockwise; parallel ones compare equal. */
export function byAngle(u: Vec, v: Vec): number {
  return -Math.sign(cross(u, v))
}

/** The convex hull of points, counter-clockwise (y up), without collinear points (Andrew's monotone chain). */
export function convexHull(points: readonly Vec[]): Vec[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y)
  if (sorted.length < 3) return sorted
  const half = (list: Vec[]): Vec[] => {
    const out: Vec[] = []
    for (const p of list) {
      while (out.length >= 2 && orient(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(sorted), ...half(sorted.reverse())]
}

/** Whether p lies in the closed convex polygon `hull` (counter-clockwise, at least three corners). */
export function inHull(hull: readonly Vec[], p: Vec): boolean {
  for (let i = 0; i < hull.length; i++) if (orient(hull[i]!, hull[(i + 1) % hull.length]!, p) < 0) return false
  return true
}

/** Whether the closed segment [a, b] meets the closed convex polygon `hull`. */
export function segmentMeetsHull(hull: readonly Vec[], a: Vec, b: Vec): boolean {
  if (inHull(hull, a) || inHull(hull, b)) return true
  for (let i = 0; i < hull.length; i++) if (segmentsMeet(a, b, hull[i]!, hull[(i + 1) % hull.length]!)) return true
  return false
}
