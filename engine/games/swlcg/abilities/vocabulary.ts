/**
 * The effect vocabulary of Star Wars: The Card Game: every card's rules as typed data (our own words, never the
 * printed text), read by the engine's interpreter and by the HU/EN text generator. It is closed: a card uses only
 * these nodes, and `validateRules` (./validate.ts) refuses anything else, so a card that validates is one the
 * engine can play.
 *
 * A card's rules are a list of abilities:
 * - `constant`: a modifier recomputed from the state whenever it is read (never stored as a number), optionally
 *   while a condition holds;
 * - `action`: used by its controller in an action window (an event's Action is how it is played), with costs;
 * - `reaction` / `interrupt`: answer a trigger after it happened / before it happens (interrupts may cancel or
 *   change the pending event); `forced` ones resolve without a choice to use them;
 * - `fate`: what a fate card does when it resolves in the edge battle;
 * - `hook`: a named one-off rule implemented in code once (the table in docs/games/swlcg.md).
 *
 * Quantities, targets and conditions are small closed unions too; "you" is the card's controller (inside an "each
 * friendly player" scope, the player carrying the effects out).
 */
import type { Affiliation, CardType, Keyword, Side } from '../data/types'
import type { Modifier, Trigger } from './vocabularyTriggers'

export type { Modifier, ModifierKind, Trigger, TriggerKind } from './vocabularyTriggers'

/** Whose: the ability's controller or their opponent. */
export type Whose = 'you' | 'opponent'

/**
 * Whose card, for a filter: yours, an enemy's, or `friendly` — yours or a teammate's (Balance of the Force 2v2: a
 * "friendly" card is one you or your teammate controls; in 1v1 it is yours).
 */
export type Controller = Whose | 'friendly'

/**
 * A group of players, seen from the ability's controller: every friendly player (you and your teammate), or the other
 * friendly players (your teammate; none in 1v1).
 */
export type PlayerGroup = 'friendly' | 'other-friendly'

/** A state a card in play may be in. */
export type CardState =
  /** Attacking or defending in the current engagement. */
  | 'participating'
  | 'attacking'
  | 'defending'
  /** Holding a Force card. */
  | 'committed'
  /** At least one focus token (exhausted). */
  | 'exhausted'
  /** An objective engaged now, or not engaged now. */
  | 'engaged'
  | 'not-engaged'
  /** Has at least one enhancement attached. */
  | 'enhanced'
  /** Has at least one damage on it. */
  | 'damaged'
  /** The only attacking unit of the engagement. */
  | 'attacking-alone'

/** Which cards: every field narrows; an empty filter matches any card. */
export type Filter = {
  type?: readonly CardType[]
  /** Of none of these types ("a non-fate card"). */
  typeNone?: readonly CardType[]
  /** Has at least one of these traits. */
  traitAny?: readonly string[]
  /** Has none of these traits. */
  traitNone?: readonly string[]
  /** The card's affiliation ("a [Sith] event"). */
  affiliation?: Affiliation
  /** A card with this title ("if enhanced unit is Darth Vader"). */
  title?: string
  controller?: Controller
  /** Dark or light side cards ("any dark side objective"). */
  side?: Side
  state?: readonly CardState[]
  /** Printed cost at most / at least this. */
  maxCost?: number
  minCost?: number
  /** Not a Limited card. */
  notLimited?: true
  /** Not a unique card. */
  notUnique?: true
  /** A resource-generating card (a printed resource value of 1 or more). */
  resources?: true
  /** Not that card ("another …": not this card, not the card the trigger names). */
  not?: CardRef
  /** Attached to this card (Yoda counts the enhancements on himself). */
  attachedTo?: 'self'
}

/**
 * A card reference fixed by the situation: this card, the card this enhancement is attached to, the card the
 * trigger names (the unit just focused to strike, the event just played, the card just destroyed), the engaged
 * objective, or the card the previous effect of the ability produced (the card just discarded, rescued or taken).
 */
export type CardRef = 'self' | 'host' | 'trigger' | 'engaged-objective' | 'previous'

