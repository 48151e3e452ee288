/** Paths out of a reach search (geometry/reachable.ts): one cheapest path to every square a figure may end on. */
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { reachable, squaresOf } from './geometry'
import type { Space } from './geometry'
import type { CharacterDef } from './data/types'
import type { At, Figure, SwmState } from './types'

/** Whether a card may squeeze: Large and Huge may, unless Rigid ("nem tud átpréselődni szűk helyeken és ajtókon"). */
export function maySqueeze(card: CharacterDef): boolean {
  return (card.size === 'large' || card.size === 'huge') && !has(card, 'rigid')
}

/** What a path search needs: where from, how far, whose squares block or may not be ended on, and how it moves. */
export type PathQuery = {
  from: Space
  budget: number
  foes: At[]
  friends: At[]
  flight: boolean
  squeeze: boolean
  barred?: readonly string[]
}

/** One cheapest path (the start left out) to every square the space may end on, the start itself excluded. */
export function pathsFrom(ctx: Ctx, q: PathQuery): At[][] {
  const { reach, ends } = reachable(ctx.blockers, {
    from: q.from,
    budget: q.budget,
    enemies: q.foes,
    allies: q.friends,
    flight: q.flight,
    squeeze: q.squeeze,
    barred: q.barred,
  })
  const paths: At[][] = []
  for (const key of ends) {
    if (reach.get(key)!.via === null) continue
    const path: At[] = []
    for (let k: string | null = key; k !== null && reach.get(k)!.via !== null; k = reach.get(k)!.via) {
      const [x = 0, y = 0] = k.split(',').map(Number)
      path.unshift({ x, y })
    }
    paths.push(path)
  }
  return paths
}

/**
 * One cheapest path to every square the active figure may end a move of `budget` on: enemies block unless Force
 * Leap or Flight lets it pass them, allies are passed, `barred` spaces are never entered (Galloping, Strafe).
 */
export function figurePaths(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  budget: number,
  leap: boolean,
  barred: readonly string[],
): At[][] {
  const card = defOf(ctx, figure)
  const flight = has(card, 'flight')
  const foes: At[] = []
  const friends: At[] = []
  for (const f of placedFigures(state)) {
    if (f.id === figure.id) continue
    ;(enemies(figure, f) && !leap && !flight ? foes : friends).push(...squaresOf(spaceOfFigure(ctx, f)!))
  }
  const from = spaceOfFigure(ctx, figure)!
  return pathsFrom(ctx, { from, budget, foes, friends, flight, squeeze: maySqueeze(card), barred })
}
