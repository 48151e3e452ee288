/**
 * The vocabulary of Star Wars: The Card Game (1v1): sides, the state of every card in play, the turn as a state
 * machine of steps, engagements, prompts, the damage queue, the config and every action. Plain JSON throughout.
 */
import type { CardId, HiddenState, SlotId } from '../../core/hidden'
import type { Action, LocalizedText, SeatId } from '../../core/types'
import type { Affiliation, DeckList, Keyword, KeywordKind, Side } from './data'
import type { ResponseWindow } from './responses'
import type { Duration, Icons } from './abilities/vocabulary'
import type { AbilityContext } from './abilities/filters'

export type { Side } from './data'

/**
 * A player. A 1v1 game has two, named after their sides ('dark', 'light'); a Balance of the Force 2v2 game has two
 * per team: each team's player #1 keeps the side's name and #2 is 'dark2' or 'light2'. A `Side` is a team: every
 * side is also the name of its first player, so 1v1 code that passes sides as players reads the same.
 */
export type Player = Side | 'dark2' | 'light2'

/** Something each player of the game has (only the game's players are keys). */
export type PerPlayer<T> = Partial<Record<Player, T>>

/** The six phases of a turn, plus setup before the first one. */
export type Phase = 'setup' | 'balance' | 'refresh' | 'draw' | 'deployment' | 'conflict' | 'force'

/**
 * Where the turn stands. Steps ending in `-window` are action windows (priority alternates, two passes in a row
 * close them); `deployment` is the deployment phase's window, in which the active player may also play cards;
 * `edge-placement` is the edge battle's placement loop; every other step waits for one side's decision.
 */
export type Step =
  | 'choose-objectives'
  | 'mulligan'
  | 'reveal-objectives'
  | 'balance-damage'
  | 'refresh-window'
  | 'draw-discard'
  | 'draw-trim'
  /** 2v2: the active player may put a card from hand into their common reserve, after drawing. */
  | 'draw-reserve'
  | 'draw-window'
  | 'deployment'
  | 'conflict-window'
  | 'conflict-declare'
  | 'declare-attackers'
  | 'attackers-window'
  | 'declare-defenders'
  | 'defenders-window'
  | 'edge-placement'
  | 'edge-window'
  | 'strike'
  | 'strike-window'
  | 'force-commit'
  | 'force-window'
  /** Damage is being placed (the queue is running or waiting on a prompt); the flow resumes when it is empty. */
  | 'resolving'

/** The public state of one card in play (a unit, enhancement, objective or the affiliation card), by slot. */
export type CardState = {
  /**
   * The card's identity. A card in play is face up for everyone, so its identity is public; it is read through
   * `look` once, when the card enters play, and kept here so rules need not look it up again.
   */
  card: CardId
  /** Who brought the card into the game. */
  owner: Player
  /** Who uses it now. */
  controller: Player
  focus: number
  damage: number
  /** Shield tokens: at most one, unless an effect places a second (Our Most Desperate Hour). */
  shield: number
  /** A unit holding one of its side's three Force cards. */
  committed: boolean
  /** The card an enhancement is attached to; null for an enhancement in the play area and for other cards. */
  host: SlotId | null
}

/** One engagement of the conflict phase. */
export type Engagement = {
  /** The engaged objective. */
  objective: SlotId
  attackers: SlotId[]
  defenders: SlotId[]
  /** The defending player: the engaged objective's (the attacker's facing opponent). */
  defender: Player
  /**
   * 2v2 support: units a teammate lent, with the player who controlled them, given back when the engagement ends
   * [B:269-283].
   */
  lent: { unit: SlotId; from: Player }[]
  /** Who holds the edge once the edge battle is decided; null before. */
  edge: Player | null
  /** The side that strikes next once strikes begin. */
  striker: Player
  /** The sides that had a fate card in their edge stack at this engagement's reveal. */
  fatePlaced: Player[]
  /** The unit whose strike is resolving or resolved last (for "after … resolves a strike"). */
  struck: SlotId | null
  /**
   * The choices the strike resolving now named: its icons are counted once the "after focused" reactions are done.
   * `split`: its unit damage shared among several enemies (Shii-Cho Training) instead of one `target`.
   */
  plan: { target: SlotId | null; split: CardAmount[]; tactics: CardAmount[]; order: IconType[] } | null
  /** Fate cards that have resolved their extra time (Secret Informant). */
  twice: SlotId[]
}

