/**
 * Modifiers as data: each bonus or penalty to Attack, Defense or Damage is a record with its source and a reason the
 * UI can list, and the stacking rules decide which ones count (analysis §9a):
 * "ha ugyanarra képességre egyszerre több hatás is befolyással van, csak a legmagasabb érték számít" (commander
 * effects: only the highest per stat), an effect never stacks with itself, and "Egy karakter soha nem lehet „dupla
 * fedezékben”" (one cover bonus at most).
 */
import type { LocalizedText } from '../../../core/types'
import type { AbilityId } from '../data/abilities'
import { attackErrors, type AttackError } from './errors'
import { abilityOf, type FigureStats } from './figure'
import { MAX_STAT, numberProblem } from './numbers'

/** The stat a modifier changes. */
export type ModifierStat = 'attack' | 'defense' | 'damage'

/** Where a modifier comes from; also what it stacks by. */
export type ModifierSource =
  | { kind: 'ability'; ability: AbilityId; figure: string }
  | { kind: 'commander'; figure: string }
  | { kind: 'combined-fire'; figure: string }
  | { kind: 'cover'; advantageous: boolean }
  | { kind: 'effect'; effect: string; figure?: string }

/** One bonus (n > 0) or penalty (n < 0) with its source and a reason a player can read. */
export type Modifier = {
  stat: ModifierStat
  n: number
  source: ModifierSource
  reason: LocalizedText
}

/** A modifier as the log shows it: whether it counted, and why not when it did not. */
export interface CountedModifier extends Modifier {
  applied: boolean
  ignoredBecause?: LocalizedText
}

/** Cover's Defense bonus: "+4 bónusz védekezést", or 8 with Advantageous Cover ("+8 … a +4 helyett"). */
export const COVER_BONUS = 4
export const ADVANTAGEOUS_COVER_BONUS = 8

/** The cover modifier for a target geometry says is in cover, or null when it is not. */
export function coverModifier(inCover: boolean, target: FigureStats): Modifier | null {
  if (!inCover) return null
  const advantageous = abilityOf(target, 'advantageous-cover') !== undefined
  return {
    stat: 'defense',
    n: advantageous ? ADVANTAGEOUS_COVER_BONUS : COVER_BONUS,
    source: { kind: 'cover', advantageous },
    reason: advantageous ? { hu: 'előnyös fedezék', en: 'advantageous cover' } : { hu: 'fedezék', en: 'cover' },
  }
}

/** What a modifier stacks by: two with the same key never both count, only the highest. */
function stackingKey(m: Modifier): string {
  const s = m.source
  switch (s.kind) {
    case 'ability':
      return `${m.stat}/ability/${s.ability}`
    case 'commander':
      return `${m.stat}/commander`
    case 'combined-fire':
      // Each helper is its own +4: two Super Battle Droids give +8 in the rulebook's example.
      return `${m.stat}/combined-fire/${s.figure}`
    case 'cover':
      return `${m.stat}/cover`
    case 'effect':
      return `${m.stat}/effect/${s.effect}`
  }
}

const NOT_STACKING: LocalizedText = {
  hu: 'ugyanaz a hatás nem adódik össze; csak a legnagyobb számít',
  en: 'the same effect does not stack; only the highest counts',
}

const STATS: readonly unknown[] = ['attack', 'defense', 'damage']

/** The first malformed modifier's error (bad stat or a number out of ±MAX_STAT), or null. */
export function modifiersProblem(field: string, mods: unknown): AttackError | null {
  if (!Array.isArray(mods)) return attackErrors.badInput(field)
  for (const [i, m] of (mods as unknown[]).entries()) {
    const rec = m as Partial<Modifier> | null
    if (typeof rec !== 'object' || rec === null || !STATS.includes(rec.stat) || typeof rec.source !== 'object') {
      return attackErrors.badInput(`${field}[${i}]`)
    }
    const problem = numberProblem(`${field}[${i}].n`, rec.n, -MAX_STAT, MAX_STAT)
    if (problem) return problem
  }
  return null
}

/** The modifiers on `stat`, each marked applied or not by the stacking rules (highest per key; first on a tie). */
export function countModifiers(mods: readonly Modifier[], stat: ModifierStat): CountedModifier[] {
  const onStat = mods.filter((m) => m.stat === stat)
  const best = new Map<string, number>()
  onStat.forEach((m, i) => {
    const key = stackingKey(m)
    const at = best.get(key)
    if (at === undefined || m.n > onStat[at]!.n) best.set(key, i)
  })
  return onStat.map((m, i) =>
    best.get(stackingKey(m)) === i ? { ...m, applied: true } : { ...m, applied: false, ignoredBecause: NOT_STACKING },
  )
}

/** The sum of the applied modifiers. */
export function modifierTotal(counted: readonly CountedModifier[]): number {
  return counted.reduce((sum, m) => (m.applied ? sum + m.n : sum), 0)
}
