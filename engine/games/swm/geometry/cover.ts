/**
 * Cover. "a támadót irányító játékosnak ki kell választania a támadó négyzetén az egyik sarkot. Ha az ebből a pontból
 * a védekező négyzetének bármely pontjába húzható egyenes átmegy egy másik karakteren, falon, vagy bármely olyan
 * négyzeten, ami fedezéket nyújthat, az ellenség fedezékben van. Az ellenség nincs fedezékben, ha az egyenes fal
 * mentén fut végig, vagy fedezéknek nem számítható négyzeteken megy keresztül."
 *
 * Exactly: from a corner c of the attacker's space, the lines to the target's space sweep T = conv({c} ∪ target).
 * A line "passes through" an obstacle when the inside of T meets the obstacle's inside: the open square of another
 * figure or of a low object, or the relative inside of a blocking edge (a wall, a closed door, a wall square's side).
 * Lines along a wall or through a corner lie on T's boundary and give no cover. Low objects in or adjacent to the
 * attacker's space give none ("A támadó karakter viszont figyelmen kívül hagyja a saját négyzetében és a vele
 * közvetlenül szomszédos négyzetekben lévő alacsony tereptárgyakat"); the target's own low object does ("Az alacsony
 * tereptárgyak fedezéket nyújtanak azoknak a karaktereknek, akik rajtuk állnak"). The attacker picks the best corner,
 * so the target has cover only if it has it from every corner; an adjacent enemy never has cover.
 */
import { adjacent } from './adjacent'
import type { Blockers } from './blockers'
import { compareFractions, convexHull, fraction, orient } from './exact'
import type { Fraction, Vec } from './exact'
import { rectCorners } from './sightSweep'
import { rectOf } from './sight'
import { cornersOf, inSpace, squareSpace, squaresOf } from './squares'
import type { GridPoint, Space, Square } from './squares'

/** Who stands where, for one attack. */
export interface CoverScene {
  readonly attacker: Space
  readonly target: Space
  /** The spaces of every other figure on the map, friend or foe (Sniper: pass none). */
  readonly others: readonly Space[]
}

/** The value of the turn u → v → p: positive inside a counter-clockwise hull edge u → v. */
function side(u: Vec, v: Vec, p: Vec): number {
  return (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x)
}

/** Whether the open convex polygon `hull` (counter-clockwise) meets the open unit square `q`. */
function meetsSquare(hull: readonly Vec[], q: Square): boolean {
  const corners = rectCorners({ x0: q.x, y0: q.y, x1: q.x + 1, y1: q.y + 1 })
  let minX = hull[0]!.x
  let maxX = minX
  let minY = hull[0]!.y
  let maxY = minY
  for (const p of hull) {
    minX = Math.min(minX, p.x)
    maxX = Math.max(maxX, p.x)
    minY = Math.min(minY, p.y)
    maxY = Math.max(maxY, p.y)
  }
  // Separating axes: the square's sides, then the hull's.
  if (q.x + 1 <= minX || q.x >= maxX || q.y + 1 <= minY || q.y >= maxY) return false
  for (let i = 0; i < hull.length; i++) {
    const u = hull[i]!
    const v = hull[(i + 1) % hull.length]!
    if (corners.every((c) => orient(u, v, c) <= 0)) return false
  }
  return true
}

/** Whether the open segment (a, b) meets the open convex polygon `hull` (counter-clockwise). */
function meetsEdgeInside(hull: readonly Vec[], a: Vec, b: Vec): boolean {
  // Points a + λ (b − a), λ in (lo, hi), kept strictly inside every edge's half-plane.
  let lo: Fraction = fraction(0, 1)
  let hi: Fraction = fraction(1, 1)
  for (let i = 0; i < hull.length; i++) {
    const u = hull[i]!
    const v = hull[(i + 1) % hull.length]!
    const ga = side(u, v, a)
    const gb = side(u, v, b)
    if (ga === gb) {
      if (ga <= 0) return false
    } else if (gb > ga) {
      const f = fraction(-ga, gb - ga)
      if (compareFractions(f, lo) > 0) lo = f
    } else {
      const f = fraction(ga, ga - gb)
      if (compareFractions(f, hi) < 0) hi = f
    }
    if (compareFractions(lo, hi) >= 0) return false
  }
  return true
}

/** The squares that give cover in this scene: other figures' squares and the low objects the attacker does not
 * stand in or next to. */
function obstacleSquares(b: Blockers, scene: CoverScene): Square[] {
  const out = scene.others.flatMap(squaresOf)
  for (const s of b.map.lowObjects)
    if (!inSpace(scene.attacker, s) && !adjacent(b, scene.attacker, squareSpace(s))) out.push(s)
  return out
}

/** Whether the target has cover from one corner of the attacker's space. */
export function coverFromCorner(
  b: Blockers,
  corner: GridPoint,
  scene: CoverScene,
  obstacles?: readonly Square[],
): boolean {
  const hull = convexHull([corner, ...rectCorners(rectOf(scene.target))])
  const x0 = Math.min(...hull.map((p) => p.x))
  const x1 = Math.max(...hull.map((p) => p.x))
  const y0 = Math.min(...hull.map((p) => p.y))
  const y1 = Math.max(...hull.map((p) => p.y))
  for (const q of obstacles ?? obstacleSquares(b, scene)) {
    if (q.x + 1 <= x0 || q.x >= x1 || q.y + 1 <= y0 || q.y >= y1) continue
    if (meetsSquare(hull, q)) return true
  }
  for (const e of b.edges) {
    if (e.to.x < x0 || e.from.x > x1 || e.to.y < y0 || e.from.y > y1) continue
    if (meetsEdgeInside(hull, e.from, e.to)) return true
  }
  return false
}

/** Whether the target has cover against the attacker: from every corner of the attacker's space, and never when
 * the two are adjacent. */
export function hasCover(b: Blockers, scene: CoverScene): boolean {
  if (adjacent(b, scene.attacker, scene.target)) return false
  const obstacles = obstacleSquares(b, scene)
  return cornersOf(scene.attacker).every((c) => coverFromCorner(b, c, scene, obstacles))
}
