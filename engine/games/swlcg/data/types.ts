/**
 * The vocabulary of the SWLCG card database: sides, affiliations, card types, combat icons, keywords with their
 * parameters, enhancement hosts and the facts of one card. Facts only: no card carries its printed rules text.
 */

/** The two sides of the Force. */
export type Side = 'light' | 'dark'

/** Affiliations (the factions a deck is built around), plus Neutral (cards that fit any deck of their side). */
export type Affiliation =
  'jedi' | 'rebel-alliance' | 'smugglers-and-spies' | 'sith' | 'imperial-navy' | 'scum-and-villainy' | 'neutral'

/** Card types. */
export type CardType = 'affiliation' | 'objective' | 'unit' | 'event' | 'enhancement' | 'fate'

/** Combat icons of a unit: unit damage, blast damage, tactics. */
export interface CombatIcons {
  unitDamage: number
  blastDamage: number
  tactics: number
}

/**
 * What a Protect keyword protects: "Protect Character" → { trait: 'Character' }, "Protect objective" →
 * { type: 'objective' }, "Protect unique unit" → { type: 'unit', unique: true }, "Protect Coruscant" →
 * { trait: 'Coruscant' }.
 */
export type CardMatch = {
  type?: 'unit' | 'objective'
  trait?: string
  unique?: true
}

/** A keyword with its parameter, if it has one. */
export type Keyword =
  | { k: 'elite' }
  | { k: 'limited' }
  | { k: 'shielding' }
  | { k: 'targetedStrike' }
  | { k: 'noEnhancements' }
  | { k: 'influence' }
  | { k: 'edge'; n: number }
  | { k: 'protect'; match: CardMatch }

/** The name of a keyword kind, e.g. 'elite' or 'protect'. */
export type KeywordKind = Keyword['k']

/**
 * What an enhancement may be attached to: its controller's play area, the Death Star dial, or a unit or objective,
 * optionally one with any of some traits and of one controller ("Enhance a Character unit" → { on: 'unit',
 * traitAny: ['Character'] }; "an enemy objective" → controller 'enemy'; "an objective you control" or "a friendly …"
 * → controller 'friendly'; no controller means either).
 */
export type EnhanceHost =
  | { on: 'playArea' }
  | { on: 'deathStarDial' }
  | { on: 'unit' | 'objective'; traitAny?: string[]; controller?: 'friendly' | 'enemy' }

/** The facts of one SWLCG card, as the rules engine reads them (no rules text). */
export interface CardFacts {
  /** 'swlcg/core-<set>-<position>', 'swlcg/botf-<set>-<position>' or 'swlcg/core-affiliation-<affiliation>'. */
  id: string
  /** The objective set the card belongs to; null for an affiliation card. */
  set: number | null
  /** Position in the set, 1–6 (1 is the objective); null for an affiliation card. */
  position: number | null
  side: Side
  affiliation: Affiliation
  type: CardType
  title: string
  unique: boolean
  cost: number | null
  force: number | null
  damageCapacity: number | null
  resources: number | null
  /** Where a fate card resolves among others in the edge stack (lower first). */
  edgePriority: number | null
  combatIcons: CombatIcons | null
  /** The edge-enabled icons, which count only for the side holding the edge. */
  edgeIcons: CombatIcons | null
  traits: readonly string[]
  keywords: readonly Keyword[]
  /** Where an enhancement goes; null for every other card. */
  enhance: EnhanceHost | null
  /** The objective says "Limit 1 per objective deck". */
  limitOnePerObjectiveDeck: boolean
  /** The objective says "<its affiliation> affiliation only". */
  affiliationOnly: boolean
}

/** One objective set as written in the tables: its number, affiliation and six rows. */
export interface ObjectiveSetRows {
  set: number
  affiliation: Affiliation
  rows: readonly string[]
}
