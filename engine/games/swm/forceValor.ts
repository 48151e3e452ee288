/**
 * Force Valor's lasting commander effect: "megkapja a következő parancsnoki hatást a játék végéig: a 6 négyzeten
 * belüli szövetséges karakterek +2 támadási és +2 védekezési bónuszt kapnak. Ez hozzáadódik az egyéb meglévő
 * parancsnoki hatásokhoz." The grant is stored on the figure (`valor`). Readings: it reaches every ally within 6
 * squares counted around walls (no sight needed), not the holder itself, and like any commander effect no droid
 * (a cyborg is reached) and no savage; it adds to other commander effects (its own stacking key, not the commanders'
 * "highest only"), but two Force Valor effects on one figure do not add up (the same effect never stacks with itself).
 */
import type { Modifier } from './attack/modifiers'
import type { Ctx } from './context'
import { defOf, placedFigures, spaceOfFigure } from './context'
import { range } from './geometry'
import type { Figure, SwmState } from './types'

/** Force Valor's bonus to Attack and to Defense. */
export const FORCE_VALOR_BONUS = 2
/** Force Valor's reach in squares. */
export const FORCE_VALOR_RANGE = 6

/** The Force Valor modifiers to `stat` on `figure` now: one per holder in reach (the stacking keeps one). */
export function valorModifiers(state: SwmState, ctx: Ctx, figure: Figure, stat: 'attack' | 'defense'): Modifier[] {
  const def = defOf(ctx, figure)
  const droid = def.traits.includes('droid') && !def.traits.includes('cyborg')
  if (droid || def.traits.includes('savage')) return []
  const here = spaceOfFigure(ctx, figure)
  if (!here) return []
  const out: Modifier[] = []
  for (const holder of placedFigures(state)) {
    if (!holder.valor || holder.id === figure.id || holder.owner !== figure.owner) continue
    const r = range(ctx.blockers, spaceOfFigure(ctx, holder)!, here)
    if (r === null || r > FORCE_VALOR_RANGE) continue
    out.push({
      stat,
      n: FORCE_VALOR_BONUS,
      source: { kind: 'effect', effect: 'force-valor', figure: holder.id },
      reason: { hu: `Erő bátorság: ${defOf(ctx, holder).name.hu}`, en: `Force Valor: ${defOf(ctx, holder).name.en}` },
    })
  }
  return out
}
