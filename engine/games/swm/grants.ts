/**
 * Abilities a figure holds because of where its allies stand: Droid Master, "Az ezzel a képességgel bíró karaktertől
 * 6 négyzeten belül lévő nem egyedi droid karakterek dupla támadás képességet kapnak". Turn shapes read the card this
 * module returns, so a droid in reach may attack twice. (Abilities granted for the whole game, as by Dark
 * Inspiration, live on the figure and `defOf` already adds them.)
 */
import { has } from './attack/figure'
import type { Ctx } from './context'
import { defOf, placedFigures, spaceOfFigure } from './context'
import type { CharacterDef } from './data/types'
import { range } from './geometry'
import type { Figure, SwmState } from './types'

/** Droid Master's reach in squares (counted around walls, like a commander's). */
export const DROID_MASTER_RANGE = 6

/** Whether an ally Droid Master (not the figure itself) stands within 6 of this non-unique droid. */
function underDroidMaster(state: SwmState, ctx: Ctx, figure: Figure, def: CharacterDef): boolean {
  if (def.unique || !def.traits.includes('droid') || figure.at === null) return false
  const here = spaceOfFigure(ctx, figure)!
  return placedFigures(state).some((m) => {
    if (m.id === figure.id || m.owner !== figure.owner || !has(defOf(ctx, m), 'droid-master')) return false
    const r = range(ctx.blockers, spaceOfFigure(ctx, m)!, here)
    return r !== null && r <= DROID_MASTER_RANGE
  })
}

/** The figure's card with the abilities its allies' positions grant now (for turn shapes). */
export function cardWithGrants(state: SwmState, ctx: Ctx, figure: Figure): CharacterDef {
  const def = defOf(ctx, figure)
  if (has(def, 'double-attack') || !underDroidMaster(state, ctx, figure, def)) return def
  return { ...def, abilities: [...def.abilities, { id: 'double-attack' }] }
}
