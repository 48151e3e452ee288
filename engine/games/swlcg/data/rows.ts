/**
 * The compact row format the SWLCG card tables are written in, and its parser. One card per line keeps 250 cards
 * readable and reviewable against the source, where one object literal per card would run to thousands of lines:
 *
 *   'Unit | Luke Skywalker | u c4 f3 d3 i2.1.0 e0.1.0 | Character, Force User | Targeted Strike'
 *    type | title          | stats                    | traits                  | keywords
 *   'Enhancement | Jedi Lightsaber | c1 f2 | Weapon | | on Force User or Force Sensitive unit'
 *    type        | title           | stats | traits | keywords | host
 *
 * Stats: `u` unique, `n` Neutral (in a set of another affiliation), `c` cost, `f` Force icons, `d` damage capacity,
 * `r` resources, `p` edge (fate) priority, `i` combat icons and `e` edge-enabled combat icons as unit damage, blast
 * damage and tactics, `L` limit 1 per objective deck, `A` affiliation only.
 *
 * Keywords (comma-separated): Elite, Limited, Shielding, Targeted Strike, No Enhancements, Influence, and those with a
 * parameter in parentheses: `Edge (1)`, `Protect (Character)`, `Protect (objective)`, `Protect (unique unit)`
 * (see ./keywords.ts).
 *
 * Host (enhancements only, required there): what the enhancement is attached to, after "on ": `on play area`,
 * `on Death Star dial`, or `on [friendly|enemy] [Trait[ or Trait…]] unit|objective`, e.g. `on Character unit`,
 * `on enemy objective`, `on friendly Vehicle unit` ("an objective you control" is written `on friendly objective`).
 * See ./hosts.ts. Empty trailing fields may be left out.
 */
import { parseHost } from './hosts'
import { parseKeyword } from './keywords'
import type {
  Affiliation,
  CardFacts,
  CardType,
  CombatIcons,
  EnhanceHost,
  Keyword,
  ObjectiveSetRows,
  Side,
} from './types'

/** An objective set in the tables (the helper keeps the table files to one line per card). */
export function objectiveSet(set: number, affiliation: Affiliation, rows: readonly string[]): ObjectiveSetRows {
  return { set, affiliation, rows }
}

const TYPES: Readonly<Record<string, CardType>> = {
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

function keywords(field: string | undefined, row: string): Keyword[] {
  return list(field).map((text) => {
    const keyword = parseKeyword(text)
    if (!keyword) throw new Error(`unknown keyword "${text}" in: ${row}`)
    return keyword
  })
}

function host(field: string | undefined, type: CardType, row: string): EnhanceHost | null {
  if (!field) {
    if (type === 'enhancement') throw new Error(`enhancement without a host in: ${row}`)
    return null
  }
  const parsed = field.startsWith('on ') ? parseHost(field.slice(3).trim()) : null
  if (!parsed) throw new Error(`bad host "${field}" in: ${row}`)
  if (type !== 'enhancement') throw new Error(`host on a card that is no enhancement in: ${row}`)
  return parsed
}

/** Where a row sits: its id, set, position, side and the set's affiliation. */
export interface RowPlace {
  id: string
  set: number | null
  position: number | null
  side: Side
  affiliation: Affiliation
}

/** Parses one row; throws on anything it does not know, so a typo fails the tests instead of vanishing. */
export function parseRow(row: string, place: RowPlace): CardFacts {
  const [typeName = '', title = '', stats = '', traits, keywordField, hostField, ...rest] = row
    .split('|')
    .map((s) => s.trim())
  const type = TYPES[typeName]
  if (!type || !title || rest.length > 0) throw new Error(`bad card row: ${row}`)
  const card: CardFacts = {
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
    keywords: keywords(keywordField, row),
    enhance: host(hostField, type, row),
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