/** Which cards an effect applies to. */
export type Target =
  | { ref: CardRef }
  /**
   * Cards in play chosen when the ability is used: `count` of them (or up to `count`), each matching `filter`,
   * chosen by `chooser` (you by default). `targeted` is false for "a unit he controls" wording that does not target
   * (cards that cannot be targeted may still be chosen then).
   */
  | {
      choose: Filter
      count?: number
      upTo?: true
      /** As many as there are, up to `count`, none when there is none ("… if able"): it never blocks the ability. */
      ifAble?: true
      chooser?: Whose
      targeted?: false
      /** Different cards (words only), or cards each controlled by a different player. */
      distinct?: 'card' | 'controller'
    }
  /** Every card in play matching the filter. */
  | { each: Filter }

/** A number: fixed, or counted from the state. */
export type Amount =
  | number
  /** How many cards in play match the filter (Yoda's enhancements, for example). */
  | { count: Filter; times?: number }
  /** The X a player chose when paying an "X" cost (the cards discarded, for example). */
  | { ref: 'x' }
  /** One number while the condition holds, another otherwise ("2 instead if the Balance is with the light side"). */
  | { if: Condition; then: number; else: number }

/** Combat icons, each a number of icons gained. */
export type Icons = { unit?: number; blast?: number; tactics?: number }

/** How long a lasting effect holds. */
export type Duration = 'strike' | 'engagement' | 'phase' | 'turn'

/** What must hold for a condition to pass. */
export type Condition =
  /** The Balance of the Force is with this side. */
  | { balance: Side }
  /** An engagement is running. */
  | { engagement: true }
  /** It is your turn / your opponent's turn. */
  | { turn: Whose }
  /** It is the given phase of any player's turn. */
  | { phase: 'draw' | 'deployment' | 'conflict' | 'force' }
  /** You are the attacking / defending player of the engagement. */
  | { role: 'attacker' | 'defender' }
  /** The card reference matches the filter (the host is Darth Vader, the card just discarded is a unit). */
  | { is: CardRef; filter: Filter }
  /** You have placed at least one fate card in your edge stack in this engagement. */
  | { placedFate: true }

/** What an ability costs to use, paid before its effects (a cost that cannot be paid blocks the ability). */
export type Cost =
  /** Focus a card: this one, or one you control matching a filter. */
  | { focus: 'self' }
  | { focus: Filter }
  /** Sacrifice a card: this one, or one you control matching a filter. */
  | { sacrifice: 'self' }
  | { sacrifice: Filter }
  /** Spend resources. */
  | { resources: number }
  /** Discard cards from your hand: a fixed number, or any number X the player chooses. */
  | { discard: number | 'x' }
  /** Damage this card. */
  | { damageSelf: number }
  /** Lower your reserve value until the end of the phase. */
  | { reserve: number }

