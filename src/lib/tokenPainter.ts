/**
 * Paints token faces and backs into a square cell: a body of the token's shape (disc, square, hexagon, or a dial's
 * disc with a numbered window) in its colour, with a symbol, a short mark or a dial's number on top. The back shows
 * the back mark of a two-sided token, or just a ring. The whole cell is filled with the rim colour, which the
 * token's edge samples.
 */
import type { TokenFace, TokenShape } from '../boxes/types'
import { drawIcon } from './iconPainter'
import { SERIF, fitText, readableInk, roundRect, starPath } from './canvasText'
import { shade } from './colour'

type Ctx = CanvasRenderingContext2D

const LIGHT_INK = '#f7f0e1'

/** The body outline of a shape in a cell of side `size` (centre c). */
function bodyPath(ctx: Ctx, shape: TokenShape, c: number, size: number): void {
  if (shape === 'square') {
    roundRect(ctx, size * 0.16, size * 0.16, size * 0.68, size * 0.68, size * 0.07)
  } else if (shape === 'hex') {
    ctx.beginPath()
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3
      ctx.lineTo(c + Math.cos(a) * c * 0.9, c + Math.sin(a) * c * 0.9)
    }
    ctx.closePath()
  } else {
    ctx.beginPath()
    ctx.arc(c, c, c * 0.98, 0, Math.PI * 2)
  }
}

/** Draws a mark: a painted symbol ('#star', '#star2', '#force', '#ready', '#done') or text fitted to the token. */
function drawMark(ctx: Ctx, mark: string, c: number, size: number, shape: TokenShape, ink = LIGHT_INK): void {
  ctx.save()
  ctx.fillStyle = ink
  ctx.strokeStyle = ink
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  switch (mark) {
    case '#star':
    case '#star2':
      starPath(ctx, c, c, 5, size * 0.28, size * 0.12)
      ctx.fill()
      if (mark === '#star2') {
        ctx.lineWidth = size * 0.035
        ctx.beginPath()
        ctx.arc(c, c, size * 0.36, 0, Math.PI * 2)
        ctx.stroke()
      }
      break
    case '#force':
      ctx.lineWidth = size * 0.06
      ctx.beginPath()
      ctx.arc(c, c, size * 0.2, 0, Math.PI * 2)
      ctx.stroke()
      ctx.beginPath()
      ctx.moveTo(c, c - size * 0.28)
      ctx.lineTo(c, c + size * 0.28)
      ctx.stroke()
      break
    case '#ready':
      ctx.beginPath()
      ctx.moveTo(c - size * 0.12, c - size * 0.18)
      ctx.lineTo(c + size * 0.2, c)
      ctx.lineTo(c - size * 0.12, c + size * 0.18)
      ctx.closePath()
      ctx.fill()
      break
    case '#done':
      ctx.lineWidth = size * 0.08
      ctx.beginPath()
      ctx.moveTo(c - size * 0.18, c)
      ctx.lineTo(c - size * 0.04, c + size * 0.14)
      ctx.lineTo(c + size * 0.2, c - size * 0.14)
      ctx.stroke()
      break
    default: {
      if (!mark) break
      const big = shape === 'dial' ? 0.4 : mark.length <= 2 ? 0.4 : 0.3
      fitText(ctx, mark, c, c + size * 0.02, size * (shape === 'dial' ? 0.44 : 0.6), size * big, { font: SERIF })
    }
  }
  ctx.restore()
}

/** A dial: ticks round the rim and a dark window the number shows in. */
function dialFace(ctx: Ctx, colour: string, c: number, size: number): void {
  ctx.save()
  ctx.strokeStyle = shade(colour, 0.55)
  ctx.lineWidth = size * 0.02
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12
    const r1 = c * 0.8
    const r2 = c * (i % 2 === 0 ? 0.92 : 0.87)
    ctx.beginPath()
    ctx.moveTo(c + Math.cos(a) * r1, c + Math.sin(a) * r1)
    ctx.lineTo(c + Math.cos(a) * r2, c + Math.sin(a) * r2)
    ctx.stroke()
  }
  roundRect(ctx, c - size * 0.25, c - size * 0.2, size * 0.5, size * 0.4, size * 0.06)
  ctx.fillStyle = '#14161c'
  ctx.fill()
  ctx.strokeStyle = shade(colour, 0.45)
  ctx.lineWidth = size * 0.025
  ctx.stroke()
  ctx.restore()
}

/** Paints a token side into the square (x, y, size); `back` paints the reverse. */
export function paintToken(ctx: Ctx, face: TokenFace | undefined, back: boolean, x: number, y: number, size: number) {
  const colour = face?.colour ?? '#777777'
  const shape = face?.shape ?? 'round'
  const c = size / 2
  ctx.save()
  ctx.translate(x, y)
  ctx.fillStyle = shade(colour, -0.35)
  ctx.fillRect(0, 0, size, size)
  const g = ctx.createRadialGradient(c * 0.8, c * 0.7, size * 0.05, c, c, c)
  g.addColorStop(0, shade(colour, back ? -0.05 : 0.18))
  g.addColorStop(1, shade(colour, back ? -0.3 : -0.12))
  bodyPath(ctx, shape, c, size)
  ctx.fillStyle = g
  ctx.fill()
  ctx.strokeStyle = shade(colour, 0.45)
  ctx.lineWidth = size * 0.035
  // An inner ring: the body's outline shrunk about the centre (the path keeps the scale, the stroke width does not).
  ctx.save()
  ctx.translate(c, c)
  ctx.scale(0.82, 0.82)
  ctx.translate(-c, -c)
  bodyPath(ctx, shape, c, size)
  ctx.restore()
  ctx.stroke()
  if (!face) {
    if (!back) drawMark(ctx, '?', c, size, 'round')
  } else if (back) {
    if (face.backMark !== undefined) drawMark(ctx, face.backMark, c, size, shape, readableInk(colour))
  } else {
    // A dial's number sits in its dark window; anything else is written on the token's own colour.
    const ink = shape === 'dial' ? LIGHT_INK : readableInk(colour)
    if (shape === 'dial') dialFace(ctx, colour, c, size)
    if (face.icon) drawIcon(ctx, face.icon, c, c, size * 0.52, ink)
    else if (face.mark !== undefined) drawMark(ctx, face.mark, c, size, shape, ink)
  }
  ctx.restore()
}
