/**
 * The server facing a hostile client: each test replays one attack that was measured against `npm start`
 * (see net/server/README.md, "What a hostile client of the server can and cannot do") and checks that
 * the attacker hurts nobody but itself. Attackers connect from 127.0.0.2, honest clients from 127.0.0.1.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startServer } from './server'
import type { RunningServer, ServerOptions } from './server'
import { ATTACKER, RAW_CONTROL, deepArray, eventually, openPeerJs, peerJsUrl } from './testing/attack'
import { connect } from './testing/ws-client'
import type { TestSocket } from './testing/ws-client'

let server: RunningServer | null = null
const sockets: TestSocket[] = []

async function start(options: ServerOptions = {}): Promise<RunningServer> {
  server = await startServer({ port: 0, quiet: true, ...options })
  return server
}

/** Open a socket and remember it for cleanup. */
async function track(promise: Promise<TestSocket>): Promise<TestSocket> {
  const socket = await promise
  sockets.push(socket)
  return socket
}

function signalUrl(s: RunningServer): string {
  return s.url.replace('http', 'ws') + '/signal'
}

async function health(s: RunningServer): Promise<Record<string, unknown>> {
  return (await (await fetch(`${s.url}/health`)).json()) as Record<string, unknown>
}

/** Subscribe and wait until the server has surely processed it (a ping round trip). */
async function subscribe(socket: TestSocket, topic: string): Promise<void> {
  socket.send({ type: 'subscribe', topics: [topic] })
  socket.send({ type: 'ping' })
  expect(await socket.next()).toEqual({ type: 'pong' })
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate()
  await server?.close()
  server = null
  vi.restoreAllMocks()
})

