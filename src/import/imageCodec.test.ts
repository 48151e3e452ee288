import { describe, expect, it } from 'vitest'
import { QUALITY_LADDER, encodeWithinLimit, fitWithin } from './imageCodec'

describe('fitWithin', () => {
  it('scales a big picture down into 400 × 560 keeping its shape, and never enlarges a small one', () => {
    expect(fitWithin(1000, 1400)).toEqual({ width: 400, height: 560 })
    expect(fitWithin(2000, 1000)).toEqual({ width: 400, height: 200 })
    expect(fitWithin(500, 2000)).toEqual({ width: 140, height: 560 })
    expect(fitWithin(100, 50)).toEqual({ width: 100, height: 50 })
    expect(fitWithin(10_000, 1)).toEqual({ width: 400, height: 1 })
  })
})

describe('encodeWithinLimit', () => {
  it('takes the best quality that fits the limit', async () => {
    const tried: [number, number, number][] = []
    const out = await encodeWithinLimit(
      { width: 400, height: 560 },
      async (w, h, q) => {
        tried.push([w, h, q])
        return { bytes: new Uint8Array(Math.round(q * 1000)), mime: 'image/webp' }
      },
      600,
    )
    expect(out?.bytes.length).toBe(550)
    expect(tried).toEqual([
      [400, 560, 0.85],
      [400, 560, 0.7],
      [400, 560, 0.55],
    ])
  })

  it('falls back to smaller sizes, and gives up when nothing fits', async () => {
    const sizes: number[] = []
    const out = await encodeWithinLimit(
      { width: 400, height: 560 },
      async (w) => {
        sizes.push(w)
        return { bytes: new Uint8Array(w), mime: 'image/jpeg' }
      },
      100,
    )
    expect(out).toBeNull()
    expect(sizes).toHaveLength(QUALITY_LADDER.length)
    expect(sizes.at(-1)).toBe(200)
  })
})
