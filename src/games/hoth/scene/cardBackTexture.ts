/**
 * The backs of the command cards, painted on a canvas (no image files, no words): the Rebels' a light card with
 * an orange border and a starbird-like emblem, the Empire's a dark card with a red border and a cog-like
 * emblem. Both emblems are mirror-symmetric, so a fanned card seen from behind (drawn double-sided) looks the
 * same. Nothing on a back depends on which card it is: the backs carry no identity.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { Side } from '../../../../engine/games/hoth'

type Ctx = CanvasRenderingContext2D

/** Canvas size: the card's proportions (63 × 88). */
const W = 256
const H = 358

interface BackStyle {
  field: [string, string]
  rim: string
  emblem: string
  line: string
}

const STYLES: Readonly<Record<Side, BackStyle>> = {
  rebel: { field: ['#e9e6df', '#c3c6cc'], rim: '#d9691c', emblem: '#d9691c', line: 'rgba(120, 80, 40, 0.14)' },
  empire: { field: ['#3a3e46', '#1c1e23'], rim: '#b3242b', emblem: '#c8ccd4', line: 'rgba(255, 255, 255, 0.06)' },
}

/** The Rebels' emblem: a ring broken at top and bottom, and a rising spire with two wings swept up. */
function starbird(ctx: Ctx, cx: number, cy: number, r: number) {
  ctx.lineWidth = r * 0.16
  for (const s of [-1, 1]) {
    ctx.beginPath()
    ctx.arc(cx, cy, r, s < 0 ? Math.PI * 0.62 : -Math.PI * 0.38, s < 0 ? Math.PI * 1.38 : Math.PI * 0.38)
    ctx.stroke()
  }
  ctx.beginPath()
  ctx.moveTo(cx, cy - r * 1.02)
  for (const [x, y] of [
    [0.12, -0.1],
    [0.58, -0.5],
    [0.34, 0.3],
    [0.1, 0.62],
    [0, 0.92],
    [-0.1, 0.62],
    [-0.34, 0.3],
    [-0.58, -0.5],
    [-0.12, -0.1],
  ] as const)
    ctx.lineTo(cx + r * x, cy + r * y)
  ctx.closePath()
  ctx.fill()
}

/** The Empire's emblem: a toothed ring around six spokes and a hub. */
function cog(ctx: Ctx, cx: number, cy: number, r: number) {
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.arc(cx, cy, r * 0.78, 0, Math.PI * 2, true)
  ctx.fill('evenodd')
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3
    ctx.save()
    ctx.translate(cx, cy)
    ctx.rotate(a)
    ctx.fillRect(-r * 0.07, -r * 0.8, r * 0.14, r * 0.8)
    ctx.beginPath()
    ctx.moveTo(-r * 0.2, -r * 0.96)
    ctx.lineTo(-r * 0.13, -r * 1.18)
    ctx.lineTo(r * 0.13, -r * 1.18)
    ctx.lineTo(r * 0.2, -r * 0.96)
    ctx.closePath()
    ctx.fill()
    ctx.restore()
  }
  ctx.beginPath()
  ctx.arc(cx, cy, r * 0.26, 0, Math.PI * 2)
  ctx.fill()
}

/** Paints a side's emblem (in the current fill and stroke style) centred at (cx, cy), about `r` in radius. */
export function paintEmblem(ctx: Ctx, side: Side, cx: number, cy: number, r: number): void {
  if (side === 'rebel') starbird(ctx, cx, cy, r)
  else cog(ctx, cx, cy, r * 0.94)
}

/** Paints a side's card back on `ctx`, filling `w` × `h` from the origin (also used for atlas cells). */
export function paintCardBack(ctx: Ctx, side: Side, w: number, h: number): void {
  const st = STYLES[side]
  ctx.save()
  ctx.scale(w / W, h / H)
  ctx.fillStyle = st.rim
  ctx.fillRect(0, 0, W, H)
  const g = ctx.createLinearGradient(0, 0, 0, H)
  g.addColorStop(0, st.field[0])
  g.addColorStop(1, st.field[1])
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.roundRect(14, 14, W - 28, H - 28, 12)
  ctx.fill()
  // A fine diagonal hatch, mirrored so the back stays symmetric.
  ctx.strokeStyle = st.line
  ctx.lineWidth = 3
  for (let x = -H; x < W + H; x += 18) {
    ctx.beginPath()
    ctx.moveTo(x, 14)
    ctx.lineTo(x + H, H)
    ctx.moveTo(W - x, 14)
    ctx.lineTo(W - x - H, H)
    ctx.stroke()
  }
  ctx.strokeStyle = st.rim
  ctx.lineWidth = 4
  ctx.beginPath()
  ctx.roundRect(26, 26, W - 52, H - 52, 8)
  ctx.stroke()
  ctx.fillStyle = ctx.strokeStyle = st.emblem
  paintEmblem(ctx, side, W / 2, H / 2, 62)
  ctx.restore()
}

/** A side's card back as a texture (the card's proportions). */
export function createCardBackTexture(side: Side): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = W
  c.height = H
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  paintCardBack(ctx, side, W, H)
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}
