/**
 * Paints token faces (a coloured disc with a symbol) and their backs (the disc with a ring only) into a
 * square cell. The whole cell is filled with the rim colour, which the token's edge samples.
 */
import type { TokenFace } from '../boxes/types'
import { drawIcon } from './iconPainter'
import { shade } from './colour'

type Ctx = CanvasRenderingContext2D

/** Paints a token side into the square (x, y, size); `back` paints the symbol-less reverse. */
export function paintToken(ctx: Ctx, face: TokenFace | undefined, back: boolean, x: number, y: number, size: number) {
  const colour = face?.colour ?? '#777777'
  const c = size / 2
  ctx.save()
  ctx.translate(x, y)
  ctx.fillStyle = shade(colour, -0.35)
  ctx.fillRect(0, 0, size, size)
  const g = ctx.createRadialGradient(c * 0.8, c * 0.7, size * 0.05, c, c, c)
  g.addColorStop(0, shade(colour, back ? -0.05 : 0.18))
  g.addColorStop(1, shade(colour, back ? -0.3 : -0.12))
  ctx.beginPath()
  ctx.arc(c, c, c * 0.98, 0, Math.PI * 2)
  ctx.fillStyle = g
  ctx.fill()
  ctx.strokeStyle = shade(colour, 0.45)
  ctx.lineWidth = size * 0.035
  ctx.beginPath()
  ctx.arc(c, c, c * 0.8, 0, Math.PI * 2)
  ctx.stroke()
  if (face && !back) drawIcon(ctx, face.icon, c, c, size * 0.52, '#f7f0e1')
  if (!face && !back) {
    ctx.fillStyle = '#f7f0e1'
    ctx.font = `bold ${size * 0.45}px sans-serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText('?', c, c)
  }
  ctx.restore()
}
