/**
 * The compact row format the SWLCG card tables are written in, and its parser. One card per line keeps 250 cards
 * readable and reviewable against the source, where one object literal per card would run to thousands of lines:
 *
 *   'Unit | Luke Skywalker | u c4 f3 d3 i2.1.0 e0.1.0 | Character, Force User | Targeted Strike'
 *    type | title          | stats                    | traits                  | keywords
 *
 * Stats: `u` unique, `n` Neutral (in a set of another affiliation), `c` cost, `f` Force icons, `d` damage capacity,
 * `r` resources, `p` edge (fate) priority, `i` combat icons and `e` edge-enabled combat icons as unit damage, blast
 * damage and tactics, `L` limit 1 per objective deck, `A` affiliation only. Empty trailing fields may be left out.
 */

/** The two sides of the Force. */
export type SwlcgSide = 'light' | 'dark'

/** Affiliations (the factions a deck is built around), plus Neutral. */
export type SwlcgAffiliation =
  'jedi' | 'rebel-alliance' | 'smugglers-and-spies' | 'sith' | 'imperial-navy' | 'scum-and-villainy' | 'neutral'

/** Card types. */
export type SwlcgCardType = 'affiliation' | 'objective' | 'unit' | 'event' | 'enhancement' | 'fate'

/** Combat icons of a unit: unit damage, blast damage, tactics. */
export interface CombatIcons {
  unitDamage: number
  blastDamage: number
  tactics: number
}

/** The facts of one SWLCG card (no rules text). */
export interface SwlcgCard {
  /** 'swlcg/core-<set>-<position>', 'swlcg/botf-<set>-<position>' or 'swlcg/core-affiliation-<affiliation>'. */
  id: string
  /** The objective set the card belongs to; null for an affiliation card. */
  set: number | null
  /** Position in the set, 1–6 (1 is the objective); null for an affiliation card. */
  position: number | null
  side: SwlcgSide
  affiliation: SwlcgAffiliation
  type: SwlcgCardType
  title: string
  unique: boolean
  cost: number | null
  force: number | null
  damageCapacity: number | null
  resources: number | null
  edgePriority: number | null
  combatIcons: CombatIcons | null
  edgeIcons: CombatIcons | null
  traits: readonly string[]
  keywords: readonly string[]
  limitOnePerObjectiveDeck: boolean
  affiliationOnly: boolean
}

/** One objective set as written in the tables: its number, affiliation and six rows. */
export interface ObjectiveSetRows {
  set: number
  affiliation: SwlcgAffiliation
  rows: readonly string[]
}

/** An objective set in the tables (the helper keeps the table files to one line per card). */
export function objectiveSet(set: number, affiliation: SwlcgAffiliation, rows: readonly string[]): ObjectiveSetRows {
  return { set, affiliation, rows }
}

const TYPES: Readonly<Record<string, SwlcgCardType>> = {
  Affiliation: 'affiliation',
  Objective: 'objective',
  Unit: 'unit',
  Event: 'event',
  Enhancement: 'enhancement',
  Fate: 'fate',
}

const NUMBER_STATS = { c: 'cost', f: 'force', d: 'damageCapacity', r: 'resources', p: 'edgePriority' } as const

function icons(text: string, row: string): CombatIcons {
  const m = /^(\d)\.(\d)\.(\d)$/.exec(text)
  if (!m) throw new Error(`bad combat icons "${text}" in: ${row}`)
  return { unitDamage: Number(m[1]), blastDamage: Number(m[2]), tactics: Number(m[3]) }
}

function list(field: string | undefined): string[] {
  return field ? field.split(',').map((s) => s.trim()) : []
}

/** Where a row sits: its id, set, position, side and the set's affiliation. */
export interface RowPlace {
  id: string
  set: number | null
  position: number | null
  side: SwlcgSide
  affiliation: SwlcgAffiliation
}

/** Parses one row; throws on anything it does not know, so a typo fails the tests instead of vanishing. */
export function parseRow(row: string, place: RowPlace): SwlcgCard {
  const [typeName = '', title = '', stats = '', traits, keywords, ...rest] = row.split('|').map((s) => s.trim())
  const type = TYPES[typeName]
  if (!type || !title || rest.length > 0) throw new Error(`bad card row: ${row}`)
  const card: SwlcgCard = {
    ...place,
    type,
    title,
    unique: false,
    cost: null,
    force: null,
    damageCapacity: null,
    resources: null,
    edgePriority: null,
    combatIcons: null,
    edgeIcons: null,
    traits: list(traits),
    keywords: list(keywords),
    limitOnePerObjectiveDeck: false,
    affiliationOnly: false,
  }
  for (const token of stats.split(' ').filter(Boolean)) {
    const key = token[0] ?? ''
    const value = token.slice(1)
    if (token === 'u') card.unique = true
    else if (token === 'n') card.affiliation = 'neutral'
    else if (token === 'L') card.limitOnePerObjectiveDeck = true
    else if (token === 'A') card.affiliationOnly = true
    else if (key === 'i') card.combatIcons = icons(value, row)
    else if (key === 'e') card.edgeIcons = icons(value, row)
    else if (key in NUMBER_STATS && /^\d+$/.test(value))
      card[NUMBER_STATS[key as keyof typeof NUMBER_STATS]] = Number(value)
    else throw new Error(`unknown stat "${token}" in: ${row}`)
  }
  return card
}
