/**
 * The four Core Set starter decks. Neither the card data nor its README says which objective sets they hold, so the
 * lists follow ../shared/research/rules-facts.md §2.3 (verified there against the OCTGN starter deck files and the
 * fan guide v1.3): each affiliation's seven own sets plus one Neutral set, 8 sets in all, which the Hungarian rules
 * summary confirms is the size of the box's ready-made decks ("csak 8 Cél készletet tartalmaznak").
 */
import type { DeckDef, LocalizedText } from '../types'
import { AFFILIATION_NAMES, affiliationCardId, objectiveSetCards, SIDE_NAMES } from './cards'
import type { SwlcgAffiliation, SwlcgSide } from './cards'

/** Cards in one objective set. */
export const CARDS_PER_SET = 6

/** A starter deck: its affiliation card and the objective sets shuffled into it. */
export interface StarterDeck {
  id: string
  side: SwlcgSide
  affiliation: SwlcgAffiliation
  sets: readonly number[]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** The four starter decks. Neutral sets 18 and 36 each appear in two of them. */
export const STARTER_DECKS: readonly StarterDeck[] = [
  { id: 'swlcg/starter-jedi', side: 'light', affiliation: 'jedi', sets: [...range(1, 7), 18] },
  { id: 'swlcg/starter-rebel-alliance', side: 'light', affiliation: 'rebel-alliance', sets: [...range(8, 14), 18] },
  { id: 'swlcg/starter-sith', side: 'dark', affiliation: 'sith', sets: [...range(19, 25), 36] },
  { id: 'swlcg/starter-imperial-navy', side: 'dark', affiliation: 'imperial-navy', sets: [...range(26, 32), 36] },
]

/** How many starter decks use a card: the catalogue holds that many copies so all four decks fit on one table. */
export function starterDeckUses(cardId: string): number {
  return STARTER_DECKS.filter((d) =>
    d.sets.some(
      (s) => objectiveSetCards(s).some((c) => c.id === cardId) || affiliationCardId(d.affiliation) === cardId,
    ),
  ).length
}

const STARTER: LocalizedText = { en: 'starter deck', hu: 'kezdőpakli' }

/** A starter deck laid out as the rules set it up: the affiliation card face up, objective deck, command deck. */
export function starterDeckDef(deck: StarterDeck): DeckDef {
  const cards = deck.sets.flatMap(objectiveSetCards)
  const name = AFFILIATION_NAMES[deck.affiliation]
  const side = SIDE_NAMES[deck.side]
  return {
    id: deck.id,
    name: { en: `${name.en} ${STARTER.en} (${side.en})`, hu: `${name.hu} ${STARTER.hu} (${side.hu})` },
    piles: [
      {
        id: `${deck.id}/affiliation`,
        name: { en: 'Affiliation card', hu: 'Szövetségkártya' },
        cards: [affiliationCardId(deck.affiliation)],
        faceUp: true,
      },
      {
        id: `${deck.id}/objectives`,
        name: { en: 'Objective deck', hu: 'Célpakli' },
        cards: cards.filter((c) => c.type === 'objective').map((c) => c.id),
        faceUp: false,
      },
      {
        id: `${deck.id}/command`,
        name: { en: 'Command deck', hu: 'Parancspakli' },
        cards: cards.filter((c) => c.type !== 'objective').map((c) => c.id),
        faceUp: false,
      },
    ],
  }
}
