/**
 * The four Core Set starter decks: each affiliation's seven own objective sets plus one Neutral set, 8 sets in all
 * (../shared/research/rules-facts.md §2.3, checked there against the OCTGN starter deck files and the fan guide v1.3;
 * the Hungarian rules summary confirms the box's ready-made decks hold "csak 8 Cél készletet").
 */
import type { Affiliation, Side } from './types'

/** A starter deck: its id, side, affiliation and the objective sets shuffled into it. */
export interface StarterDeck {
  id: string
  side: Side
  affiliation: Affiliation
  sets: readonly number[]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const DECKS: StarterDeck[] = [
  { id: 'swlcg/starter-jedi', side: 'light', affiliation: 'jedi', sets: [...range(1, 7), 18] },
  { id: 'swlcg/starter-rebel-alliance', side: 'light', affiliation: 'rebel-alliance', sets: [...range(8, 14), 18] },
  { id: 'swlcg/starter-sith', side: 'dark', affiliation: 'sith', sets: [...range(19, 25), 36] },
  { id: 'swlcg/starter-imperial-navy', side: 'dark', affiliation: 'imperial-navy', sets: [...range(26, 32), 36] },
]

/** The four starter decks. Neutral sets 18 and 36 each appear in two of them. */
export const STARTER_DECKS: readonly StarterDeck[] = Object.freeze(
  DECKS.map((d) => Object.freeze({ ...d, sets: Object.freeze([...d.sets]) })),
)

/**
 * Ready-made 2v2 decks (ours, not the box's): each affiliation's seven Core Set objective sets, two Neutral sets and
 * its Balance of the Force set, ten in all as a multiplayer deck needs, chosen so that each team's two decks together
 * keep the copy limits (a "Limit 1" Neutral set in one deck only): Jedi + Rebel Alliance, Sith + Imperial Navy.
 */
export const TEAM_DECKS: readonly StarterDeck[] = Object.freeze(
  [
    { id: 'swlcg/team-jedi', side: 'light', affiliation: 'jedi', sets: [...range(1, 7), 18, 16, 91] },
    {
      id: 'swlcg/team-rebel-alliance',
      side: 'light',
      affiliation: 'rebel-alliance',
      sets: [...range(8, 14), 17, 16, 92],
    },
    { id: 'swlcg/team-sith', side: 'dark', affiliation: 'sith', sets: [...range(19, 25), 36, 34, 94] },
    {
      id: 'swlcg/team-imperial-navy',
      side: 'dark',
      affiliation: 'imperial-navy',
      sets: [...range(26, 32), 35, 34, 95],
    },
  ].map((d) =>
    Object.freeze({
      ...d,
      side: d.side as Side,
      affiliation: d.affiliation as Affiliation,
      sets: Object.freeze([...d.sets]),
    }),
  ),
)
