/**
 * One canvas texture for every face with words at the seats: the card played this turn, the top card of each
 * discard pile, each player's placard (leader or side, whose turn it is) and the count badges of hands, decks
 * and discard piles.
 * Sharing one texture lets SeatTable draw all of them as one merged mesh, one draw call. The atlas is repainted
 * only when what it shows changes (see `atlasKey`). Faces are generated from the card definitions, in the
 * language asked for.
 */
import { LEADERS } from '../../../../engine/games/hoth'
import type { CardDef, Side } from '../../../../engine/games/hoth'
import type { Language } from '../../../lib/language'
import { paintEmblem } from './cardBackTexture'
import type { SeatInfo } from './seatModel'
import { SEAT_TEXT, playerLabel } from './seatText'

type Ctx = CanvasRenderingContext2D

/** A face the atlas holds: a card (played or on a discard pile), a seat's placard or a count badge. */
export type AtlasFace =
  | { kind: 'card'; def: CardDef; played: boolean }
  | { kind: 'placard'; info: SeatInfo }
  | { kind: 'badge'; side: Side; count: number }

/** A cell of the atlas in canvas pixels (y down). */
export interface AtlasCell {
  x: number
  y: number
  w: number
  h: number
}

/** Atlas size (pixels). */
export const ATLAS_SIZE = { w: 2048, h: 1024 }
/** Card cells keep the card's 63 × 88 proportions; placard cells the placard's. */
const CARD_CELL = { w: 320, h: 447 }
const PLACARD_CELL = { w: 640, h: 216 }
const BADGE_CELL = { w: 112, h: 112 }
const GAP = 8
const BADGE_ROW = CARD_CELL.h + GAP + 2 * (PLACARD_CELL.h + GAP)

/**
 * Cells for `faces` in order: cards along the top row, placards in two rows of three below, badges in the
 * bottom row. Six cards, six placards and seventeen badges fit; a table has at most five cards with words (the
 * played one and four discard tops), four placards and twelve badges.
 */
export function atlasCells(faces: readonly AtlasFace[]): AtlasCell[] {
  const next = { card: 0, placard: 0, badge: 0 }
  return faces.map((f) => {
    const i = next[f.kind]++
    if (f.kind === 'card') return { x: i * (CARD_CELL.w + GAP), y: 0, ...CARD_CELL }
    if (f.kind === 'badge') return { x: i * (BADGE_CELL.w + GAP), y: BADGE_ROW, ...BADGE_CELL }
    const y = CARD_CELL.h + GAP + Math.floor(i / 3) * (PLACARD_CELL.h + GAP)
    return { x: (i % 3) * (PLACARD_CELL.w + GAP), y, ...PLACARD_CELL }
  })
}

/** A cell's texture coordinates (three flips canvas textures: v = 1 is the canvas's top). */
export function cellUv(cell: AtlasCell): { u0: number; v0: number; u1: number; v1: number } {
  return {
    u0: cell.x / ATLAS_SIZE.w,
    u1: (cell.x + cell.w) / ATLAS_SIZE.w,
    v0: 1 - (cell.y + cell.h) / ATLAS_SIZE.h,
    v1: 1 - cell.y / ATLAS_SIZE.h,
  }
}

/** A string that changes exactly when the painted atlas would (so equal keys skip a repaint). */
export function atlasKey(faces: readonly AtlasFace[], lang: Language): string {
  const part = (f: AtlasFace) => {
    if (f.kind === 'card') return `c:${f.def.id}:${f.played ? 1 : 0}`
    if (f.kind === 'badge') return `b:${f.side}:${f.count}`
    const { seat, leader, teamIndex, teamSize, active } = f.info
    return `p:${seat}:${leader}:${teamIndex}/${teamSize}:${active ? 1 : 0}`
  }
  return `${lang}|${faces.map(part).join('|')}`
}

const SANS = '"DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", "DejaVu Sans", sans-serif'
const ACCENT: Readonly<Record<Side, string>> = { rebel: '#d9691c', empire: '#b3242b' }
const AMBER = '#f2b544'

/** Sets a bold font of `size` px, shrunk until `text` fits `maxWidth`; returns the size used. */
function fitFont(ctx: Ctx, text: string, maxWidth: number, size: number, weight = 'bold'): number {
  let s = size
  ctx.font = `${weight} ${s}px ${SANS}`
  while (s > 8 && ctx.measureText(text).width > maxWidth) {
    s -= 1
    ctx.font = `${weight} ${s}px ${SANS}`
  }
  return s
}

/** Breaks `text` into at most `maxLines` lines of `maxWidth`, shrinking the font from `size` until it does. */
function wrap(
  ctx: Ctx,
  text: string,
  maxWidth: number,
  maxLines: number,
  size: number,
): { lines: string[]; size: number } {
  for (let s = size; ; s -= 2) {
    ctx.font = `bold ${s}px ${SANS}`
    const lines: string[] = []
    for (const word of text.split(/\s+/)) {
      const last = lines[lines.length - 1]
      if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= maxWidth)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    const fits = lines.every((l) => ctx.measureText(l).width <= maxWidth)
    if ((lines.length <= maxLines && fits) || s <= 14) return { lines, size: s }
  }
}

