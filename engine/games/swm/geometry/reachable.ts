/**
 * Where a figure can move this segment, by Dijkstra over the top-left squares of its space with whole-number costs
 * (steps.ts). "A karakter keresztül tud menni olyan négyzeteken, amiket szövetséges karakterek foglalnak el, de nem
 * fejezheti be a mozgást olyanon, amin már áll valaki. Viszont a karakter nem képes az ellenség által elfoglalt
 * négyzeteken keresztülhaladni." Pits block ("A falak és a gödrök, szakadékok blokkolják a mozgást") unless the
 * figure has Flight, which may cross but not end on them and pays no terrain extra (enemies are the caller's: a
 * flyer passes them as allies). Large and Huge figures may squeeze (squeeze.ts) and end only where they fit.
 * Attacks of opportunity are the caller's.
 */
import type { Blockers } from './blockers'
import { keyOf, squaresOf } from './squares'
import type { Space, Square } from './squares'
import { baseStepCost, moveStepCost, spaceFits, spaceStepAllowed, STEPS } from './steps'
import { coresOf, squeezeStepAllowed } from './squeeze'
import type { Core } from './squeeze'
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
  /** A Large or Huge figure that may squeeze (squeeze.ts): keys then carry the core as 'x,y,core'. */
  readonly squeeze?: boolean
  /** Spaces (top-left 'x,y') never entered: Galloping and Strafe Attack's squares already left. */
  readonly barred?: readonly string[]
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
  const barred = new Set(q.barred ?? [])
  const span = q.from.span
  const hits = (space: Space, set: ReadonlySet<string>) => squaresOf(space).some((s) => set.has(keyOf(s)))
  // Without squeezing one search over spaces; with it, one state per (space, core) so a path keeps its core.
  const cores: (Core | null)[] = q.squeeze && span > 1 ? coresOf(span) : [null]
  const keyAt = (at: Space, c: number) => (cores[c] ? `${keyOf(at)},${c}` : keyOf(at))
  const reach = new Map<string, Reach>()
  const buckets: [Space, number][][] = [[]]
  cores.forEach((_, c) => {
    reach.set(keyAt(q.from, c), { cost: 0, via: null })
    buckets[0]!.push([q.from, c])
  })
  for (let d = 0; d < buckets.length && d <= q.budget; d++) {
    for (const [at, c] of buckets[d] ?? []) {
      if (reach.get(keyAt(at, c))?.cost !== d) continue
      const core = cores[c]
      for (const step of STEPS) {
        if (!(core ? squeezeStepAllowed(b, at, step, core) : spaceStepAllowed(b, at, step))) continue
        const next = { x: at.x + step.dx, y: at.y + step.dy, span }
        if (hits(next, enemies) || barred.has(keyOf(next))) continue
        if (!q.flight && spaceHas(terrain, next, PIT)) continue
        // Flight ignores low objects and difficult terrain: a step costs its base.
        const cost = d + (q.flight ? baseStepCost(step) : moveStepCost(terrain, at, step))
        if (cost > q.budget) continue
        const known = reach.get(keyAt(next, c))
        if (known && known.cost <= cost) continue
        reach.set(keyAt(next, c), { cost, via: keyAt(at, c) })
        ;(buckets[cost] ??= []).push([next, c])
      }
    }
  }
  // One end per space (its cheapest core), where the whole space fits and no ally or pit is.
  const best = new Map<string, string>()
  for (const [key, r] of reach) {
    const [x = 0, y = 0] = key.split(',').map(Number)
    const space = { x, y, span }
    if (hits(space, allies) || spaceHas(terrain, space, PIT) || !spaceFits(b, space)) continue
    const known = best.get(keyOf(space))
    if (known === undefined || reach.get(known)!.cost > r.cost) best.set(keyOf(space), key)
  }
  return { reach, ends: new Set(best.values()) }
}
