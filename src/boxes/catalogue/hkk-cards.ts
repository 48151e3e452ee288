/**
 * The Hatalom Kártyái demo set as the sandbox shows it, derived from the rules engine's card data
 * (engine/games/hkk/data): type, colour, cost, damage / life (Ép) or structure (Sp), and the rules text generated
 * from each card's abilities. The set is our own invention in the game's public frame; no real HKK card is copied.
 * Items and buildings carry demo VP costs (how they are really paid is in chapters our sources lack).
 */
import { HKK_DEMO_LIST } from '../../../engine/games/hkk/data/cards'
import { cardText } from '../../../engine/games/hkk/data/text'
import type { HkkCardDef, HkkCardType, HkkColour as EngineColour } from '../../../engine/games/hkk/data/types'
import type { LocalizedText } from './types'

/** HKK card types (creatures carry a subtype). */
export type HkkType = HkkCardType

/** Our demo set's colours (in HKK a card's colour is its god or clan); the names are ours. */
export type HkkColour = EngineColour

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

/** One demo card as the sandbox frame shows it. */
export interface HkkCard {
  id: string
  name: LocalizedText
  type: HkkType
  colour: HkkColour
  /** Cost in VP (a demo VP cost for items and buildings); null for an X cost, which the text states. */
  cost: number | null
  /** Creatures: damage and life (Ép). */
  damage?: number
  life?: number
  /** Buildings: structure points (Sp). */
  structure?: number
  /** The text generated from the card's abilities; absent on plain creatures. */
  text?: LocalizedText
}

/** A card's generated text, with an X cost spelled out (the frame's cost badge shows numbers only). */
function textOf(def: HkkCardDef): LocalizedText | null {
  const x = def.cost === 'X'
  const hu = `${x ? 'Költség: X VP. ' : ''}${cardText(def, 'hu')}`.trim()
  const en = `${x ? 'Cost: X VP. ' : ''}${cardText(def, 'en')}`.trim()
  return hu && en ? { hu, en } : null
}

/** The sandbox view of one engine card definition. */
export function hkkCardOf(def: HkkCardDef): HkkCard {
  const text = textOf(def)
  return {
    id: def.id,
    name: def.name,
    type: def.type,
    colour: def.colour,
    cost: def.cost === 'X' ? null : def.cost,
    ...(def.damage !== undefined ? { damage: def.damage } : {}),
    ...(def.ep !== undefined ? { life: def.ep } : {}),
    ...(def.sp !== undefined ? { structure: def.sp } : {}),
    ...(text ? { text } : {}),
  }
}

/** Every demo card, in set order (the original 20 first). */
export const HKK_DEMO_CARDS: readonly HkkCard[] = HKK_DEMO_LIST.map(hkkCardOf)
