/**
 * The nearest enemy. "nearest enemy - legközelebbi ellenség: Egy karakterhez az a legközelebbi ellenség, aki a
 * látótengelyén belül a legközelebbi. Olyan ellenség, aki ugyan közelebb van, de nincs a látótengelyben, nem számít
 * a legközelebbinek." Range is counted as for movement ("mintha oda akarnál lépni hozzá"); ties are all nearest
 * ("mivel mindkét Clone Trooper egyaránt 5 négyzetnyire áll … akár a Clone Trooper 1-et is megtámadhatja").
 */
import type { Blockers } from './blockers'
import { range } from './range'
import { lineOfSight } from './sight'
import type { Space } from './squares'

/** An enemy figure as the geometry sees it. */
export interface PlacedFigure {
  readonly id: string
  readonly space: Space
}

/**
 * The ids of the enemies in line of sight at the least range from `from`, in the order given. An enemy in sight
 * that no path reaches (walls all round) counts only when no enemy in sight has a range.
 */
export function nearestEnemies(b: Blockers, from: Space, enemies: readonly PlacedFigure[]): string[] {
  let best: number | null = null
  let out: string[] = []
  for (const e of enemies) {
    if (!lineOfSight(b, from, e.space)) continue
    const r = range(b, from, e.space)
    if (r === null) {
      if (best === null) out.push(e.id)
      continue
    }
    if (best === null || r < best) {
      best = r
      out = [e.id]
    } else if (r === best) out.push(e.id)
  }
  return out
}