/** A card face: its kind in a band of the side's colour, its name large, its leader, and "played" when it is. */
function paintCard(ctx: Ctx, c: AtlasCell, def: CardDef, played: boolean, lang: Language) {
  const accent = ACCENT[def.side]
  ctx.fillStyle = accent
  ctx.beginPath()
  ctx.roundRect(c.x, c.y, c.w, c.h, 18)
  ctx.fill()
  ctx.fillStyle = '#efe5cf'
  ctx.beginPath()
  ctx.roundRect(c.x + 10, c.y + 10, c.w - 20, c.h - 20, 12)
  ctx.fill()
  ctx.save()
  ctx.globalAlpha = 0.1
  ctx.fillStyle = ctx.strokeStyle = accent
  paintEmblem(ctx, def.side, c.x + c.w / 2, c.y + c.h * 0.72, 80)
  ctx.restore()
  ctx.fillStyle = def.side === 'empire' ? '#2a2d33' : accent
  ctx.fillRect(c.x + 10, c.y + 10, c.w - 20, 62)
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  const kind = SEAT_TEXT[def.kind][lang].toUpperCase()
  fitFont(ctx, kind, c.w - 44, 30)
  ctx.fillText(kind, c.x + c.w / 2, c.y + 42)
  ctx.fillStyle = '#1f2230'
  const name = wrap(ctx, def.name[lang], c.w - 44, 4, 58)
  const lineH = name.size * 1.12
  // The name sits in the middle of what the band, the leader line and the "played" tag leave free.
  const areaTop = c.y + 80
  const areaBottom = c.y + c.h - (played ? 76 : 16) - (def.leader ? 48 : 0)
  const first = (areaTop + areaBottom) / 2 - ((name.lines.length - 1) * lineH) / 2
  name.lines.forEach((line, i) => ctx.fillText(line, c.x + c.w / 2, first + i * lineH))
  if (def.leader) {
    ctx.fillStyle = accent
    const leader = `${SEAT_TEXT.leader[lang]}: ${LEADERS[def.leader].name[lang]}`
    fitFont(ctx, leader, c.w - 44, 28, 'italic bold')
    ctx.fillText(leader, c.x + c.w / 2, c.y + c.h - (played ? 100 : 40))
  }
  if (played) {
    ctx.fillStyle = AMBER
    ctx.fillRect(c.x + 10, c.y + c.h - 70, c.w - 20, 60)
    ctx.fillStyle = '#1f2230'
    const tag = SEAT_TEXT.played[lang].toUpperCase()
    fitFont(ctx, tag, c.w - 44, 34)
    ctx.fillText(tag, c.x + c.w / 2, c.y + c.h - 40)
  }
}

/** The placard's two lines of name: what is over the title (small capitals) and the title itself. */
export function placardTitle(info: SeatInfo, lang: Language): { over: string; title: string } {
  const side = SEAT_TEXT[info.side][lang]
  if (info.leader) return { over: `${SEAT_TEXT.leader[lang]} · ${side}`, title: LEADERS[info.leader].name[lang] }
  if (info.teamSize === 2) return { over: side, title: playerLabel(info.teamIndex, lang) }
  return { over: '', title: side }
}

/** A seat's placard: its side's emblem, its leader (or side, or player number) and whether it is to play. */
function paintPlacard(ctx: Ctx, c: AtlasCell, info: SeatInfo, lang: Language) {
  const accent = ACCENT[info.side]
  ctx.fillStyle = info.active ? AMBER : accent
  ctx.beginPath()
  ctx.roundRect(c.x, c.y, c.w, c.h, 22)
  ctx.fill()
  const g = ctx.createLinearGradient(0, c.y, 0, c.y + c.h)
  g.addColorStop(0, '#252b36')
  g.addColorStop(1, '#12161d')
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.roundRect(
    c.x + (info.active ? 14 : 9),
    c.y + (info.active ? 14 : 9),
    c.w - (info.active ? 28 : 18),
    c.h - (info.active ? 28 : 18),
    15,
  )
  ctx.fill()
  ctx.fillStyle = ctx.strokeStyle = accent
  paintEmblem(ctx, info.side, c.x + 100, c.y + c.h / 2, 60)
  const left = c.x + 190
  const width = c.w - 190 - 30
  const { over, title } = placardTitle(info, lang)
  ctx.textAlign = 'left'
  ctx.textBaseline = 'middle'
  const headline = (info.active ? [over, SEAT_TEXT.turn[lang]].filter(Boolean).join(' · ') : over).toUpperCase()
  if (headline) {
    ctx.fillStyle = info.active ? AMBER : '#9fb0c8'
    fitFont(ctx, headline, width, 34)
    ctx.fillText(headline, left, c.y + 62)
  }
  ctx.fillStyle = '#f4f1ea'
  fitFont(ctx, title, width, 70)
  ctx.fillText(title, left, c.y + (headline ? 136 : c.h / 2))
}

/** A count badge: a big number on a dark disc rimmed in the side's colour. */
function paintBadge(ctx: Ctx, c: AtlasCell, side: Side, count: number) {
  const r = c.w / 2
  ctx.fillStyle = ACCENT[side]
  ctx.beginPath()
  ctx.arc(c.x + r, c.y + r, r - 2, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#151a22'
  ctx.beginPath()
  ctx.arc(c.x + r, c.y + r, r - 11, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  fitFont(ctx, String(count), c.w - 34, 64)
  ctx.fillText(String(count), c.x + r, c.y + r + 3)
}

/** Paints `faces` into their cells (see `atlasCells`) on a cleared atlas canvas. */
export function paintAtlas(ctx: Ctx, faces: readonly AtlasFace[], lang: Language): void {
  ctx.clearRect(0, 0, ATLAS_SIZE.w, ATLAS_SIZE.h)
  const cells = atlasCells(faces)
  faces.forEach((f, i) => {
    const cell = cells[i]!
    if (f.kind === 'card') paintCard(ctx, cell, f.def, f.played, lang)
    else if (f.kind === 'badge') paintBadge(ctx, cell, f.side, f.count)
    else paintPlacard(ctx, cell, f.info, lang)
  })
}
