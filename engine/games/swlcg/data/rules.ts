/**
 * Every Core Set card's rules (abilities in the vocabulary of ../abilities/vocabulary.ts), looked up by card id.
 * The tables are keyed by title, since copies of a card share their rules; a card without an entry has no
 * abilities beyond its keywords.
 */
import type { Ability, CardRules } from '../abilities/vocabulary'
import { cardFacts } from './cards'
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
    rules =
      (facts && facts.set !== null && facts.set < 91 && Object.hasOwn(BY_TITLE, facts.title)
        ? BY_TITLE[facts.title]
        : undefined) ?? NONE
    byId.set(id, rules)
  }
  return rules
}

/** The titles that have rules, for the data tests. */
export const RULED_TITLES: readonly string[] = Object.keys(BY_TITLE)

/** Every ability of the card with this id of one kind. */
export function abilitiesOf<K extends Ability['kind']>(id: string, kind: K): Extract<Ability, { kind: K }>[] {
  return rulesOf(id).filter((a): a is Extract<Ability, { kind: K }> => a.kind === kind)
}