/** What an ability does, in order; interrupts' own effects (cancel, prevent, …) change the pending event. */
export type Effect =
  /** Deal damage; `chooser` opponent means the opponent picks a card they control ("have your opponent deal …"). */
  | { do: 'damage'; amount: Amount; target: Target }
  /** Place focus tokens. */
  | { do: 'focus'; amount: Amount; target: Target }
  /** Remove focus tokens (`all` for every one). */
  | { do: 'unfocus'; amount: Amount | 'all'; target: Target }
  /** Remove damage. */
  | { do: 'heal'; amount: Amount | 'all'; target: Target }
  /** Move damage from one card to another. */
  | { do: 'move-damage'; amount: number; from: Target; to: Target }
  /** Place a shield; `ignoreLimit` allows a second shield on a shielded card. */
  | { do: 'shield'; target: Target; ignoreLimit?: true }
  /** Discard tokens and/or enhancements from a card. */
  | { do: 'clear'; target: Target; what: readonly ('focus' | 'damage' | 'shields' | 'enhancements')[] }
  | { do: 'draw'; amount: Amount }
  /**
   * Discard cards from a hand: `whose` hand, chosen by its owner, by you (you look at it first) or at random
   * (drawn with logged entropy).
   */
  | { do: 'discard-hand'; amount: number; whose: Whose; chooser: 'owner' | 'you' | 'random' }
  /** Return cards from your discard pile to your hand: the top `amount`, or chosen ones matching a filter. */
  | { do: 'recover'; amount: Amount; from: 'top' | 'choose'; filter?: Filter }
  /**
   * Put a card into play from your hand or discard pile: one matching `filter` you choose, or (`self`) this very card
   * (optionally as a participating unit; `to`: under the control of a player of that group you pick). It becomes
   * `previous`.
   */
  | {
      do: 'put-into-play'
      from: 'hand' | 'discard'
      filter?: Filter
      self?: true
      participating?: true
      to?: PlayerGroup
    }
  | { do: 'destroy'; target: Target }
  /** A player sacrifices a card they control matching the filter (their choice), if they have one. */
  | { do: 'sacrifice'; whose: Whose; filter: Filter }
  /** Discard a card in play (an enhancement) to its owner's discard pile. */
  | { do: 'discard'; target: Target }
  /** Return cards in play to their owners' hands. */
  | { do: 'return-to-hand'; target: Target }
  /** Put cards in play on the bottom of their owners' decks, in random order (logged entropy). */
  | { do: 'to-deck-bottom'; target: Target }
  /** Capture a unit in play (or the card an earlier effect took) at a dark side objective you choose, or this one. */
  | { do: 'capture'; target: Target; at: 'chosen-dark-objective' | 'self' }
  /** Capture cards taken at random from the opponent's hand. */
  | { do: 'capture-from-hand'; amount: number; at: 'self' }
  /** Rescue a captured card; a rescued unit may be put into play under its owner's control. */
  | { do: 'rescue'; intoPlay: 'may' | 'no' }
  /** Look at the top cards of a deck: take some (to hand or captured here), the rest to the top or bottom in any order. */
  | {
      do: 'examine-top'
      whose: Whose
      count: number
      reveal: boolean
      take: { filter?: Filter; count: number | 'all'; to: 'hand' | 'capture-here' }
      rest: 'top' | 'bottom'
    }
  /** Look at your opponent's hand (known to you only). */
  | { do: 'look-at-hand' }
  /** Put cards from your hand on the bottom of your deck, your choice. */
  | { do: 'hand-to-deck-bottom'; amount: number }
  /** Discard the top card of your deck (it becomes `previous`). */
  | { do: 'mill'; amount: number }
  /** Change the Death Star dial, never below `min`. */
  | { do: 'dial'; by: number; min?: number }
  /** Lasting: cards gain icons and/or keywords until the duration ends. */
  | {
      do: 'grant'
      target: Target
      icons?: Icons | 'choose-one' | 'printed-of-previous'
      keywords?: readonly Keyword[]
      duration: Duration
    }
  /** Lasting: cards cannot be declared as attackers and/or defenders. */
  | { do: 'restrict'; target: Target; cannot: 'attack' | 'defend' | 'attack-or-defend'; duration: Duration }
  /** Lasting: the next card you play this phase costs less and/or needs no resource match. */
  | { do: 'next-card'; costLess: number; ignoreMatch: boolean }
  /** Lasting: you may ignore resource match when playing cards from hand until the end of the phase. */
  | { do: 'ignore-match'; duration: Duration }
  /** Interrupt: cancel the pending event's effects (an event, an ability, an interrupt). */
  | { do: 'cancel' }
  /** Interrupt: prevent some of the pending damage to a card of the target. */
  | { do: 'prevent'; amount: number }
  /** Interrupt: deal some of the pending damage to another card instead. */
  | { do: 'redirect'; amount: number; to: Target }
  /** Interrupt: the card leaving play goes to its owner's hand instead. */
  | { do: 'instead-to-hand' }
  /** Interrupt: the card being played costs X less (never below `min`). */
  | { do: 'reduce-cost'; amount: Amount; min: number }
  /** Run the effects only when the condition holds, else the others. */
  | { do: 'if'; cond: Condition; then: readonly Effect[]; else?: readonly Effect[] }
  /** You may: the controller chooses whether the effects happen. */
  | { do: 'may'; effects: readonly Effect[] }
  /**
   * Each player of the group, in turn clockwise from the active player, carries out the effects as "you" (their
   * choices asked of them as they resolve): "each friendly player may …".
   */
  | { do: 'each-player'; who: PlayerGroup; effects: readonly Effect[] }
  /**
   * Take control of cards in play (you), or (`to`) give it to a player of the group you pick; a unit that changes
   * team leaves the engagement and its Force card. "After you take control" reactions answer.
   */
  | { do: 'take-control'; target: Target; to?: PlayerGroup }
  /** A friendly player you pick may put 1 card matching the filter from their hand face up into your edge stack. */
  | { do: 'edge-from-hand'; filter: Filter }
  /** Move 1 captured card from the objective holding it to a different dark side objective (your picks). */
  | { do: 'move-captive' }
  /** Lasting: the cards are discarded from play when the duration ends, if still in play. */
  | { do: 'discard-at-end'; target: Target; duration: 'phase' | 'turn' }
  /** A named one-off rule (./hooks.ts). */
  | { do: 'hook'; name: HookName }

