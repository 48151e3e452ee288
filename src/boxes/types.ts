/**
 * A game box as data: the faces its cards and tokens can show and what it puts on the table when opened.
 * The scene draws faces from these descriptions (no images are shipped), so a box is plain data.
 *
 * Opening a box (setUpBox) writes, in one transaction:
 * - `pieces` into the table map (net/table.ts): tokens, dials, dice, miniatures, boards and tiles;
 * - `meta.tabletop = { piles }`: the tabletop game's config (engine/games/tabletop), i.e. the card piles, whose card
 *   identities are card looks (`cardFace(look)` paints them); decks go down unshuffled, players shuffle at the table;
 * - `meta.grid` (a `BoxGrid`) when the box has a board, so dropped objects snap to the board's cells.
 */
import type { LocalizedText, SeatId } from '../../engine/core/types'
import type { PileSpec } from '../../engine/games/tabletop/types'
import type { TableObject } from '../../net/schema'
import type { CardDef, GameId } from './catalogue/types'

/** Symbols the card and token painters know how to draw. */
export type IconId = 'sun' | 'moon' | 'comet' | 'ring' | 'damage' | 'focus' | 'shield'

/** A playing card (the sandbox deck): a corner rank, a symbol repeated `pips` times and a name. */
export interface PlayingCardFace {
  frame: 'playing'
  /** Name shown on the card and in the zoom, in every UI language. */
  name: LocalizedText
  /** Short corner mark: 'A', '7', 'P' … */
  rank: string
  icon: IconId
  /** How many symbols the centre shows; 0 shows one large framed symbol (court cards). */
  pips: number
  /** Accent colour (CSS) of the symbol and the rank. */
  colour: string
}

/**
 * A card of one of the four games, painted in that game's generic frame from its catalogue facts (name, cost, icons,
 * traits, stats, type; never printed rules text).
 */
export interface GameCardFace {
  frame: GameId
  name: LocalizedText
  card: CardDef
  /** Names of the game's stat keys (the zoom and the painters' labels). */
  statNames: Readonly<Record<string, LocalizedText>>
  /**
   * Stat keys that count right now (the combat icons a strike uses): the painter lights them and dims the others of
   * their kind. Absent: nothing is emphasised. Set through an emphasis look (`emphasisLook` in src/boxes).
   */
  emphasis?: readonly string[]
}

/** What a card face shows. */
export type CardFace = PlayingCardFace | GameCardFace

/** A token's shape on the table (the painted top; round tokens are discs). */
export type TokenShape = 'round' | 'square' | 'hex' | 'dial'

/** What a token shows on its faces. */
export interface TokenFace {
  name: LocalizedText
  /** A symbol; tokens without one show `mark`. */
  icon?: IconId
  /** A short mark (a number, letters) painted when there is no icon; a dial shows its value here. */
  mark?: string
  /** The back side's mark, for two-sided tokens whose sides differ; absent: the back shows a plain ring. */
  backMark?: string
  /** Body colour (CSS). */
  colour: string
  shape?: TokenShape
  /** A dial's range; its current value is part of the look (see `dialLook` in ./index.ts). */
  range?: { min: number; max: number; start: number }
}

/**
 * A miniature a box knows by its look (its catalogue figure id, 'swm/darth-vader-figure'): what the scene draws and
 * what the table calls it (hover card, context menu).
 */
export interface MiniatureFace {
  name: LocalizedText
  /** The model look the scene draws: a shipped model path, optionally with '#rrggbb' (src/lib/miniatureModels.ts). */
  model: string
  /** The look of its stat card (a card face of the same box), when it has one. */
  card?: string
  /** The side it fights for. */
  faction?: LocalizedText
}

/** One object the box puts on the table. */
export interface BoxPiece {
  id: string
  object: TableObject
}

/**
 * What a seat's pile is to the cards in that seat's hand: 'draw', the deck a hand card goes back to (top or bottom);
 * 'discard', where the seat discards. Piles without a role (an affiliation card, stat cards, objectives) are not
 * offered for hand cards.
 */
export type PileRole = 'draw' | 'discard'

/**
 * A card pile the box puts down: the tabletop game's pile spec plus its name in every UI language and, for a seat's
 * own pile, its owner, facing and role. The tabletop engine reads none of the three; the sandbox reads them from the
 * start config (src/sandbox/pileBook.ts) to turn the pile toward its owner and to offer it for hand cards.
 */
export interface BoxPile extends PileSpec {
  label: LocalizedText
  /** The seat that owns the pile; absent for a shared pile. */
  owner?: SeatId
  /** Quarter turns of the pile's cards (its owner's facing, see src/boxes/layout.ts); absent: 0. */
  quarter?: number
  /** What the pile is to its owner's hand; absent: nothing. A shared pile may have one too (the sandbox deck). */
  role?: PileRole
}

/**
 * The snapping grid of a box with a board, written to `meta.grid` (plain JSON). Coordinates are table units.
 * - `square`: axis-aligned squares of edge `size`; cell (0, 0) is centred at (x, z), so cell centres lie at
 *   (x + i·size, z + j·size) for whole i, j (the SWM battle map's square (0, 0) is its top-left square as drawn).
 * - `hex`: pointy-top hexagons (corners toward ±z, flat sides facing ±x) of circumradius `size`; cell (0, 0) is
 *   centred at (x, z), and hex centres lie at (x + √3·size·(i + j/2), z + 1.5·size·j) for whole i, j (the Battle of
 *   Hoth battlefield's hex "0,0", the Rebel baseline's western end).
 * The grid is for snapping and measuring; it does not follow a board that is moved or rotated afterwards.
 */
export type BoxGrid =
  { kind: 'square'; size: number; x: number; z: number } | { kind: 'hex'; size: number; x: number; z: number }

/** A box: its faces by look and its starting layout. */
export interface BoxDefinition {
  id: string
  name: LocalizedText
  /** Card faces by `look` (= card identity in the tabletop game). */
  cards: Readonly<Record<string, CardFace>>
  /** Token faces by `look`. */
  tokens: Readonly<Record<string, TokenFace>>
  /** Miniatures by `look`, for boxes whose figures are named characters; absent: its looks are model paths. */
  miniatures?: Readonly<Record<string, MiniatureFace>>
  /** Table-map objects `setUpBox` writes onto an empty table. */
  pieces: readonly BoxPiece[]
  /** Card piles `setUpBox` writes as `meta.tabletop.piles`, unshuffled. */
  piles: readonly BoxPile[]
  /** The board's snapping grid, when the box has a board. */
  grid?: BoxGrid
}
