/**
 * Sizes of things on the table, in table units (1 unit ≈ 10 cm). Footprints and the play area come from
 * net/table.ts so that stacking in the document and drawing on screen agree.
 */
import { FOOTPRINTS, TABLE_HALF_X, TABLE_HALF_Z } from '../../net/table'
import type { TableObjectKind } from '../../net/schema'

export { FOOTPRINTS, TABLE_HALF_X, TABLE_HALF_Z }

/** Card size: 63 × 88 mm, a little thicker than real so a pile's edge reads as paper. */
export const CARD_WIDTH = FOOTPRINTS.card.w
export const CARD_DEPTH = FOOTPRINTS.card.d
export const CARD_THICKNESS = 0.006
/** Height of one stacking layer: a card and a hair of air (avoids z-fighting between stacked cards). */
export const LAYER_STEP = 0.007
/** Token disc: diameter from the footprint, 5 mm thick. */
export const TOKEN_RADIUS = FOOTPRINTS.token.w / 2
export const TOKEN_HEIGHT = 0.05
/** Die edge length. */
export const DIE_SIZE = FOOTPRINTS.die.w
/** Thickness of a board (a printed map on card stock) and of a terrain tile (net/schema.ts kinds 'board', 'tile'). */
export const BOARD_THICKNESS = 0.02
export const TILE_THICKNESS = 0.04
/** How high a dragged object floats above the table. */
export const DRAG_LIFT = 0.3
/** Grid cards snap to when dropped (unless Alt is held). */
export const GRID_STEP = 0.5
/** The felt extends beyond where centres may go, so an object at the limit still lies on the felt. */
export const FELT_HALF_X = TABLE_HALF_X + 0.6
export const FELT_HALF_Z = TABLE_HALF_Z + 0.6
/** Width of the wooden rail around the felt. */
export const RAIL_WIDTH = 0.7

/** Height of an object of this kind (its pose puts the object's centre this high / 2 above its layer). */
export function objectHeight(kind: TableObjectKind): number {
  switch (kind) {
    case 'card':
      return CARD_THICKNESS
    case 'token':
      return TOKEN_HEIGHT
    case 'die':
      return DIE_SIZE
    case 'miniature':
      // The model's origin is the bottom of its base, so it needs no centring.
      return 0
    case 'board':
      return BOARD_THICKNESS
    case 'tile':
      return TILE_THICKNESS
  }
}
