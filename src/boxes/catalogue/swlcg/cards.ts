/**
 * Every SWLCG card the catalogue knows, as typed facts, and how each becomes a generic catalogue card: the Core
 * Set's 36 objective sets and 6 affiliation cards, and Balance of the Force's objective sets 91–96.
 */
import type { LocalizedText } from '../types'
import { BOTF_SETS } from './botf'
import { CORE_DARK_SETS } from './core-dark'
import { CORE_LIGHT_SETS } from './core-light'
import { parseRow } from './rows'
import type { ObjectiveSetRows, SwlcgAffiliation, SwlcgCard, SwlcgCardType, SwlcgSide } from './rows'

export type { CombatIcons, SwlcgAffiliation, SwlcgCard, SwlcgCardType, SwlcgSide } from './rows'

/** Affiliation names. The game was printed only in English; the Hungarian names follow the Hungarian rules summary. */
export const AFFILIATION_NAMES: Readonly<Record<SwlcgAffiliation, LocalizedText>> = {
  jedi: { en: 'Jedi', hu: 'Jedi' },
  'rebel-alliance': { en: 'Rebel Alliance', hu: 'Felkelők Szövetsége' },
  'smugglers-and-spies': { en: 'Smugglers and Spies', hu: 'Csempészek és kémek' },
  sith: { en: 'Sith', hu: 'Sith' },
  'imperial-navy': { en: 'Imperial Navy', hu: 'Birodalmi Flotta' },
  'scum-and-villainy': { en: 'Scum and Villainy', hu: 'Söpredék és gazemberek' },
  neutral: { en: 'Neutral', hu: 'Semleges' },
}

/** Card type names (Hungarian as in the Hungarian rules summary). */
export const CARD_TYPE_NAMES: Readonly<Record<SwlcgCardType, LocalizedText>> = {
  affiliation: { en: 'Affiliation', hu: 'Szövetség' },
  objective: { en: 'Objective', hu: 'Cél' },
  unit: { en: 'Unit', hu: 'Egység' },
  event: { en: 'Event', hu: 'Esemény' },
  enhancement: { en: 'Enhancement', hu: 'Erősítés' },
  fate: { en: 'Fate', hu: 'Sors' },
}

/** Side names. */
export const SIDE_NAMES: Readonly<Record<SwlcgSide, LocalizedText>> = {
  light: { en: 'Light Side', hu: 'Világos oldal' },
  dark: { en: 'Dark Side', hu: 'Sötét oldal' },
}

// Affiliation cards carry no set number; their only printed stat is 1 resource.
const AFFILIATIONS: readonly [SwlcgAffiliation, SwlcgSide][] = [
  ['jedi', 'light'],
  ['rebel-alliance', 'light'],
  ['smugglers-and-spies', 'light'],
  ['sith', 'dark'],
  ['imperial-navy', 'dark'],
  ['scum-and-villainy', 'dark'],
]

/** The id of an affiliation card. */
export function affiliationCardId(affiliation: SwlcgAffiliation): string {
  return `swlcg/core-affiliation-${affiliation}`
}

/** The id of the card at `position` (1–6) of objective set `set`. */
export function setCardId(set: number, position: number): string {
  return `swlcg/${set >= 91 ? 'botf' : 'core'}-${set}-${position}`
}

function expand(sets: readonly ObjectiveSetRows[], side: SwlcgSide): SwlcgCard[] {
  return sets.flatMap((s) =>
    s.rows.map((row, i) =>
      parseRow(row, { id: setCardId(s.set, i + 1), set: s.set, position: i + 1, side, affiliation: s.affiliation }),
    ),
  )
}

/** Every card: affiliation cards, then the objective sets in number order. */
export const SWLCG_CARDS: readonly SwlcgCard[] = [
  ...AFFILIATIONS.map(([affiliation, side]) =>
    parseRow(`Affiliation | ${AFFILIATION_NAMES[affiliation].en} | r1`, {
      id: affiliationCardId(affiliation),
      set: null,
      position: null,
      side,
      affiliation,
    }),
  ),
  ...expand(CORE_LIGHT_SETS, 'light'),
  ...expand(CORE_DARK_SETS, 'dark'),
  ...expand(BOTF_SETS.slice(0, 3), 'light'),
  ...expand(BOTF_SETS.slice(3), 'dark'),
]

const BY_ID = new Map(SWLCG_CARDS.map((c) => [c.id, c]))

/** The card with this id, if there is one. */
export function swlcgCard(id: string): SwlcgCard | undefined {
  return BY_ID.get(id)
}

/** The six cards of an objective set, objective first. */
export function objectiveSetCards(set: number): SwlcgCard[] {
  return SWLCG_CARDS.filter((c) => c.set === set)
}
