import { describe, expect, it } from 'vitest'
import { FRAME_PAYLOAD_BYTES } from './constants'
import { decodeFrame, encodeFrames, FRAME_HEADER_BYTES, Reassembler } from './frames'

/** Deterministic bytes, so a mix-up of two slices shows. */
function pattern(length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff
  return bytes
}

/** Fisher–Yates with a fixed LCG: a reproducible "random" order. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = items.slice()
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

function feedAll(reassembler: Reassembler, frames: Uint8Array[]): Uint8Array[] {
  const complete: Uint8Array[] = []
  for (const frame of frames) {
    const result = reassembler.accept(frame)
    if (result.status === 'complete') complete.push(result.message)
    if (result.status === 'invalid') throw new Error(result.reason)
  }
  return complete
}

describe('encodeFrames', () => {
  it('keeps every frame well under the 256 KiB data-channel limit', () => {
    const frames = encodeFrames(1, pattern(5 * 1024 * 1024 + 3))
    expect(frames).toHaveLength(Math.ceil((5 * 1024 * 1024 + 3) / FRAME_PAYLOAD_BYTES))
    for (const frame of frames) expect(frame.byteLength).toBeLessThanOrEqual(FRAME_HEADER_BYTES + FRAME_PAYLOAD_BYTES)
    expect(Math.max(...frames.map((f) => f.byteLength))).toBeLessThan(256 * 1024)
  })

  it('numbers frames with index and total', () => {
    const frames = encodeFrames(42, pattern(25), 10)
    expect(frames.map((f) => decodeFrame(f))).toMatchObject([
      { id: 42, index: 0, total: 3 },
      { id: 42, index: 1, total: 3 },
      { id: 42, index: 2, total: 3 },
    ])
  })

  it('sends an empty message as one empty frame', () => {
    const frames = encodeFrames(3, new Uint8Array(0))
    expect(frames).toHaveLength(1)
    expect(feedAll(new Reassembler(), frames)).toEqual([new Uint8Array(0)])
  })
})

describe('decodeFrame', () => {
  it('rejects bytes that are not a frame of ours', () => {
    expect(decodeFrame(new Uint8Array(5))).toBeNull()
    const frame = encodeFrames(1, pattern(10))[0] as Uint8Array
    const wrongMagic = frame.slice()
    wrongMagic[0] = 0
    expect(decodeFrame(wrongMagic)).toBeNull()
    const wrongVersion = frame.slice()
    wrongVersion[1] = 99
    expect(decodeFrame(wrongVersion)).toBeNull()
  })

  it('rejects an index beyond the total', () => {
    const frame = encodeFrames(1, pattern(10))[0] as Uint8Array
    new DataView(frame.buffer).setUint32(6, 1) // index 1 of total 1
    expect(decodeFrame(frame)).toBeNull()
  })
})

describe('Reassembler', () => {
  it('rebuilds a message from frames in order', () => {
    const message = pattern(1000)
    expect(feedAll(new Reassembler(64), encodeFrames(1, message, 64))).toEqual([message])
  })

  it('rebuilds a message from shuffled frames', () => {
    const message = pattern(5000)
    expect(feedAll(new Reassembler(64), shuffled(encodeFrames(1, message, 64)))).toEqual([message])
  })

  it('ignores duplicate frames and yields the message exactly once', () => {
    const message = pattern(700)
    const frames = encodeFrames(9, message, 64)
    const withDuplicates = shuffled([...frames, ...frames, frames[0] as Uint8Array], 3)
    const reassembler = new Reassembler(64)
    const complete = feedAll(reassembler, withDuplicates)
    expect(complete).toEqual([message])
    // A late duplicate of a finished message does not resurrect it.
    expect(reassembler.accept(frames[2] as Uint8Array).status).toBe('duplicate')
  })

  it('does not count a duplicate towards completion', () => {
    const frames = encodeFrames(1, pattern(300), 100)
    const reassembler = new Reassembler(100)
    reassembler.accept(frames[0] as Uint8Array)
    reassembler.accept(frames[0] as Uint8Array)
    const third = reassembler.accept(frames[1] as Uint8Array)
    expect(third).toMatchObject({ status: 'partial', received: 2, total: 3 })
  })

  it('yields nothing while a frame is missing, and names the gap', () => {
    const frames = encodeFrames(5, pattern(500), 100)
    const reassembler = new Reassembler(100)
    expect(
      feedAll(
        reassembler,
        frames.filter((_, i) => i !== 3),
      ),
    ).toEqual([])
    expect(reassembler.missing(5)).toEqual([3])
    expect(feedAll(reassembler, [frames[3] as Uint8Array])).toEqual([pattern(500)])
  })

  it('keeps interleaved messages apart', () => {
    const a = pattern(300)
    const b = pattern(450).map((x) => x ^ 0xff)
    const frames = shuffled([...encodeFrames(1, a, 64), ...encodeFrames(2, b, 64)], 11)
    const done = feedAll(new Reassembler(64), frames)
    expect(done).toHaveLength(2)
    expect(done).toContainEqual(a)
    expect(done).toContainEqual(b)
  })

  it('reports a frame whose total contradicts earlier frames as invalid', () => {
    const reassembler = new Reassembler(100)
    reassembler.accept(encodeFrames(1, pattern(300), 100)[0] as Uint8Array)
    const liar = encodeFrames(1, pattern(500), 100)[1] as Uint8Array
    expect(reassembler.accept(liar)).toMatchObject({ status: 'invalid' })
  })

  it('reports a frame larger than the agreed payload as invalid', () => {
    const reassembler = new Reassembler(100)
    expect(reassembler.accept(encodeFrames(1, pattern(300), 200)[0] as Uint8Array)).toMatchObject({
      status: 'invalid',
    })
  })

  it('forgets half-received messages on clear, so they can never complete', () => {
    const frames = encodeFrames(1, pattern(300), 100)
    const reassembler = new Reassembler(100)
    reassembler.accept(frames[0] as Uint8Array)
    reassembler.accept(frames[1] as Uint8Array)
    reassembler.clear()
    expect(reassembler.accept(frames[2] as Uint8Array)).toMatchObject({ status: 'partial', received: 1 })
  })
})
