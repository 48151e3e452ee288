/**
 * A game box as data: the faces its cards and tokens can show and the pieces it puts on the table.
 * The scene draws faces from these descriptions (no images are shipped), so a box is plain data.
 */
import type { LocalizedText } from '../../engine/core/types'
import type { TableObject } from '../../net/schema'

/** Symbols the card and token painters know how to draw. */
export type IconId = 'sun' | 'moon' | 'comet' | 'ring' | 'damage' | 'focus' | 'shield'

/** What a card face shows: a corner rank, a symbol repeated `pips` times and a name. */
export interface CardFace {
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

/** What a token shows on its top face. */
export interface TokenFace {
  name: LocalizedText
  icon: IconId
  /** Body colour (CSS). */
  colour: string
}

/** One object the box puts on the table. */
export interface BoxPiece {
  id: string
  object: TableObject
}

/** A box: its faces by look and its starting layout. */
export interface BoxDefinition {
  id: string
  name: LocalizedText
  /** Card faces by `look`. */
  cards: Readonly<Record<string, CardFace>>
  /** Token faces by `look`. */
  tokens: Readonly<Record<string, TokenFace>>
  /** What `setUpBox` writes onto an empty table. */
  pieces: readonly BoxPiece[]
}
