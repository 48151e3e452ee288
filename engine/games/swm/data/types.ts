/**
 * Star Wars Miniatures character data types (analysis §2.1, §12): what a character card says, as plain JSON facts.
 * Abilities, Force powers and commander effects are references into rules tables, never card wording.
 */
import type { LocalizedText } from '../../../core/types'
import type { AbilityId } from './abilities'

/** How much room a figure takes: Small and Medium 1 square, Large 2×2, Huge 3×3 (glossary "Small", "Large", "Huge"). */
export type Size = 'small' | 'medium' | 'large' | 'huge'

/**
 * The factions of the rulebook's era table ("Csoportok"), plus fringe, whose characters may join any squad
 * ("A kívülálló (fringe) karaktereket bármelyik korszak bármelyik csoportjához hozzá lehet adni.").
 */
export type Faction =
  | 'old-republic'
  | 'sith'
  | 'republic'
  | 'separatist'
  | 'rebel'
  | 'imperial'
  | 'new-republic'
  | 'yuuzhan-vong'
  | 'fringe'

/** The five eras of the rulebook's era table ("Korszakok"); each fixes the light and dark side factions. */
export type Era = 'old-republic' | 'rise-of-the-empire' | 'rebellion' | 'new-republic' | 'new-jedi-order'

/** A side of the table in a skirmish: one player fields a light side squad, the other a dark side one. */
export type Side = 'light' | 'dark'

/**
 * Keywords other rules select characters by. Droid and Cyborg are glossary traits; Savage and Mounted Weapon are
 * glossary abilities that other rules key on (commander effects skip savages, Force Strike targets mounted weapons);
 * trooper is a name rule ("Bizonyos karakterek megnevezésében szerepel a katona (trooper) szó"), stored here so the
 * data, not string matching, decides.
 */
export type Trait = 'droid' | 'cyborg' | 'savage' | 'mounted-weapon' | 'trooper'

/** A special ability or Force power on a card; `n` is its number where it has one ("Shield 2" → 2). */
export interface AbilityRef {
  id: AbilityId
  n?: number
  /** The kind of character the ability names (Synchronized Fire's helpers): a trait, or a card id such as 'alderaan-trooper'. */
  named?: string
}

/** A stat a commander effect changes. */
export type CommanderStat = 'attack' | 'defense' | 'damage'

/**
 * A commander effect as data (analysis §12): who it reaches, what it gives and when. By the glossary it reaches
 * followers only ("A legtöbb parancsnoki hatás csak a beosztottakra hat") and never droids unless it says so.
 */
export interface CommanderEffect {
  /** Squares from the commander, counted around walls; null: the whole squad. */
  range: number | null
  recipients: {
    /** Followers only (squad members with no commander effect of their own), else every ally. */
    followers: boolean
    /** Only allies with one of these traits (e.g. trooper followers). */
    traits?: readonly Trait[]
    /** Only allies of these unique groups (e.g. "allied Anakin"). */
    groups?: readonly string[]
    /** Droids are reached too (by default commander effects skip them). */
    droidsAllowed?: boolean
  }
  /** What it gives: a stat bonus, an ability, or a reroll of failed saves once per turn. */
  grant: { stat: CommanderStat; n: number } | { ability: AbilityRef } | { reroll: 'failed-save'; per: 'turn' }
  /** A condition on the recipient, e.g. it did not move this turn. */
  when?: 'did-not-move'
}

/** One character card's facts. */
export interface CharacterDef {
  /** Stable id (saved rooms and squad lists name characters by it); a new variant of a person gets a new id. */
  id: string
  name: LocalizedText
  /** The expansion it was printed in, and its number in the set where known ("11/60"). */
  set: string
  number?: string
  /** Points it costs in a squad. */
  cost: number
  faction: Faction
  /** Whether the faction is our reading: the source gives the numbers but not the faction symbol. */
  factionAssumed: boolean
  /**
   * Unique characters share a group with every variant of the same person: "Ugyanannak a karakternek különböző
   * variációi, némileg különböző néven szintén nem lehetnek egy csapaton belül." null: not unique.
   */
  unique: null | { group: string }
  size: Size
  hp: number
  defense: number
  attack: number
  damage: number
  /** Force points, or null for a character with no Force rating. */
  force: number | null
  traits: readonly Trait[]
  abilities: readonly AbilityRef[]
  forcePowers: readonly AbilityRef[]
  commander: readonly CommanderEffect[]
  /** 'partial': the card has powers the rules tables do not know yet, so rules mode refuses it unless allowed. */
  completeness: 'full' | 'partial'
}