/** A decision the rules ask of one side before anything else happens. */
export type Prompt =
  /** A shielded card would get damage or focus from a strike or an enemy: discard the shield to prevent 1? */
  | { kind: 'use-shield'; side: Player; card: SlotId }
  /** Fate cards with the same priority number: the attacker orders them. */
  | { kind: 'fate-order'; side: Player; fates: SlotId[] }
  /**
   * An effect resolving now needs cards chosen (a fate's target, or an opponent's pick): between min and max; when
   * `ordered`, all of them in an order the answer names (cards put back on a deck, the first nearest its top);
   * `players`: each option is a player's affiliation card, standing for that player (queries.ts `playerToken`).
   * `forQueue`: asked for the card leaving play at the head of the queue, not by an ability: the objective it is
   * captured under, or (2v2) the dark player whose victory pile a destroyed light objective goes to.
   */
  | {
      kind: 'choose'
      side: Player
      options: SlotId[]
      min: number
      max: number
      ordered?: true
      players?: true
      forQueue?: 'capture' | 'victory-pile'
    }
  /** An effect gives one combat icon of its user's choice (Crossfire): which one? */
  | { kind: 'choose-icon'; side: Player }
  /**
   * 2v2 support: the declaring player named one ready unit of this teammate among the attackers or defenders; it
   * joins only with the teammate's consent [B:269-283]. `units`: the whole declaration, `lent` the teammate's unit.
   */
  | { kind: 'support'; side: Player; role: 'attacker' | 'defender'; units: SlotId[]; lent: SlotId }

/**
 * Why damage or focus is being placed: a strike, a card's effect, or a rule of the game (the Balance damage, an
 * unopposed engagement). Shields prevent only what a strike or an enemy's effect places.
 */
export type PlacementSource = 'strike' | 'effect' | 'rule'

/**
 * One placement of damage or focus tokens waiting in the queue. It passes Protect (damage only), then the shield
 * step, then lands; `stage` says which is next, so a prompt can stop the queue and the answer can resume it.
 */
export type Placement = {
  kind: 'damage' | 'focus'
  card: SlotId
  amount: number
  /** The side whose strike or effect places it. */
  by: Player
  /** The unit whose strike places it (for "after this unit deals damage"). */
  from?: SlotId
  source: PlacementSource
  stage: 'protect' | 'shield' | 'place'
  /** The response windows open when it was queued: it waits for anything started in a newer one (damage.ts). */
  depth: number
}

/** How a card leaves play. */
export type LeaveHow = 'destroyed' | 'discarded' | 'returned' | 'sacrificed' | 'captured' | 'to-deck-bottom'

/**
 * A card about to leave play, waiting in the queue: first the "when … leaves play / is destroyed" interrupt point
 * (an interrupt may send it elsewhere: `instead`), then it leaves (damage.ts).
 */
export type Leaving = {
  kind: 'leave'
  card: SlotId
  how: LeaveHow
  /** A destination an interrupt put in place of the usual one. */
  instead: 'hand' | null
  /** The objective a captured card goes under (`how: 'captured'`). */
  at?: SlotId
  /** The dark player whose victory pile a destroyed light objective goes to, once the dark team picked (2v2). */
  pile?: Player
  stage: 'protect' | 'place'
  depth: number
}

/** An event waiting in the queue: tokens to place, or a card to take out of play. */
export type Pending = Placement | Leaving

/** A lasting effect of an ability, until its duration ends (abilities/lasting.ts); public. */
export type Lasting =
  /** Cards gain icons and keywords. */
  | { kind: 'grant'; cards: SlotId[]; icons: Icons; keywords: Keyword[]; until: Duration }
  /** Cards cannot be declared as attackers and/or defenders. */
  | { kind: 'restrict'; cards: SlotId[]; cannot: 'attack' | 'defend' | 'attack-or-defend'; until: Duration }
  /** A side may ignore resource match for cards it plays from hand. */
  | { kind: 'ignore-match'; side: Player; until: Duration }
  /** A side's next card played costs less and/or needs no match. */
  | { kind: 'next-card'; side: Player; costLess: number; ignoreMatch: boolean; until: Duration }
  /** Cards discarded from play when the duration ends (Mercenary Support). */
  | { kind: 'discard-at-end'; cards: SlotId[]; until: Duration }

