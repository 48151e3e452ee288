import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { assetHash, putAsset } from '../../net/assets'
import { schema } from '../../net/schema'
import {
  MAX_DECODED,
  connectImageFaces,
  imageLook,
  isImageLook,
  onImageFaceReady,
  paintImageFace,
  type DecodedImage,
  type FaceDecoder,
} from './imageFaces'

type Call = [string, ...unknown[]]

/** A 2D context that records every method call (property writes are accepted and ignored). */
function recordingCtx(): { ctx: CanvasRenderingContext2D; calls: Call[] } {
  const calls: Call[] = []
  const target = {} as Record<string | symbol, unknown>
  const ctx = new Proxy(target, {
    get: (_, name) =>
      name in target ? target[name] : (...args: unknown[]) => void calls.push([String(name), ...args]),
    set: (_, name, value) => ((target[name] = value), true),
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}

/** A decoder that hands out fake pictures of the given size and counts its calls; `fail` rejects. */
function fakeDecoder(width = 400, height = 560, fail = false) {
  const decoded: { mime: string; closed: boolean }[] = []
  const decode: FaceDecoder = async (_bytes, mime) => {
    if (fail) throw new Error('cannot decode')
    const record = { mime, closed: false }
    decoded.push(record)
    return { width, height, close: () => (record.closed = true) } as unknown as DecodedImage
  }
  return { decode, decoded }
}

/** Waits for pending decodes to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let disconnect: (() => void) | null = null
afterEach(() => disconnect?.())

const put = (doc: Y.Doc, n: number) => {
  const result = putAsset(doc, new Uint8Array([n, 1, 2]), 'image/webp')
  if (!result.ok) throw new Error('put failed')
  return imageLook(result.hash)
}

describe('image faces', () => {
  it('knows imported looks', () => {
    const hash = assetHash(new Uint8Array([1]))
    expect(isImageLook(`img:${hash}`)).toBe(true)
    expect(isImageLook('img:xyz')).toBe(false)
    expect(isImageLook('swlcg/core-12')).toBe(false)
  })

  it('paints a placeholder first, decodes once, says when ready, then draws the picture over the cell', async () => {
    const doc = new Y.Doc()
    const look = put(doc, 1)
    const { decode, decoded } = fakeDecoder(400, 560)
    disconnect = connectImageFaces(doc, { decode })
    const ready: string[] = []
    const stop = onImageFaceReady((l) => ready.push(l))

    const first = recordingCtx()
    paintImageFace(first.ctx, look, 0, 0, 200, 280)
    paintImageFace(first.ctx, look, 0, 0, 200, 280)
    expect(first.calls.some(([name]) => name === 'drawImage')).toBe(false)
    expect(first.calls.some(([name]) => name === 'fillRect')).toBe(true)
    await settle()
    expect(decoded).toHaveLength(1)
    expect(ready).toEqual([look])

    const second = recordingCtx()
    paintImageFace(second.ctx, look, 10, 20, 200, 280)
    expect(second.calls).toEqual([['drawImage', expect.anything(), 0, 0, 400, 560, 10, 20, 200, 280]])
    stop()
  })

  it('covers the cell with a picture of another shape, cutting the overflow evenly', async () => {
    const doc = new Y.Doc()
    const look = put(doc, 2)
    disconnect = connectImageFaces(doc, { decode: fakeDecoder(400, 400).decode })
    paintImageFace(recordingCtx().ctx, look, 0, 0, 200, 280)
    await settle()
    const { ctx, calls } = recordingCtx()
    paintImageFace(ctx, look, 0, 0, 200, 280)
    // 400 × 400 into 200 × 280: scale 0.7, so a 285.7 × 400 strip from the middle.
    const [, , sx, sy, sw, sh] = calls[0] as [string, unknown, number, number, number, number]
    expect([sx, sy, sh]).toEqual([expect.closeTo(57.14, 2), 0, 400])
    expect(sw).toBeCloseTo(285.71, 2)
  })

  it('decodes a picture that arrives from another peer after its card was painted', async () => {
    const other = new Y.Doc()
    const look = put(other, 3)
    const doc = new Y.Doc()
    const { decode, decoded } = fakeDecoder()
    disconnect = connectImageFaces(doc, { decode })
    const ready: string[] = []
    const stop = onImageFaceReady((l) => ready.push(l))
    paintImageFace(recordingCtx().ctx, look, 0, 0, 200, 280)
    await settle()
    expect(decoded).toHaveLength(0)
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other))
    await settle()
    expect(ready).toEqual([look])
    stop()
  })

  it('never decodes a picture whose bytes do not match its hash', async () => {
    const doc = new Y.Doc()
    const look = imageLook(assetHash(new Uint8Array([9, 9])))
    schema.assets(doc).set(look.slice(4), { mime: 'image/png', bytes: new Uint8Array([6, 6]) })
    const { decode, decoded } = fakeDecoder()
    disconnect = connectImageFaces(doc, { decode })
    const { ctx, calls } = recordingCtx()
    paintImageFace(ctx, look, 0, 0, 200, 280)
    await settle()
    expect(decoded).toHaveLength(0)
    expect(calls.some(([name]) => name === 'drawImage')).toBe(false)
  })

  it('paints a crossed placeholder for a picture that cannot be decoded, and says so once', async () => {
    const doc = new Y.Doc()
    const look = put(doc, 4)
    disconnect = connectImageFaces(doc, { decode: fakeDecoder(1, 1, true).decode })
    const ready: string[] = []
    const stop = onImageFaceReady((l) => ready.push(l))
    paintImageFace(recordingCtx().ctx, look, 0, 0, 200, 280)
    await settle()
    const { ctx, calls } = recordingCtx()
    paintImageFace(ctx, look, 0, 0, 200, 280)
    await settle()
    expect(ready).toEqual([look])
    expect(calls.some(([name]) => name === 'lineTo')).toBe(true)
    stop()
  })

  it('lets the least recently painted pictures go past the cap, and all of them on disconnect', async () => {
    const doc = new Y.Doc()
    const looks = Array.from({ length: MAX_DECODED + 2 }, (_, i) => put(doc, i))
    const { decode, decoded } = fakeDecoder()
    disconnect = connectImageFaces(doc, { decode })
    for (const look of looks) paintImageFace(recordingCtx().ctx, look, 0, 0, 200, 280)
    await settle()
    expect(decoded.filter((d) => d.closed)).toHaveLength(2)
    expect(decoded[0]?.closed).toBe(true)
    disconnect()
    disconnect = null
    expect(decoded.every((d) => d.closed)).toBe(true)
  })
})
