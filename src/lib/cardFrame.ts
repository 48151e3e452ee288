/**
 * The parts the simpler game card frames share (HKK, SWM stat cards, Battle of Hoth command cards, any other
 * game): the border with its title bar and cost badge, the type line, an art field, a text box. All draw in the
 * 200 × 280 design box; each game's painter (src/games/<id>/pieces) lays them out its own way.
 */
import type { GameCardFace } from '../boxes/types'
import type { Language } from './language'
import { SERIF, drawWrapped, fitText, numberBadge, roundRect } from './canvasText'
import { shade } from './colour'

type Ctx = CanvasRenderingContext2D

/** The frames' ink colour. */
export const INK = '#1f2230'

/** A stat's value by key, or null. */
export function stat(face: GameCardFace, key: string): number | string | null {
  return face.card.stats.find((s) => s.key === key)?.value ?? null
}

/** Frame and title bar shared by the simpler frames; returns the y below the bar. */
export function titleBar(ctx: Ctx, face: GameCardFace, lang: Language, costRight: boolean): number {
  const { card } = face
  roundRect(ctx, 4, 4, 192, 272, 10)
  ctx.strokeStyle = shade(card.colour, -0.15)
  ctx.lineWidth = 6
  ctx.stroke()
  roundRect(ctx, 10, 10, 180, 32, 6)
  ctx.fillStyle = shade(card.colour, -0.1)
  ctx.fill()
  const hasCost = card.cost !== undefined
  ctx.fillStyle = '#fdf8ea'
  const left = hasCost && !costRight ? 44 : 16
  const right = hasCost && costRight ? 156 : 184
  fitText(ctx, face.name[lang], (left + right) / 2, 26.5, right - left, 15, { font: SERIF })
  if (hasCost) {
    const cx = costRight ? 172 : 27
    numberBadge(ctx, String(card.cost), cx, 26, 14, '#2d2450', '#f5e9c8', '#c9a24a')
  }
  return 46
}

/** The type line under the title. */
export function typeLine(ctx: Ctx, face: GameCardFace, lang: Language, y: number): void {
  ctx.fillStyle = shade(face.card.colour, 0.78)
  roundRect(ctx, 12, y, 176, 18, 4)
  ctx.fill()
  ctx.fillStyle = INK
  fitText(ctx, face.card.type[lang], 100, y + 9, 168, 11)
}

/** A soft art field in the card's colour with a faint emblem letter. */
export function artField(ctx: Ctx, face: GameCardFace, y: number, h: number, emblem: string): void {
  const g = ctx.createLinearGradient(0, y, 0, y + h)
  g.addColorStop(0, shade(face.card.colour, 0.35))
  g.addColorStop(1, shade(face.card.colour, -0.45))
  roundRect(ctx, 12, y, 176, h, 6)
  ctx.fillStyle = g
  ctx.fill()
  ctx.fillStyle = 'rgba(255, 248, 230, 0.55)'
  fitText(ctx, emblem, 100, y + h / 2, 150, h * 0.6, { font: SERIF })
}

/** The text box: our own text, wrapped. */
export function textBox(ctx: Ctx, text: string | undefined, y: number, h: number): void {
  roundRect(ctx, 12, y, 176, h, 5)
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)'
  ctx.fill()
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.15)'
  ctx.lineWidth = 1
  ctx.stroke()
  if (!text) return
  ctx.fillStyle = INK
  drawWrapped(ctx, text, 18, y + 5, 164, h - 10, 11)
}
