import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { FrameLink, ChannelError } from './channel'
import { SealedChannel } from './channel'
import { deriveBootstrapKey } from './crypto'
import { runJoinerSession, runSourceSession } from './sessions'

/** Delivery policy of the in-memory wire, per direction. */
interface Wire {
  /** Decide what to deliver for each sent frame: [] drops it, [f, f] duplicates it. */
  deliver?: (frame: Uint8Array, n: number) => Uint8Array[]
  /** Deliver in a scrambled order (a window of up to 8 frames is reversed). */
  scramble?: boolean
  /** Close both ends after this many frames went this way. */
  cutAfter?: number
}

/** Two connected FrameLinks with asynchronous delivery, like a data channel. */
function linkPair(aToB: Wire = {}, bToA: Wire = {}): [FrameLink, FrameLink, { frames: { ab: number; ba: number } }] {
  const listeners = { a: [] as ((f: Uint8Array) => void)[], b: [] as ((f: Uint8Array) => void)[] }
  const closers = { a: [] as (() => void)[], b: [] as (() => void)[] }
  const stats = { frames: { ab: 0, ba: 0 } }
  // `cut`: nothing more is sent; `closed` (a tick later, after frames already on the way): nothing more arrives.
  let cut = false
  let closed = false
  const closeBoth = () => {
    if (cut) return
    cut = true
    setTimeout(() => {
      closed = true
      ;[...closers.a, ...closers.b].forEach((c) => c())
    }, 0)
  }
  const side = (to: 'a' | 'b', wire: Wire, count: 'ab' | 'ba'): FrameLink['send'] => {
    let held: Uint8Array[] = []
    const flush = () => {
      const batch = wire.scramble ? held.reverse() : held
      held = []
      setTimeout(() => batch.forEach((f) => !closed && listeners[to].forEach((l) => l(f))), 0)
    }
    return (frame) => {
      if (cut) return
      const n = stats.frames[count]++
      if (wire.cutAfter !== undefined && n >= wire.cutAfter) return closeBoth()
      held.push(...(wire.deliver ? wire.deliver(frame, n) : [frame]))
      if (!wire.scramble || held.length >= 8) flush()
      else setTimeout(flush, 1)
    }
  }
  const make = (me: 'a' | 'b', send: FrameLink['send']): FrameLink => ({
    send,
    onFrame: (l) => listeners[me].push(l),
    onClose: (l) => closers[me].push(l),
    close: closeBoth,
  })
  return [make('a', side('b', aToB, 'ab')), make('b', side('a', bToA, 'ba')), stats]
}

/** A document of roughly `kb` KiB of chat lines, written in several transactions like real use. */
function bigDoc(kb: number): Y.Doc {
  const doc = new Y.Doc()
  const chat = doc.getArray('chat')
  for (let t = 0; t < kb / 64; t++) {
    doc.transact(() => {
      for (let i = 0; i < 64; i++) chat.push([{ n: t * 64 + i, text: 'x'.repeat(1000) }])
    })
  }
  return doc
}

const RID = '0123456789abcdef0123456789abcdef'

async function run(joinerDoc: Y.Doc, sourceDoc: Y.Doc, aToB: Wire = {}, bToA: Wire = {}, joinerPw = 'pw') {
  const [joinerLink, sourceLink, stats] = linkPair(aToB, bToA)
  const joiner = new SealedChannel(joinerLink, await deriveBootstrapKey(joinerPw, 'ROOM'), RID)
  const source = new SealedChannel(sourceLink, await deriveBootstrapKey('pw', 'ROOM'), RID)
  const progress: number[] = []
  const [j, s] = await Promise.allSettled([
    runJoinerSession(joiner, joinerDoc, (f) => progress.push(f)),
    runSourceSession(source, sourceDoc),
  ])
  return { j, s, progress, stats }
}

