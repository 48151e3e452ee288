/**
 * The SWLCG card database for the rules engine and the catalogue: typed card facts (no rules text) for the Core Set
 * and Balance of the Force objective sets 91–96, keyword and host queries, the starter decks and deck validation.
 */
export type * from './types'
export {
  ALL_CARDS,
  AFFILIATIONS_OF_SIDE,
  CARDS_PER_SET,
  OBJECTIVE_SETS,
  affiliationCardId,
  affiliationSide,
  cardFacts,
  objectiveSetCards,
  setCardId,
} from './cards'
export type { ObjectiveSetInfo } from './cards'
export { edgeValue, hasKeyword, keywordName, protectMatch } from './keywords'
export { hostLabel, hostName } from './hosts'
export { AFFILIATION_NAMES, SIDE_NAMES } from './names'
export { STARTER_DECKS, TEAM_DECKS } from './starters'
export type { StarterDeck } from './starters'
export { MAX_DECK_SETS, MIN_DECK_SETS, deckCards, teamDeckError, validateDeck } from './deck'
export type { DeckList } from './deck'
