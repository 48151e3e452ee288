/**
 * Paints the top of a terrain or structure tile into a square canvas that covers the tile's circumscribed circle
 * (canvas left = −x, top = −z, as the tile's top geometry maps it): the terrain's colour, a pattern that tells the
 * kinds apart at a glance (ridge contours, rocks, a trench, a chasm's depth, ice cracks, buildings, wreckage, a
 * structure's emblem) and the tile's name in the UI language.
 */
import { CATALOGUE } from '../boxes/catalogue'
import type { TileDef } from '../boxes/catalogue/types'
import type { Language } from './language'
import { SANS, fitText, readableInk } from './canvasText'
import { shade } from './colour'

type Ctx = CanvasRenderingContext2D

const TILES = new Map<string, TileDef>(
  Object.values(CATALOGUE).flatMap((game) => game.tiles.map((t) => [t.id, t] as const)),
)

/** The catalogue tile a look names, if any. */
export function tileDef(look: string): TileDef | undefined {
  return TILES.get(look)
}

/** Deterministic pseudo-random numbers (every peer paints the same pattern). */
function rng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

function pattern(ctx: Ctx, terrain: string, colour: string, size: number): void {
  const c = size / 2
  const r = rng(terrain.length * 97 + 13)
  ctx.save()
  ctx.strokeStyle = shade(colour, -0.35)
  ctx.fillStyle = shade(colour, -0.25)
  ctx.lineWidth = size * 0.02
  switch (terrain) {
    case 'ridge':
      for (const k of [0.18, 0.28, 0.38]) {
        ctx.beginPath()
        ctx.ellipse(c, c * 0.92, size * k, size * k * 0.6, 0, 0, Math.PI * 2)
        ctx.stroke()
      }
      break
    case 'rocks':
    case 'wreckage':
      for (let i = 0; i < 7; i++) {
        const x = c + (r() - 0.5) * size * 0.55
        const y = c + (r() - 0.5) * size * 0.5
        const s = size * (0.05 + r() * 0.06)
        ctx.beginPath()
        for (let k = 0; k < (terrain === 'rocks' ? 7 : 3); k++) {
          const a = (k / (terrain === 'rocks' ? 7 : 3)) * Math.PI * 2 + r()
          ctx.lineTo(x + Math.cos(a) * s, y + Math.sin(a) * s)
        }
        ctx.closePath()
        ctx.fill()
      }
      break
    case 'trench':
      ctx.fillRect(size * 0.12, c - size * 0.08, size * 0.76, size * 0.16)
      break
    case 'chasm': {
      const g = ctx.createRadialGradient(c, c, size * 0.02, c, c, size * 0.4)
      g.addColorStop(0, '#0c1620')
      g.addColorStop(1, colour)
      ctx.fillStyle = g
      ctx.beginPath()
      ctx.ellipse(c, c, size * 0.34, size * 0.22, 0.3, 0, Math.PI * 2)
      ctx.fill()
      break
    }
    case 'ice':
      ctx.strokeStyle = '#ffffff'
      for (let i = 0; i < 5; i++) {
        ctx.beginPath()
        ctx.moveTo(c + (r() - 0.5) * size * 0.6, c + (r() - 0.5) * size * 0.6)
        ctx.lineTo(c + (r() - 0.5) * size * 0.6, c + (r() - 0.5) * size * 0.6)
        ctx.stroke()
      }
      break
    case 'buildings':
      for (const [x, y, w, h] of [
        [0.3, 0.3, 0.18, 0.2],
        [0.52, 0.28, 0.2, 0.26],
        [0.36, 0.55, 0.28, 0.14],
      ] as const) {
        ctx.fillRect(size * x, size * y, size * w, size * h)
      }
      break
    default:
      // A structure: a ringed emblem.
      ctx.lineWidth = size * 0.04
      ctx.beginPath()
      ctx.arc(c, c * 0.9, size * 0.17, 0, Math.PI * 2)
      ctx.stroke()
      ctx.beginPath()
      ctx.arc(c, c * 0.9, size * 0.06, 0, Math.PI * 2)
      ctx.fill()
  }
  ctx.restore()
}

/** Paints the tile `look` into a `size` × `size` canvas; an unknown look paints a plain grey tile. */
export function paintTile(ctx: Ctx, look: string, lang: Language, size: number): void {
  const def = TILES.get(look)
  const colour = def?.colour ?? '#8a8f96'
  ctx.fillStyle = colour
  ctx.fillRect(0, 0, size, size)
  if (!def) return
  pattern(ctx, def.terrain, colour, size)
  ctx.fillStyle = readableInk(colour)
  fitText(ctx, def.name[lang], size / 2, size * 0.76, size * 0.62, size * 0.085, { font: SANS })
}
