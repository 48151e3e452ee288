/**
 * Procedural table textures drawn on canvases at start-up (no image files): wood grain for the rail,
 * a speckled felt with a soft vignette and a faint centre emblem, and the plain cloths of the game tables.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three'

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas')
  c.width = w
  c.height = h
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  return [c, ctx]
}

// Seeded so every peer (and every screenshot) sees the same table.
function rng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

/** Warm walnut grain, long along u; repeat it along the rails. */
export function createWoodTexture(): CanvasTexture {
  const [c, ctx] = canvas(1024, 256)
  const rnd = rng(11)
  ctx.fillStyle = '#5a3520'
  ctx.fillRect(0, 0, 1024, 256)
  for (let i = 0; i < 140; i++) {
    const y0 = rnd() * 256
    const amp = 2 + rnd() * 10
    const freq = 0.004 + rnd() * 0.01
    const phase = rnd() * Math.PI * 2
    const light = rnd() > 0.5
    ctx.strokeStyle = light ? `rgba(160, 100, 60, ${0.08 + rnd() * 0.18})` : `rgba(40, 20, 10, ${0.1 + rnd() * 0.25})`
    ctx.lineWidth = 0.6 + rnd() * 2.4
    ctx.beginPath()
    for (let x = 0; x <= 1024; x += 8) {
      ctx.lineTo(x, y0 + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1) * amp * 0.3)
    }
    ctx.stroke()
  }
  // A few knots.
  for (let i = 0; i < 3; i++) {
    const kx = 150 + rnd() * 750
    const ky = 40 + rnd() * 176
    for (let r = 18; r > 2; r -= 3) {
      ctx.strokeStyle = `rgba(35, 18, 8, ${0.25 - r / 120})`
      ctx.lineWidth = 1.5
      ctx.beginPath()
      ctx.ellipse(kx, ky, r * 2.2, r * 0.7, 0, 0, Math.PI * 2)
      ctx.stroke()
    }
  }
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.wrapS = t.wrapT = RepeatWrapping
  t.anisotropy = 4
  return t
}

/** Deep green felt: fine speckle, soft vignette, a faint ring in the middle. Maps once onto the felt. */
export function createFeltTexture(): CanvasTexture {
  const [c, ctx] = canvas(1024, 720)
  const rnd = rng(5)
  const g = ctx.createRadialGradient(512, 360, 60, 512, 360, 620)
  g.addColorStop(0, '#2f6a50')
  g.addColorStop(0.7, '#24563f')
  g.addColorStop(1, '#173b2b')
  ctx.fillStyle = g
  ctx.fillRect(0, 0, 1024, 720)
  for (let i = 0; i < 60000; i++) {
    const v = rnd()
    ctx.fillStyle = v > 0.5 ? 'rgba(255, 255, 255, 0.035)' : 'rgba(0, 0, 0, 0.06)'
    ctx.fillRect(rnd() * 1024, rnd() * 720, 1 + rnd() * 1.5, 1 + rnd() * 1.5)
  }
  ctx.strokeStyle = 'rgba(222, 196, 128, 0.16)'
  ctx.lineWidth = 3
  for (const r of [92, 80]) {
    ctx.beginPath()
    ctx.arc(512, 360, r, 0, Math.PI * 2)
    ctx.stroke()
  }
  ctx.lineWidth = 2
  ctx.strokeStyle = 'rgba(222, 196, 128, 0.1)'
  ctx.strokeRect(40, 40, 944, 640)
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}

/** A game table's cloth: its seed and the colours of its vignette and speckle. */
export interface ClothLook {
  /** Seeds the speckle, so every peer sees the same cloth. */
  seed: number
  /** The vignette's colours: the middle, most of the way out, the corners. */
  inner: string
  mid: string
  outer: string
  /** The speckle's light and dark flecks (CSS colours, mostly transparent). */
  light: string
  dark: string
}

/** A plain wargaming cloth: fine speckle and a soft vignette, no emblem. Maps once onto the cloth. */
export function createClothTexture(look: ClothLook): CanvasTexture {
  const [c, ctx] = canvas(1024, 720)
  const rnd = rng(look.seed)
  const g = ctx.createRadialGradient(512, 360, 80, 512, 360, 640)
  g.addColorStop(0, look.inner)
  g.addColorStop(0.7, look.mid)
  g.addColorStop(1, look.outer)
  ctx.fillStyle = g
  ctx.fillRect(0, 0, 1024, 720)
  for (let i = 0; i < 60000; i++) {
    ctx.fillStyle = rnd() > 0.5 ? look.light : look.dark
    ctx.fillRect(rnd() * 1024, rnd() * 720, 1 + rnd() * 1.5, 1 + rnd() * 1.5)
  }
  const t = new CanvasTexture(c)
  t.colorSpace = SRGBColorSpace
  t.anisotropy = 4
  return t
}
