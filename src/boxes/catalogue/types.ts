/**
 * The component catalogue: what each game's box holds, as plain data, independent of how the table draws it.
 * Every component has a catalogue-wide unique id (prefixed by its game), a name in both UI languages and how many
 * the box holds. Rules text is never stored here except our own words (generated or project-authored), because the
 * printed wording of the published games is not ours to copy.
 */
import type { LocalizedText } from '../../../engine/core/types'

export type { LocalizedText }

/** The four games the catalogue covers. */
export type GameId = 'swlcg' | 'hoth' | 'swm' | 'hkk'

/** What every physical component has. */
export interface ComponentBase {
  /** Unique across the whole catalogue and stable (saved tables refer to it): '<game>/<name>'. */
  id: string
  name: LocalizedText
  /** How many the box holds (at least 1). */
  count: number
}

/** One printed number or short value on a card; `key` is looked up in the game's `statNames`. */
export interface CardStat {
  key: string
  value: number | string
}

/** A card: the facts a generated face shows. */
export interface CardDef extends ComponentBase {
  /** The back it shows face down: cards with the same back can be shuffled together without giving anything away. */
  back: string
  /** The type line ('Unit', 'Lény – szörny'…). */
  type: LocalizedText
  /** The cost in the corner, when the card has one. */
  cost?: number
  /** The other printed numbers, in the order the face shows them. */
  stats: readonly CardStat[]
  /** Traits, subtypes and keywords as short tags (never rules text). */
  tags: readonly LocalizedText[]
  /** Our own short rules text (engine-generated or project-authored); never the publisher's wording. */
  text?: LocalizedText
  /** Accent colour (CSS) for the generated face. */
  colour: string
}

/** One pile a deck is laid out as: its cards by id, one entry per copy, top first. */
export interface PileDef {
  id: string
  name: LocalizedText
  cards: readonly string[]
  /** Whether the pile lies face up (an SWLCG affiliation card) or face down (a draw deck). */
  faceUp: boolean
}

/** A ready-made deck: the piles one player sets out. Decks are lists of cards, not components of their own. */
export interface DeckDef {
  id: string
  name: LocalizedText
  piles: readonly PileDef[]
}

/** A token, counter or dial. */
export interface TokenDef extends ComponentBase {
  shape: 'round' | 'square' | 'hex' | 'dial'
  colour: string
  /** The two faces of a two-sided token, front first; absent when both sides look the same. */
  sides?: readonly [LocalizedText, LocalizedText]
  /** A dial or counter shows one whole number from `min` to `max`, starting at `start`. */
  range?: { min: number; max: number; start: number }
}

/** One face of a die: a number, a symbol, or both. */
export interface DieFaceDef {
  name: LocalizedText
  value?: number
  /** A symbol id the painter knows (game-specific, e.g. a Hoth battle-die face). */
  symbol?: string
}

/** A die (a coin is a two-faced die). Faces are listed once per physical face, so repeats mean weight. */
export interface DieDef extends ComponentBase {
  faces: readonly DieFaceDef[]
  colour: string
}

/** A square on a square grid: column `x` from the left, row `y` from the top, both from 0. */
export interface Square {
  x: number
  y: number
}

/** A straight piece of grid line between two grid points (x from 0 to width, y from 0 to height). */
export interface Segment {
  from: Square
  to: Square
}

/** A door on a grid line; `role` marks the doors squads enter by. */
export interface Door extends Segment {
  id: string
  role?: 'airlock' | 'blast-door'
}

/** Where one side sets up its figures. */
export interface StartZone {
  side: 'light' | 'dark'
  name: LocalizedText
  squares: readonly Square[]
}

/** A hex battlefield: rows of hexes in sectors (Battle of Hoth). */
export interface HexBoardDef extends ComponentBase {
  grid: 'hex'
  /** Full hexes in the widest row. */
  columns: number
  rows: number
  /** Sectors the command cards name, left to right. */
  sectors: readonly LocalizedText[]
}

/** A square-grid battle map (Star Wars Miniatures): terrain drawn as coloured outlines, walls on grid lines. */
export interface SquareMapDef extends ComponentBase {
  grid: 'square'
  width: number
  height: number
  /** Walls inside the map (the map edge is a wall by the rules and is not listed). */
  walls: readonly Segment[]
  doors: readonly Door[]
  lowObjects: readonly Square[]
  difficult: readonly Square[]
  pits: readonly Square[]
  startZones: readonly StartZone[]
  /** The outline colour of each kind of terrain, as the rulebook describes the printed map. */
  colours: Readonly<Record<'wall' | 'door' | 'lowObject' | 'difficult' | 'pit', string>>
}

/** A board or battle map. */
export type BoardDef = HexBoardDef | SquareMapDef

/** A tile laid on a board: a terrain hex or a structure. */
export interface TileDef extends ComponentBase {
  shape: 'hex' | 'square'
  /** The terrain or structure kind it stands for, in the game's own vocabulary. */
  terrain: string
  colour: string
}

/** A miniature figure. */
export interface MiniatureDef extends ComponentBase {
  /** Side or faction it fights for. */
  faction: LocalizedText
  /** Base edge in grid cells: 1 for a Medium figure or any Hoth figure, 2 for Large, 3 for Huge. */
  base: number
  /** Figures that make one unit on the board (Battle of Hoth); 1 where every figure acts alone. */
  perUnit: number
  /** The id of its stat card, when it has one. */
  card?: string
  colour: string
  /**
   * The shipped model it stands on the table as (a path under the app's base, see src/lib/miniatureModels.ts);
   * absent: the box chooses (a generic trooper, or a model per unit type as in Battle of Hoth).
   */
  model?: string
}

/** One game's box. */
export interface GameCatalogue {
  game: GameId
  name: LocalizedText
  /** Where the facts come from and what we had to assume, for the help screen and the curious. */
  notes: readonly LocalizedText[]
  /** Names of the card stat keys this game uses. */
  statNames: Readonly<Record<string, LocalizedText>>
  cards: readonly CardDef[]
  decks: readonly DeckDef[]
  tokens: readonly TokenDef[]
  dice: readonly DieDef[]
  boards: readonly BoardDef[]
  tiles: readonly TileDef[]
  miniatures: readonly MiniatureDef[]
}
