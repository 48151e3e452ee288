/**
 * TEST-ONLY: a character table for random games with every ability. Every character of the game and of the test
 * fixtures that has an ability (or a Large or Huge space, to squeeze) is fielded on both sides, as a rebel and as an imperial copy (cost capped so a
 * 100-point squad holds several), so random squads of the Rebellion era meet every ability the engine enforces.
 */
import { CHARACTERS } from '../data/characters'
import type { CharacterDef } from '../data/types'
import { createSwm } from '../swm'
import { ALL_FIXTURES } from './roster'

/** Abilities that act in the squad stage, which the random player does not play: their carriers stay out. */
const SQUAD_STAGE = new Set(['droid-reinforcements', 'fringe-reinforcements'])

/** The table: `<id>.rebel` and `<id>.imperial` for every character with an ability. */
export const ABILITY_TABLE: readonly CharacterDef[] = [...CHARACTERS, ...ALL_FIXTURES]
  .filter((c) => c.abilities.length + c.forcePowers.length > 0 || c.size === 'large' || c.size === 'huge')
  .filter((c) => ![...c.abilities, ...c.forcePowers].some((a) => SQUAD_STAGE.has(a.id)))
  .flatMap((c) =>
    (['rebel', 'imperial'] as const).map((faction) => ({
      ...c,
      id: `${c.id}.${faction}`,
      faction,
      cost: Math.min(Math.max(c.cost, 6), 30),
      unique: c.unique ? { group: `${c.unique.group}.${faction}` } : null,
      completeness: 'full' as const,
    })),
  )

/** The table by id. */
export const ABILITY_ROSTER: ReadonlyMap<string, CharacterDef> = new Map(ABILITY_TABLE.map((c) => [c.id, c]))

/** The game over the table. */
export const ABILITY_GAME = createSwm(ABILITY_ROSTER)
