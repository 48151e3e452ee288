/**
 * Line of sight between two spaces. "Rajzolj egy képzeletbeli egyenest a támadó négyzetének bármely pontjától a
 * védekező négyzetének bármely pontjáig. Ha lehet rajzolni ilyen vonalat anélkül, hogy falat érintenénk, akkor a
 * támadó karakter a védekezővel látótengelyben van. Az olyan egyenes, ami sarkot érint, vagy egy fal mentén fut
 * végig, nem számít látótengelynek. A falak, zárt ajtók és nagyméretű objektumok (amik falnak számítanak) blokkolják
 * a látótengelyt. A karakterek, alacsony tereptárgyak, a nehéz terep és a gödrök nem blokkolják a látótengelyt."
 *
 * Formally: some p in space(a) and q in space(b) (closed) whose closed segment [p, q] has no point in common with
 * a blocking edge, ends included. Two quick answers come first (the centre-to-centre segment is clear; one straight
 * run of blocking edges cuts conv(a ∪ b) right across), then the exact sweep (sightSweep.ts). Answers are cached on
 * the blockers per pair of spaces.
 */
import type { Segment } from '../data/maps'
import { blocksHorizontal, blocksVertical } from './blockers'
import type { Blockers } from './blockers'
import { compareFractions, convexHull, fraction, inHull, segmentMeetsHull, segmentsMeet } from './exact'
import type { Fraction, Vec } from './exact'
import { rectCorners, sweepForSight } from './sightSweep'
import type { Rect, SightWitness } from './sightSweep'
import { spacesOverlap } from './squares'
import type { Space } from './squares'

export type { RationalPoint, Rect, SightWitness } from './sightSweep'

/** The closed rectangle a space covers. */
export function rectOf(space: Space): Rect {
  return { x0: space.x, y0: space.y, x1: space.x + space.span, y1: space.y + space.span }
}

/** Blocking edges that meet the bounding box of A ∪ B: a superset of all a segment from A to B can touch. */
function inBox(b: Blockers, A: Rect, B: Rect): Segment[] {
  const x0 = Math.min(A.x0, B.x0)
  const y0 = Math.min(A.y0, B.y0)
  const x1 = Math.max(A.x1, B.x1)
  const y1 = Math.max(A.y1, B.y1)
  return b.edges.filter((e) => e.to.x >= x0 && e.from.x <= x1 && e.to.y >= y0 && e.from.y <= y1)
}

/** Of those, the edges that meet conv(A ∪ B) and their ends inside it: the sweep's blockers and critical points. */
function relevant(A: Rect, B: Rect, boxed: readonly Segment[]): { edges: Segment[]; points: Vec[] } {
  const hull = convexHull([...rectCorners(A), ...rectCorners(B)])
  const edges: Segment[] = []
  const points = new Map<string, Vec>()
  for (const e of boxed) {
    if (!segmentMeetsHull(hull, e.from, e.to)) continue
    edges.push(e)
    for (const p of [e.from, e.to]) if (inHull(hull, p)) points.set(`${p.x},${p.y}`, p)
  }
  return { edges, points: [...points.values()] }
}

/** A rectangle with x and y swapped, to handle horizontal grid lines with the vertical-line code. */
function transposed(r: Rect): Rect {
  return { x0: r.y0, y0: r.x0, x1: r.y1, y1: r.x1 }
}

/**
 * Whether one grid line x = c (or y = c, `horizontal`) lies between A and B with its blocking edges covering the
 * whole of conv(A ∪ B) ∩ that line: then every segment from A to B crosses that line on a wall.
 */
