/**
 * Hatalom Kártyái cards as data: a card's facts (type, colour, cost, stats) and its abilities in a closed effect
 * vocabulary (../shared/research/hkk-rules-analysis.md §15). The engine resolves every ability written here; a card
 * with `manual: true` carries only player text, and its owner resolves it by logged manual operations. Card text
 * shown to players is generated from these nodes (text.ts), never stored as prose.
 */
import type { LocalizedText } from '../../../core/types'

/** Card types; monsters and adventurers are creatures (lények). */
export type HkkCardType = 'monster' | 'adventurer' | 'spell' | 'charm' | 'skill' | 'body-part' | 'item' | 'building'

/** A colour (in HKK a card's god or clan); the names are ours. */
export type HkkColour = 'ember' | 'tide' | 'wild' | 'colourless'

/** When a card (or an activated ability) may be used: main = own main phase with priority; immediate = whenever one
 * has priority, the opponent's turn included; reaction = only in the reaction window after a card is paid for. */
export type HkkTiming = 'main' | 'immediate' | 'reaction'

/** Whose: the card's controller ('you'), the other player ('opponent') or either. */
export type HkkSide = 'you' | 'opponent' | 'any'

/** A zone of play a target or a group may be in. */
export type HkkPlayZone = 'guard' | 'reserve' | 'field'

/** What a target may be (21.5.7: "a target" is a player, a creature or a building). */
export interface HkkTarget {
  kind: 'creature' | 'player' | 'building' | 'any'
  side?: HkkSide
  zone?: HkkPlayZone
  /** Creatures only: a monster or an adventurer. */
  subtype?: 'monster' | 'adventurer'
}

/** Every creature of a side in a zone (no target: 21.5.0, no "célpont"). */
export interface HkkGroup {
  each: 'creature'
  side: HkkSide
  zone?: HkkPlayZone
}

/** The card itself, the creature it is attached to, the player who controls it, or its combat opponent. */
export type HkkSelf = 'self' | 'host' | 'controller' | 'combat-opponent'

/** Who an effect aims at: a chosen target (index into the ability's `targets`), a group, or a fixed reference. */
export type HkkAim = { target: number } | HkkGroup | HkkSelf

/** An amount: a number, or the X the player chose when paying an X cost. */
export type HkkAmount = number | 'X'

/** A stat change (damage, Ép, Sp); negative values lower it. */
export interface HkkStats {
  damage?: number
  ep?: number
  sp?: number
}

/** A token a card creates: an independent token acts as its card type (26.1). */
export interface HkkTokenDef {
  id: string
  name: LocalizedText
  type: 'monster' | 'adventurer' | 'building'
  damage?: number
  ep?: number
  sp?: number
}

/** One thing an ability does. The list is closed: validate.ts refuses every other node. */
export type HkkEffect =
  | { kind: 'damage'; n: HkkAmount; to: HkkAim }
  | { kind: 'heal'; n: HkkAmount; to: HkkAim }
  | { kind: 'gain-life'; n: HkkAmount; player: 'you' | 'opponent' }
  | { kind: 'lose-life'; n: HkkAmount; player: 'you' | 'opponent' }
  | { kind: 'stat'; stats: HkkStats; to: HkkAim; until?: 'end-of-turn' }
  | { kind: 'vp'; n: HkkAmount }
  | { kind: 'vp-regen'; n: number }
  | { kind: 'draw'; n: HkkAmount; player?: 'you' | 'opponent' }
  | { kind: 'peek-top'; n: number }
  | { kind: 'return-to-hand'; to: HkkAim }
  | { kind: 'destroy'; to: HkkAim }
  | { kind: 'passivize'; to: HkkAim }
  | { kind: 'activate'; to: HkkAim }
  | { kind: 'create-token'; token: HkkTokenDef; n: number; zone: 'reserve' | 'field' }
  | { kind: 'add-counter'; counter: 'plus-one'; n: number; to: HkkAim }
  | { kind: 'prevent-play' }
  | { kind: 'cost-mod'; n: number; filter: { type?: HkkCardType; creature?: boolean } }
  | { kind: 'end-turn' }
  | { kind: 'roll-d6'; table: { from: number; to: number; effects: HkkEffect[] }[] }
  | { kind: 'coin'; heads: HkkEffect[]; tails: HkkEffect[] }
  | { kind: 'random-discard'; n: number; player: 'you' | 'opponent' }

/** When a static ability applies to its card. */
export type HkkWhile = 'in-guard' | 'in-reserve' | 'attacking' | 'defending' | 'attached'

/** A cost of an activated or combat ability. */
export interface HkkAbilityCost {
  vp?: number
  /** The card turns passive to pay (a "tap"). */
  passivize?: boolean
}

/** One ability of a card. Targets are chosen when it is used, before costs and reactions (21.5, 21.6.0). */
export type HkkAbility =
  /** A spell's effect, or what a permanent does as it is played (kijátszáskor). */
  | { trigger: 'on-play'; targets?: HkkTarget[]; effects: HkkEffect[] }
  /** What a permanent does as it enters play (játékba kerüléskor). */
  | { trigger: 'on-enter'; targets?: HkkTarget[]; effects: HkkEffect[] }
  /** A lasting effect while the card is in play (and in the given place); `stat`, `vp-regen` and `cost-mod` only. */
  | { trigger: 'static'; while?: HkkWhile; effects: HkkEffect[] }
  /** An ability its controller uses by paying its cost. */
  | {
      trigger: 'activated'
      timing: HkkTiming
      cost: HkkAbilityCost
      oncePerTurn?: boolean
      targets?: HkkTarget[]
      effects: HkkEffect[]
    }
  /** A combat (+) ability, used in the combat's abilities sub-phase on the creature's own combat opponent (35). */
  | { trigger: 'combat'; cost: HkkAbilityCost; effects: HkkEffect[] }
  /** At the end of its controller's turn (41.1 when optional, 41.2 when mandatory). */
  | { trigger: 'end-of-turn'; optional: boolean; effects: HkkEffect[] }

/** How a card's cost is paid: in magic points (VP), or by the item or building rules our sources lack. */
export type HkkCostKind = 'vp' | 'free'

/** An alternative way to pay, e.g. "free if you control no creature" (24.3: a cost substituted by 0). */
export interface HkkSubstitute {
  when: 'no-creature-in-play'
  cost: number
}

/** One card definition (demo or imported). */
export interface HkkCardDef {
  /** `hkk/<slug>` for demo cards; `hkk-user/<slug>` for imported ones. */
  id: string
  name: LocalizedText
  type: HkkCardType
  colour: HkkColour
  /** The printed cost: a number, or 'X' (the player chooses X ≥ 0 and pays it, 21.11). */
  cost: number | 'X'
  costKind: HkkCostKind
  substitute?: HkkSubstitute
  damage?: number
  /** Creatures: life (Ép). */
  ep?: number
  /** Buildings: structure points (Sp). */
  sp?: number
  /** When the card may be played; permanents and most spells are 'main'. */
  timing: HkkTiming
  /** The card enters play passive (a building is passive in the turn it is built). */
  entersPassive?: boolean
  abilities: HkkAbility[]
  /** Imported cards only: the player's own text, resolved by hand (the engine enforces only the frame). */
  manual?: { text: string }
}
