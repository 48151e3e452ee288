/**
 * Vector symbols for cards and tokens, drawn with canvas paths (no emoji or icon fonts, which headless
 * browsers and some systems lack).
 */
import type { IconId } from '../boxes/types'

type Ctx = CanvasRenderingContext2D

function star(ctx: Ctx, cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): void {
  ctx.beginPath()
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = turn + (i * Math.PI) / points - Math.PI / 2
    ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r)
  }
  ctx.closePath()
}

function circle(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
}

/** Draws `icon` centred at (cx, cy), fitting a square of side `size`, in `colour`. */
export function drawIcon(ctx: Ctx, icon: IconId, cx: number, cy: number, size: number, colour: string): void {
  const r = size / 2
  ctx.save()
  ctx.fillStyle = colour
  ctx.strokeStyle = colour
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  switch (icon) {
    case 'sun':
      star(ctx, cx, cy, 8, r, r * 0.62, Math.PI / 8)
      ctx.fill()
      circle(ctx, cx, cy, r * 0.5)
      ctx.fill()
      break
    case 'moon':
      // A disc with an offset disc clipped away.
      ctx.beginPath()
      ctx.rect(cx - r * 2, cy - r * 2, r * 4, r * 4)
      ctx.arc(cx + r * 0.42, cy - r * 0.3, r * 0.78, 0, Math.PI * 2, true)
      ctx.clip()
      circle(ctx, cx, cy, r * 0.92)
      ctx.fill()
      break
    case 'comet': {
      // Head at lower right, a tapering tail towards the upper left in two translucent layers.
      const hx = cx + r * 0.3
      const hy = cy + r * 0.3
      const hr = r * 0.45
      const k = Math.SQRT1_2
      for (const [width, alpha, reach] of [
        [1, 0.35, 1],
        [0.6, 0.6, 0.8],
      ] as const) {
        ctx.globalAlpha = alpha
        ctx.beginPath()
        ctx.moveTo(hx + k * hr * width, hy - k * hr * width)
        ctx.lineTo(cx - r * reach, cy - r * reach)
        ctx.lineTo(hx - k * hr * width, hy + k * hr * width)
        ctx.closePath()
        ctx.fill()
      }
      ctx.globalAlpha = 1
      circle(ctx, hx, hy, hr)
      ctx.fill()
      break
    }
    case 'ring':
      circle(ctx, cx, cy, r * 0.52)
      ctx.fill()
      ctx.lineWidth = r * 0.14
      ctx.beginPath()
      ctx.ellipse(cx, cy, r * 0.98, r * 0.34, -0.4, 0, Math.PI * 2)
      ctx.stroke()
      break
    case 'damage':
      star(ctx, cx, cy, 8, r, r * 0.45)
      ctx.fill()
      break
    case 'focus':
      ctx.lineWidth = r * 0.14
      circle(ctx, cx, cy, r * 0.62)
      ctx.stroke()
      for (let i = 0; i < 4; i++) {
        const a = (i * Math.PI) / 2
        ctx.beginPath()
        ctx.moveTo(cx + Math.cos(a) * r * 0.35, cy + Math.sin(a) * r * 0.35)
        ctx.lineTo(cx + Math.cos(a) * r * 0.98, cy + Math.sin(a) * r * 0.98)
        ctx.stroke()
      }
      circle(ctx, cx, cy, r * 0.16)
      ctx.fill()
      break
    case 'shield':
      ctx.beginPath()
      ctx.moveTo(cx, cy - r * 0.95)
      ctx.quadraticCurveTo(cx + r * 0.55, cy - r * 0.7, cx + r * 0.85, cy - r * 0.72)
      ctx.quadraticCurveTo(cx + r * 0.9, cy + r * 0.45, cx, cy + r * 0.98)
      ctx.quadraticCurveTo(cx - r * 0.9, cy + r * 0.45, cx - r * 0.85, cy - r * 0.72)
      ctx.quadraticCurveTo(cx - r * 0.55, cy - r * 0.7, cx, cy - r * 0.95)
      ctx.fill()
      break
  }
  ctx.restore()
}
