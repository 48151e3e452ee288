/**
 * What the attack pipeline reads from a character: its card's numbers, traits and abilities. A plain subset of
 * `CharacterDef`, so the state machine can pass a card (or a card changed by effects) without copying.
 */
import type { AbilityId } from '../data/abilities'
import type { CharacterDef } from '../data/types'
import { attackErrors, type AttackError } from './errors'
import { firstNumberProblem, MAX_STAT } from './numbers'

/** The card facts an attack, a save or a reroll depends on. */
export type FigureStats = Pick<
  CharacterDef,
  'id' | 'name' | 'hp' | 'defense' | 'attack' | 'damage' | 'force' | 'traits' | 'abilities' | 'forcePowers'
>

/**
 * The ability or Force power `id` on the card, or undefined. Both lists are searched because the glossary files some
 * keywords as Force powers (Master of the Force, Force Spirit) and cards print them among either.
 */
export function abilityOf(figure: FigureStats, id: AbilityId): { id: AbilityId; n?: number } | undefined {
  return figure.abilities.find((a) => a.id === id) ?? figure.forcePowers.find((a) => a.id === id)
}

/** Whether the card has the ability or Force power `id`. */
export function has(figure: FigureStats, id: AbilityId): boolean {
  return abilityOf(figure, id) !== undefined
}

/**
 * Whether critical hits double this figure's damage: "A droid karakterek immunisak a kritikus találatra", but a
 * cyborg "sebezhető az olyan ártalmas hatások által is, amik normál esetben nem hatnak a droidokra (pl: kritikus
 * találat)".
 */
export function critImmune(figure: Pick<FigureStats, 'traits'>): boolean {
  return figure.traits.includes('droid') && !figure.traits.includes('cyborg')
}

/** The first malformed part of a figure's facts (named under `field`), or null: stats must be whole and in range. */
export function figureProblem(field: string, figure: unknown): AttackError | null {
  const f = figure as Partial<FigureStats> | null
  if (typeof f !== 'object' || f === null || typeof f.id !== 'string' || typeof f.name !== 'object') {
    return attackErrors.badInput(field)
  }
  if (!Array.isArray(f.traits) || !Array.isArray(f.abilities) || !Array.isArray(f.forcePowers)) {
    return attackErrors.badInput(`${field}.abilities`)
  }
  return firstNumberProblem([
    [`${field}.hp`, f.hp, 1, MAX_STAT],
    [`${field}.defense`, f.defense, 0, MAX_STAT],
    [`${field}.attack`, f.attack, 0, MAX_STAT],
    [`${field}.damage`, f.damage, 0, MAX_STAT],
    [`${field}.force`, f.force ?? 0, 0, MAX_STAT],
  ])
}
