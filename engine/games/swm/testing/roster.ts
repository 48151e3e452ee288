/**
 * Test-only characters for squad-building tests: the rulebook's sample Republic squad (its costs are the rulebook's:
 * "Obi-Wan Kenobi, Jedi mester 42, AT-RT 35, Klón parancsnok 13, Klón katona 9"), the Grievous variants its unique
 * rule names, and made-up characters for the cases the real table lacks (fringe, droids, Palpatine, reinforcements).
 * Numbers other than those costs are arbitrary. Never part of the game's table.
 */
import { CHARACTERS } from '../data/characters'
import type { CharacterDef } from '../data/types'
import type { Roster } from '../squads'
import { fixture } from './fixture'

export { fixture }
import { CORE_FIXTURES } from './fixtures/core'
import { MOVEMENT_FIXTURES } from './fixtures/movement'
import { POWERS_FIXTURES } from './fixtures/powers'
import { REACTIONS_FIXTURES } from './fixtures/reactions'
import { SAVES_FIXTURES } from './fixtures/saves'
import { SQUAD_FIXTURES } from './fixtures/squad'
import { TRIGGERS_FIXTURES } from './fixtures/triggers'

const grievous = { faction: 'separatist', unique: { group: 'general-grievous' }, traits: ['cyborg'] } as const

/** The fixtures. */
export const FIXTURES: readonly CharacterDef[] = [
  fixture('t-obi-wan-jedi-master', 'Obi-Wan Kenobi, Jedi Master', {
    cost: 42,
    unique: { group: 'obi-wan-kenobi' },
    hp: 120,
    defense: 21,
    force: 5,
    commander: [
      { range: 6, recipients: { followers: false, groups: ['anakin-skywalker'] }, grant: { stat: 'attack', n: 4 } },
    ],
  }),
  fixture('t-at-rt', 'AT-RT', { cost: 35 }),
  fixture('t-clone-commander', 'Clone Commander', {
    cost: 13,
    traits: ['trooper'],
    commander: [
      {
        range: 6,
        recipients: { followers: true, traits: ['trooper'] },
        grant: { stat: 'attack', n: 3 },
        when: 'did-not-move',
      },
    ],
  }),
  fixture('t-clone-trooper', 'Clone Trooper', { cost: 9, traits: ['trooper'], abilities: [{ id: 'order-66' }] }),
  fixture('t-grievous-supreme-commander', 'General Grievous, Supreme Commander', { ...grievous, cost: 40 }),
  fixture('t-grievous', 'General Grievous', { ...grievous, cost: 35 }),
  fixture('t-grievous-jedi-hunter', 'General Grievous, Jedi Hunter', { ...grievous, cost: 30 }),
  fixture('t-grievous-wheel-bike', 'General Grievous on Wheel Bike', { ...grievous, cost: 45 }),
  fixture('t-super-battle-droid', 'Super Battle Droid', { faction: 'separatist', traits: ['droid'], cost: 14 }),
  fixture('t-emperor-palpatine', 'Emperor Palpatine', {
    faction: 'imperial',
    unique: { group: 'palpatine' },
    cost: 60,
  }),
  fixture('t-bounty-hunter', 'Bounty Hunter', { faction: 'fringe', cost: 12 }),
  fixture('t-smuggler', 'Smuggler', { faction: 'fringe', unique: { group: 'smuggler' }, cost: 15 }),
  fixture('t-fringe-droid', 'Fringe Droid', { faction: 'fringe', traits: ['droid'], cost: 8 }),
  fixture('t-crime-lord', 'Crime Lord', {
    faction: 'fringe',
    unique: { group: 'crime-lord' },
    cost: 40,
    abilities: [{ id: 'fringe-reinforcements', n: 30 }],
  }),
  fixture('t-droid-lord', 'Droid Lord', {
    faction: 'separatist',
    unique: { group: 'droid-lord' },
    cost: 30,
    abilities: [{ id: 'droid-reinforcements', n: 20 }],
  }),
  fixture('t-unfinished', 'Unfinished Jedi', { cost: 20, completeness: 'partial' }),
]

/** Every fixture: these and each ability family's (testing/fixtures/). */
export const ALL_FIXTURES: readonly CharacterDef[] = [
  ...FIXTURES,
  ...CORE_FIXTURES,
  ...REACTIONS_FIXTURES,
  ...TRIGGERS_FIXTURES,
  ...POWERS_FIXTURES,
  ...MOVEMENT_FIXTURES,
  ...SQUAD_FIXTURES,
  ...SAVES_FIXTURES,
]

/** The game's table plus the fixtures. */
export const TEST_ROSTER: Roster = new Map([...CHARACTERS, ...ALL_FIXTURES].map((c) => [c.id, c]))