/**
 * An ability being resolved: its frame, the card whose rules hold it, where it stands in its effect lists (a stack:
 * an `if` or `may` runs a nested list), the choices made when it was used (one list of cards per choice, in effect
 * order) and X. Effects that wait for a decision stop it; it carries on when the decision is made
 * (abilities/resolve.ts).
 */
export type PendingAbility = {
  ctx: AbilityContext
  card: string
  /** Effect lists by path into the card's rules ([ability], then [effect, branch] pairs), and the next index. */
  frames: { path: number[]; next: number }[]
  choices: SlotId[][]
  /** The next choice list to read. */
  choice: number
  x: number
  /** The number of response windows open when it started: it runs while no newer one is open. */
  depth: number
  /** Whether its user made its choices when using it (actions, reactions); else every choice is asked as it resolves (fates). */
  upFront: boolean
  /** How far the effect resolving now has got, for effects that ask more than once (0 when it starts). */
  step: number
  /** The entropy the action that used it brought from the log (random picks draw from it), or null. */
  entropy: string | null
  /** Cards the effect resolving now holds aside between its steps (the top cards it looks at). */
  held: SlotId[]
  /** The answer to the `choose` prompt the effect resolving now asked, once given. */
  answer: SlotId[] | null
  /**
   * What happens when it is done: an action used in a window hands priority on; a response needs nothing more; a
   * fate card lets the next one resolve; an event played as a response opens "after … played" reactions.
   */
  then: 'acted-in-window' | 'event-played' | 'response-event' | 'nothing' | 'next-fate' | 'restart-edge-battle'
}

/** How the game ended. */
export type GameResult = {
  winner: Side
  reason: LocalizedText
}

/** The turn: who is active, the phase and step, and who has priority. */
export type TurnState = {
  /** 1 is the Dark Side's first turn, 2 the Light Side's first, and so on. */
  number: number
  active: Player
  phase: Phase
  step: Step
  /** What the flow does when the damage queue empties (only while `step` is 'resolving'). */
  after: 'balance-damage' | 'strike' | 'unopposed' | null
  /** Who acts next in a window or decision step. */
  priority: Player
  /** Consecutive passes in the current window or edge placement. */
  passes: number
  /** Whether the active player has played a Limited card this turn (per side). */
  limited: PerPlayer<boolean>
  /** Uses of abilities with a per-turn limit this turn (abilities/activate.ts keys). */
  used: string[]
  /** The ids of the cards each side played this turn (for "the first … you play each turn"). */
  played: PerPlayer<string[]>
  /** How much each side's reserve value is lowered until the end of the phase (a cost some abilities pay). */
  reserveCut: PerPlayer<number>
  /** Objectives engaged this conflict phase. */
  engaged: SlotId[]
  /** Setup bookkeeping: who has chosen objectives, decided on a mulligan, revealed all objectives. */
  ready: PerPlayer<boolean>
}

/** The rules switches a table may set. */
export type SwlcgOptions = {
  /** The mulligan rule (always on in tournaments; on by default). */
  mulligan: boolean
}

