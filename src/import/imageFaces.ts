/**
 * Faces of imported cards. An imported card's look is `img:<hash>`, the content hash of its picture in the room's
 * `assets` map (net/assets.ts). The card painter asks `isImageLook` and lets `paintImageFace` draw it: the picture
 * covering the cell once decoded, a quiet placeholder until then. Pictures are decoded lazily, the first time a
 * face is painted, and `onImageFaceReady` tells the painter when to paint that face again. A picture that has not
 * arrived from the other peers yet is decoded as soon as it does (`connectImageFaces` follows the map).
 */
import type * as Y from 'yjs'
import { isAssetHash, observeAssets, readAsset } from '../../net/assets'

/** Prefix of imported cards' looks. */
export const IMAGE_LOOK_PREFIX = 'img:'

/** A decoded picture the 2D canvas can draw. */
export type DecodedImage = CanvasImageSource & { readonly width: number; readonly height: number; close?(): void }

/** Decodes stored bytes into a drawable picture (createImageBitmap in the browser; a fake in tests). */
export type FaceDecoder = (bytes: Uint8Array, mime: string) => Promise<DecodedImage>

/** Decoded pictures kept at once (~0.9 MB each at 400 × 560); the least recently painted go first. */
export const MAX_DECODED = 128

type Entry = { state: 'decoding' } | { state: 'ready'; image: DecodedImage } | { state: 'failed' }

const entries = new Map<string, Entry>()
/** Hashes painted before their picture was in the room: decoded once it arrives. */
const waiting = new Set<string>()
const listeners = new Set<(look: string) => void>()
let room: { doc: Y.Doc; decode: FaceDecoder; generation: number } | null = null
let generation = 0

/** The look of a card whose face is the stored picture `hash`. */
export function imageLook(hash: string): string {
  return IMAGE_LOOK_PREFIX + hash
}

/** True when `look` is an imported picture (`img:` and a SHA-256 hex hash). */
export function isImageLook(look: string): boolean {
  return look.startsWith(IMAGE_LOOK_PREFIX) && isAssetHash(look.slice(IMAGE_LOOK_PREFIX.length))
}

/** Calls `listener` with a look whose picture just became ready (or failed): paint that face again. */
export function onImageFaceReady(listener: (look: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const defaultDecode: FaceDecoder = (bytes, mime) => createImageBitmap(new Blob([bytes.slice()], { type: mime }))

/**
 * Follows `doc`'s pictures until the returned function is called (then every decoded picture is let go). One
 * room at a time: connecting another replaces the first.
 */
export function connectImageFaces(doc: Y.Doc, options: { decode?: FaceDecoder } = {}): () => void {
  release()
  const mine = { doc, decode: options.decode ?? defaultDecode, generation: ++generation }
  room = mine
  const stop = observeAssets(doc, (keys) => {
    for (const key of keys) if (waiting.has(key)) request(key)
  })
  for (const hash of [...waiting]) request(hash)
  return () => {
    stop()
    if (room === mine) release()
  }
}

/** Forgets the room and every picture. */
function release(): void {
  for (const entry of entries.values()) if (entry.state === 'ready') entry.image.close?.()
  entries.clear()
  waiting.clear()
  room = null
}

/** Starts decoding `hash` if it is in the room and not decoded yet; otherwise waits for it. */
function request(hash: string): void {
  if (entries.has(hash)) return
  const current = room
  const asset = current ? readAsset(current.doc, hash) : null
  if (!current || !asset) {
    waiting.add(hash)
    return
  }
  waiting.delete(hash)
  entries.set(hash, { state: 'decoding' })
  current
    .decode(asset.bytes, asset.mime)
    .then(
      (image): Entry => ({ state: 'ready', image }),
      (): Entry => ({ state: 'failed' }),
    )
    .then((entry) => {
      // A room left meanwhile: its pictures are not wanted any more.
      if (room?.generation !== current.generation) {
        if (entry.state === 'ready') entry.image.close?.()
        return
      }
      entries.set(hash, entry)
      evict()
      for (const listener of [...listeners]) listener(imageLook(hash))
    })
}

/** Lets the least recently painted pictures go past MAX_DECODED. */
function evict(): void {
  let ready = 0
  for (const entry of entries.values()) if (entry.state === 'ready') ready++
  for (const [hash, entry] of entries) {
    if (ready <= MAX_DECODED) break
    if (entry.state !== 'ready') continue
    entry.image.close?.()
    entries.delete(hash)
    ready--
  }
}

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/**
 * Paints the face `look` into the rectangle: the picture scaled to cover it (centred, the overflow cut off), or
 * a placeholder while it loads (or a crossed one if it cannot be shown). Starts the decoding when needed.
 */
export function paintImageFace(ctx: Ctx, look: string, x: number, y: number, w: number, h: number): void {
  const hash = look.slice(IMAGE_LOOK_PREFIX.length)
  const entry = isImageLook(look) ? entries.get(hash) : { state: 'failed' as const }
  if (entry?.state === 'ready') {
    // Most recently painted last in the map, so eviction takes the oldest.
    entries.delete(hash)
    entries.set(hash, entry)
    const { image } = entry
    const scale = Math.max(w / image.width, h / image.height)
    const sw = w / scale
    const sh = h / scale
    ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, x, y, w, h)
    return
  }
  if (!entry) request(hash)
  paintPlaceholder(ctx, x, y, w, h, entry?.state === 'failed')
}

/** A dark card with three dots (loading) or a cross (cannot be shown); no words, so no language. */
function paintPlaceholder(ctx: Ctx, x: number, y: number, w: number, h: number, broken: boolean): void {
  const u = Math.min(w, h) / 100
  ctx.save()
  ctx.fillStyle = '#20252f'
  ctx.fillRect(x, y, w, h)
  ctx.strokeStyle = 'rgba(239, 229, 207, 0.35)'
  ctx.lineWidth = Math.max(1, u)
  ctx.strokeRect(x + 6 * u, y + 6 * u, w - 12 * u, h - 12 * u)
  ctx.fillStyle = 'rgba(239, 229, 207, 0.6)'
  ctx.strokeStyle = ctx.fillStyle
  const cx = x + w / 2
  const cy = y + h / 2
  if (broken) {
    ctx.lineWidth = Math.max(1, 3 * u)
    ctx.beginPath()
    ctx.moveTo(cx - 12 * u, cy - 12 * u)
    ctx.lineTo(cx + 12 * u, cy + 12 * u)
    ctx.moveTo(cx + 12 * u, cy - 12 * u)
    ctx.lineTo(cx - 12 * u, cy + 12 * u)
    ctx.stroke()
  } else {
    for (const dx of [-14, 0, 14]) {
      ctx.beginPath()
      ctx.arc(cx + dx * u, cy, 4 * u, 0, Math.PI * 2)
      ctx.fill()
    }
  }
  ctx.restore()
}
