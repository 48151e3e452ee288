/**
 * Where a figure can move this segment, by Dijkstra over the top-left squares of its space with whole-number costs
 * (steps.ts). "A karakter keresztül tud menni olyan négyzeteken, amiket szövetséges karakterek foglalnak el, de nem
 * fejezheti be a mozgást olyanon, amin már áll valaki. Viszont a karakter nem képes az ellenség által elfoglalt
 * négyzeteken keresztülhaladni." Pits block ("A falak és a gödrök, szakadékok blokkolják a mozgást") unless the
 * figure has Flight, which may cross but not end on them. Attacks of opportunity and squeezing are the caller's.
 */
import type { Blockers } from './blockers'
import { keyOf, squaresOf } from './squares'
import type { Space, Square } from './squares'
import { moveStepCost, spaceStepAllowed, STEPS } from './steps'
import { PIT, spaceHas, terrainOf } from './terrain'

/** A movement question. */
export interface MoveQuery {
  /** The moving figure's space where it starts. */
  readonly from: Space
  /** The most squares it may spend (6, 12, 8 with Force…). */
  readonly budget: number
  /** Squares held by enemies: never entered. */
  readonly enemies: readonly Square[]
  /** Squares held by allies: passed through, never ended on. */
  readonly allies: readonly Square[]
  /** Flight: pits may be crossed (never ended on). */
  readonly flight?: boolean
}

/** The cheapest way to one top-left square: its cost and the square it was reached from (null at the start). */
export interface Reach {
  readonly cost: number
  readonly via: string | null
}

/**
 * Every top-left square the figure's space can reach within the budget with its cheapest cost and the step before,
 * keyed 'x,y'; `ends` says which of them it may stop on. The start is included at cost 0.
 */
export function reachable(b: Blockers, q: MoveQuery): { reach: Map<string, Reach>; ends: Set<string> } {
  const terrain = terrainOf(b.map)
  const enemies = new Set(q.enemies.map(keyOf))
  const allies = new Set(q.allies.map(keyOf))
  const span = q.from.span
  const hits = (space: Space, set: ReadonlySet<string>) => squaresOf(space).some((s) => set.has(keyOf(s)))
  const reach = new Map<string, Reach>([[keyOf(q.from), { cost: 0, via: null }]])
  const buckets: Space[][] = [[q.from]]
  for (let d = 0; d < buckets.length && d <= q.budget; d++) {
    for (const at of buckets[d] ?? []) {
      if (reach.get(keyOf(at))?.cost !== d) continue
      for (const step of STEPS) {
        if (!spaceStepAllowed(b, at, step)) continue
        const next = { x: at.x + step.dx, y: at.y + step.dy, span }
        if (hits(next, enemies)) continue
        if (!q.flight && spaceHas(terrain, next, PIT)) continue
        const cost = d + moveStepCost(terrain, at, step)
        if (cost > q.budget) continue
        const known = reach.get(keyOf(next))
        if (known && known.cost <= cost) continue
        reach.set(keyOf(next), { cost, via: keyOf(at) })
        ;(buckets[cost] ??= []).push(next)
      }
    }
  }
  const ends = new Set<string>()
  for (const [key] of reach) {
    const [x = 0, y = 0] = key.split(',').map(Number)
    const space = { x, y, span }
    if (!hits(space, allies) && !spaceHas(terrain, space, PIT)) ends.add(key)
  }
  return { reach, ends }
}
