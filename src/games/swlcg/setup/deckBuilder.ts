/**
 * The deck builder's model: which objective sets a side may build with (the Core Set's; Balance of the Force's
 * sets 91–96 wait for their abilities, issue 17), a deck as counts per set, and the engine's verdict on it.
 */
import type { LocalizedText } from '../../../../engine/core/types'
import {
  AFFILIATIONS_OF_SIDE,
  OBJECTIVE_SETS,
  STARTER_DECKS,
  objectiveSetCards,
  validateDeck,
} from '../../../../engine/games/swlcg'
import type { Affiliation, DeckList, ObjectiveSetInfo, Side, StarterDeck } from '../../../../engine/games/swlcg'

/** The first set number of Balance of the Force, whose abilities the engine does not play yet. */
const FIRST_BOTF_SET = 91

/** One set the builder lists: its number, affiliation and objective's title. */
export interface BuilderSet extends ObjectiveSetInfo {
  title: string
}

/** The sets `side` may build with (its affiliations' and its Neutral ones), in number order. */
export function setsOfSide(side: Side): BuilderSet[] {
  return OBJECTIVE_SETS.filter((s) => s.set < FIRST_BOTF_SET && s.side === side).map((s) => ({
    ...s,
    title: objectiveSetCards(s.set)[0]?.title ?? String(s.set),
  }))
}

/** The affiliations a side may choose. */
export function affiliationsOf(side: Side): readonly Affiliation[] {
  return AFFILIATIONS_OF_SIDE[side]
}

/** The starter decks of a side. */
export function startersOf(side: Side): StarterDeck[] {
  return STARTER_DECKS.filter((d) => d.side === side)
}

/** A deck list from counts per set (a set counted twice is listed twice). */
export function deckFromCounts(affiliation: Affiliation, counts: Readonly<Record<number, number>>): DeckList {
  const sets = Object.entries(counts)
    .flatMap(([set, n]) => Array.from({ length: n }, () => Number(set)))
    .sort((a, b) => a - b)
  return { affiliation, sets }
}

/** Counts per set of a deck list. */
export function countsOf(deck: DeckList): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const set of deck.sets) counts[set] = (counts[set] ?? 0) + 1
  return counts
}

/** The engine's verdict on `deck` for `side`: null when it may be played, else the reason. */
export function deckProblem(deck: DeckList, side: Side): LocalizedText | null {
  const checked = validateDeck(deck, { side })
  return checked.ok ? null : checked.error.reason
}
