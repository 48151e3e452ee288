/**
 * Card frames of the four games, painted from catalogue facts in the 200 × 280 design box: SWLCG (its own module),
 * the generic HKK frame (VP cost, type, our demo text, damage / life or structure points), SWM stat cards (cost,
 * the stat block, ability names with our one-line summaries) and Battle of Hoth command cards (section or tactic,
 * leader, the engine-generated text). Texts painted here are ours (generated or project-authored), never printed ones.
 */
import type { GameCardFace } from '../boxes/types'
import type { Language } from './language'
import { SANS, SERIF, drawWrapped, fitText, numberBadge, roundRect } from './canvasText'
import { shade } from './colour'
import { paintSwlcgCard } from './swlcgCardPainter'

type Ctx = CanvasRenderingContext2D

const INK = '#1f2230'

/** A stat's value by key, or null. */
function stat(face: GameCardFace, key: string): number | string | null {
  return face.card.stats.find((s) => s.key === key)?.value ?? null
}

/** Frame and title bar shared by the simpler frames; returns the y below the bar. */
function titleBar(ctx: Ctx, face: GameCardFace, lang: Language, costRight: boolean): number {
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
function typeLine(ctx: Ctx, face: GameCardFace, lang: Language, y: number): void {
  ctx.fillStyle = shade(face.card.colour, 0.78)
  roundRect(ctx, 12, y, 176, 18, 4)
  ctx.fill()
  ctx.fillStyle = INK
  fitText(ctx, face.card.type[lang], 100, y + 9, 168, 11)
}

/** A soft art field in the card's colour with a faint emblem letter. */
function artField(ctx: Ctx, face: GameCardFace, y: number, h: number, emblem: string): void {
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
function textBox(ctx: Ctx, text: string | undefined, y: number, h: number): void {
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

/** HKK: the generic frame. */
function paintHkk(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  artField(ctx, face, y + 2, 82, (face.card.type.en.split(' ')[0] ?? '').charAt(0))
  typeLine(ctx, face, lang, y + 88)
  textBox(ctx, face.card.text?.[lang], y + 110, 96)
  const damage = stat(face, 'damage')
  const life = stat(face, 'life')
  const structure = stat(face, 'structure')
  if (damage !== null) numberBadge(ctx, String(damage), 30, 254, 15, '#9b2c22', '#fff', '#f0d79a')
  if (life !== null) numberBadge(ctx, String(life), 170, 254, 15, '#2f6b3a', '#fff', '#f0d79a')
  if (structure !== null) {
    ctx.fillStyle = '#5a4a32'
    roundRect(ctx, 140, 240, 48, 28, 5)
    ctx.fill()
    ctx.fillStyle = '#fff'
    fitText(ctx, `${structure} Sp`, 164, 254, 44, 14, { font: SERIF })
  }
  if (damage !== null && life !== null) {
    ctx.fillStyle = INK
    fitText(ctx, '/', 100, 254, 20, 18, { font: SERIF })
  }
}

/** SWM: a stat card (cost top right, the stat block, abilities in our words). */
function paintSwm(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, true)
  typeLine(ctx, face, lang, y + 2)
  const stats = face.card.stats
  const top = y + 26
  stats.forEach((s, i) => {
    const col = i % 2
    const row = Math.floor(i / 2)
    const x = 12 + col * 89
    const yy = top + row * 26
    roundRect(ctx, x, yy, 87, 23, 4)
    ctx.fillStyle = i % 4 === 0 || i % 4 === 3 ? '#e9e1cc' : '#ddd3ba'
    ctx.fill()
    ctx.fillStyle = '#4a4e5a'
    fitText(ctx, (face.statNames[s.key] ?? { en: s.key, hu: s.key })[lang], x + 5, yy + 11.5, 52, 10, {
      weight: 'normal',
      align: 'left',
    })
    ctx.fillStyle = INK
    fitText(ctx, String(s.value), x + 82, yy + 11.5, 28, 15, { font: SERIF, align: 'right' })
  })
  const below = top + Math.ceil(stats.length / 2) * 26 + 4
  textBox(ctx, face.card.text?.[lang], below, 270 - below)
}

/** Battle of Hoth: a command card (section or tactic, leader), with the engine's generated text. */
function paintHoth(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  typeLine(ctx, face, lang, y + 2)
  // The emblem is the card kind's initial (Section / Tactic), in the UI language.
  artField(ctx, face, y + 24, 60, face.card.type[lang].charAt(0))
  textBox(ctx, face.card.text?.[lang], y + 90, 270 - (y + 90))
}

/** Any other game: name, type, cost, stats as a list, tags. */
function paintGeneric(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  typeLine(ctx, face, lang, y + 2)
  const lines = face.card.stats.map((s) => `${(face.statNames[s.key] ?? { en: s.key, hu: s.key })[lang]}: ${s.value}`)
  const tags = face.card.tags.map((t) => t[lang]).join(' · ')
  textBox(ctx, [...lines, tags].filter(Boolean).join('\n'), y + 26, 270 - (y + 26))
}

/** Paints a game card face in the design box (the canvas is already scaled to 200 × 280, paper painted). */
export function paintGameCard(ctx: Ctx, face: GameCardFace, lang: Language): void {
  ctx.save()
  ctx.font = `12px ${SANS}`
  switch (face.frame) {
    case 'swlcg':
      paintSwlcgCard(ctx, face, lang)
      break
    case 'hkk':
      paintHkk(ctx, face, lang)
      break
    case 'swm':
      paintSwm(ctx, face, lang)
      break
    case 'hoth':
      paintHoth(ctx, face, lang)
      break
    default:
      paintGeneric(ctx, face, lang)
  }
  ctx.restore()
}
