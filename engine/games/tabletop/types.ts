/**
 * The vocabulary of the tabletop (sandbox card) game: state, actions, config, view and the limits that keep a
 * hostile or buggy peer from bloating every peer's state. docs/games/tabletop.md explains the model.
 */
import type { CardId, HiddenState, HiddenView, SlotId } from '../../core/hidden'
import type { Action, ApplyResult, SeatId } from '../../core/types'

/** A pile's id, chosen by whoever puts it down (letters, digits, '_' and '-'; starts with a letter or digit). */
export type PileId = string

/** 'deck': face down, order hidden from everyone. 'discard': face up, every card public. */
export type PileKind = 'deck' | 'discard'

/** What the table knows of a pile besides its cards (which live in the hidden zone `pile:<id>`). */
export type PileMeta = {
  /** Shown on the table; chosen by the box or the player. */
  name: string
  /** Deck (hidden) or discard (public); fixed when the pile is put down. */
  kind: PileKind
  /** Centre on the table, in table units. */
  x: number
  z: number
  /** The seat holding the pile to search it; nobody else may touch the pile meanwhile. */
  searchedBy: SeatId | null
  /**
   * The back its cards were put down with (a box's back id), public; absent for the common back. Each card carries
   * its own back from then on (`cards.backs`), so a card moved here from elsewhere keeps the back it had.
   */
  back?: string
}

/** Where a loose card lies on the table and what sits on it. Only cards in the `table` zone have one. */
export type CardPlace = {
  /** Centre on the table, in table units. */
  x: number
  z: number
  /** Quarter turns clockwise, 0–3 (1 = tapped / exhausted). */
  quarter: number
  /** Face up (identity revealed to everyone) or face down. */
  faceUp: boolean
  /** Stacking order: higher lies on top; every placement gets the next number. */
  layer: number
  /** Named counters (damage, focus, shield …), each 1…MAX_COUNTER; a counter at 0 is removed. */
  counters: Record<string, number>
}

/** The kinds of dice the table rolls: a d6, a d20, the Battle of Hoth battle die and a coin. */
export type DieKind = 'd6' | 'd20' | 'hoth' | 'coin'

/**
 * A die's last roll. The die itself (where it lies) is a table object in the last-writer-wins `table` map; only
 * its rolled face is engine state, so every peer agrees on it.
 */
export type DieState = {
  kind: DieKind
  /** 0-based face index: d6 0–5 (value = face + 1), d20 0–19, coin 0 heads / 1 tails, hoth see HOTH_DIE_FACES. */
  face: number
  /** How many times this die was rolled, so a re-roll landing on the same face can still be animated. */
  rolls: number
}

/** The whole state: plain JSON, the card identities only inside `cards`. */
export type TabletopState = {
  /** Seats that may act, fixed at setup (the fold refuses everyone else too). */
  seats: SeatId[]
  /** Piles by id. */
  piles: Record<PileId, PileMeta>
  /** Places of the cards in the `table` zone, by slot. */
  table: Record<SlotId, CardPlace>
  /** The layer the next placed card gets. */
  nextLayer: number
  /** Rolled dice by table object id (public). */
  dice: Record<string, DieState>
  /** Zones `pile:<id>`, `hand:<seat>`, `table` and `box` (cards of removed piles, out of play, never shown). */
  cards: HiddenState
}

/** A pile as the box or an import describes it (the payload of 'add-pile', and setup's config). */
export type PileSpec = {
  pile: PileId
  name: string
  kind: PileKind
  x: number
  z: number
  /** Card identities, top first. Public in the log: shuffle a deck before play (or pass `shuffle: true`). */
  cards: CardId[]
  /** Shuffle the new pile at once, with the action's entropy (or the setup entropy). */
  shuffle?: boolean
  /**
   * The back the pile's cards show face down (public: every card of the pile shares it). Each card keeps it as its
   * own back when it leaves the pile.
   */
  back?: string
}

/** Setup options: piles already on the table when the game starts. */
export type TabletopConfig = {
  piles?: PileSpec[]
}

