/**
 * Paints the d20's number atlas: D20_GRID cells, face i (value i + 1) in cell i row by row from the top, each a
 * triangle in the die's colour with its number in white at the triangle's centre (6 and 9 underlined).
 */
import { D20_CELL_TRIANGLE, D20_GRID, D20_NUMBER_AT } from './d20'

type Ctx = CanvasRenderingContext2D

/** The d20's default colour (the catalogue's blue d20). */
export const D20_COLOUR = '#2f6fb0'

/** Paints all twenty faces into a canvas of D20_GRID cells of `cell` pixels. */
export function paintD20Faces(ctx: Ctx, cell: number, colour = D20_COLOUR): void {
  ctx.fillStyle = colour
  ctx.fillRect(0, 0, cell * D20_GRID.cols, cell * D20_GRID.rows)
  for (let face = 0; face < 20; face++) {
    const x = (face % D20_GRID.cols) * cell
    const y = Math.floor(face / D20_GRID.cols) * cell
    // A faint bevel: the triangle's edge a shade lighter than its middle.
    ctx.beginPath()
    for (const [u, v] of D20_CELL_TRIANGLE) ctx.lineTo(x + u * cell, y + (1 - v) * cell)
    ctx.closePath()
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.22)'
    ctx.lineWidth = cell * 0.05
    ctx.stroke()
    const value = String(face + 1)
    const cx = x + D20_NUMBER_AT[0] * cell
    const cy = y + (1 - D20_NUMBER_AT[1]) * cell
    const size = cell * (value.length > 1 ? 0.3 : 0.34)
    ctx.font = `bold ${size}px system-ui, sans-serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillStyle = '#f4f6fa'
    ctx.fillText(value, cx, cy)
    if (value === '6' || value === '9') ctx.fillRect(cx - size * 0.25, cy + size * 0.5, size * 0.5, size * 0.09)
  }
}
