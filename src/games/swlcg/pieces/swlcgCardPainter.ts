/**
 * The generic Star Wars: The Card Game frame, painted from the catalogue's facts only: name (with a unique mark),
 * cost, Force icons, combat icons (edge-enabled ones in a gold frame), type, traits and keywords, damage capacity,
 * resources, edge priority, the objective set number and the rules text the engine generates from its own encoding
 * of the card (never the printed text). Draws in the 200 × 280 design box.
 */
import type { GameCardFace } from '../../../boxes/types'
import type { Language } from '../../../lib/language'
import { SERIF, drawWrapped, fitText, numberBadge, roundRect } from '../../../lib/canvasText'
import { shade } from '../../../lib/colour'

type Ctx = CanvasRenderingContext2D

/** A stat's value as a number (0 when absent or not numeric). */
function stat(face: GameCardFace, key: string): number | null {
  const s = face.card.stats.find((x) => x.key === key)
  return s && typeof s.value === 'number' ? s.value : null
}

/** The card's type word in English ('Unit', 'Objective', 'Force card' …), which picks the layout. */
function typeWord(face: GameCardFace): string {
  return face.card.type.en.split(' — ')[0] ?? ''
}

/** A Force icon: a small circle with a vertical stroke, as printed in the card's top-right column. */
function forceIcon(ctx: Ctx, cx: number, cy: number, r: number, colour: string): void {
  ctx.save()
  ctx.strokeStyle = colour
  ctx.fillStyle = '#f6f1e4'
  ctx.lineWidth = r * 0.28
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fill()
  ctx.stroke()
  ctx.beginPath()
  ctx.moveTo(cx, cy - r * 0.6)
  ctx.lineTo(cx, cy + r * 0.6)
  ctx.stroke()
  ctx.restore()
}

/** The three combat icons' symbols: unit damage (a burst), blast damage (a ringed disc), tactics (a chevron). */
function combatIcon(ctx: Ctx, kind: 'unit' | 'blast' | 'tactics', cx: number, cy: number, r: number): void {
  ctx.save()
  if (kind === 'unit') {
    ctx.fillStyle = '#b3261e'
    ctx.beginPath()
    for (let i = 0; i < 16; i++) {
      const rr = i % 2 === 0 ? r : r * 0.55
      const a = (i * Math.PI) / 8
      ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr)
    }
    ctx.closePath()
    ctx.fill()
  } else if (kind === 'blast') {
    ctx.fillStyle = '#d9822b'
    ctx.beginPath()
    ctx.arc(cx, cy, r * 0.55, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = '#d9822b'
    ctx.lineWidth = r * 0.22
    ctx.beginPath()
    ctx.arc(cx, cy, r * 0.9, 0, Math.PI * 2)
    ctx.stroke()
  } else {
    ctx.strokeStyle = '#2f6fb0'
    ctx.lineWidth = r * 0.38
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.beginPath()
    ctx.moveTo(cx - r * 0.75, cy + r * 0.5)
    ctx.lineTo(cx, cy - r * 0.45)
    ctx.lineTo(cx + r * 0.75, cy + r * 0.5)
    ctx.stroke()
  }
  ctx.restore()
}

/**
 * The row of combat icons: each kind with its count, then the edge-enabled ones inside a gold frame. On a face with
 * an emphasis (a strike at the table), the icons that count are lit and the others dimmed.
 */
function combatRow(ctx: Ctx, face: GameCardFace, y: number): void {
  const kinds = [
    ['unit', 'unitDamage', 'edgeUnitDamage'],
    ['blast', 'blastDamage', 'edgeBlastDamage'],
    ['tactics', 'tactics', 'edgeTactics'],
  ] as const
  const normal = kinds.filter(([, key]) => (stat(face, key) ?? 0) > 0)
  const edge = kinds.filter(([, , key]) => (stat(face, key) ?? 0) > 0)
  let x = 16
  const draw = (kind: 'unit' | 'blast' | 'tactics', key: string) => {
    const lit = face.emphasis?.includes(key)
    for (let i = 0; i < (stat(face, key) ?? 0); i++) {
      ctx.save()
      if (lit) glow(ctx, x + 8, y, 12)
      else if (face.emphasis) ctx.globalAlpha = 0.28
      combatIcon(ctx, kind, x + 8, y, 8)
      ctx.restore()
      x += 18
    }
  }
  for (const [kind, key] of normal) draw(kind, key)
  if (edge.length > 0) {
    const start = x + 2
    x += 6
    for (const [kind, , key] of edge) draw(kind, key)
    roundRect(ctx, start, y - 12, x - start + 2, 24, 5)
    ctx.strokeStyle = '#c9a24a'
    ctx.lineWidth = 2
    ctx.stroke()
  }
}

/** A warm light behind an icon that counts. */
function glow(ctx: Ctx, cx: number, cy: number, r: number): void {
  const g = ctx.createRadialGradient(cx, cy, r * 0.3, cx, cy, r)
  g.addColorStop(0, 'rgba(255, 226, 120, 0.95)')
  g.addColorStop(1, 'rgba(255, 226, 120, 0)')
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fill()
}

