import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness'
import {
  initialPresence,
  localPresence,
  onPresenceChange,
  parsePresence,
  patchLocalPresence,
  remotePresences,
  setLocalPresence,
  throttle,
} from './presence'

const anna = { name: 'Anna', colour: '#ff0000', publicKey: 'aa'.repeat(32) }
const bela = { name: 'Béla', colour: '#0000ff', publicKey: 'bb'.repeat(32) }

/** Two peers whose awareness updates are relayed to each other at once. */
function pair() {
  const docs = [new Y.Doc(), new Y.Doc()]
  const [a, b] = docs.map((doc) => new Awareness(doc)) as [Awareness, Awareness]
  const relay = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
      applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [...added!, ...updated!, ...removed!]), 'remote')
    })
  relay(a, b)
  relay(b, a)
  return { docs, a, b }
}

describe('presence', () => {
  it('shows each peer the others’ presence, not its own', () => {
    const { a, b } = pair()
    setLocalPresence(a, initialPresence(anna))
    setLocalPresence(b, initialPresence(bela))
    patchLocalPresence(a, { cursor: { x: 1, z: 2 }, seat: 's1' })
    expect(localPresence(a)?.cursor).toEqual({ x: 1, z: 2 })
    const seenByB = remotePresences(b)
    expect(seenByB).toHaveLength(1)
    expect(seenByB[0]).toMatchObject({ user: anna, seat: 's1', cursor: { x: 1, z: 2 }, clientId: a.clientID })
    expect(remotePresences(a).map((p) => p.user.name)).toEqual(['Béla'])
    a.destroy()
    b.destroy()
  })

  it('never writes the document, however much the pointer moves', () => {
    const { docs, a, b } = pair()
    let docUpdates = 0
    docs.forEach((doc) => doc.on('update', () => docUpdates++))
    setLocalPresence(a, initialPresence(anna))
    for (let i = 0; i < 100; i++) patchLocalPresence(a, { drag: { id: 'card-1', x: i, z: -i } })
    expect(remotePresences(b)[0]?.drag).toEqual({ id: 'card-1', x: 99, z: -99 })
    expect(docUpdates).toBe(0)
    expect(docs.map((doc) => Y.encodeStateVector(doc).length)).toEqual([1, 1])
    a.destroy()
    b.destroy()
  })

  it('tells listeners when a peer changes or leaves', () => {
    const { a, b } = pair()
    setLocalPresence(b, initialPresence(bela))
    const seen: string[][] = []
    const stop = onPresenceChange(b, (peers) => seen.push(peers.map((p) => `${p.user.name}:${p.hover}`)))
    setLocalPresence(a, initialPresence(anna))
    patchLocalPresence(a, { hover: 'token-7' })
    a.setLocalState(null)
    stop()
    patchLocalPresence(a, { user: anna })
    expect(seen).toEqual([['Anna:null'], ['Anna:token-7'], []])
    a.destroy()
    b.destroy()
  })

  it('reads untrusted states defensively', () => {
    expect(parsePresence(null)).toBeNull()
    expect(parsePresence({ user: { name: 1 } })).toBeNull()
    const odd = parsePresence({
      user: anna,
      seat: 5,
      cursor: { x: 'far', z: 0 },
      drag: { id: 'c', x: 1, z: Infinity },
      hover: {},
      camera: { preset: 'top', position: [0, 10, 0], extra: 1 },
    })
    expect(odd).toEqual({ ...initialPresence(anna), camera: { preset: 'top', position: [0, 10, 0] } })
  })

  it.each([
    'url(https://evil.example/x.png)',
    'red;background:url(https://evil.example/x.png)',
    '#ff0000;background-image:url(https://evil.example/x.png)',
    '#f00',
    42,
  ])('shows a peer whose colour is %j in grey, so no stylesheet can fetch a URL', (colour) => {
    const { a, b } = pair()
    setLocalPresence(a, initialPresence({ ...anna, colour } as never))
    expect(remotePresences(b)[0]?.user.colour).toBe('#888888')
    a.destroy()
    b.destroy()
  })

  it('keeps a colour in lower case', () => {
    expect(parsePresence({ user: { ...anna, colour: '#ABCDEF' } })?.user.colour).toBe('#abcdef')
  })

  it('caps a huge name and strips control and bidi characters from it', () => {
    const huge = parsePresence({ user: { ...anna, name: 'A'.repeat(1_000_000) } })
    expect(huge?.user.name).toBe('A'.repeat(64))
    expect(parsePresence({ user: { ...anna, name: ' \u202eAnna\u0000\n ' } })?.user.name).toBe('Anna')
  })

  it('drops over-long ids instead of keeping them', () => {
    const long = 'x'.repeat(100_000)
    expect(parsePresence({ user: { ...anna, publicKey: long } })).toBeNull()
    const odd = parsePresence({ user: anna, seat: long, hover: long, drag: { id: long, x: 0, z: 0 } })
    expect(odd).toMatchObject({ seat: null, hover: null, drag: null })
  })

  it('refuses a patch before the user is known', () => {
    const awareness = new Awareness(new Y.Doc())
    awareness.setLocalState(null)
    expect(() => patchLocalPresence(awareness, { hover: 'x' })).toThrow(/user/)
    awareness.destroy()
  })
})

describe('throttle', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends at most ~30 updates a second and always the latest position last', () => {
    vi.useFakeTimers()
    const sent: number[] = []
    const send = throttle((x: number) => sent.push(x))
    // 1 second of pointer moves at 1 kHz.
    for (let ms = 0; ms < 1000; ms++) {
      send(ms)
      vi.advanceTimersByTime(1)
    }
    vi.advanceTimersByTime(100)
    expect(sent.length).toBeGreaterThanOrEqual(29)
    expect(sent.length).toBeLessThanOrEqual(32)
    expect(sent[0]).toBe(0)
    expect(sent[sent.length - 1]).toBe(999)
  })

  it('flushes a pending call now and cancels it on request', () => {
    vi.useFakeTimers()
    const sent: string[] = []
    const send = throttle((x: string) => sent.push(x), 100)
    send('a')
    send('b')
    send.flush()
    send('c')
    send.cancel()
    vi.advanceTimersByTime(500)
    expect(sent).toEqual(['a', 'b'])
  })
})
