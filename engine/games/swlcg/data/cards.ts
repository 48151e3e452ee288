/**
 * The card database: every SWLCG card as frozen facts (the Core Set's 36 objective sets and 6 affiliation cards, and
 * Balance of the Force's objective sets 91–96), with fast lookups by id and by objective set.
 */
import { BOTF_SETS } from './botf'
import { CORE_DARK_SETS } from './core-dark'
import { CORE_LIGHT_SETS } from './core-light'
import { AFFILIATION_NAMES } from './names'
import { parseRow } from './rows'
import type { Affiliation, CardFacts, ObjectiveSetRows, Side } from './types'

/** The affiliations of each side a deck may be built around (Neutral is none of them). */
export const AFFILIATIONS_OF_SIDE: Readonly<Record<Side, readonly Affiliation[]>> = {
  light: ['jedi', 'rebel-alliance', 'smugglers-and-spies'],
  dark: ['sith', 'imperial-navy', 'scum-and-villainy'],
}

/** The side of a (non-Neutral) affiliation; null for Neutral. */
export function affiliationSide(affiliation: Affiliation): Side | null {
  if (AFFILIATIONS_OF_SIDE.light.includes(affiliation)) return 'light'
  return AFFILIATIONS_OF_SIDE.dark.includes(affiliation) ? 'dark' : null
}

/** The id of an affiliation card. */
export function affiliationCardId(affiliation: Affiliation): string {
  return `swlcg/core-affiliation-${affiliation}`
}

/** The id of the card at `position` (1–6) of objective set `set`. */
export function setCardId(set: number, position: number): string {
  return `swlcg/${set >= 91 ? 'botf' : 'core'}-${set}-${position}`
}

/** Cards in one objective set. */
export const CARDS_PER_SET = 6

function expand(sets: readonly ObjectiveSetRows[], side: Side): CardFacts[] {
  return sets.flatMap((s) =>
    s.rows.map((row, i) =>
      parseRow(row, { id: setCardId(s.set, i + 1), set: s.set, position: i + 1, side, affiliation: s.affiliation }),
    ),
  )
}

/** Freezes a card and everything in it, so no caller can change the database. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) freeze(inner)
    Object.freeze(value)
  }
  return value
}

/** Every card: affiliation cards, then the objective sets in number order. */
export const ALL_CARDS: readonly CardFacts[] = freeze([
  ...(['light', 'dark'] as const).flatMap((side) =>
    AFFILIATIONS_OF_SIDE[side].map((affiliation) =>
      // Affiliation cards carry no set number; their only printed stat is 1 resource.
      parseRow(`Affiliation | ${AFFILIATION_NAMES[affiliation].en} | r1`, {
        id: affiliationCardId(affiliation),
        set: null,
        position: null,
        side,
        affiliation,
      }),
    ),
  ),
  ...expand(CORE_LIGHT_SETS, 'light'),
  ...expand(CORE_DARK_SETS, 'dark'),
  ...expand(BOTF_SETS.slice(0, 3), 'light'),
  ...expand(BOTF_SETS.slice(3), 'dark'),
])

const BY_ID: ReadonlyMap<string, CardFacts> = new Map(ALL_CARDS.map((c) => [c.id, c]))

const BY_SET: ReadonlyMap<number, readonly CardFacts[]> = (() => {
  const sets = new Map<number, CardFacts[]>()
  for (const card of ALL_CARDS) {
    if (card.set === null) continue
    const cards = sets.get(card.set) ?? []
    cards.push(card)
    sets.set(card.set, cards)
  }
  for (const cards of sets.values()) Object.freeze(cards.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)))
  return sets
})()

const NO_CARDS: readonly CardFacts[] = Object.freeze([])

/** The card with this id, if there is one (a map lookup). */
export function cardFacts(id: string): CardFacts | undefined {
  return BY_ID.get(id)
}

/** The six cards of an objective set in position order, objective first; empty for an unknown set. */
export function objectiveSetCards(set: number): readonly CardFacts[] {
  return BY_SET.get(set) ?? NO_CARDS
}

/** One objective set: its number, side and affiliation (its objective's). */
export interface ObjectiveSetInfo {
  set: number
  side: Side
  affiliation: Affiliation
}

/** Every objective set in number order (1–36, 91–96). */
export const OBJECTIVE_SETS: readonly ObjectiveSetInfo[] = freeze(
  [...BY_SET.entries()]
    .sort(([a], [b]) => a - b)
    .map(([set, cards]) => ({ set, side: cards[0]!.side, affiliation: cards[0]!.affiliation })),
)