/** The art panel: a dark field lit in the affiliation's colour, with the card's type as a faint emblem. */
function artPanel(ctx: Ctx, face: GameCardFace, y: number, h: number, lang: Language): void {
  const colour = face.card.colour
  const g = ctx.createRadialGradient(100, y + h * 0.45, 6, 100, y + h / 2, h)
  g.addColorStop(0, shade(colour, 0.25))
  g.addColorStop(1, shade(colour, -0.6))
  roundRect(ctx, 14, y, 158, h, 6)
  ctx.fillStyle = g
  ctx.fill()
  ctx.strokeStyle = 'rgba(255, 244, 214, 0.35)'
  ctx.lineWidth = 1.5
  ctx.beginPath()
  ctx.arc(93, y + h / 2, h * 0.36, 0, Math.PI * 2)
  ctx.stroke()
  ctx.fillStyle = 'rgba(255, 244, 214, 0.8)'
  const word = face.card.type[lang].split(' — ')[0] ?? ''
  fitText(ctx, word.toUpperCase(), 93, y + h / 2, 130, 17, { font: SERIF })
}

/** Paints an SWLCG card face in the design box (the canvas is already scaled to 200 × 280). */
export function paintSwlcgCard(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const { card } = face
  const colour = card.colour
  const kind = typeWord(face)
  // Frame in the affiliation's colour.
  roundRect(ctx, 4, 4, 192, 272, 10)
  ctx.strokeStyle = shade(colour, -0.2)
  ctx.lineWidth = 5
  ctx.stroke()
  // Title bar with cost and unique mark.
  roundRect(ctx, 10, 10, 180, 34, 7)
  ctx.fillStyle = shade(colour, -0.15)
  ctx.fill()
  const unique = card.tags.some((t) => t.en === 'Unique')
  let left = 18
  if (card.cost !== undefined) {
    numberBadge(ctx, String(card.cost), 27, 27, 14, '#1c1f2a', '#f5e9c8', '#c9a24a')
    left = 46
  }
  ctx.fillStyle = '#fdf8ea'
  const title = `${unique ? '◆ ' : ''}${face.name[lang]}`
  fitText(ctx, title, left + (186 - left) / 2 - 4, 27.5, 186 - left - 12, 15, { font: SERIF })
  // Force icons down the right edge.
  // A card with rules text keeps a smaller art panel (and tighter Force icons beside it), so the text box fits
  // above the combat icons and stats.
  const text = card.text?.[lang]
  const force = stat(face, 'force') ?? 0
  const step = text ? 12 : 17
  for (let i = 0; i < force; i++) forceIcon(ctx, 183, 57 + i * step, text ? 5.5 : 7, shade(colour, -0.3))
  const art = kind === 'Force card' ? 150 : text ? 40 + Math.max(0, force - 3) * step : 98
  artPanel(ctx, face, 50, art, lang)
  if (kind === 'Force card') return
  // Type line and traits.
  const typeY = 54 + art
  ctx.fillStyle = shade(colour, 0.75)
  roundRect(ctx, 14, typeY, 172, 18, 4)
  ctx.fill()
  ctx.fillStyle = '#1f2230'
  fitText(ctx, card.type[lang], 100, typeY + 9, 164, 11)
  const tags = card.tags.filter((t) => t.en !== 'Unique').map((t) => t[lang])
  const tagsH = text ? 16 : 30
  if (tags.length > 0) {
    ctx.fillStyle = '#3b3f4d'
    drawWrapped(ctx, tags.join(' · '), 16, typeY + 22, 168, tagsH, text ? 9 : 11, { weight: 'italic', align: 'center' })
  }
  // Units keep room for their combat icons, fate cards for their priority badge.
  if (text) rulesBox(ctx, text, typeY + 24 + tagsH, kind === 'Unit' || stat(face, 'edgePriority') !== null ? 212 : 240)
  if (kind === 'Unit') combatRow(ctx, face, 220)
  bottomStats(ctx, face)
}

/** The rules text the engine generated, on a light panel from `top` to `bottom` (never the printed text). */
function rulesBox(ctx: Ctx, text: string, top: number, bottom: number): void {
  roundRect(ctx, 14, top, 172, bottom - top, 4)
  ctx.fillStyle = 'rgba(253, 248, 234, 0.9)'
  ctx.fill()
  ctx.fillStyle = '#1f2230'
  drawWrapped(ctx, text, 18, top + 3, 164, bottom - top - 6, 9.5)
}

/** Damage capacity (a shield, bottom right), resources (a gold square, bottom left), edge priority, set number. */
function bottomStats(ctx: Ctx, face: GameCardFace): void {
  const damage = stat(face, 'damageCapacity')
  const resources = stat(face, 'resources')
  const priority = stat(face, 'edgePriority')
  if (damage !== null) {
    ctx.beginPath()
    ctx.moveTo(166, 244)
    ctx.lineTo(188, 244)
    ctx.lineTo(188, 258)
    ctx.quadraticCurveTo(188, 270, 177, 274)
    ctx.quadraticCurveTo(166, 270, 166, 258)
    ctx.closePath()
    ctx.fillStyle = '#7b1f1f'
    ctx.fill()
    ctx.fillStyle = '#fff'
    fitText(ctx, String(damage), 177, 257, 18, 15, { font: SERIF })
  }
  if (resources !== null) {
    roundRect(ctx, 12, 246, 24, 24, 4)
    ctx.fillStyle = '#c9a24a'
    ctx.fill()
    ctx.fillStyle = '#1f2230'
    fitText(ctx, String(resources), 24, 258.5, 20, 15, { font: SERIF })
  }
  if (priority !== null) numberBadge(ctx, String(priority), 24, 228, 13, '#3a2f5c', '#fff', '#c9a24a')
  const set = face.card.stats.find((s) => s.key === 'objectiveSet')
  if (set) {
    ctx.fillStyle = '#5a5e6b'
    fitText(ctx, String(set.value), 100, 262, 110, 10, { weight: 'normal' })
  }
}
