/**
 * TEST-ONLY random legal decks from the whole Core Set (sets 1–36): an affiliation of the side, then objective sets
 * of that affiliation or neutral (an "affiliation only" set only with its own), each at most twice (once when
 * "Limit 1 per objective deck"), ten in all. Every deck is checked with the deck-building rules before use.
 */
import { createRng } from '../../../core/random'
import { AFFILIATIONS_OF_SIDE, OBJECTIVE_SETS, objectiveSetCards, validateDeck } from '../data'
import type { Affiliation, DeckList } from '../data'
import type { Side, SwlcgConfig } from '../types'
import { DARK, DARK2, LIGHT, LIGHT2, entropy } from './fixtures'

/** The highest Core Set objective set number (the Balance of the Force sets are numbered from 91). */
const LAST_CORE_SET = 36

/** The set entries a deck of `affiliation` may draw from (a set listed twice may be taken twice). */
function corePool(side: Side, affiliation: Affiliation, lastSet = LAST_CORE_SET): number[] {
  const pool: number[] = []
  for (const info of OBJECTIVE_SETS) {
    const objective = objectiveSetCards(info.set)[0]!
    const own = info.affiliation === affiliation || info.affiliation === 'neutral'
    if (info.set > lastSet || info.side !== side || !own) continue
    if (objective.affiliationOnly && objective.affiliation !== affiliation) continue
    pool.push(info.set)
    if (!objective.limitOnePerObjectiveDeck) pool.push(info.set)
  }
  return pool
}

/**
 * A random legal 10-set deck for `side` drawn from `seed`, of an affiliation the Core Set can fill (Smugglers and
 * Spies and Scum and Villainy have one set each there: too few for a legal deck).
 */
export function randomCoreDeck(side: Side, seed: number): DeckList {
  const rng = createRng(entropy(seed), `swlcg/test-deck:${side}`)
  const affiliations = AFFILIATIONS_OF_SIDE[side].filter((a) => a !== 'neutral' && corePool(side, a).length >= 10)
  const affiliation = rng.pick(affiliations)
  const deck = { affiliation, sets: rng.shuffle(corePool(side, affiliation)).slice(0, 10) }
  const checked = validateDeck(deck, { side, allowStarter: false })
  if (!checked.ok) throw new Error(`random deck not legal: ${checked.error.reason.en}`)
  return checked.deck
}

/** A game config with two random Core Set decks. */
export function randomCoreConfig(seed: number): SwlcgConfig {
  return {
    players: [
      { seat: LIGHT, side: 'light', deck: randomCoreDeck('light', seed) },
      { seat: DARK, side: 'dark', deck: randomCoreDeck('dark', seed) },
    ],
  }
}

/**
 * A random legal 2v2 config from the Core Set and Balance of the Force (sets 1–36, 91–96): per side two players of
 * random affiliations, each deck ten sets drawn from what the team has left, so the team's two decks together keep the
 * copy limits. Seats as the fixtures: s1/s4 light #1/#2, s2/s3 dark #1/#2.
 */
export function randomTeamConfig(seed: number): SwlcgConfig {
  const players: SwlcgConfig['players'] = []
  for (const [side, seats] of [
    ['light', [LIGHT, LIGHT2]],
    ['dark', [DARK, DARK2]],
  ] as const) {
    const rng = createRng(entropy(seed), `swlcg/test-team:${side}`)
    const taken = new Map<number, number>()
    seats.forEach((seat, i) => {
      // An entry is free while the team has taken fewer copies of its set than the entries before it in the pool.
      const free = (affiliation: Affiliation) =>
        corePool(side, affiliation, 96).filter(
          (set, at, pool) => pool.slice(0, at).filter((s) => s === set).length >= (taken.get(set) ?? 0),
        )
      const affiliations = AFFILIATIONS_OF_SIDE[side].filter((a) => a !== 'neutral' && free(a).length >= 10)
      const affiliation = rng.pick(affiliations)
      const left = free(affiliation)
      const sets = rng.shuffle(left).slice(0, 10)
      for (const set of sets) taken.set(set, (taken.get(set) ?? 0) + 1)
      const checked = validateDeck({ affiliation, sets }, { side, allowStarter: false })
      if (!checked.ok) throw new Error(`random team deck not legal: ${checked.error.reason.en}`)
      players.push({ seat, side, order: (i + 1) as 1 | 2, deck: checked.deck })
    })
  }
  return { players }
}
