/**
 * A project-authored demo set for Hatalom Kártyái: 20 cards of our own invention (names, numbers and text), built
 * only on the game's public frame as the Hungarian detailed rules and ../shared/research/rules-facts.md §4 describe
 * it: creatures (szörny, kalandozó) with damage / life (sebzés / Ép) paid in magic points (VP), spells, charms
 * (bűbáj), a skill, a body part, an item and a building (whose Sp are structure points). No real HKK card is copied.
 * Items and buildings show no VP cost: the rules say they are not paid in VP, and how they are paid is not in our
 * sources.
 */
import type { LocalizedText } from './types'

/** HKK card types (creatures carry a subtype). */
export type HkkType = 'monster' | 'adventurer' | 'spell' | 'charm' | 'skill' | 'body-part' | 'item' | 'building'

/** Our demo set's colours (in HKK a card's colour is its god or clan); the names are ours. */
export type HkkColour = 'ember' | 'tide' | 'wild' | 'colourless'

/** Type names as the Hungarian rules use them. */
export const HKK_TYPE_NAMES: Readonly<Record<HkkType, LocalizedText>> = {
  monster: { hu: 'Lény – szörny', en: 'Creature – monster' },
  adventurer: { hu: 'Lény – kalandozó', en: 'Creature – adventurer' },
  spell: { hu: 'Varázslat', en: 'Spell' },
  charm: { hu: 'Bűbáj lényre', en: 'Charm on a creature' },
  skill: { hu: 'Szakértelem', en: 'Skill' },
  'body-part': { hu: 'Testrész', en: 'Body part' },
  item: { hu: 'Tárgy', en: 'Item' },
  building: { hu: 'Építmény', en: 'Building' },
}

/** Colour names and their accent colours. */
export const HKK_COLOURS: Readonly<Record<HkkColour, { name: LocalizedText; css: string }>> = {
  ember: { name: { hu: 'Parázs', en: 'Ember' }, css: '#c2452d' },
  tide: { name: { hu: 'Dagály', en: 'Tide' }, css: '#2d6fa8' },
  wild: { name: { hu: 'Vadon', en: 'Wild' }, css: '#4f8a3a' },
  colourless: { name: { hu: 'Színtelen', en: 'Colourless' }, css: '#8a8578' },
}

/** One demo card. */
export interface HkkCard {
  id: string
  name: LocalizedText
  type: HkkType
  colour: HkkColour
  /** Summoning cost in VP; null for items and buildings. */
  cost: number | null
  /** Creatures: damage and life (Ép). */
  damage?: number
  life?: number
  /** Buildings: structure points (Sp). */
  structure?: number
  /** Our own rules text; absent on plain creatures. */
  text?: LocalizedText
}

const creature = (
  id: string,
  name: LocalizedText,
  type: 'monster' | 'adventurer',
  colour: HkkColour,
  cost: number,
  damage: number,
  life: number,
  text?: LocalizedText,
): HkkCard => ({ id: `hkk/${id}`, name, type, colour, cost, damage, life, ...(text ? { text } : {}) })

const other = (
  id: string,
  name: LocalizedText,
  type: HkkType,
  colour: HkkColour,
  cost: number | null,
  text: LocalizedText,
) => ({ id: `hkk/${id}`, name, type, colour, cost, text }) satisfies HkkCard

