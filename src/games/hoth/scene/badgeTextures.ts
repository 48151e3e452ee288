/**
 * Special-force badge faces painted on canvases (pictograms only, no words): commando dagger, E-Web gun on its
 * tripod (deployed) or carried with a move arrow (mobile), recon binoculars, elite troops' chevrons and the
 * elite squadron's wings. Dark symbols on an ivory plate with a brass rim.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { Badge } from '../../../../engine/games/hoth'

/** What a badge plate shows: the badge, with the E-Web's two sides told apart. */
export type BadgeLook = Exclude<Badge, 'e-web'> | 'e-web-deployed' | 'e-web-mobile'

/** The look of a unit's badge (null: no badge). */
export function badgeLook(badge: Badge | null, deployed: boolean): BadgeLook | null {
  if (badge === null) return null
  if (badge === 'e-web') return deployed ? 'e-web-deployed' : 'e-web-mobile'
  return badge
}

type Ctx = CanvasRenderingContext2D

function gun(ctx: Ctx, x: number, y: number, w: number) {
  ctx.fillRect(x, y - 7, w, 14)
  ctx.fillRect(x + w * 0.15, y - 16, w * 0.3, 10)
  ctx.fillRect(x + w, y - 4, 22, 8)
}

const SYMBOLS: Readonly<Record<BadgeLook, (ctx: Ctx) => void>> = {
  commando(ctx) {
    ctx.beginPath()
    ctx.moveTo(64, 18)
    ctx.lineTo(76, 72)
    ctx.lineTo(52, 72)
    ctx.closePath()
    ctx.fill()
    ctx.fillRect(40, 72, 48, 9)
    ctx.fillRect(58, 81, 12, 26)
  },
  'e-web-deployed'(ctx) {
    gun(ctx, 26, 50, 62)
    ctx.lineWidth = 8
    ctx.beginPath()
    for (const dx of [-26, 0, 26]) {
      ctx.moveTo(60, 58)
      ctx.lineTo(60 + dx, 104)
    }
    ctx.stroke()
  },
  'e-web-mobile'(ctx) {
    gun(ctx, 22, 46, 62)
    ctx.beginPath()
    ctx.moveTo(30, 84)
    ctx.lineTo(80, 84)
    ctx.lineTo(80, 72)
    ctx.lineTo(104, 92)
    ctx.lineTo(80, 112)
    ctx.lineTo(80, 100)
    ctx.lineTo(30, 100)
    ctx.closePath()
    ctx.fill()
  },
  recon(ctx) {
    ctx.lineWidth = 10
    for (const x of [42, 86]) {
      ctx.beginPath()
      ctx.arc(x, 70, 18, 0, Math.PI * 2)
      ctx.stroke()
    }
    ctx.fillRect(54, 52, 20, 14)
    ctx.fillRect(32, 40, 20, 16)
    ctx.fillRect(76, 40, 20, 16)
  },
  'elite-troops'(ctx) {
    ctx.lineWidth = 11
    ctx.lineJoin = 'miter'
    for (const y of [36, 60, 84]) {
      ctx.beginPath()
      ctx.moveTo(30, y + 18)
      ctx.lineTo(64, y)
      ctx.lineTo(98, y + 18)
      ctx.stroke()
    }
  },
  'elite-squadron'(ctx) {
    ctx.beginPath()
    ctx.moveTo(64, 40)
    ctx.lineTo(112, 78)
    ctx.lineTo(76, 70)
    ctx.lineTo(64, 96)
    ctx.lineTo(52, 70)
    ctx.lineTo(16, 78)
    ctx.closePath()
    ctx.fill()
    ctx.beginPath()
    ctx.moveTo(64, 22)
    ctx.lineTo(70, 34)
    ctx.lineTo(58, 34)
    ctx.closePath()
    ctx.fill()
  },
}

/** Every badge look, in the order of their cells in the atlas (createBadgeAtlas). */
export const BADGE_LOOKS = Object.keys(SYMBOLS) as readonly BadgeLook[]

/**
 * Every badge plate's face in one texture, a row of 128 px cells in BADGE_LOOKS order, so all badges on the board
 * draw in one mesh.
 */
export function createBadgeAtlas(): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = 128 * BADGE_LOOKS.length
  c.height = 128
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  BADGE_LOOKS.forEach((look, i) => {
    ctx.save()
    ctx.translate(i * 128, 0)
    ctx.fillStyle = '#b08a3e'
    ctx.fillRect(0, 0, 128, 128)
    ctx.fillStyle = '#f1ead8'
    ctx.fillRect(8, 8, 112, 112)
    ctx.fillStyle = ctx.strokeStyle = '#1d2433'
    // Paths are not part of the saved state: each symbol starts a fresh one.
    ctx.beginPath()
    SYMBOLS[look](ctx)
    ctx.restore()
  })
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}
