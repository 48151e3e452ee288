/**
 * The deck builder's model: which objective sets a side may build with (the Core Set's and Balance of the Force's),
 * the ready-made decks of a format, a deck as counts per set, and the engine's verdict on it.
 */
import type { LocalizedText } from '../../../../engine/core/types'
import {
  AFFILIATIONS_OF_SIDE,
  OBJECTIVE_SETS,
  STARTER_DECKS,
  TEAM_DECKS,
  objectiveSetCards,
  validateDeck,
} from '../../../../engine/games/swlcg'
import type { Affiliation, DeckList, ObjectiveSetInfo, Side, StarterDeck } from '../../../../engine/games/swlcg'

/** One set the builder lists: its number, affiliation and objective's title. */
export interface BuilderSet extends ObjectiveSetInfo {
  title: string
}

/** The sets `side` may build with (its affiliations' and its Neutral ones), in number order. */
export function setsOfSide(side: Side): BuilderSet[] {
  return OBJECTIVE_SETS.filter((s) => s.side === side).map((s) => ({
    ...s,
    title: objectiveSetCards(s.set)[0]?.title ?? String(s.set),
  }))
}

/** The affiliations a side may choose. */
export function affiliationsOf(side: Side): readonly Affiliation[] {
  return AFFILIATIONS_OF_SIDE[side]
}

/** The ready-made decks of a side: the starter decks in 1v1, the ten-set team decks in 2v2 (`team`). */
export function startersOf(side: Side, team = false): StarterDeck[] {
  return (team ? TEAM_DECKS : STARTER_DECKS).filter((d) => d.side === side)
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

/**
 * The engine's verdict on `deck` for `side`: null when it may be played, else the reason. A 2v2 deck (`team`) needs ten
 * objective sets: the 8-set starters are 1v1 presets.
 */
export function deckProblem(deck: DeckList, side: Side, team = false): LocalizedText | null {
  const checked = validateDeck(deck, { side, allowStarter: !team })
  return checked.ok ? null : checked.error.reason
}
