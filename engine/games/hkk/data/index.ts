/**
 * The HKK card data for the rules engine and the sandbox catalogue: the card definition and effect vocabulary, the
 * demo set and decks, the validator for imported cards, the generated HU/EN text and the deck import.
 */
export type * from './types'
export { HKK_DEMO_CARDS, HKK_DEMO_LIST } from './cards'
export { HKK_DEMO_DECKS, demoDefs } from './decks'
export type { HkkDemoDeck } from './decks'
export { ATTACHMENT_TYPES, MAX_MANUAL_TEXT, TRIGGER_KINDS, validateCardDef } from './validate'
export type { Validated } from './validate'
export { EFFECT_KINDS, STATIC_KINDS } from './validateEffects'
export { abilityText, cardText, effectText } from './text'
export type { Lang } from './text'
export { IMPORT_COLUMNS, MAX_IMPORT_CARDS, MAX_IMPORT_CHARS, MAX_IMPORT_JSON, importDeck } from './import'
export type { ImportError, ImportResult } from './import'
