/**
 * The e2e suite decides "the canvas rendered" from decoded screenshots, so the decoder must be right:
 * PNGs built here with every row filter and both colour types decode to the pixels that went in.
 */
import { deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { changedShare, decodePng, imageStats } from './png'

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Uint8Array): number {
  let c = ~0
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

/** One PNG chunk: length, type, body, CRC. */
function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

/** Encodes pixels (`channels` bytes each) with row filter `filterOf(y)`, as a real encoder might. */
function encodePng(
  width: number,
  height: number,
  channels: 3 | 4,
  pixels: Uint8Array,
  filterOf: (y: number) => number,
) {
  const stride = width * channels
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const f = filterOf(y)
    raw[y * (stride + 1)] = f
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0
      const p = a + b - c
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c
      const predictor = [0, a, b, (a + b) >> 1, paeth][f]!
      raw[y * (stride + 1) + 1 + x] = (pixels[y * stride + x]! - predictor) & 0xff
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = channels === 4 ? 6 : 2
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ])
}

/** Deterministic noisy pixels. */
function noise(count: number): Uint8Array {
  const out = new Uint8Array(count)
  let s = 12345
  for (let i = 0; i < count; i++) out[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24
  return out
}

describe('decodePng', () => {
  test.each([3, 4] as const)('decodes every row filter, %i channels', (channels) => {
    const [w, h] = [7, 10]
    const pixels = noise(w * h * channels)
    const image = decodePng(encodePng(w, h, channels, pixels, (y) => y % 5))
    expect([image.width, image.height]).toEqual([w, h])
    for (let i = 0; i < w * h; i++) {
      const rgba = Array.from(image.data.subarray(i * 4, i * 4 + 4))
      const want = Array.from(pixels.subarray(i * channels, i * channels + channels))
      expect(rgba).toEqual(channels === 4 ? want : [...want, 255])
    }
  })

  test('rejects what is not a PNG', () => {
    expect(() => decodePng(new Uint8Array(16))).toThrow(/not a PNG/)
  })
})

describe('imageStats', () => {
  test('a uniform image has one colour covering everything; noise has many', () => {
    const flat = decodePng(encodePng(4, 4, 3, new Uint8Array(48).fill(9), () => 1))
    expect(imageStats(flat)).toMatchObject({ distinctColours: 1, dominantShare: 1 })
    const noisy = imageStats(decodePng(encodePng(16, 16, 3, noise(768), () => 4)))
    expect(noisy.distinctColours).toBeGreaterThan(200)
    expect(noisy.dominantShare).toBeLessThan(0.05)
  })
})

describe('changedShare', () => {
  test('counts changed pixels only inside the square', () => {
    const before = decodePng(encodePng(10, 10, 3, new Uint8Array(300).fill(0), () => 0))
    const pixels = new Uint8Array(300).fill(0)
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) pixels.fill(200, (y * 10 + x) * 3, (y * 10 + x) * 3 + 3)
    const after = decodePng(encodePng(10, 10, 3, pixels, () => 0))
    expect(changedShare(before, after, 2, 2, 2)).toBe(1)
    expect(changedShare(before, after, 7, 7, 2)).toBe(0)
    expect(changedShare(before, after, 4, 4, 2)).toBe(0.25)
  })
})
