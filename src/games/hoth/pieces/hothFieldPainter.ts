/**
 * The Battle of Hoth battlefield: snow hexes in odd-r rows, the cut half hexes at the ends of odd rows greyed, the
 * two dashed sector lines, each side's baseline tinted. Drawn by src/lib/boardPainter.ts's frame.
 */
import { HALF_HEXES } from '../../../../engine/games/hoth'
import { BOARD_HALF_X, DRAWN_HEXES, HEX_RADIUS, boardXToWorld, hexWorld } from '../scene/boardLayout'
import type { Point } from '../../../boxes/boardGeometry'

type Ctx = CanvasRenderingContext2D

function hexPath(ctx: Ctx, c: Point, r: number): void {
  ctx.beginPath()
  for (let k = 0; k < 6; k++) {
    // Pointy-top: corners at 30° + k·60°, so two corners point along ±z.
    const a = Math.PI / 6 + (k * Math.PI) / 3
    ctx.lineTo(c.x + r * Math.cos(a), c.z + r * Math.sin(a))
  }
  ctx.closePath()
}

/** Paints the Battle of Hoth battlefield in the board's own frame (table units, origin at its centre). */
export function paintHothField(ctx: Ctx, w: number, d: number): void {
  ctx.fillStyle = '#c3ccd4'
  ctx.fillRect(-w / 2, -d / 2, w, d)
  const half = new Set(HALF_HEXES)
  for (const id of DRAWN_HEXES) {
    const c = hexWorld(id)
    const row = Number(id.split(',')[1])
    hexPath(ctx, c, HEX_RADIUS * 0.985)
    const g = ctx.createRadialGradient(c.x - 0.1, c.z - 0.12, 0.05, c.x, c.z, HEX_RADIUS)
    const baseline = row === 0 ? '#f4e9e6' : row === 6 ? '#e4e8ee' : '#f3f7fa'
    g.addColorStop(0, half.has(id) ? '#d5dbe1' : '#ffffff')
    g.addColorStop(1, half.has(id) ? '#b9c2cb' : baseline)
    ctx.fillStyle = g
    ctx.fill()
    ctx.strokeStyle = half.has(id) ? '#98a4b0' : '#8fa1b3'
    ctx.lineWidth = 0.018
    ctx.stroke()
  }
  // The half hexes reach past the board's edge: trim them with the frame colour.
  ctx.fillStyle = '#c3ccd4'
  ctx.fillRect(-w / 2, -d / 2, w / 2 - BOARD_HALF_X, d)
  ctx.fillRect(BOARD_HALF_X, -d / 2, w / 2 - BOARD_HALF_X, d)
  // Sector lines, dashed, as the board prints them.
  ctx.strokeStyle = '#4d6a86'
  ctx.lineWidth = 0.025
  ctx.setLineDash([0.09, 0.07])
  for (const x of [3, 6]) {
    const wx = boardXToWorld(x)
    ctx.beginPath()
    ctx.moveTo(wx, -d / 2 + 0.04)
    ctx.lineTo(wx, d / 2 - 0.04)
    ctx.stroke()
  }
  ctx.setLineDash([])
}
