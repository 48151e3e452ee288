/**
 * The browser's image codec: createImageBitmap decodes (PNG, JPEG, WebP, GIF, BMP, AVIF; EXIF rotation applied),
 * a canvas scales down, and WebP is written (JPEG where the browser cannot write WebP). Re-encoding also drops
 * whatever metadata the file carried (camera, place). Not unit-tested: it needs a real browser (the e2e tests).
 */
import { MAX_ASSET_BYTES } from '../../net/assets'
import { CARD_STOCK } from '../lib/cardPainter'
import { ImageCodecError, encodeWithinLimit, fitWithin, type ImageCodec, type PreparedImage } from './imageCodec'

type Canvas = OffscreenCanvas | HTMLCanvasElement
type Ctx2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

/** A canvas of the given size, off screen where the browser can. */
function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

/** The canvas's pixels as an encoded blob of `type` (null when the browser would not). */
function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null)
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
}

/** Draws `bitmap` at `width` × `height` and encodes it, WebP first. */
async function encodeBitmap(bitmap: ImageBitmap, width: number, height: number, quality: number) {
  const canvas = makeCanvas(width, height)
  const ctx = canvas.getContext('2d') as Ctx2d | null
  if (!ctx) throw new ImageCodecError('unreadable')
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(bitmap, 0, 0, width, height)
  let blob = await toBlob(canvas, 'image/webp', quality)
  if (!blob || blob.type !== 'image/webp') {
    // JPEG has no transparency: rounded corners would turn black, so they get the card stock colour.
    ctx.globalCompositeOperation = 'destination-over'
    ctx.fillStyle = CARD_STOCK
    ctx.fillRect(0, 0, width, height)
    blob = await toBlob(canvas, 'image/jpeg', quality)
  }
  if (!blob) throw new ImageCodecError('unreadable')
  const out: PreparedImage = { bytes: new Uint8Array(await blob.arrayBuffer()), mime: blob.type }
  return out
}

/** Decodes, scales to at most 400 × 560 and re-encodes within the room's per-image limit. */
export const browserCodec: ImageCodec = {
  async prepare(file) {
    let bitmap: ImageBitmap
    try {
      bitmap = await createImageBitmap(file)
    } catch {
      throw new ImageCodecError('unreadable')
    }
    try {
      if (bitmap.width === 0 || bitmap.height === 0) throw new ImageCodecError('unreadable')
      const size = fitWithin(bitmap.width, bitmap.height)
      const out = await encodeWithinLimit(size, (w, h, q) => encodeBitmap(bitmap, w, h, q), MAX_ASSET_BYTES)
      if (!out) throw new ImageCodecError('too-large')
      return out
    } finally {
      bitmap.close()
    }
  },
}