/** Where a card lands on the table; `quarter` absent keeps a table card's rotation (0 for a card new to the table). */
export type TableSpot = { x: number; z: number; faceUp: boolean; quarter?: number }

/** Where a card goes in a 'move'. */
export type MoveTarget = { pile: PileId; position: 'top' | 'bottom' } | { hand: SeatId } | { table: TableSpot }

/** Every action the tabletop understands (payloads are validated field by field; this is the documented shape). */
export type TabletopAction =
  | { type: 'add-pile'; payload: PileSpec; entropy?: string }
  | { type: 'remove-pile'; payload: { pile: PileId } }
  | { type: 'shuffle'; payload: { pile: PileId }; entropy?: string }
  | { type: 'draw'; payload: { pile: PileId; count: number } }
  | { type: 'deal'; payload: { pile: PileId; count: number; seats: SeatId[] } }
  | { type: 'search'; payload: { pile: PileId } }
  | { type: 'end-search'; payload: { shuffle: boolean }; entropy?: string }
  | { type: 'cut'; payload: { pile: PileId; at: number } }
  | { type: 'move-pile'; payload: { pile: PileId; x: number; z: number } }
  | { type: 'move'; payload: { slot: SlotId; to: MoveTarget } }
  | { type: 'play'; payload: { slot: SlotId } & TableSpot }
  | { type: 'flip'; payload: { slot: SlotId } }
  | { type: 'rotate'; payload: { slot: SlotId; quarter: number } }
  | { type: 'counter'; payload: { slot: SlotId; name: string; delta: number } }
  | { type: 'reorder-hand'; payload: { slots: SlotId[] } }
  | { type: 'roll'; payload: { dice: { id: string; kind: DieKind }[] }; entropy?: string }

/** One action's handler: validates, then returns the new state and events, or a typed error (state untouched). */
export type Handler = (state: TabletopState, action: Action, seat: SeatId) => ApplyResult<TabletopState>

/** A pile as a seat sees it: its metadata plus derived fields the table draws. */
export type PileView = PileMeta & {
  /** True for discard piles: the top card is drawn face up. */
  faceUp: boolean
  /** Cards in the pile. */
  count: number
}

/** What one seat (or a spectator) may see: everything public plus only the identities it may know. */
export type TabletopView = {
  seats: SeatId[]
  piles: Record<PileId, PileView>
  table: Record<SlotId, CardPlace>
  /** Every rolled die's face, shown to everyone. */
  dice: Record<string, DieState>
  /**
   * Zones (slot ids in order), every card's public back (`backs`: the table draws a face-down card, a pile's top or
   * another seat's hand card with it) and the identities this seat may see; the `box` zone is left out.
   */
  cards: HiddenView
}

/** Most piles on the table at once. */
export const MAX_PILES = 64
/** Most cards one 'add-pile' may put down (a big CCG deck is 60; a whole set fits). */
export const MAX_PILE_CARDS = 600
/** Most cards in play (piles, hands and table) at once. */
export const MAX_CARDS = 3000
/** Longest card identity accepted. */
export const MAX_CARD_ID_LENGTH = 120
/** Longest pile name. */
export const MAX_NAME_LENGTH = 60
/** Most cards one 'draw' takes, or one 'deal' gives each seat. */
export const MAX_DRAW = 100
/** Most seats one 'deal' may name. */
export const MAX_DEAL_SEATS = 16
/** Largest absolute table coordinate accepted (the table itself is far smaller; this only refuses nonsense). */
export const MAX_COORD = 1000
/** Highest value of one counter; higher sums are clamped to it. */
export const MAX_COUNTER = 999
/** Most distinct counters on one card. */
export const MAX_COUNTERS_PER_CARD = 8
/** Most dice one 'roll' may throw. */
export const MAX_ROLL_DICE = 20
/** Most distinct dice the state remembers. */
export const MAX_DICE = 200
/** Longest die id (a table object's id). */
export const MAX_DIE_ID_LENGTH = 60
