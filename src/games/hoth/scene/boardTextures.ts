/**
 * Textures of the Hoth board painted on canvases at start-up (no image files, no words): wind-swept snow for
 * the hex tiles and medal faces (a star in a wreath; permanent medals gold with a solid ring, temporary ones
 * silver with a dashed ring, each rimmed in its side's colour).
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three'
import type { Side } from '../../../../engine/games/hoth'
import { seededRng } from './geometryKit'

/** Side colours used across the board: Rebels orange on light grey, the Empire red on dark grey. */
export const SIDE_COLOURS: Readonly<Record<Side, { base: string; accent: string; tint: string }>> = {
  rebel: { base: '#c9ccd1', accent: '#e07a26', tint: '#f3d3b0' },
  empire: { base: '#33363c', accent: '#c0262d', tint: '#e2c0c3' },
}

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas')
  c.width = c.height = size
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  return [c, ctx]
}

function texture(c: HTMLCanvasElement, colour = true): CanvasTexture {
  const t = new CanvasTexture(c)
  if (colour) t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}

/** Snow for the tiles' tops: soft drifts, wind streaks and sparkle. Its `bump` twin gives the drifts relief. */
export function createSnowTextures(): { map: CanvasTexture; bump: CanvasTexture } {
  const size = 512
  const [c, ctx] = canvas(size)
  const [b, bctx] = canvas(size)
  const rnd = seededRng(7)
  ctx.fillStyle = '#f3f6fa'
  ctx.fillRect(0, 0, size, size)
  bctx.fillStyle = '#808080'
  bctx.fillRect(0, 0, size, size)
  // Drifts: large soft blotches, bluish in the hollows.
  for (let i = 0; i < 90; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const r = 20 + rnd() * 60
    const dark = rnd() > 0.5
    for (const [g2, tone] of [
      [ctx, dark ? 'rgba(150, 172, 205, 0.045)' : 'rgba(255, 255, 255, 0.12)'],
      [bctx, dark ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.05)'],
    ] as const) {
      const grad = g2.createRadialGradient(x, y, 0, x, y, r)
      grad.addColorStop(0, tone)
      grad.addColorStop(1, 'rgba(0, 0, 0, 0)')
      g2.fillStyle = grad
      g2.beginPath()
      g2.ellipse(x, y, r * 1.6, r * 0.7, 0.35, 0, Math.PI * 2)
      g2.fill()
    }
  }
  // Wind streaks.
  for (let i = 0; i < 140; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const len = 20 + rnd() * 70
    ctx.strokeStyle = `rgba(140, 160, 190, ${0.02 + rnd() * 0.04})`
    bctx.strokeStyle = `rgba(0, 0, 0, ${0.04 + rnd() * 0.05})`
    for (const g2 of [ctx, bctx]) {
      g2.lineWidth = 1 + rnd() * 2
      g2.beginPath()
      g2.moveTo(x, y)
      g2.quadraticCurveTo(x + len / 2, y - 4 + rnd() * 8, x + len, y + rnd() * 6)
      g2.stroke()
    }
  }
  // Grain and sparkle.
  for (let i = 0; i < 9000; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const v = rnd()
    ctx.fillStyle =
      v > 0.97 ? 'rgba(255, 255, 255, 0.9)' : v > 0.5 ? 'rgba(255,255,255,0.25)' : 'rgba(120,140,170,0.08)'
    ctx.fillRect(x, y, 1.3, 1.3)
    bctx.fillStyle = v > 0.5 ? 'rgba(255,255,255,0.18)' : 'rgba(0,0,0,0.18)'
    bctx.fillRect(x, y, 1.5, 1.5)
  }
  const map = texture(c)
  const bump = texture(b, false)
  for (const t of [map, bump]) t.wrapS = t.wrapT = RepeatWrapping
  return { map, bump }
}

function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, outer: number, inner: number, points = 5) {
  ctx.beginPath()
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a))
  }
  ctx.closePath()
}

/** The face of a medal disc of `side`; `permanent` gold with a solid ring, otherwise silver with a dashed one. */
export function createMedalTexture(side: Side, permanent: boolean): CanvasTexture {
  const size = 256
  const [c, ctx] = canvas(size)
  const m = size / 2
  const metal = permanent ? ['#fff1b8', '#e0b14a', '#9c6b16'] : ['#ffffff', '#c9d3de', '#7d8a99']
  ctx.fillStyle = SIDE_COLOURS[side].accent
  ctx.fillRect(0, 0, size, size)
  const g = ctx.createRadialGradient(m * 0.8, m * 0.7, 10, m, m, m * 0.9)
  g.addColorStop(0, metal[0]!)
  g.addColorStop(0.6, metal[1]!)
  g.addColorStop(1, metal[2]!)
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.arc(m, m, m * 0.84, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = metal[2]!
  ctx.lineWidth = 9
  ctx.setLineDash(permanent ? [] : [18, 12])
  ctx.beginPath()
  ctx.arc(m, m, m * 0.68, 0, Math.PI * 2)
  ctx.stroke()
  ctx.setLineDash([])
  star(ctx, m, m + 4, m * 0.5, m * 0.21)
  ctx.fillStyle = metal[2]!
  ctx.fill()
  star(ctx, m - 3, m + 1, m * 0.46, m * 0.19)
  ctx.fillStyle = metal[0]!
  ctx.fill()
  return texture(c)
}