describe('a hostile client of /signal', () => {
  it('survives a 10,000-deep publish and keeps forwarding', async () => {
    const s = await start()
    const bob = await track(connect(signalUrl(s)))
    await subscribe(bob, 't')
    const attacker = await track(connect(signalUrl(s), { localAddress: ATTACKER }))
    await subscribe(attacker, 't')
    attacker.send(`{"type":"publish","topic":"t","data":${deepArray(10_000)}}`)
    // Just over the depth limit is dropped too; y-webrtc's own frames are about 4 deep.
    attacker.send(`{"type":"publish","topic":"t","data":${deepArray(40)}}`)
    attacker.send({ type: 'publish', topic: 't', data: 'after' })
    // Frames from one socket are handled in order: the first thing bob sees is the honest one.
    expect(await bob.next()).toEqual({ type: 'publish', topic: 't', data: 'after', clients: 2 })
    expect(await health(s)).toMatchObject({ ok: true, peers: 2 })
  })

  it('forwards a publish as received, with the server-side subscriber count', async () => {
    const s = await start()
    const alice = await track(connect(signalUrl(s)))
    await subscribe(alice, 't')
    // A client-supplied `clients` is overridden (the server's count comes last, JSON keeps the last key).
    alice.send('{"type":"publish","topic":"t","clients":99,"data":{"a":[1,{"b":"\\u00e9"}]}}  ')
    const raw = await new Promise<string>((resolve) => alice.ws.once('message', (data) => resolve(String(data))))
    expect(raw).toBe('{"type":"publish","topic":"t","clients":99,"data":{"a":[1,{"b":"\\u00e9"}]},"clients":1}')
    expect(JSON.parse(raw)).toMatchObject({ clients: 1, data: { a: [1, { b: 'é' }] } })
  })

  it('closes only the socket that sends a frame over the size limit, on /signal and /peerjs', async () => {
    const s = await start()
    const bob = await track(connect(signalUrl(s)))
    await subscribe(bob, 't')
    const attacker = await track(connect(signalUrl(s), { localAddress: ATTACKER }))
    attacker.send(`{"type":"publish","topic":"t","data":"${'x'.repeat(1024 * 1024)}"}`)
    expect(await attacker.closed()).toBe(1009)

    // PeerJS frames (SDP offers, ICE candidates) are a few KB; 64 KiB is the limit there.
    const victim = await track(openPeerJs(s.url, 'victim'))
    const big = await track(openPeerJs(s.url, 'attacker-1', ATTACKER))
    big.send({ type: 'OFFER', dst: 'victim', payload: { sdp: 'x'.repeat(70 * 1024) } })
    expect(await big.closed()).toBe(1009)

    const honest = await track(connect(signalUrl(s)))
    honest.send({ type: 'publish', topic: 't', data: 'still here' })
    expect(await bob.next()).toMatchObject({ data: 'still here' })
    expect(victim.ws.readyState).toBe(victim.ws.OPEN)
    await victim.silent()
  })

  it('cuts off a socket that floods frames; others are unaffected', async () => {
    const s = await start({ limits: { signalFramesPerSecond: 10, signalFrameBurst: 20 } })
    const alice = await track(connect(signalUrl(s)))
    const bob = await track(connect(signalUrl(s)))
    await subscribe(bob, 'room')
    const attacker = await track(connect(signalUrl(s), { localAddress: ATTACKER }))
    // 2,000 frames at once: the bucket (20 frames, 10 a second) would need 200 s to let them through.
    for (let i = 0; i < 2000; i++) attacker.send({ type: 'ping' })
    expect(await attacker.closed()).toBe(1008)
    alice.send({ type: 'publish', topic: 'room', data: 'unaffected' })
    expect(await bob.next()).toMatchObject({ data: 'unaffected', clients: 1 })
  })

  it('refuses signaling sockets over the per-address cap with HTTP 429', async () => {
    const s = await start({ limits: { signalSocketsPerAddress: 3 } })
    const mine: TestSocket[] = []
    for (let i = 0; i < 3; i++) mine.push(await track(connect(signalUrl(s), { localAddress: ATTACKER })))
    await expect(connect(signalUrl(s), { localAddress: ATTACKER })).rejects.toThrow('HTTP 429')
    // Honest clients from another address are not affected.
    const honest = await track(connect(signalUrl(s)))
    honest.send({ type: 'ping' })
    expect(await honest.next()).toEqual({ type: 'pong' })
    // A closed socket frees its slot.
    mine[0]!.ws.close()
    await mine[0]!.closed()
    let again: TestSocket | null = null
    await eventually(async () => {
      again = await connect(signalUrl(s), { localAddress: ATTACKER }).catch(() => null)
      return again !== null
    }, 'a free slot after a close')
    sockets.push(again!)
  })
})

