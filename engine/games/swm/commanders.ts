/**
 * Commander effects on attacks (rulebook "Parancsnoki hatások", analysis §12): a commander's stat bonus reaches the
 * allies its data names within its range, counted around walls and with no line of sight needed ("A parancsnoki
 * hatásokhoz nem kell látótengely"). By default only followers — allies without a commander effect of their own —
 * and never droids or savages ("Alapesetben a parancsnoki hatások nem hatnak a droid és a vad karakterekre"; a cyborg
 * is reached). The same effect never adds up with itself: of commander bonuses to one stat only the highest counts
 * (attack/modifiers.ts does the stacking).
 */
import type { Modifier } from './attack/modifiers'
import type { Ctx } from './context'
import { defOf, placedFigures, spaceOfFigure } from './context'
import type { CharacterDef, CommanderEffect, CommanderStat } from './data/types'
import { range } from './geometry'
import type { Figure, SwmState } from './types'

/** Whether `effect` of a commander reaches an ally with the card `def` (range and condition aside). */
function reaches(effect: CommanderEffect, def: CharacterDef): boolean {
  const r = effect.recipients
  if (r.followers && def.commander.length > 0) return false
  const droid = def.traits.includes('droid') && !def.traits.includes('cyborg')
  if ((droid && !r.droidsAllowed) || def.traits.includes('savage')) return false
  if (r.traits && !r.traits.some((t) => def.traits.includes(t))) return false
  if (r.groups && !r.groups.includes(def.unique?.group ?? '')) return false
  return true
}

/** The commander bonuses to `stats` on `figure` now, one modifier per commander effect that reaches it. */
export function commanderModifiers(
  state: SwmState,
  ctx: Ctx,
  figure: Figure,
  stats: readonly CommanderStat[],
): Modifier[] {
  const def = defOf(ctx, figure)
  const here = spaceOfFigure(ctx, figure)!
  const movedThisTurn = state.turn?.figure === figure.id && state.turn.moved
  const out: Modifier[] = []
  for (const commander of placedFigures(state)) {
    if (commander.id === figure.id || commander.owner !== figure.owner) continue
    const card = defOf(ctx, commander)
    for (const effect of card.commander) {
      const grant = effect.grant
      if (!('stat' in grant) || !stats.includes(grant.stat) || !reaches(effect, def)) continue
      if (effect.when === 'did-not-move' && movedThisTurn) continue
      if (effect.range !== null) {
        const r = range(ctx.blockers, spaceOfFigure(ctx, commander)!, here)
        if (r === null || r > effect.range) continue
      }
      out.push({
        stat: grant.stat,
        n: grant.n,
        source: { kind: 'commander', figure: commander.id },
        reason: { hu: `parancsnoki hatás: ${card.name.hu}`, en: `commander effect: ${card.name.en}` },
      })
    }
  }
  return out
}
