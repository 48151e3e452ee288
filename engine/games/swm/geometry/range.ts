/**
 * Range, "within N squares": the cheapest grid path from a square of one space to a square of the other, counted
 * like movement but through any terrain and any figure. "Ez a távolság négyzetekben számolandó a támadó és a
 * védekező négyzete között a védekező négyzetét is beleszámolva. Az átlós irány két négyzetnek számít. Az alacsony
 * tereptárgyak és a gödrök nem befolyásolják a hatáskört, de a falak igen. (Azokat meg kell kerülni a számoláskor.)"
 * Steps follow steps.ts (walls and closed doors block, no diagonal past a wall corner); wall squares cannot be
 * entered. Distances are whole numbers; unreachable is null.
 */
import type { Blockers } from './blockers'
import { squaresOf, spacesOverlap } from './squares'
import type { Space, Square } from './squares'
import { baseStepCost, squareStepAllowed, STEPS } from './steps'

/** Marks a square no path reaches in a distance field. */
const UNREACHED = -1

/**
 * The range from one square to every square of the map (index y · width + x; −1 where no path goes), by Dijkstra
 * with a bucket queue (steps cost 1 or 2). Cached on the blockers per source square.
 */
export function rangeField(b: Blockers, from: Square): Int32Array {
  const key = `range:${from.x},${from.y}`
  const known = b.memo.get(key)
  if (known) return known as Int32Array
  const { width, height } = b.map
  const dist = new Int32Array(width * height).fill(UNREACHED)
  // Each bucket holds x, y pairs flat, so no index needs dividing back into coordinates.
  const buckets: number[][] = [[from.x, from.y]]
  dist[from.y * width + from.x] = 0
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d]
    if (!bucket) continue
    for (let i = 0; i < bucket.length; i += 2) {
      const x = bucket[i]!
      const y = bucket[i + 1]!
      if (dist[y * width + x] !== d) continue
      for (const step of STEPS) {
        const nx = x + step.dx
        const ny = y + step.dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        if (!squareStepAllowed(b, { x, y }, step)) continue
        const next = ny * width + nx
        const nd = d + baseStepCost(step)
        const old = dist[next]!
        if (old !== UNREACHED && old <= nd) continue
        dist[next] = nd
        ;(buckets[nd] ??= []).push(nx, ny)
      }
    }
  }
  b.memo.set(key, dist)
  return dist
}

/** The range between two squares, or null when walls shut one off from the other. */
export function squareRange(b: Blockers, from: Square, to: Square): number | null {
  const d = rangeField(b, from)[to.y * b.map.width + to.x]!
  return d === UNREACHED ? null : d
}

/** The range between two spaces: the least over their squares (0 when they share one), or null. */
export function range(b: Blockers, a: Space, t: Space): number | null {
  if (spacesOverlap(a, t)) return 0
  let best: number | null = null
  const targets = squaresOf(t)
  for (const s of squaresOf(a)) {
    const field = rangeField(b, s)
    for (const q of targets) {
      const d = field[q.y * b.map.width + q.x]!
      if (d !== UNREACHED && (best === null || d < best)) best = d
    }
  }
  return best
}
