/**
 * Keywords: how the tables write them ("Elite", "Edge (1)", "Protect (Character)", "Protect (unique unit)"), how
 * they parse into typed keywords and the queries the rules engine asks of them.
 */
import type { CardFacts, CardMatch, Keyword, KeywordKind } from './types'

/** The printed names of the keywords without a parameter. */
const PLAIN: Readonly<Record<string, Keyword>> = {
  Elite: { k: 'elite' },
  Limited: { k: 'limited' },
  Shielding: { k: 'shielding' },
  'Targeted Strike': { k: 'targetedStrike' },
  'No Enhancements': { k: 'noEnhancements' },
  Influence: { k: 'influence' },
}

const PLAIN_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLAIN).map(([name, keyword]) => [keyword.k, name]),
)

/**
 * Parses what a Protect keyword protects, written as `[unique] [Trait] [unit|objective]` with at least one part:
 * "Character" → { trait: 'Character' }, "objective" → { type: 'objective' }, "unique unit" → { type: 'unit',
 * unique: true }. Returns null when the text says nothing.
 */
export function parseMatch(text: string): CardMatch | null {
  let rest = text.trim()
  const match: CardMatch = {}
  if (/^unique\b/.test(rest)) {
    match.unique = true
    rest = rest.slice('unique'.length).trim()
  }
  const type = /(?:^|\s)(unit|objective)$/.exec(rest)
  if (type) {
    match.type = type[1] as 'unit' | 'objective'
    rest = rest.slice(0, type.index).trim()
  }
  if (rest) match.trait = rest
  return Object.keys(match).length > 0 ? match : null
}

/** Writes a card match back in the form parseMatch reads: "unique unit", "Character", "objective". */
export function matchName(match: CardMatch): string {
  return [match.unique ? 'unique' : '', match.trait ?? '', match.type ?? ''].filter(Boolean).join(' ')
}

/** Parses one keyword as the tables write it; null if it is not one. Edge and Protect need their parameter. */
export function parseKeyword(text: string): Keyword | null {
  const plain = PLAIN[text]
  if (plain) return { ...plain }
  const edge = /^Edge \((\d+)\)$/.exec(text)
  if (edge) return { k: 'edge', n: Number(edge[1]) }
  const protect = /^Protect \((.+)\)$/.exec(text)
  const match = protect ? parseMatch(protect[1] ?? '') : null
  return match ? { k: 'protect', match } : null
}

/** A keyword's printed name with its parameter, in English (as the tables write it): "Edge (1)", "Elite". */
export function keywordName(keyword: Keyword): string {
  if (keyword.k === 'edge') return `Edge (${keyword.n})`
  if (keyword.k === 'protect') return `Protect (${matchName(keyword.match)})`
  return PLAIN_NAMES[keyword.k] ?? keyword.k
}

/** Whether the card has the keyword (by kind, whatever its parameter). */
export function hasKeyword(card: CardFacts, k: KeywordKind): boolean {
  for (const keyword of card.keywords) if (keyword.k === k) return true
  return false
}

/** The card's Edge (X) value, summed if it has several; 0 without one. */
export function edgeValue(card: CardFacts): number {
  let n = 0
  for (const keyword of card.keywords) if (keyword.k === 'edge') n += keyword.n
  return n
}

/** What the card's Protect keyword protects, or null if it has none. */
export function protectMatch(card: CardFacts): CardMatch | null {
  for (const keyword of card.keywords) if (keyword.k === 'protect') return keyword.match
  return null
}
