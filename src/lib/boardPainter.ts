/**
 * Paints boards onto a canvas that covers the board's top face: canvas left = the board's −x edge, canvas top = its
 * −z edge (what three's box and plane geometries map a texture to), both in the board's own frame
 * (src/boxes/boardGeometry.ts), so every cell is painted exactly where the snapping grid puts it.
 * - The SWM starship map: deck plating on a square grid, start zones tinted, terrain outlined in the rulebook's colours
 *   (magenta walls, rows of small blue rectangles for doors, green low objects, lemon-yellow difficult terrain,
 *   orange pits), the map edge a wall.
 * - The Battle of Hoth battlefield: snow hexes in odd-r rows, the cut half hexes at the ends of odd rows greyed, the
 *   two dashed sector lines, each side's baseline tinted.
 */
import { boardGeometry, HOTH_BOARD, SWM_BOARD } from '../boxes/boardGeometry'
import type { Point } from '../boxes/boardGeometry'
import { paintHothField } from '../games/hoth/pieces/hothFieldPainter'
import { paintSwmMap } from '../games/swm/pieces/swmMapPainter'

type Ctx = CanvasRenderingContext2D

/** Canvas pixels per table unit of a painted board. */
export const BOARD_PX_PER_UNIT = 160

/** The canvas size for a board look (0 × 0 when no board has that look). */
export function boardCanvasSize(look: string): { width: number; height: number } {
  const g = boardGeometry(look)
  if (!g) return { width: 0, height: 0 }
  return { width: Math.round(g.w * BOARD_PX_PER_UNIT), height: Math.round(g.d * BOARD_PX_PER_UNIT) }
}

/** The canvas pixel of a point in the board's own frame, for a canvas of `width` × `height`. */
export function boardPixel(look: string, p: Point, width: number, height: number): { px: number; py: number } {
  const g = boardGeometry(look)
  if (!g) return { px: 0, py: 0 }
  return { px: ((p.x + g.w / 2) / g.w) * width, py: ((p.z + g.d / 2) / g.d) * height }
}

/** Paints board `look` over the whole canvas; returns false for a look no box has. */
export function paintBoard(ctx: Ctx, look: string, width: number, height: number): boolean {
  const g = boardGeometry(look)
  if (!g) return false
  ctx.save()
  // From here on, draw in the board's own frame (table units, origin at the board's centre).
  ctx.scale(width / g.w, height / g.d)
  ctx.translate(g.w / 2, g.d / 2)
  if (look === SWM_BOARD) paintSwmMap(ctx, g.w, g.d)
  else if (look === HOTH_BOARD) paintHothField(ctx, g.w, g.d)
  ctx.restore()
  return true
}
