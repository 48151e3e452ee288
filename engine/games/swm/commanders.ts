/**
 * Commander effects on attacks (rulebook "Parancsnoki hatások", analysis §12): a commander's stat bonus reaches the
 * allies its data names within its range, counted around walls and with no line of sight needed ("A parancsnoki
 * hatásokhoz nem kell látótengely"). By default only followers — allies without a commander effect of their own —
 * and never droids or savages ("Alapesetben a parancsnoki hatások nem hatnak a droid és a vad karakterekre"; a cyborg
 * is reached). The same effect never adds up with itself: of commander bonuses to one stat only the highest counts
 * (attack/modifiers.ts does the stacking). Fire Control, a squad-wide bonus for non-unique droids, is applied here
 * too, as the card's ability.
 */
import { has } from './attack/figure'
import type { Modifier } from './attack/modifiers'
import type { Ctx } from './context'
import { defOf, placedFigures, spaceOfFigure } from './context'
import type { CharacterDef, CommanderEffect, CommanderStat } from './data/types'
import { range } from './geometry'
import { isOfKind } from './kinds'
import type { Figure, SwmState } from './types'

/** Whether `effect` of a commander reaches an ally with the card `def` (range and condition aside). */
export function reaches(effect: CommanderEffect, def: CharacterDef): boolean {
  const r = effect.recipients
  if (r.followers && def.commander.length > 0) return false
  const droid = def.traits.includes('droid') && !def.traits.includes('cyborg')
  if ((droid && !r.droidsAllowed) || def.traits.includes('savage')) return false
  if (r.traits && !r.traits.some((t) => def.traits.includes(t))) return false
  // A group names a unique person or a kind (kinds.ts): the Alderaan Senator counts as an Alderaan trooper.
  if (r.groups && !r.groups.some((g) => isOfKind(def, g))) return false
  return true
}

/** Fire Control's bonus: "a nem egyedi droid karakterek +4 támadási bónuszt kapnak". */
export const FIRE_CONTROL_BONUS = 4

/**
 * Fire Control: "Ha ez a karakter a csapatodban van" — our reading: while an ally with it stands on the map — every
 * non-unique droid of the squad (the holder too) gets +4 Attack. It is the card's ability, not a commander effect, so
 * it reaches droids; two holders do not add up (one modifier at most).
 */
function fireControl(state: SwmState, ctx: Ctx, figure: Figure, def: CharacterDef): Modifier[] {
  if (def.unique || !def.traits.includes('droid')) return []
  const holder = placedFigures(state).find((f) => f.owner === figure.owner && has(defOf(ctx, f), 'fire-control'))
  if (!holder) return []
  return [
    {
      stat: 'attack',
      n: FIRE_CONTROL_BONUS,
      source: { kind: 'ability', ability: 'fire-control', figure: holder.id },
      reason: { hu: 'tüzelés irányítása', en: 'Fire Control' },
    },
  ]
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
  const out: Modifier[] = stats.includes('attack') ? fireControl(state, ctx, figure, def) : []
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
