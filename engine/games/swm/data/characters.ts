/**
 * Star Wars Miniatures characters: official figures whose complete stat lines are documented
 * (../shared/research/rules-facts.md §3.3; the Rebel Storm and Revenge of the Sith starter figures' full lines were
 * not found, so those are not guessed). Numbers, names and ability keywords are facts; no card wording is copied.
 * The sandbox catalogue (src/boxes/catalogue/swm.ts) reads this table, so both modes show the same characters.
 */
import type { CharacterDef } from './types'

/**
 * The characters. Ids are the sandbox's (without its 'swm/' prefix), which saved rooms already name, so they stay.
 * Sizes are not in the sources: every one of these is a person on a one-square base, that is Medium.
 */
export const CHARACTERS: readonly CharacterDef[] = [
  {
    id: 'obi-wan-kenobi',
    name: { en: 'Obi-Wan Kenobi', hu: 'Obi-Wan Kenobi' },
    set: 'Rebel Storm',
    number: '11/60',
    cost: 38,
    faction: 'rebel',
    factionAssumed: false,
    unique: { group: 'obi-wan-kenobi' },
    size: 'medium',
    hp: 100,
    defense: 19,
    attack: 14,
    damage: 20,
    force: 5,
    traits: [],
    abilities: [{ id: 'double-attack' }, { id: 'melee-attack' }],
    forcePowers: [{ id: 'force-spirit', n: 8 }, { id: 'force-heal', n: 20 }, { id: 'lightsaber-sweep' }],
    commander: [],
    completeness: 'full',
  },
  {
    id: 'luke-skywalker-champion',
    name: { en: 'Luke Skywalker, Champion of the Force', hu: 'Luke Skywalker, az Erő bajnoka' },
    set: 'Champions of the Force',
    cost: 49,
    faction: 'rebel',
    factionAssumed: true,
    unique: { group: 'luke-skywalker' },
    size: 'medium',
    hp: 110,
    defense: 20,
    attack: 13,
    damage: 20,
    force: 2,
    traits: [],
    abilities: [{ id: 'double-attack' }, { id: 'flurry-attack' }],
    // The source's "Deflect" read as Lightsaber Deflect. It also names Use the Force, Force Alter and Jedi Mind
    // Trick, which the rulebook glossary lacks: they are left off, so the card is partial.
    forcePowers: [
      { id: 'force-renewal', n: 1 },
      { id: 'lightsaber-deflect' },
      { id: 'force-leap' },
      { id: 'knight-speed' },
    ],
    commander: [],
    completeness: 'partial',
  },
  {
    id: 'darth-vader',
    name: { en: 'Darth Vader', hu: 'Darth Vader' },
    set: 'Revenge of the Sith',
    cost: 47,
    faction: 'imperial',
    factionAssumed: true,
    unique: { group: 'darth-vader' },
    size: 'medium',
    hp: 140,
    defense: 21,
    attack: 14,
    damage: 20,
    force: 4,
    traits: [],
    // The source review lists no Melee Attack; kept as it reads.
    abilities: [{ id: 'double-attack' }],
    forcePowers: [{ id: 'force-burst' }, { id: 'sith-grip' }, { id: 'sith-rage' }],
    commander: [],
    completeness: 'full',
  },
  {
    id: 'yoda',
    name: { en: 'Yoda', hu: 'Yoda' },
    set: 'Clone Strike',
    cost: 55,
    // The source names no faction; the Clone Strike Yoda fights for the Republic.
    faction: 'republic',
    factionAssumed: true,
    unique: { group: 'yoda' },
    // The source gives no size. Yoda stands on a one-square base like the others; Small and Medium take one square.
    size: 'small',
    hp: 140,
    defense: 22,
    attack: 15,
    damage: 20,
    force: 3,
    traits: [],
    abilities: [{ id: 'double-attack' }, { id: 'flurry-attack' }],
    forcePowers: [
      { id: 'force-renewal', n: 1 },
      { id: 'force-defense' },
      { id: 'lightsaber-reflect' },
      { id: 'master-of-the-force', n: 3 },
    ],
    // "Followers within 6 squares may reroll failed saves once per turn" (rules-facts §3.3).
    commander: [{ range: 6, recipients: { followers: true }, grant: { reroll: 'failed-save', per: 'turn' } }],
    completeness: 'full',
  },
  {
    id: 'death-star-trooper',
    name: { en: 'Death Star Trooper', hu: 'Halálcsillag-katona' },
    set: 'Alliance and Empire',
    cost: 6,
    faction: 'imperial',
    factionAssumed: false,
    unique: null,
    size: 'medium',
    hp: 10,
    defense: 14,
    attack: 6,
    damage: 10,
    force: null,
    traits: ['trooper'],
    abilities: [],
    forcePowers: [],
    commander: [],
    completeness: 'full',
  },
]

/** The characters by id. */
export const CHARACTERS_BY_ID: ReadonlyMap<string, CharacterDef> = new Map(CHARACTERS.map((c) => [c.id, c]))

/** The character with `id`, or undefined (any string is safe to ask: the lookup is a Map, not an object). */
export function characterById(id: string): CharacterDef | undefined {
  return CHARACTERS_BY_ID.get(id)
}