/** The kinds of effect, by their `do`. */
export type EffectKind = Effect['do']

/** When an action may be used, beyond any action window of its controller. */
export type PlayWindow = 'your-turn' | 'your-deployment' | 'force-phase' | 'engagement'

/** The named one-off rules, each implemented once in code (./hooks.ts). */
export type HookName =
  /** Twist of Fate: cancel this edge battle and the other fates just revealed, discard both stacks, start again. */
  | 'restart-edge-battle'
  /** Secret Informant: your fate cards resolve an additional time while this unit participates. */
  | 'fates-twice'
  /** Obi-Wan Kenobi: while he participates, the opponent places the first edge card face up. */
  | 'first-edge-face-up'
  /** The Secret of Yavin 4: the opponent engages this objective instead. */
  | 'redirect-engagement'
  /** Wookiee Navigator: you may engage the same objective again this phase. */
  | 'engage-again'
  /** A Journey to Dagobah: search the objective deck for the next objective, put it into play, shuffle. */
  | 'search-objective-deck'
  /** A New Hope: each player keeps up to 3 units they control; the rest return to their owners' hands. */
  | 'keep-three-units'
  /** Shii-Cho Training: the host's unit damage may be divided among participating enemy units. */
  | 'split-unit-damage'
  /** Leia Organa: leaving play, she is captured by the opponent at a dark side objective of their choice. */
  | 'captured-when-leaving'
  /** Black Squadron Pilot: may enter play as an enhancement on a Fighter unit you control, granting icons. */
  | 'play-as-enhancement'
  /** Admiral Ackbar, "Backstabber": during an engagement, play from hand as a participating unit. */
  | 'play-into-engagement'
  /** Human Replica Droid: after you win an edge battle, put into play from hand as a participating unit. */
  | 'join-from-hand'
  /** Trench Run: the Death Star dial may be engaged like a dark side objective; 10 damage wins the game. */
  | 'trench-run'
  /** Rancor: destroy the lowest-cost non-Vehicle unit in play (the active player breaks ties). */
  | 'destroy-lowest-cost'

/** One ability of a card. */
export type Ability =
  | { kind: 'constant'; modifier: Modifier; while?: Condition }
  | {
      kind: 'action'
      cost?: readonly Cost[]
      effects: readonly Effect[]
      /** Uses per turn (for this card; for an event, for cards of its title). */
      limit?: number
      window?: PlayWindow
      /** Any friendly player may use it (a teammate too, paying its costs), not only the card's controller. */
      anyFriendly?: true
    }
  | {
      kind: 'reaction' | 'interrupt'
      on: Trigger
      /** Used while the card (a unit) is in its owner's hand, not in play: it then puts itself into play. */
      fromHand?: true
      /** Used while the card is in its owner's discard pile (public), not in play. */
      fromDiscard?: true
      forced?: true
      cost?: readonly Cost[]
      effects: readonly Effect[]
      limit?: number
    }
  | { kind: 'fate'; effects: readonly Effect[] }
  /** A standing one-off rule of this card (its hook does the work). */
  | { kind: 'hook'; name: HookName }

/** The kinds of ability. */
export type AbilityKind = Ability['kind']

/** A card's rules: its abilities, in printed order (keywords and hosts are card facts, ../data). */
export type CardRules = readonly Ability[]