/** The 20 demo cards. */
export const HKK_DEMO_CARDS: readonly HkkCard[] = [
  creature('ashwing-lizard', { hu: 'Hamuszárnyú gyík', en: 'Ashwing Lizard' }, 'monster', 'ember', 1, 2, 1),
  creature('cinder-imp', { hu: 'Zsarátnokmanó', en: 'Cinder Imp' }, 'monster', 'ember', 2, 1, 2, {
    hu: 'Amikor játékba kerül: 1 sebzés egy lénynek.',
    en: 'When it enters play: 1 damage to a creature.',
  }),
  creature('forge-warden', { hu: 'Kohóőr', en: 'Forge Warden' }, 'adventurer', 'ember', 3, 2, 4, {
    hu: 'Amíg az őrposztban áll, +1 sebzése van.',
    en: 'While in the guard post it has +1 damage.',
  }),
  creature('flame-maned-lion', { hu: 'Lángsörényű oroszlán', en: 'Flame-maned Lion' }, 'monster', 'ember', 4, 4, 3),
  creature('shell-gatherer', { hu: 'Kagylógyűjtő', en: 'Shell Gatherer' }, 'adventurer', 'tide', 1, 1, 1, {
    hu: 'Amíg a tartalékodban van, a varázspont-regenerációd +1.',
    en: 'While it is in your reserve, your VP regeneration is +1.',
  }),
  creature('coral-shell-crab', { hu: 'Korallpáncélos rák', en: 'Coral-shell Crab' }, 'monster', 'tide', 2, 1, 4),
  creature('mist-rider', { hu: 'Ködlovas', en: 'Mist Rider' }, 'adventurer', 'tide', 3, 3, 2, {
    hu: 'Amikor játékba kerül: húzz egy lapot.',
    en: 'When it enters play: draw a card.',
  }),
  creature('deepsea-serpent', { hu: 'Mélytengeri kígyó', en: 'Deepsea Serpent' }, 'monster', 'tide', 5, 5, 5),
  creature(
    'mossbeard-wanderer',
    { hu: 'Mohaszakállú vándor', en: 'Mossbeard Wanderer' },
    'adventurer',
    'wild',
    2,
    2,
    2,
  ),
  creature('thornback-boar', { hu: 'Tüskéshátú vadkan', en: 'Thornback Boar' }, 'monster', 'wild', 3, 3, 3, {
    hu: 'Támadáskor +1 sebzése van.',
    en: 'It has +1 damage when it attacks.',
  }),
  creature('old-oak-spirit', { hu: 'Vén tölgyszellem', en: 'Old Oak Spirit' }, 'monster', 'wild', 6, 4, 7),
  other('fire-rain', { hu: 'Tűzeső', en: 'Fire Rain' }, 'spell', 'ember', 3, {
    hu: '2 sebzés az ellenfél őrposztjában álló minden lénynek.',
    en: '2 damage to each creature in your opponent’s guard post.',
  }),
  other('ebb-tide', { hu: 'Apály', en: 'Ebb Tide' }, 'spell', 'tide', 2, {
    hu: 'Egy lény visszakerül a tulajdonosa kezébe.',
    en: 'Return a creature to its owner’s hand.',
  }),
  other('healing-rain', { hu: 'Gyógyító eső', en: 'Healing Rain' }, 'spell', 'wild', 1, {
    hu: '+3 Ép neked.',
    en: 'You gain 3 life.',
  }),
  other('ember-shirt', { hu: 'Parázsing', en: 'Ember Shirt' }, 'charm', 'ember', 1, {
    hu: 'A megbűvölt lény sebzése +1.',
    en: 'The charmed creature has +1 damage.',
  }),
  other('barkskin', { hu: 'Kéregbőr', en: 'Barkskin' }, 'charm', 'wild', 2, {
    hu: 'A megbűvölt lény Ép-je +2.',
    en: 'The charmed creature has +2 life.',
  }),
  other('swordplay', { hu: 'Kardforgatás', en: 'Swordplay' }, 'skill', 'colourless', 1, {
    hu: 'Kalandozóra: +1 sebzés.',
    en: 'On an adventurer: +1 damage.',
  }),
  other('third-eye', { hu: 'Harmadik szem', en: 'Third Eye' }, 'body-part', 'tide', 2, {
    hu: 'Körönként egyszer megnézheted a paklid felső lapját.',
    en: 'Once a turn you may look at the top card of your deck.',
  }),
  other('wanderers-staff', { hu: 'Vándorbot', en: 'Wanderer’s Staff' }, 'item', 'colourless', null, {
    hu: 'Kalandozó viselheti: +1 Ép.',
    en: 'An adventurer may carry it: +1 life.',
  }),
  {
    ...other('watchtower', { hu: 'Őrtorony', en: 'Watchtower' }, 'building', 'colourless', null, {
      hu: 'A rád támadó lények sebzése −1.',
      en: 'Creatures attacking you have −1 damage.',
    }),
    structure: 5,
  },
]
