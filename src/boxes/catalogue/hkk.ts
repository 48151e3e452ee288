/**
 * Hatalom Kártyái (HKK) for sandbox play: a generic HKK card frame (cost, type, damage / life) filled with our own
 * demo set (the rules engine's cards, text generated from their abilities), two mirror demo decks of the original
 * 20 cards, VP (varázspont, magic point) and life (Ép) counters, damage markers, generic tokens, a d6 and a coin.
 */
import { BASE_CARDS } from '../../../engine/games/hkk/data/cardsBase'
import { coin, d6 } from './common'
import { HKK_COLOURS, HKK_DEMO_CARDS, HKK_TYPE_NAMES } from './hkk-cards'
import type { HkkCard } from './hkk-cards'
import type { CardDef, CardStat, DeckDef, GameCatalogue } from './types'

export { HKK_DEMO_CARDS } from './hkk-cards'

/** Copies of each demo card: one per mirror deck (the engine's 30-card decks use at most two of a card too). */
const DEMO_DECKS = 2

/** A demo card in the generic HKK frame. */
export function hkkCardDef(card: HkkCard): CardDef {
  const stats: CardStat[] = []
  if (card.damage !== undefined) stats.push({ key: 'damage', value: card.damage })
  if (card.life !== undefined) stats.push({ key: 'life', value: card.life })
  if (card.structure !== undefined) stats.push({ key: 'structure', value: card.structure })
  const colour = HKK_COLOURS[card.colour]
  return {
    id: card.id,
    name: card.name,
    count: DEMO_DECKS,
    back: 'hkk/back',
    type: HKK_TYPE_NAMES[card.type],
    ...(card.cost === null ? {} : { cost: card.cost }),
    stats,
    tags: [colour.name],
    ...(card.text ? { text: card.text } : {}),
    colour: colour.css,
  }
}

const DECKS: DeckDef[] = Array.from({ length: DEMO_DECKS }, (_, i) => ({
  id: `hkk/demo-deck-${i + 1}`,
  name: { en: `Demo deck ${i + 1}`, hu: `${i + 1}. bemutatópakli` },
  piles: [
    {
      id: `hkk/demo-deck-${i + 1}/deck`,
      name: { en: 'Deck', hu: 'Pakli' },
      // The sandbox's decks stay the mirror of the original 20 (the box layout and its tests count 20 a deck).
      cards: BASE_CARDS.map((c) => c.id),
      faceUp: false,
    },
  ],
}))

/** The HKK box. */
export const HKK_CATALOGUE: GameCatalogue = {
  game: 'hkk',
  name: { en: 'Hatalom Kártyái', hu: 'Hatalom Kártyái' },
  notes: [
    {
      en: 'The demo cards are our own invention in the game’s frame; no published HKK card is reproduced. Items and buildings carry demo VP costs. Each player starts with 20 life and 0 VP.',
      hu: 'A bemutatólapok saját kitalációk a játék keretében; egyetlen kiadott HKK-lapot sem másolnak. A tárgyak és építmények VP-költsége bemutató jellegű. Mindkét játékos 20 Ép-vel és 0 VP-vel kezd.',
    },
  ],
  statNames: {
    damage: { en: 'Damage', hu: 'Sebzés' },
    life: { en: 'Life', hu: 'Életpont (Ép)' },
    structure: { en: 'Structure points', hu: 'Strukturális pont (Sp)' },
  },
  cards: HKK_DEMO_CARDS.map(hkkCardDef),
  decks: DECKS,
  tokens: [
    {
      id: 'hkk/vp-counter',
      name: { en: 'Magic point (VP) counter', hu: 'Varázspont-számláló (VP)' },
      count: 2,
      shape: 'dial',
      colour: '#6a4fa3',
      // VP regeneration gives at most 5 a turn plus 1 per two reserve creatures; 30 leaves room for saving up.
      range: { min: 0, max: 30, start: 0 },
    },
    {
      id: 'hkk/life-counter',
      name: { en: 'Life counter', hu: 'Életpont-számláló (Ép)' },
      count: 2,
      shape: 'dial',
      colour: '#a3262a',
      // Players start at 20 life (Kódex 3.12); healing may take it higher.
      range: { min: 0, max: 40, start: 20 },
    },
    {
      id: 'hkk/damage',
      name: { en: 'Damage marker', hu: 'Sebzésjelző' },
      count: 30,
      shape: 'round',
      colour: '#a3262a',
    },
    { id: 'hkk/token', name: { en: 'Token', hu: 'Jelző' }, count: 20, shape: 'round', colour: '#c9a74a' },
  ],
  dice: [d6('hkk', 1), coin('hkk', 1)],
  boards: [],
  tiles: [],
  miniatures: [],
}
