/**
 * Card backs: the common Holotable back (a star field in a gold frame) and one back per game deck the boxes hold
 * (SWLCG Light, Dark and Force cards, the Hoth command decks, SWM stat cards, HKK). Cards with the same back can be
 * shuffled together without giving anything away; a back id no box knows paints the common back.
 * Drawn in the 200 × 280 design box scaled to the target rectangle; language-neutral, so never repainted.
 */
import { drawIcon } from './iconPainter'
import { SANS, fitText, roundRect, starPath } from './canvasText'

type Ctx = CanvasRenderingContext2D

/** Card stock colour; also what the card's edges show. */
export const CARD_STOCK = '#efe5cf'

/** Atlas key of a card back: '#back' for the common one, '#back:<back id>' for a game's. */
export function cardBackKey(back: string): string {
  return back ? `#back:${back}` : '#back'
}

/** A game back's colours and its emblem. */
interface BackStyle {
  inner: string
  outer: string
  trim: string
  emblem: 'star' | 'force' | 'ring' | 'hex' | 'shield'
  label: string
}

const BACKS: Readonly<Record<string, BackStyle>> = {
  'swlcg/back-light': { inner: '#5f93c9', outer: '#15294a', trim: '#dfe9f5', emblem: 'force', label: 'LIGHT SIDE' },
  'swlcg/back-dark': { inner: '#8f1d24', outer: '#1a0608', trim: '#d9a0a0', emblem: 'force', label: 'DARK SIDE' },
  'swlcg/back-force': { inner: '#6c5aa8', outer: '#1a1333', trim: '#e2d8ff', emblem: 'star', label: 'THE FORCE' },
  'hoth/back-rebel': { inner: '#c9c9c4', outer: '#6e2a22', trim: '#f2e6d8', emblem: 'ring', label: 'REBEL' },
  'hoth/back-empire': { inner: '#6d737b', outer: '#15171a', trim: '#c8ccd2', emblem: 'hex', label: 'EMPIRE' },
  'swm/back-character': { inner: '#3d5a73', outer: '#0f1a24', trim: '#d8b45c', emblem: 'shield', label: 'CHARACTER' },
  'hkk/back': { inner: '#8a5a2b', outer: '#2a1707', trim: '#e7c77a', emblem: 'star', label: 'H K K' },
}

/** Paints a card back into (x, y, w, h): the common back, or the game back `back` names. */
export function paintCardBack(ctx: Ctx, x: number, y: number, w: number, h: number, back = ''): void {
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(w / 200, h / 280)
  ctx.fillStyle = CARD_STOCK
  ctx.fillRect(0, 0, 200, 280)
  const style = BACKS[back]
  if (style) paintGameBack(ctx, style)
  else paintCommonBack(ctx)
  ctx.restore()
}

function frame(ctx: Ctx, inner: string, outer: string, trim: string): void {
  roundRect(ctx, 0, 0, 200, 280, 12)
  const g = ctx.createRadialGradient(100, 130, 10, 100, 140, 190)
  g.addColorStop(0, inner)
  g.addColorStop(1, outer)
  ctx.fillStyle = g
  ctx.fill()
  ctx.strokeStyle = trim
  ctx.lineWidth = 3
  roundRect(ctx, 10, 10, 180, 260, 8)
  ctx.stroke()
  ctx.lineWidth = 1
  roundRect(ctx, 16, 16, 168, 248, 5)
  ctx.stroke()
}

function paintGameBack(ctx: Ctx, s: BackStyle): void {
  frame(ctx, s.inner, s.outer, s.trim)
  ctx.strokeStyle = s.trim
  ctx.fillStyle = s.trim
  ctx.lineWidth = 3
  ctx.beginPath()
  ctx.arc(100, 130, 48, 0, Math.PI * 2)
  ctx.stroke()
  switch (s.emblem) {
    case 'force':
      // A ring crossed by a blade of light.
      ctx.beginPath()
      ctx.arc(100, 130, 28, 0, Math.PI * 2)
      ctx.stroke()
      ctx.lineWidth = 5
      ctx.beginPath()
      ctx.moveTo(100, 90)
      ctx.lineTo(100, 170)
      ctx.stroke()
      break
    case 'star':
      starPath(ctx, 100, 130, 5, 36, 15)
      ctx.fill()
      break
    case 'ring':
      ctx.lineWidth = 6
      ctx.beginPath()
      ctx.arc(100, 130, 30, 0, Math.PI * 2)
      ctx.stroke()
      break
    case 'hex':
      ctx.beginPath()
      for (let i = 0; i < 6; i++) {
        const a = Math.PI / 6 + (i * Math.PI) / 3
        ctx.lineTo(100 + 34 * Math.cos(a), 130 + 34 * Math.sin(a))
      }
      ctx.closePath()
      ctx.stroke()
      break
    case 'shield':
      ctx.beginPath()
      ctx.moveTo(76, 104)
      ctx.lineTo(124, 104)
      ctx.lineTo(124, 134)
      ctx.quadraticCurveTo(124, 156, 100, 164)
      ctx.quadraticCurveTo(76, 156, 76, 134)
      ctx.closePath()
      ctx.stroke()
      break
  }
  fitText(ctx, s.label, 100, 226, 150, 15, { font: SANS })
}

function paintCommonBack(ctx: Ctx): void {
  frame(ctx, '#24365e', '#0b1226', '#c9a24a')
  // Deterministic star field (a tiny LCG), so every peer's cards look alike.
  let seed = 7
  const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  ctx.fillStyle = 'rgba(255, 240, 200, 0.8)'
  for (let i = 0; i < 70; i++) {
    const sx = 20 + rnd() * 160
    const sy = 20 + rnd() * 240
    ctx.beginPath()
    ctx.arc(sx, sy, 0.4 + rnd() * 1.1, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.strokeStyle = '#d8b45c'
  ctx.lineWidth = 2.5
  for (const r of [46, 38]) {
    ctx.beginPath()
    ctx.arc(100, 140, r, 0, Math.PI * 2)
    ctx.stroke()
  }
  drawIcon(ctx, 'sun', 100, 140, 52, '#e2bd62')
  ctx.fillStyle = '#d8b45c'
  ctx.font = `bold 13px ${SANS}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText('H O L O T A B L E', 100, 232)
}
