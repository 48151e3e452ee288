/**
 * The four Core Set starter decks (engine/games/swlcg/data/starters.ts) as catalogue decks, and how many copies of
 * each card the catalogue needs so that all four fit on one table.
 */
import type { DeckDef, LocalizedText } from '../types'
import { AFFILIATION_NAMES, deckCards, SIDE_NAMES, STARTER_DECKS } from './cards'
import type { StarterDeck } from './cards'

/** How many copies of each card the four starter decks use together. */
const STARTER_USES: ReadonlyMap<string, number> = (() => {
  const uses = new Map<string, number>()
  for (const deck of STARTER_DECKS) {
    const cards = deckCards({ affiliation: deck.affiliation, sets: [...deck.sets] })
    const ids = new Set([cards.affiliation, ...cards.objectives, ...cards.command])
    for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1)
  }
  return uses
})()

/** How many starter decks use a card: the catalogue holds that many copies so all four decks fit on one table. */
export function starterDeckUses(cardId: string): number {
  return STARTER_USES.get(cardId) ?? 0
}

const STARTER: LocalizedText = { en: 'starter deck', hu: 'kezdőpakli' }

/** A starter deck laid out as the rules set it up: the affiliation card face up, objective deck, command deck. */
export function starterDeckDef(deck: StarterDeck): DeckDef {
  const cards = deckCards({ affiliation: deck.affiliation, sets: [...deck.sets] })
  const name = AFFILIATION_NAMES[deck.affiliation]
  const side = SIDE_NAMES[deck.side]
  return {
    id: deck.id,
    name: { en: `${name.en} ${STARTER.en} (${side.en})`, hu: `${name.hu} ${STARTER.hu} (${side.hu})` },
    piles: [
      {
        id: `${deck.id}/affiliation`,
        name: { en: 'Affiliation card', hu: 'Szövetségkártya' },
        cards: [cards.affiliation],
        faceUp: true,
      },
      {
        id: `${deck.id}/objectives`,
        name: { en: 'Objective deck', hu: 'Célpakli' },
        cards: cards.objectives,
        faceUp: false,
      },
      {
        id: `${deck.id}/command`,
        name: { en: 'Command deck', hu: 'Parancspakli' },
        cards: cards.command,
        faceUp: false,
      },
    ],
  }
}
