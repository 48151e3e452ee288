/** TEST-ONLY: a made-up character with arbitrary stats, for scenario tests. */
import type { CharacterDef } from '../data/types'

/** A fixture character: medium, full, no abilities, arbitrary stats, unless `over` says otherwise. */
export function fixture(id: string, en: string, over: Partial<CharacterDef>): CharacterDef {
  return {
    id,
    name: { en, hu: en },
    set: 'test',
    cost: 10,
    faction: 'republic',
    factionAssumed: false,
    unique: null,
    size: 'medium',
    hp: 50,
    defense: 15,
    attack: 8,
    damage: 10,
    force: null,
    traits: [],
    abilities: [],
    forcePowers: [],
    commander: [],
    completeness: 'full',
    ...over,
  }
}
