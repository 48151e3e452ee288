import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import {
  MAX_ASSET_BYTES,
  MAX_ROOM_ASSET_BYTES,
  assetBytesLeft,
  assetBytesUsed,
  assetHash,
  observeAssets,
  putAsset,
  readAsset,
} from './assets'
import { schema } from './schema'

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill)

/** Copies everything `from` has into `to`, as a sync would. */
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from))

describe('assets', () => {
  it('stores an image under its content hash and every peer reads the same bytes', () => {
    const a = new Y.Doc()
    const image = bytes(1000)
    const put = putAsset(a, image, 'image/webp')
    expect(put).toEqual({ ok: true, hash: assetHash(image), added: true })
    const b = new Y.Doc()
    sync(a, b)
    const read = readAsset(b, assetHash(image))
    expect(read?.mime).toBe('image/webp')
    expect([...(read?.bytes ?? [])]).toEqual([...image])
  })

  it('does not write the same picture twice', () => {
    const doc = new Y.Doc()
    putAsset(doc, bytes(10), 'image/png')
    let updates = 0
    doc.on('update', () => updates++)
    expect(putAsset(doc, bytes(10), 'image/png')).toMatchObject({ ok: true, added: false })
    expect(updates).toBe(0)
  })

  it('keeps its own copy of the bytes', () => {
    const doc = new Y.Doc()
    const image = bytes(10)
    const put = putAsset(doc, image, 'image/jpeg')
    image.fill(0)
    expect(put.ok && readAsset(doc, put.hash)?.bytes[0]).toBe(7)
  })

  it('refuses a wrong type, an empty image and an oversized one with a reason, writing nothing', () => {
    const doc = new Y.Doc()
    expect(putAsset(doc, bytes(10), 'image/svg+xml')).toMatchObject({ ok: false, problem: 'bad-type' })
    expect(putAsset(doc, bytes(0), 'image/png')).toMatchObject({ ok: false, problem: 'empty' })
    expect(putAsset(doc, bytes(MAX_ASSET_BYTES + 1), 'image/png')).toMatchObject({
      ok: false,
      problem: 'too-large',
      reason: { en: expect.stringMatching(/at most 200 KiB/) },
    })
    expect(schema.assets(doc).size).toBe(0)
  })

  it('refuses an image once the room budget is spent', () => {
    const doc = new Y.Doc()
    const map = schema.assets(doc)
    // Fill the budget with junk directly (cheaper than 120 real images); junk counts against the budget too.
    const filler = MAX_ROOM_ASSET_BYTES / 4
    for (let i = 0; i < 4; i++) map.set(`junk${i}`, { mime: 'image/png', bytes: new Uint8Array(filler) })
    expect(assetBytesUsed(doc)).toBe(MAX_ROOM_ASSET_BYTES)
    expect(assetBytesLeft(doc)).toBe(0)
    expect(putAsset(doc, bytes(100), 'image/webp')).toMatchObject({
      ok: false,
      problem: 'room-full',
      reason: { hu: expect.stringMatching(/nincs több hely/) },
    })
  })

  it('ignores entries whose bytes do not hash to their key, or that are the wrong type or size', () => {
    const doc = new Y.Doc()
    const map = schema.assets(doc)
    const real = bytes(50)
    const key = assetHash(real)
    map.set(key, { mime: 'image/png', bytes: bytes(50, 8) }) // a hostile peer's swapped picture
    expect(readAsset(doc, key)).toBeNull()

    const big = bytes(MAX_ASSET_BYTES + 1)
    map.set(assetHash(big), { mime: 'image/png', bytes: big })
    expect(readAsset(doc, assetHash(big))).toBeNull()

    const svg = bytes(20, 3)
    map.set(assetHash(svg), { mime: 'image/svg+xml', bytes: svg })
    expect(readAsset(doc, assetHash(svg))).toBeNull()

    for (const junk of [null, 7, 'text', [real], { mime: 'image/png', bytes: [1, 2] }]) {
      map.set(key, junk)
      expect(readAsset(doc, key)).toBeNull()
    }
    expect(readAsset(doc, '__proto__')).toBeNull()
    expect(readAsset(doc, 'constructor')).toBeNull()
  })

  it('replaces a broken entry under a key with the real picture', () => {
    const doc = new Y.Doc()
    const real = bytes(30)
    schema.assets(doc).set(assetHash(real), { mime: 'image/png', bytes: bytes(30, 1) })
    expect(putAsset(doc, real, 'image/png')).toMatchObject({ ok: true, added: true })
    expect(readAsset(doc, assetHash(real))).not.toBeNull()
  })

  it('tells observers which keys changed, local or remote, until unsubscribed', () => {
    const a = new Y.Doc()
    const b = new Y.Doc()
    const seen: string[][] = []
    const stop = observeAssets(b, (keys) => seen.push(keys))
    const put = putAsset(a, bytes(5), 'image/webp')
    sync(a, b)
    expect(seen).toEqual([[put.ok ? put.hash : '']])
    stop()
    putAsset(b, bytes(6), 'image/webp')
    expect(seen).toHaveLength(1)
  })
})