/** The whole game state (plain JSON). */
export type SwlcgState = {
  /** The players, clockwise from the dark team's #1: ['dark', 'light'] in 1v1, ['dark', 'dark2', 'light', 'light2'] in 2v2. */
  players: Player[]
  seats: PerPlayer<SeatId>
  affiliation: PerPlayer<Affiliation>
  options: SwlcgOptions
  /** Every card, in zones (`zones` in queries.ts), identities behind the hidden-information API. */
  cards: HiddenState
  /** Every card in play, by slot. */
  table: Record<SlotId, CardState>
  /** Which side the Balance of the Force token shows. */
  balance: Side
  /** The Death Star dial. */
  dial: number
  turn: TurnState
  engagement: Engagement | null
  prompt: Prompt | null
  /** Open interrupt and reaction windows, innermost last (responses.ts). */
  windows: ResponseWindow[]
  /** Damage and focus waiting to be placed and cards about to leave play, innermost (deepest) first. */
  queue: Pending[]
  /** Fate cards revealed in the edge battle still to resolve, in order. */
  fates: SlotId[]
  /** Lasting effects in force. */
  lasting: Lasting[]
  /** The ability being resolved, if any. */
  ability: PendingAbility | null
  /**
   * Per side, the events of its deck list that answer a point of the timing chart (public: deck lists are part of
   * the game's config): a response window waits for a side whose hand might hold one (abilities/triggers.ts).
   */
  answerable: PerPlayer<string[]>
  /** Captured cards (in the hidden `captured` zone) by the objective they are held under. */
  captives: Record<SlotId, SlotId[]>
  /**
   * Cards in an edge stack that belong to another player than the stack's (2v2: a card from the teammate's common
   * reserve, or one Supporting Fire brought), by owner: they go to their owner's discard pile afterwards.
   */
  edgeOwners: Record<SlotId, Player>
  /** Abilities waiting while one used inside them (a response to something they caused) resolves, innermost last. */
  suspended: PendingAbility[]
  result: GameResult | null
  /** The state before `side`'s last action, while it may still take it back (undo.ts); never in a view. */
  undo: { side: Player; before: SwlcgState } | null
}

/** One player in the config. */
export type PlayerConfig = {
  seat: SeatId
  side: Side
  deck: DeckList
  /** 2v2: the player's place in the team's order, which the team chose before sitting down (1 or 2). */
  order?: 1 | 2
}

/** The setup config: one light and one dark player (1v1), or two of each (Balance of the Force 2v2), with decks. */
export type SwlcgConfig = {
  players: PlayerConfig[]
  /** Defaults to true. */
  mulligan?: boolean
}

/**
 * A number of something on one card: resources a card generates to pay a cost (as many focus tokens), or focus
 * tokens a strike's tactics place on it.
 */
export type CardAmount = {
  card: SlotId
  amount: number
}

/** Combat icon types, in the order a strike resolves them by default. */
export type IconType = 'unit' | 'tactics' | 'blast'

/** Every SWLCG action (docs/games/swlcg.md lists payloads, who may act and when). */
export type SwlcgAction = Action &
  (
    | { type: 'choose-objectives'; payload: { bottom: SlotId } }
    | {
        type: 'keep-hand' | 'mulligan' | 'pass' | 'end-conflict' | 'use-shield' | 'concede' | 'undo'
        payload?: undefined
      }
    | { type: 'reveal-objective'; payload: { slot: SlotId } }
    | { type: 'balance-damage'; payload: { objective: SlotId } }
    | { type: 'draw-discard' | 'place-reserve'; payload: { slot: SlotId } }
    | { type: 'answer-support'; payload: { agree: boolean } }
    | { type: 'discard-to-reserve'; payload: { slots: SlotId[] } }
    | {
        type: 'play'
        payload: {
          slot: SlotId
          payment: CardAmount[]
          host?: SlotId
          discount?: { card: SlotId; ability: number; costs: SlotId[] }
        }
      }
    | { type: 'engage'; payload: { objective: SlotId } }
    | { type: 'declare-attackers' | 'declare-defenders' | 'commit-force'; payload: { units: SlotId[] } }
    | {
        type: 'respond'
        payload: {
          card: SlotId
          /** A keyword, or a card ability by its index in the card's rules. */
          ability: KeywordKind | number
          target?: SlotId
          amount?: number
          choices?: SlotId[][]
          costs?: SlotId[]
          payment?: CardAmount[]
        }
      }
    | { type: 'place-edge'; payload: { slot: SlotId } }
    | {
        type: 'use'
        payload: { card: SlotId; ability: number; choices?: SlotId[][]; costs?: SlotId[]; payment?: CardAmount[] }
      }
    | { type: 'order-fates' | 'choose'; payload: { slots: SlotId[] } }
    | { type: 'choose-icon'; payload: { icon: IconType } }
    | {
        type: 'strike'
        payload: { unit: SlotId; target?: SlotId; split?: CardAmount[]; tactics?: CardAmount[]; order?: IconType[] }
      }
  )
