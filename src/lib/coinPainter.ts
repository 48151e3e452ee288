/**
 * Paints the coin's atlas: heads (a bust in profile) in the left cell and tails (a star in a ring of dots) in the
 * right one, both embossed gold discs filling their cell, on the darker rim colour the coin's edge samples.
 */
import { COIN_GRID } from './coin'

type Ctx = CanvasRenderingContext2D

const RIM = '#8f6f26'
const EMBOSS = '#7a5a17'
const SHINE = 'rgba(255, 244, 200, 0.55)'

/** A gold disc filling the cell at (x, y) with a raised inner ring. */
function disc(ctx: Ctx, x: number, y: number, cell: number): void {
  const cx = x + cell / 2
  const cy = y + cell / 2
  const g = ctx.createRadialGradient(cx - cell * 0.12, cy - cell * 0.14, cell * 0.05, cx, cy, cell * 0.55)
  g.addColorStop(0, '#f3dc8c')
  g.addColorStop(1, '#b98f35')
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.arc(cx, cy, cell / 2, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = EMBOSS
  ctx.lineWidth = cell * 0.025
  ctx.beginPath()
  ctx.arc(cx, cy, cell * 0.42, 0, Math.PI * 2)
  ctx.stroke()
}

/** Fills the current path twice: a light copy up-left, then the dark relief, so it reads as struck metal. */
function emboss(ctx: Ctx, path: () => void, offset: number): void {
  ctx.save()
  ctx.translate(-offset, -offset)
  ctx.fillStyle = SHINE
  path()
  ctx.fill()
  ctx.restore()
  ctx.fillStyle = EMBOSS
  path()
  ctx.fill()
}

/** Heads: a bust facing left. */
function paintHeads(ctx: Ctx, x: number, y: number, cell: number): void {
  const s = (v: number) => v * cell
  emboss(
    ctx,
    () => {
      ctx.beginPath()
      ctx.ellipse(x + s(0.5), y + s(0.38), s(0.12), s(0.14), 0, 0, Math.PI * 2)
      ctx.moveTo(x + s(0.39), y + s(0.4))
      ctx.lineTo(x + s(0.33), y + s(0.45))
      ctx.lineTo(x + s(0.39), y + s(0.47))
      ctx.closePath()
      ctx.moveTo(x + s(0.44), y + s(0.5))
      ctx.lineTo(x + s(0.56), y + s(0.5))
      ctx.lineTo(x + s(0.58), y + s(0.56))
      ctx.quadraticCurveTo(x + s(0.72), y + s(0.6), x + s(0.74), y + s(0.72))
      ctx.lineTo(x + s(0.28), y + s(0.72))
      ctx.quadraticCurveTo(x + s(0.3), y + s(0.6), x + s(0.44), y + s(0.56))
      ctx.closePath()
    },
    cell * 0.012,
  )
}

/** Tails: a five-pointed star in a ring of dots. */
function paintTails(ctx: Ctx, x: number, y: number, cell: number): void {
  const cx = x + cell / 2
  const cy = y + cell / 2
  emboss(
    ctx,
    () => {
      ctx.beginPath()
      for (let i = 0; i < 10; i++) {
        const r = cell * (i % 2 === 0 ? 0.22 : 0.09)
        const a = -Math.PI / 2 + (i * Math.PI) / 5
        ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a))
      }
      ctx.closePath()
      for (let i = 0; i < 16; i++) {
        const a = (i * Math.PI) / 8
        const dx = cx + cell * 0.33 * Math.cos(a)
        const dy = cy + cell * 0.33 * Math.sin(a)
        ctx.moveTo(dx + cell * 0.018, dy)
        ctx.arc(dx, dy, cell * 0.018, 0, Math.PI * 2)
      }
    },
    cell * 0.012,
  )
}

/** Paints heads and tails into a canvas of COIN_GRID cells of `cell` pixels. */
export function paintCoinFaces(ctx: Ctx, cell: number): void {
  ctx.fillStyle = RIM
  ctx.fillRect(0, 0, cell * COIN_GRID.cols, cell * COIN_GRID.rows)
  disc(ctx, 0, 0, cell)
  paintHeads(ctx, 0, 0, cell)
  disc(ctx, cell, 0, cell)
  paintTails(ctx, cell, 0, cell)
}
