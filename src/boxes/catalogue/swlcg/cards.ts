/**
 * The SWLCG card facts as the catalogue reads them. The facts themselves (the card tables, ids, keywords, hosts and
 * starter decks) live in the rules engine's card database, engine/games/swlcg/data, so the sandbox box and rules mode
 * cannot drift apart; this module adds the display names only the catalogue needs.
 */
import type { CardType } from '../../../../engine/games/swlcg/data'
import type { LocalizedText } from '../types'

export {
  AFFILIATION_NAMES,
  ALL_CARDS,
  CARDS_PER_SET,
  SIDE_NAMES,
  STARTER_DECKS,
  affiliationCardId,
  cardFacts,
  deckCards,
  keywordName,
  objectiveSetCards,
  setCardId,
} from '../../../../engine/games/swlcg/data'
export type {
  Affiliation,
  CardFacts,
  CardType,
  CombatIcons,
  Keyword,
  Side,
  StarterDeck,
} from '../../../../engine/games/swlcg/data'

/** Card type names (Hungarian as in the Hungarian rules summary). */
export const CARD_TYPE_NAMES: Readonly<Record<CardType, LocalizedText>> = {
  affiliation: { en: 'Affiliation', hu: 'Szövetség' },
  objective: { en: 'Objective', hu: 'Cél' },
  unit: { en: 'Unit', hu: 'Egység' },
  event: { en: 'Event', hu: 'Esemény' },
  enhancement: { en: 'Enhancement', hu: 'Erősítés' },
  fate: { en: 'Fate', hu: 'Sors' },
}
