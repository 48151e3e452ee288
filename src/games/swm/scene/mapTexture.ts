/**
 * The map's painted deck as a texture: paintSwmMap (src/games/swm/pieces/swmMapPainter.ts) drawn in the board's own
 * frame over the whole slab top, rim included, finer than the sandbox's board so the grid stays crisp up close.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { paintSwmMap } from '../pieces/swmMapPainter'

/** Canvas pixels per table unit. */
const PX_PER_UNIT = 240

/** The painted top of a `w` × `d` map slab (the caller disposes it). */
export function createDeckTexture(w: number, d: number): CanvasTexture {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(w * PX_PER_UNIT)
  canvas.height = Math.round(d * PX_PER_UNIT)
  const ctx = canvas.getContext('2d')
  if (ctx) {
    ctx.scale(canvas.width / w, canvas.height / d)
    ctx.translate(w / 2, d / 2)
    paintSwmMap(ctx, w, d)
  }
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.anisotropy = 8
  return texture
}
