/**
 * The first 20 cards of the HKK demo set (the sandbox's original set), re-encoded in the effect vocabulary of
 * ./types.ts: same ids, names, colours, costs and stats. Their text is generated (./text.ts), never stored.
 * All names and numbers are our own invention; no published HKK card is copied.
 */
import { T0, aCreature, attachTo, card, creature, onPlay, staticAbility } from './build'
import type { HkkCardDef } from './types'

/**
 * Demo VP costs for the item and the building. The rules say items and buildings are not paid in VP, but how they
 * are paid is in chapters our sources lack, so the demo set charges VP (the `itemBuildingCost` reading).
 */
const STAFF_DEMO_VP = 1
const WATCHTOWER_DEMO_VP = 3

/** The original 20 demo cards, in their original order. */
export const BASE_CARDS: readonly HkkCardDef[] = [
  creature('ashwing-lizard', 'Hamuszárnyú gyík', 'Ashwing Lizard', 'monster', 'ember', 1, 2, 1),
  creature('cinder-imp', 'Zsarátnokmanó', 'Cinder Imp', 'monster', 'ember', 2, 1, 2, [
    { trigger: 'on-enter', targets: [aCreature()], effects: [{ kind: 'damage', n: 1, to: T0 }] },
  ]),
  creature('forge-warden', 'Kohóőr', 'Forge Warden', 'adventurer', 'ember', 3, 2, 4, [
    staticAbility([{ kind: 'stat', stats: { damage: 1 }, to: 'self' }], 'in-guard'),
  ]),
  creature('flame-maned-lion', 'Lángsörényű oroszlán', 'Flame-maned Lion', 'monster', 'ember', 4, 4, 3),
  creature('shell-gatherer', 'Kagylógyűjtő', 'Shell Gatherer', 'adventurer', 'tide', 1, 1, 1, [
    staticAbility([{ kind: 'vp-regen', n: 1 }], 'in-reserve'),
  ]),
  creature('coral-shell-crab', 'Korallpáncélos rák', 'Coral-shell Crab', 'monster', 'tide', 2, 1, 4),
  creature('mist-rider', 'Ködlovas', 'Mist Rider', 'adventurer', 'tide', 3, 3, 2, [
    { trigger: 'on-enter', effects: [{ kind: 'draw', n: 1 }] },
  ]),
  creature('deepsea-serpent', 'Mélytengeri kígyó', 'Deepsea Serpent', 'monster', 'tide', 5, 5, 5),
  creature('mossbeard-wanderer', 'Mohaszakállú vándor', 'Mossbeard Wanderer', 'adventurer', 'wild', 2, 2, 2),
  creature('thornback-boar', 'Tüskéshátú vadkan', 'Thornback Boar', 'monster', 'wild', 3, 3, 3, [
    staticAbility([{ kind: 'stat', stats: { damage: 1 }, to: 'self' }], 'attacking'),
  ]),
  creature('old-oak-spirit', 'Vén tölgyszellem', 'Old Oak Spirit', 'monster', 'wild', 6, 4, 7),
  card('fire-rain', 'Tűzeső', 'Fire Rain', 'spell', 'ember', 3, [
    onPlay([{ kind: 'damage', n: 2, to: { each: 'creature', side: 'opponent', zone: 'guard' } }]),
  ]),
  card('ebb-tide', 'Apály', 'Ebb Tide', 'spell', 'tide', 2, [
    onPlay([{ kind: 'return-to-hand', to: T0 }], [aCreature()]),
  ]),
  card('healing-rain', 'Gyógyító eső', 'Healing Rain', 'spell', 'wild', 1, [
    onPlay([{ kind: 'gain-life', n: 3, player: 'you' }]),
  ]),
  card('ember-shirt', 'Parázsing', 'Ember Shirt', 'charm', 'ember', 1, [
    attachTo(aCreature()),
    staticAbility([{ kind: 'stat', stats: { damage: 1 }, to: 'host' }], 'attached'),
  ]),
  card('barkskin', 'Kéregbőr', 'Barkskin', 'charm', 'wild', 2, [
    attachTo(aCreature()),
    staticAbility([{ kind: 'stat', stats: { ep: 2 }, to: 'host' }], 'attached'),
  ]),
  card('swordplay', 'Kardforgatás', 'Swordplay', 'skill', 'colourless', 1, [
    attachTo(aCreature('you', undefined, 'adventurer')),
    staticAbility([{ kind: 'stat', stats: { damage: 1 }, to: 'host' }], 'attached'),
  ]),
  // The host type of a body part is not in our sources: a creature of one's own is our reading.
  card('third-eye', 'Harmadik szem', 'Third Eye', 'body-part', 'tide', 2, [
    attachTo(aCreature('you')),
    { trigger: 'activated', timing: 'main', cost: {}, oncePerTurn: true, effects: [{ kind: 'peek-top', n: 1 }] },
  ]),
  card('wanderers-staff', 'Vándorbot', 'Wanderer’s Staff', 'item', 'colourless', STAFF_DEMO_VP, [
    attachTo(aCreature('you', undefined, 'adventurer')),
    staticAbility([{ kind: 'stat', stats: { ep: 1 }, to: 'host' }], 'attached'),
  ]),
  // "Creatures attacking you have −1 damage": the vocabulary has no "attacking" group, and only guard creatures
  // attack, so the demo reads it as "enemy creatures in a guard post have −1 damage" (also when they strike back).
  card(
    'watchtower',
    'Őrtorony',
    'Watchtower',
    'building',
    'colourless',
    WATCHTOWER_DEMO_VP,
    [
      staticAbility([
        { kind: 'stat', stats: { damage: -1 }, to: { each: 'creature', side: 'opponent', zone: 'guard' } },
      ]),
    ],
    { sp: 5, entersPassive: true },
  ),
]
