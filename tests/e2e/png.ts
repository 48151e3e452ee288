/**
 * A tiny PNG decoder (8-bit RGB/RGBA, non-interlaced: what Chromium screenshots are) and a "did anything
 * render?" measure. Kept in the repo so the e2e suite needs no image library.
 */
import { inflateSync } from 'node:zlib'

/** Decoded pixels: `data` holds `width * height` RGBA quadruples. */
export interface Image {
  width: number
  height: number
  data: Uint8Array
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10]

/** Decodes an 8-bit, non-interlaced truecolour (2) or truecolour-with-alpha (6) PNG into RGBA. */
export function decodePng(png: Uint8Array): Image {
  if (!SIGNATURE.every((b, i) => png[i] === b)) throw new Error('not a PNG')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let width = 0
  let height = 0
  let channels = 0
  const idat: Uint8Array[] = []
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const body = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      const [depth, colourType, , , interlace] = body.subarray(8, 13)
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`)
      }
      channels = colourType === 6 ? 4 : 3
    } else if (type === 'IDAT') idat.push(body)
    else if (type === 'IEND') break
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      // Neighbours per the PNG spec: a = left, b = up, c = up-left (0 outside the image).
      const a = x >= channels ? pixels[row + x - channels]! : 0
      const b = y > 0 ? pixels[row - stride + x]! : 0
      const c = x >= channels && y > 0 ? pixels[row - stride + x - channels]! : 0
      pixels[row + x] = (src[x]! + unfilter(filter, a, b, c)) & 0xff
    }
  }
  if (channels === 4) return { width, height, data: pixels }
  const data = new Uint8Array(width * height * 4)
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    data[j] = pixels[i]!
    data[j + 1] = pixels[i + 1]!
    data[j + 2] = pixels[i + 2]!
    data[j + 3] = 255
  }
  return { width, height, data }
}

/** The predictor a PNG row filter adds back to each byte. */
function unfilter(filter: number | undefined, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0
    case 1:
      return a
    case 2:
      return b
    case 3:
      return (a + b) >> 1
    case 4: {
      const p = a + b - c
      const pa = Math.abs(p - a)
      const pb = Math.abs(p - b)
      const pc = Math.abs(p - c)
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
    default:
      throw new Error(`bad PNG filter ${filter}`)
  }
}

/** How varied an image is: a blank or uniformly cleared canvas has one colour covering ~100% of it. */
export interface ImageStats {
  width: number
  height: number
  /** Distinct RGB colours. */
  distinctColours: number
  /** Share (0..1) of pixels that have the most common colour. */
  dominantShare: number
}

/** Counts distinct colours and the share of the most common one. */
export function imageStats(image: Image): ImageStats {
  const counts = new Map<number, number>()
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1)
  }
  const pixels = image.width * image.height
  let top = 0
  for (const n of counts.values()) top = Math.max(top, n)
  return {
    width: image.width,
    height: image.height,
    distinctColours: counts.size,
    dominantShare: pixels ? top / pixels : 1,
  }
}

/**
 * Share (0..1) of the pixels in the square of half-size `r` around (cx, cy) whose colour differs between
 * two images of the same size by more than `tolerance` in some channel.
 */
export function changedShare(a: Image, b: Image, cx: number, cy: number, r: number, tolerance = 24): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('images differ in size')
  let changed = 0
  let total = 0
  for (let y = Math.max(0, Math.round(cy - r)); y < Math.min(a.height, Math.round(cy + r)); y++) {
    for (let x = Math.max(0, Math.round(cx - r)); x < Math.min(a.width, Math.round(cx + r)); x++) {
      const i = (y * a.width + x) * 4
      total++
      for (let c = 0; c < 3; c++) {
        if (Math.abs(a.data[i + c]! - b.data[i + c]!) > tolerance) {
          changed++
          break
        }
      }
    }
  }
  return total ? changed / total : 0
}
