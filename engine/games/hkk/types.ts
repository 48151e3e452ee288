/**
 * Hatalom Kártyái state, config and actions: plain JSON (type aliases, so they stay assignable to `Json`). Card
 * identities live only in `cards` (core/hidden); `perms` holds the public facts of every card and token in play.
 */
import type { HiddenState, SlotId } from '../../core/hidden'
import type { Action, LocalizedText, SeatId } from '../../core/types'
import type { HkkCardDef, HkkEffect, HkkStats, HkkTokenDef } from './data/types'
import type { HkkRules } from './rules'

/** A plain-JSON copy of a data type (interfaces have no index signature, so `Json` would refuse them). */
export type Plain<T> = T extends (infer U)[] ? Plain<U>[] : T extends object ? { [K in keyof T]: Plain<T[K]> } : T

/** A card definition as stored in state. */
export type Def = Plain<HkkCardDef>

/** The two players in seat order. */
export type Player = 'p1' | 'p2'

/** The stages of setup and of a turn, in order (PREP … END; the combat has three, each with its window). */
export type Stage =
  | 'roll-off'
  | 'mulligan'
  | 'start-choice'
  | 'prep'
  | 'draw'
  | 'main-1'
  | 'exchange'
  | 'declare'
  | 'abilities'
  | 'strike'
  | 'main-2'
  | 'healing'
  | 'end'

/** A stat change as stored. */
export type Stats = { damage: number; ep: number; sp: number }

/** The public facts of a card or token in play (21.1.3, 26.5). */
export type Perm = {
  /** The card definition id, or the token's id. */
  def: string
  /** A token's definition; null for a card. */
  token: Plain<HkkTokenDef> | null
  owner: Player
  controller: Player
  active: boolean
  /** Damage taken this turn (healed to max at END-3). */
  damage: number
  /** +1/+1 counters. */
  plusOne: number
  /** Lasting stat changes from effects. */
  mod: Stats
  /** Stat changes until the end of the turn. */
  temp: Stats
  /** The card this one is attached to (charms, skills, body parts, items). */
  attachedTo: SlotId | null
  /** The turn number it entered play. */
  entered: number
  /** Indices of its once-per-turn abilities used this turn. */
  used: number[]
}

/** A player's counters. */
export type PlayerState = {
  ep: number
  /** Magic points (varázspont). */
  vp: number
  /** Turns this player has begun (the n of 29.3). */
  turns: number
  /** Extra magic-point regeneration from resolved `vp-regen` effects. */
  regenBonus: number
  /** Cost change of this player's cards until the end of the turn. */
  costMod: number
  mulliganed: boolean
}

/** Where an effect resolves: its source, controller, chosen targets (slot ids or players) and X. */
export type EffectCtx = {
  source: SlotId | null
  controller: Player
  targets: string[]
  x: number
  /** The played card this one reacts to (what `prevent-play` prevents), if any. */
  reactsTo: SlotId | null
}

/** One item of the resolution queue. */
export type QueueItem =
  | { do: 'effect'; effect: Plain<HkkEffect>; ctx: EffectCtx }
  /** A permanent enters play from limbo (attached to `host` when it has one). */
  | { do: 'enter'; slot: SlotId; by: Player; host: SlotId | null; targets: string[] }
  /** A spell's card leaves limbo for its owner's discard. */
  | { do: 'discard-limbo'; slot: SlotId; owner: Player }
  /** A manual (text-only) card's text is resolved by its controller (the queue waits on a pending `manual`). */
  | { do: 'manual'; slot: SlotId; by: Player; def: string; reason: ManualReason }

/** A card played and waiting in limbo for reactions (21.3.3, 21.15). */
export type StackEntry = {
  slot: SlotId
  by: Player
  targets: string[]
  x: number
  prevented: boolean
  /** The card on the stack below it when it was played (21.15). */
  reactsTo: SlotId | null
}

/** A priority window laid over the stage: reactions to a played card, or life-saving (37). */
export type Window = { kind: 'reaction' | 'life-saving'; priority: Player; passes: number }

/** Why a manual card's text is being resolved: it was played (a spell), it entered play, or its controller used it. */
export type ManualReason = 'play' | 'enter' | 'use'

/** Where a manual `move` may put a card (hand, discard and deck are its owner's; guard and reserve its controller's). */
export type ManualMoveTo = 'hand' | 'discard' | 'reserve' | 'guard' | 'deck-top' | 'deck-bottom'

/** A token a manual `token` operation makes (its name shown in both languages as written). */
export type ManualToken = {
  name: string
  type: 'monster' | 'adventurer' | 'building'
  damage?: number
  ep?: number
  sp?: number
}

