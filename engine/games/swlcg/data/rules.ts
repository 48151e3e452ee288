/**
 * Every card's rules (abilities in the vocabulary of ../abilities/vocabulary.ts), looked up by card id: the Core
 * Set's (sets 1–36 and the affiliation cards) and Balance of the Force's (sets 91–96, a table of its own since titles
 * repeat across the two). The tables are keyed by title, since copies of a card share their rules; a card without an
 * entry has no abilities beyond its keywords.
 */
import type { Ability, CardRules } from '../abilities/vocabulary'
import { cardFacts } from './cards'
import { BOTF_RULES } from './rules-botf'
import { DARK_RULES } from './rules-dark'
import { LIGHT_RULES } from './rules-light'

const NONE: CardRules = Object.freeze([])

const BY_TITLE: Readonly<Record<string, CardRules>> = { ...LIGHT_RULES, ...DARK_RULES }

const byId = new Map<string, CardRules>()

/** The rules of the card with this id (an empty list for a card without abilities or an unknown id). */
export function rulesOf(id: string): CardRules {
  let rules = byId.get(id)
  if (rules === undefined) {
    const facts = cardFacts(id)
    const set = facts?.set ?? null
    const table = set === null ? undefined : set < 91 ? BY_TITLE : BOTF_RULES
    rules = (facts && table && Object.hasOwn(table, facts.title) ? table[facts.title] : undefined) ?? NONE
    byId.set(id, rules)
  }
  return rules
}

/** The Core Set titles that have rules, for the data tests. */
export const RULED_TITLES: readonly string[] = Object.keys(BY_TITLE)

/** The Balance of the Force titles that have rules, for the data tests. */
export const BOTF_RULED_TITLES: readonly string[] = Object.keys(BOTF_RULES)

/** Every ability of the card with this id of one kind. */
export function abilitiesOf<K extends Ability['kind']>(id: string, kind: K): Extract<Ability, { kind: K }>[] {
  return rulesOf(id).filter((a): a is Extract<Ability, { kind: K }> => a.kind === kind)
}
