/**
 * Paints card faces and card backs onto a 2D canvas, at any size: the 3D atlas and the zoom overlay use the same
 * painter, so the big card looks exactly like the one on the table. Proportions are in a 200 × 280 design box scaled
 * to the target rectangle. Playing cards (the sandbox deck) are drawn here; the four games' frames in
 * gameCardPainter.ts; imported decks' faces (`img:` looks) by src/import/imageFaces.ts; backs in cardBackPainter.ts.
 */
import type { CardFace, PlayingCardFace } from '../boxes/types'
import { isImageLook, paintImageFace } from '../import/imageFaces'
import type { Language } from './language'
import { drawIcon } from './iconPainter'
import { paintGameCard } from './gameCardPainter'
import { pipLayout } from './pips'
import { shade } from './colour'

import { CARD_STOCK } from './cardBackPainter'
import { SANS, SERIF, fitText, roundRect } from './canvasText'

export { CARD_STOCK, cardBackKey, paintCardBack } from './cardBackPainter'

type Ctx = CanvasRenderingContext2D

const INK = '#1f2230'

/** Writes `text` centred at (cx, cy) in bold `font`, shrinking it until it fits `maxWidth`. */
function fitCentred(
  ctx: Ctx,
  text: string,
  cx: number,
  cy: number,
  maxWidth: number,
  size: number,
  font: string,
): void {
  fitText(ctx, text, cx, cy, maxWidth, size, { font })
}

function corner(ctx: Ctx, face: PlayingCardFace): void {
  ctx.fillStyle = face.colour
  let size = 34
  ctx.font = `bold ${size}px ${SERIF}`
  // Two-letter ranks ("10", "Ad") shrink to stay inside the corner.
  while (size > 14 && ctx.measureText(face.rank).width > 34) ctx.font = `bold ${(size -= 1)}px ${SERIF}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'alphabetic'
  ctx.fillText(face.rank, 23, 42)
  drawIcon(ctx, face.icon, 23, 62, 22, face.colour)
}

function pips(ctx: Ctx, face: PlayingCardFace): void {
  const box = { x: 46, y: 46, w: 108, h: 156 }
  const size = face.pips === 1 ? 84 : face.pips <= 6 ? 34 : 30
  for (const [px, py] of pipLayout(face.pips)) {
    const cx = box.x + px * box.w
    const cy = box.y + py * box.h
    // Symbols in the lower half are upside down, as on a classic deck.
    ctx.save()
    ctx.translate(cx, cy)
    if (py > 0.55) ctx.rotate(Math.PI)
    drawIcon(ctx, face.icon, 0, 0, size, face.colour)
    ctx.restore()
  }
}

function courtPanel(ctx: Ctx, face: PlayingCardFace): void {
  const g = ctx.createLinearGradient(0, 44, 0, 206)
  g.addColorStop(0, '#1b2540')
  g.addColorStop(1, '#0d1222')
  roundRect(ctx, 42, 44, 116, 162, 8)
  ctx.fillStyle = g
  ctx.fill()
  ctx.strokeStyle = '#c9a24a'
  ctx.lineWidth = 1.5
  ctx.stroke()
  // A few fixed stars behind the symbol.
  ctx.fillStyle = 'rgba(255, 244, 214, 0.7)'
  for (const [sx, sy, sr] of [
    [60, 62, 1.2],
    [138, 74, 1.5],
    [70, 180, 1],
    [146, 168, 1.2],
    [100, 58, 0.8],
    [54, 128, 0.9],
  ] as const) {
    ctx.beginPath()
    ctx.arc(sx, sy, sr, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.strokeStyle = shade(face.colour, 0.35)
  ctx.lineWidth = 1
  ctx.beginPath()
  ctx.arc(100, 118, 40, 0, Math.PI * 2)
  ctx.stroke()
  drawIcon(ctx, face.icon, 100, 118, 62, shade(face.colour, 0.3))
  ctx.fillStyle = '#e9c46a'
  ctx.font = `bold 24px ${SERIF}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(face.rank, 100, 186)
}

/**
 * Paints a card face into (x, y, w, h): an imported image face for an `img:` look, else the face's frame; an unknown
 * look paints a plain card naming the look.
 */
export function paintCardFace(
  ctx: Ctx,
  face: CardFace | undefined,
  look: string,
  lang: Language,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  if (isImageLook(look)) {
    paintImageFace(ctx, look, x, y, w, h)
    return
  }
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(w / 200, h / 280)
  ctx.fillStyle = CARD_STOCK
  ctx.fillRect(0, 0, 200, 280)
  const paper = ctx.createLinearGradient(0, 0, 0, 280)
  paper.addColorStop(0, '#fbf7ee')
  paper.addColorStop(1, '#efe6d2')
  roundRect(ctx, 0, 0, 200, 280, 12)
  ctx.fillStyle = paper
  ctx.fill()
  if (!face) {
    ctx.fillStyle = INK
    fitCentred(ctx, '?', 100, 120, 160, 80, SERIF)
    fitCentred(ctx, look || '—', 100, 220, 170, 16, SANS)
    ctx.restore()
    return
  }
  if (face.frame === 'playing') paintPlayingCard(ctx, face, lang)
  else paintGameCard(ctx, face, lang)
  ctx.restore()
}

/** The sandbox deck's playing-card face in the design box. */
function paintPlayingCard(ctx: Ctx, face: PlayingCardFace, lang: Language): void {
  roundRect(ctx, 9, 9, 182, 262, 8)
  ctx.strokeStyle = shade(face.colour, 0.45)
  ctx.lineWidth = 2
  ctx.stroke()
  corner(ctx, face)
  ctx.save()
  ctx.translate(200, 280)
  ctx.rotate(Math.PI)
  corner(ctx, face)
  ctx.restore()
  if (face.pips > 0) pips(ctx, face)
  else courtPanel(ctx, face)
  // Name ribbon between the corners.
  ctx.fillStyle = shade(face.colour, 0.82)
  roundRect(ctx, 42, 216, 116, 26, 6)
  ctx.fill()
  ctx.fillStyle = INK
  fitCentred(ctx, face.name[lang], 100, 229.5, 108, 15, SANS)
}