/** One manual operation as recorded: checked and normalised (only the fields its kind has). */
export type ManualOp =
  | { op: 'damage'; to: string; n: number }
  | { op: 'heal'; to: string; n: number }
  | { op: 'ep'; player: Player; n: number }
  | { op: 'vp'; player: Player; n: number }
  | { op: 'draw'; player: Player; n: number }
  | { op: 'move'; slot: SlotId; to: ManualMoveTo }
  | { op: 'token'; def: ManualToken; zone: 'reserve' | 'guard' | 'field'; player: Player }
  | { op: 'counter'; slot: SlotId; n: number }
  | { op: 'activate'; slot: SlotId }
  | { op: 'passivize'; slot: SlotId }

/** A manual resolution: whose, which card (slot and def, public when it began), why, and the operations so far. */
export type ManualResolution = {
  source: SlotId
  def: string
  reason: ManualReason
  ops: ManualOp[]
}

/**
 * A choice one player must make before anything else goes on: a roll, a strike-back, the operations of a manual
 * resolution (`by` its resolver), or the opponent's acknowledgement of one (`by` the opponent, `resolver` the other).
 */
export type Pending =
  | { kind: 'roll'; by: Player }
  | { kind: 'strike-back'; by: Player; defender: SlotId }
  | ({ kind: 'manual'; by: Player } & ManualResolution)
  | ({ kind: 'acknowledge'; by: Player; resolver: Player } & ManualResolution)

/** One attack: an attacker and its target (a creature or building slot, or the defending player). */
export type Attack = { attacker: SlotId; target: SlotId | 'player' }

/** The combat of this turn. */
export type Combat = {
  attacks: Attack[]
  /** Defender → the attacker it strikes back (34.8), where two attack it. */
  strikeBack: Record<SlotId, SlotId>
  /** Combat (+) abilities announced, paid and resolved together (35.4). */
  announced: { creature: SlotId; ability: number; by: Player }[]
}

/** The turn: stage, priority and passes. */
export type TurnState = {
  number: number
  active: Player
  stage: Stage
  /** Who acts now in the stage (setup: who must choose). */
  priority: Player
  /** Passes in a row in this stage (2 ends it). */
  passes: number
  /** 41.5: the active player passed the turn; it acts no more this turn. */
  passedTurn: boolean
  /** 40.3: a turn cut happened; END comes once the current card is resolved. */
  cut: boolean
  /** Attacks have been declared this turn. */
  declared: boolean
  /** The strikes have been dealt; deaths and life-saving come before MAIN-2 (36.6–36.9). */
  struck: boolean
}

/** How the game ended. */
export type GameResult = { winners: Player[]; reason: LocalizedText }

/** The whole state. */
export type HkkState = {
  seats: Record<Player, SeatId>
  rules: HkkRules
  defs: Record<string, Def>
  /** Public fact from the deck lists: the player's deck holds cards usable outside its own main phase. */
  answerable: Record<Player, boolean>
  cards: HiddenState
  perms: Record<SlotId, Perm>
  players: Record<Player, PlayerState>
  /** The decider (28.3) and the roll-off dice, once rolled. */
  start: { decider: Player | null; rolls: number[][] }
  turn: TurnState
  stack: StackEntry[]
  /** A card announced and in limbo, not yet paid for: it may still be withdrawn (23.1). */
  announced: { slot: SlotId; by: Player; targets: string[]; x: number } | null
  window: Window | null
  queue: QueueItem[]
  pending: Pending | null
  combat: Combat | null
  result: GameResult | null
}

/** The setup config: each deck as card def ids (one entry per copy), the defs they name, rule overrides. */
export type HkkConfig = {
  decks: { p1: string[]; p2: string[] }
  defs: Record<string, Def>
  rules?: Partial<HkkRules>
}

/** Every action type. */
export type HkkActionType =
  | 'roll-off'
  | 'mulligan'
  | 'keep'
  | 'choose-start'
  | 'pass'
  | 'pass-turn'
  | 'play-card'
  | 'announce'
  | 'pay'
  | 'withdraw'
  | 'activate'
  | 'move-creature'
  | 'declare-attacks'
  | 'strike-back'
  | 'combat-ability'
  | 'roll'
  | 'concede'
  | 'manual-use'
  | 'manual-op'
  | 'manual-done'
  | 'acknowledge'
  | 'dispute'

/** An action of this game. */
export type HkkAction = Action & { type: HkkActionType }

/** Re-exported for effect code. */
export type { HkkStats }
