/**
 * The Battle of Hoth scenarios, in rising complexity: a short training drill, then five battles, each adding
 * unit types, terrain or objectives to the last.
 * Every scenario is plain data (see `Scenario` in ../../types.ts); the rules read it at setup.
 */
import type { Scenario } from '../../types'
import { finalStrike } from './final-strike'
import { firstContact } from './first-contact'
import { frozenOutpost } from './frozen-outpost'
import { ionCannonRaid } from './ion-cannon-raid'
import { trainingDrill } from './training-drill'
import { walkersInTheValley } from './walkers-in-the-valley'

/** Every scenario, sorted by `order` (1 = the first to play). */
export const SCENARIOS: readonly Scenario[] = Object.freeze(
  [trainingDrill, firstContact, walkersInTheValley, frozenOutpost, ionCannonRaid, finalStrike].sort(
    (a, b) => a.order - b.order,
  ),
)

/** The scenario with this id, or null when there is none. */
export function scenarioById(id: string): Scenario | null {
  return SCENARIOS.find((s) => s.id === id) ?? null
}