function cutByLine(b: Blockers, A: Rect, B: Rect, horizontal: boolean): boolean {
  const [P, Q] = horizontal ? [transposed(A), transposed(B)] : [A, B]
  const [left, right] = P.x1 <= Q.x0 ? [P, Q] : Q.x1 <= P.x0 ? [Q, P] : [null, null]
  if (!left || !right) return false
  const blocks = (c: number, y: number) => (horizontal ? blocksHorizontal(b, y, c) : blocksVertical(b, c, y))
  const top = Math.min(left.y0, right.y0)
  const bottom = Math.max(left.y1, right.y1)
  for (let c = left.x1; c <= right.x0; c++) {
    let any = false
    for (let y = top; y < bottom && !any; y++) any = blocks(c, y)
    if (!any) continue
    // conv(A ∪ B) ∩ {x = c} runs from the highest crossing of a segment between the two top sides to the lowest
    // crossing of one between the two bottom sides (y at x = c along a segment grows with both ends' y).
    const lo = extremeCrossing(left, right, c, left.y0, right.y0, -1)
    const hi = extremeCrossing(left, right, c, left.y1, right.y1, 1)
    if (compareFractions(lo, hi) >= 0) continue
    let covered = true
    for (let y = top; y < bottom && covered; y++) {
      // The unit edge [y, y + 1] overlaps the open interval (lo, hi): y < hi and y + 1 > lo.
      const overlaps = y * hi.den < hi.num && (y + 1) * lo.den > lo.num
      if (overlaps && !blocks(c, y)) covered = false
    }
    if (covered) return true
  }
  return false
}

/**
 * The least (sign −1) or greatest (sign 1) y at which a segment from a corner of `left` at height ya to a corner of
 * `right` at height yb crosses x = c.
 */
function extremeCrossing(left: Rect, right: Rect, c: number, ya: number, yb: number, sign: number): Fraction {
  let best: Fraction | null = null
  for (const ux of [left.x0, left.x1])
    for (const vx of [right.x0, right.x1]) {
      const y = vx === ux ? fraction(sign < 0 ? Math.min(ya, yb) : Math.max(ya, yb), 1) : crossingAt(ux, ya, vx, yb, c)
      if (!best || compareFractions(y, best) * sign > 0) best = y
    }
  return best!
}

/** The y at x = c of the segment from (ux, uy) to (vx, vy), ux < vx. */
function crossingAt(ux: number, uy: number, vx: number, vy: number, c: number): Fraction {
  return fraction(uy * (vx - ux) + (vy - uy) * (c - ux), vx - ux)
}

/** Whether the segment between the two spaces' centres is clear (in doubled coordinates, so centres are whole). */
function centresClear(A: Rect, B: Rect, edges: readonly Segment[]): SightWitness | null {
  const p = { x: A.x0 + A.x1, y: A.y0 + A.y1 }
  const q = { x: B.x0 + B.x1, y: B.y0 + B.y1 }
  for (const e of edges) {
    const a = { x: 2 * e.from.x, y: 2 * e.from.y }
    const c = { x: 2 * e.to.x, y: 2 * e.to.y }
    if (segmentsMeet(p, q, a, c)) return null
  }
  return { from: { ...p, den: 2 }, to: { ...q, den: 2 } }
}

/**
 * A clear segment from space a to space b, or null when there is no line of sight. Overlapping spaces see each
 * other (a shared point is the segment).
 */
export function findSight(b: Blockers, a: Space, t: Space): SightWitness | null {
  const A = rectOf(a)
  const B = rectOf(t)
  if (spacesOverlap(a, t)) {
    const x = Math.max(A.x0, B.x0)
    const y = Math.max(A.y0, B.y0)
    return { from: { x, y, den: 1 }, to: { x, y, den: 1 } }
  }
  const boxed = inBox(b, A, B)
  const direct = centresClear(A, B, boxed)
  if (direct) return direct
  if (cutByLine(b, A, B, false) || cutByLine(b, A, B, true)) return null
  const { edges, points } = relevant(A, B, boxed)
  return sweepForSight(A, B, edges, points)
}

/** Whether two spaces are in line of sight of each other (symmetric; cached per door state and pair). */
export function lineOfSight(b: Blockers, a: Space, t: Space): boolean {
  const ka = `${a.x},${a.y},${a.span}`
  const kt = `${t.x},${t.y},${t.span}`
  const key = ka < kt ? `sight:${ka}|${kt}` : `sight:${kt}|${ka}`
  const known = b.memo.get(key)
  if (known !== undefined) return known as boolean
  const seen = findSight(b, a, t) !== null
  b.memo.set(key, seen)
  return seen
}