describe('bootstrap sessions', () => {
  it('brings an empty joiner to the source state, with progress up to 1', async () => {
    const source = bigDoc(1024)
    const joiner = new Y.Doc()
    const { j, s, progress } = await run(joiner, source)
    expect(j.status).toBe('fulfilled')
    expect(s.status).toBe('fulfilled')
    expect(joiner.getArray('chat').length).toBe(source.getArray('chat').length)
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(source))
    expect(j.status === 'fulfilled' && j.value.bytes).toBeGreaterThan(1_000_000)
    expect(progress.at(-1)).toBe(1)
    expect(progress.length).toBeGreaterThan(10)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('hands the joiner’s offline edits to the source', async () => {
    const source = bigDoc(256)
    const joiner = new Y.Doc()
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(source))
    joiner.getArray('chat').push(['offline'])
    const { j } = await run(joiner, source)
    expect(j.status === 'fulfilled' && j.value.sentBytes).toBeGreaterThan(0)
    expect(source.getArray('chat').toJSON().at(-1)).toBe('offline')
  })

  it('copes with frames arriving out of order and twice', async () => {
    const source = bigDoc(512)
    const joiner = new Y.Doc()
    const { j } = await run(joiner, source, { scramble: true }, { scramble: true, deliver: (f) => [f, f] })
    expect(j.status).toBe('fulfilled')
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(source))
  })

  it('leaves the joiner’s document untouched when the source drops mid-transfer', async () => {
    const source = bigDoc(1024)
    const joiner = new Y.Doc()
    joiner.getArray('chat').push(['mine'])
    const before = Y.encodeStateAsUpdate(joiner)
    const { j, progress } = await run(joiner, source, {}, { cutAfter: 5 })
    expect(j.status).toBe('rejected')
    expect(j.status === 'rejected' && (j.reason as ChannelError).failure).toBe('closed')
    expect(progress.length).toBeGreaterThan(0)
    expect(progress).not.toContain(1)
    expect(Y.encodeStateAsUpdate(joiner)).toEqual(before)
  })

  it('leaves the joiner’s document untouched when a frame never arrives (stall)', async () => {
    const source = bigDoc(256)
    const joiner = new Y.Doc()
    const before = Y.encodeStateAsUpdate(joiner)
    const [joinerLink, sourceLink] = linkPair({}, { deliver: (f, n) => (n === 2 ? [] : [f]) })
    const key = await deriveBootstrapKey('pw', 'ROOM')
    const channel = new SealedChannel(joinerLink, key, RID)
    void runSourceSession(new SealedChannel(sourceLink, key, RID), source).catch(() => {})
    await channel.send('hello', new Uint8Array([0]))
    await expect(channel.next('state', { stallMs: 200 })).rejects.toMatchObject({ failure: 'stalled' })
    expect(Y.encodeStateAsUpdate(joiner)).toEqual(before)
  })

  it('sends not one document byte to a joiner with the wrong password', async () => {
    const source = bigDoc(256)
    const joiner = new Y.Doc()
    const { j, s, stats } = await run(joiner, source, {}, {}, 'not-the-password')
    expect(j.status).toBe('rejected')
    expect(s.status === 'rejected' && (s.reason as ChannelError).failure).toBe('auth')
    expect(stats.frames.ba).toBe(0)
    expect(joiner.getArray('chat').length).toBe(0)
  })

  it('refuses a message whose bytes were altered on the way', async () => {
    const source = bigDoc(128)
    const joiner = new Y.Doc()
    const flip = (f: Uint8Array, n: number) => {
      if (n !== 1) return [f]
      const copy = f.slice()
      copy[copy.length - 1] = (copy[copy.length - 1] as number) ^ 0x40
      return [copy]
    }
    const { j } = await run(joiner, source, {}, { deliver: flip })
    expect(j.status === 'rejected' && (j.reason as ChannelError).failure).toBe('auth')
    expect(joiner.getArray('chat').length).toBe(0)
  })
})
