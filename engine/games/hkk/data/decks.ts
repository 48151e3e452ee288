/**
 * Two demo decks of 30 cards, two colours each (plus colourless cards), that mix creatures, spells, attachments,
 * buildings and every mechanism of the demo set between them; and `demoDefs`, the definitions a game config needs.
 */
import type { LocalizedText } from '../../../core/types'
import { HKK_DEMO_CARDS } from './cards'
import type { HkkCardDef } from './types'

/** A demo deck: card ids, one entry per copy. */
export interface HkkDemoDeck {
  id: string
  name: LocalizedText
  cards: string[]
}

/** `[slug, copies]` pairs as a list of ids. */
const list = (entries: readonly (readonly [string, number])[]): string[] =>
  entries.flatMap(([slug, n]) => Array.from({ length: n }, () => `hkk/${slug}`))

/** The demo decks: Ember & Wild (aggressive, tokens, X damage) and Tide & Wild (tempo, reactions, turn cut). */
export const HKK_DEMO_DECKS: readonly HkkDemoDeck[] = [
  {
    id: 'hkk/deck-ember-wild',
    name: { hu: 'Parázs és Vadon', en: 'Ember & Wild' },
    cards: list([
      ['ashwing-lizard', 2],
      ['cinder-imp', 2],
      ['forge-warden', 1],
      ['flame-maned-lion', 2],
      ['blade-dancer', 2],
      ['mossbeard-wanderer', 2],
      ['thornback-boar', 2],
      ['old-oak-spirit', 1],
      ['spore-caller', 2],
      ['night-watchman', 1],
      ['fire-rain', 1],
      ['flame-lash', 1],
      ['lucky-strike', 1],
      ['fatal-sting', 1],
      ['healing-rain', 1],
      ['mending-touch', 2],
      ['wild-growth', 1],
      ['ember-shirt', 1],
      ['barkskin', 1],
      ['swordplay', 1],
      ['summoning-horn', 1],
      ['watchtower', 1],
    ]),
  },
  {
    id: 'hkk/deck-tide-wild',
    name: { hu: 'Dagály és Vadon', en: 'Tide & Wild' },
    cards: list([
      ['shell-gatherer', 2],
      ['coral-shell-crab', 2],
      ['mist-rider', 2],
      ['deepsea-serpent', 1],
      ['lone-wanderer', 2],
      ['mossbeard-wanderer', 2],
      ['thornback-boar', 1],
      ['night-watchman', 1],
      ['spore-caller', 1],
      ['ebb-tide', 1],
      ['spell-ward', 2],
      ['time-lock', 1],
      ['oracle-bones', 2],
      ['mind-fog', 1],
      ['numbing-mist', 2],
      ['mending-touch', 1],
      ['healing-rain', 1],
      ['third-eye', 1],
      ['barkskin', 1],
      ['wanderers-staff', 1],
      ['healing-spring', 1],
      ['watchtower', 1],
    ]),
  },
]

/**
 * The definitions a game config needs for some decks: each id may name a demo deck (all its cards) or a demo card.
 * Unknown ids are skipped (the engine's config check reports a deck naming a card with no definition).
 */
export function demoDefs(deckIds: Iterable<string>): Record<string, HkkCardDef> {
  const defs: Record<string, HkkCardDef> = {}
  const add = (id: string) => {
    const def = HKK_DEMO_CARDS[id]
    if (def) defs[id] = def
  }
  for (const id of deckIds) {
    const deck = HKK_DEMO_DECKS.find((d) => d.id === id)
    if (deck) deck.cards.forEach(add)
    else add(id)
  }
  return defs
}