describe('a hostile client of /peerjs', () => {
  it('cannot fill the PeerJS server with ids from one address', async () => {
    const s = await start({ limits: { peerJsSocketsPerAddress: 5 } })
    for (let i = 0; i < 5; i++) await track(openPeerJs(s.url, `flood-${i}`, ATTACKER))
    await expect(connect(peerJsUrl(s.url, 'flood-5'), { localAddress: ATTACKER })).rejects.toThrow('HTTP 429')
    await track(openPeerJs(s.url, 'honest'))
    expect(await health(s)).toMatchObject({ ok: true, peerjs: 6 })
  })

  it('drops a deep OFFER to a victim; the victim stays connected and keeps working', async () => {
    const s = await start()
    const victim = await track(openPeerJs(s.url, 'victim'))
    const friend = await track(openPeerJs(s.url, 'friend'))
    const attacker = await track(openPeerJs(s.url, 'mallory', ATTACKER))
    attacker.send(`{"type":"OFFER","dst":"victim","payload":${deepArray(20_000)}}`)
    attacker.send(`{"type":"OFFER","dst":"victim","payload":{"sdp":${deepArray(40)}}}`)
    // The attacker's frames are handled in order: once its harmless one arrives, the deep ones were dropped.
    attacker.send({ type: 'OFFER', dst: 'victim', payload: { sdp: 'from mallory' } })
    expect(await victim.next()).toEqual({
      type: 'OFFER',
      src: 'mallory',
      dst: 'victim',
      payload: { sdp: 'from mallory' },
    })
    friend.send({ type: 'OFFER', dst: 'victim', payload: { sdp: 'v=0' } })
    expect(await victim.next()).toEqual({ type: 'OFFER', src: 'friend', dst: 'victim', payload: { sdp: 'v=0' } })
    expect(victim.ws.readyState).toBe(victim.ws.OPEN)
    expect(await health(s)).toMatchObject({ ok: true, peerjs: 3 })
  })

  it('refuses big OFFERs by size and never queues messages to unknown ids (EXPIRE at once)', async () => {
    const s = await start()
    // 1 MB offers are refused by size (the socket is closed, 1009) before anything could keep them.
    const big = await track(openPeerJs(s.url, 'mallory-big', ATTACKER))
    big.send({ type: 'OFFER', dst: 'ghost', payload: { sdp: 'x'.repeat(1024 * 1024) } })
    expect(await big.closed()).toBe(1009)
    // Offers under the size limit to an id nobody holds are answered at once and not kept.
    const attacker = await track(openPeerJs(s.url, 'mallory', ATTACKER))
    for (let i = 0; i < 50; i++) attacker.send({ type: 'OFFER', dst: 'ghost', payload: { sdp: 'x'.repeat(10_000) } })
    for (let i = 0; i < 50; i++) expect(await attacker.next()).toEqual({ type: 'EXPIRE', src: 'ghost', dst: 'mallory' })
    // When `ghost` registers later, nothing was kept for it: the first thing it hears is a fresh message.
    const ghost = await track(openPeerJs(s.url, 'ghost'))
    const friend = await track(openPeerJs(s.url, 'friend'))
    friend.send({ type: 'CANDIDATE', dst: 'ghost', payload: { candidate: 'probe' } })
    expect(await ghost.next()).toMatchObject({ type: 'CANDIDATE', src: 'friend', payload: { candidate: 'probe' } })
  })

  it('cuts off a PeerJS socket that floods frames', async () => {
    const s = await start({ limits: { peerJsFramesPerSecond: 10, peerJsFrameBurst: 20 } })
    const victim = await track(openPeerJs(s.url, 'victim'))
    const attacker = await track(openPeerJs(s.url, 'mallory', ATTACKER))
    for (let i = 0; i < 2000; i++) attacker.send({ type: 'CANDIDATE', dst: 'victim', payload: { candidate: i } })
    expect(await attacker.closed()).toBe(1008)
    // The victim got at most the burst, and is still open.
    expect(victim.ws.readyState).toBe(victim.ws.OPEN)
  })
})

describe('the server log', () => {
  it('escapes control characters, newlines and ANSI escapes that clients send', async () => {
    const lines: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')))
    const s = await start({ quiet: false, log: (line: string) => void lines.push(line) })
    const evil = '\u001b[31mINJECTED\n\r\u0007'
    const clean = (): void => {
      for (const line of lines) expect(line, JSON.stringify(line)).not.toMatch(RAW_CONTROL)
    }
    const attacker = await track(openPeerJs(s.url, 'mallory', ATTACKER))
    attacker.send(evil)
    attacker.send({ type: `OFFER${evil}`, dst: 'x' })
    await eventually(() => lines.some((l) => l.includes('INJECTED')), 'a log line about the bad frame')
    clean()
    expect(lines.some((l) => l.includes('\\x1b[31mINJECTED\\n\\r\\x07'))).toBe(true)
    // A malformed PeerJS id is refused at the upgrade, and logged escaped too.
    await expect(connect(peerJsUrl(s.url, `id${evil}`), { localAddress: ATTACKER })).rejects.toThrow('HTTP 400')
    await eventually(() => lines.some((l) => l.includes('bad id')), 'a log line about the bad id')
    clean()
    warn.mockRestore()
  })
})
