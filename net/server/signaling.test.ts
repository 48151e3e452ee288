import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSignalMessage, withClientCount } from './signaling'
import { startServer } from './server'
import type { RunningServer } from './server'
import { connect } from './testing/ws-client'
import type { TestSocket } from './testing/ws-client'

describe('parseSignalMessage', () => {
  it('accepts the frames a y-webrtc client sends', () => {
    expect(parseSignalMessage('{"type":"subscribe","topics":["a","b"]}')).toEqual({
      type: 'subscribe',
      topics: ['a', 'b'],
    })
    expect(parseSignalMessage('{"type":"ping"}')).toEqual({ type: 'ping' })
    const text = '{"type":"publish","topic":"a","data":"xyz"}'
    expect(parseSignalMessage(Buffer.from(text))).toEqual({ type: 'publish', topic: 'a', text })
  })

  it('forwards a publish as its received text plus the subscriber count', () => {
    expect(withClientCount('{"type":"publish","topic":"a"} \n', 3)).toBe('{"type":"publish","topic":"a","clients":3}')
    expect(JSON.parse(withClientCount('{"type":"publish","clients":"x","topic":"a"}', 2))).toEqual({
      type: 'publish',
      topic: 'a',
      clients: 2,
    })
  })

  it('drops malformed frames', () => {
    const bad = [
      'not json',
      '[1,2]',
      'null',
      '"subscribe"',
      '{"type":"subscribe","topics":"a"}',
      '{"type":"subscribe","topics":["a",1]}',
      '{"type":"subscribe","topics":[""]}',
      `{"type":"subscribe","topics":${JSON.stringify(Array.from({ length: 65 }, (_, i) => `t${i}`))}}`,
      `{"type":"publish","topic":"${'x'.repeat(513)}"}`,
      '{"type":"publish","topic":5}',
      '{"type":"publish"}',
      '{"type":"explode"}',
      '{"topics":["a"]}',
      `{"type":"publish","topic":"a","data":${'['.repeat(33)}${']'.repeat(33)}}`,
    ]
    for (const frame of bad) expect(parseSignalMessage(frame), frame).toBeNull()
  })
})

describe('signaling over /signal', () => {
  let server: RunningServer
  const sockets: TestSocket[] = []
  const open = async (): Promise<TestSocket> => {
    const socket = await connect(server.url.replace('http', 'ws') + '/signal')
    sockets.push(socket)
    return socket
  }
  const health = async (): Promise<Record<string, unknown>> =>
    (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>

  beforeEach(async () => {
    server = await startServer({ port: 0, quiet: true, maxPayload: 64 * 1024, heartbeatMs: 100 })
  })
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate()
    await server.close()
  })

  it('forwards a publish to every subscriber with the subscriber count', async () => {
    const alice = await open()
    const bob = await open()
    const carol = await open()
    alice.send({ type: 'subscribe', topics: ['room-1'] })
    bob.send({ type: 'subscribe', topics: ['room-1', 'room-2'] })
    carol.send({ type: 'subscribe', topics: ['room-2'] })
    // Round-trip a ping so the subscriptions are surely processed before publishing.
    for (const s of [alice, bob, carol]) s.send({ type: 'ping' })
    for (const s of [alice, bob, carol]) expect(await s.next()).toEqual({ type: 'pong' })

    const frame = { type: 'publish', topic: 'room-1', data: { type: 'announce', from: 'alice-id' } }
    alice.send(frame)
    expect(await alice.next()).toEqual({ ...frame, clients: 2 })
    expect(await bob.next()).toEqual({ ...frame, clients: 2 })
    await carol.silent()
    expect(await health()).toMatchObject({ ok: true, rooms: 2, peers: 3 })

    bob.send({ type: 'unsubscribe', topics: ['room-1'] })
    // Bob's socket and Alice's are separate connections: only Bob's pong says his unsubscribe has been processed.
    bob.send({ type: 'ping' })
    expect(await bob.next()).toEqual({ type: 'pong' })
    alice.send({ type: 'publish', topic: 'room-1', data: 'second' })
    expect(await alice.next()).toMatchObject({ data: 'second', clients: 1 })
    await bob.silent()
  })

  it('forgets a closed socket', async () => {
    const alice = await open()
    const bob = await open()
    for (const s of [alice, bob]) s.send({ type: 'subscribe', topics: ['room'] })
    bob.ws.close()
    await bob.closed()
    await new Promise((r) => setTimeout(r, 50))
    alice.send({ type: 'publish', topic: 'room', data: 'x' })
    expect(await alice.next()).toMatchObject({ clients: 1 })
    expect(await health()).toMatchObject({ rooms: 1, peers: 1 })
  })

  it('drops bad frames, keeps the socket open and keeps serving others', async () => {
    const alice = await open()
    const bob = await open()
    bob.send({ type: 'subscribe', topics: ['room'] })
    for (const bad of [
      'not json',
      '[]',
      { type: 'subscribe', topics: [1, 2] },
      { type: 'nope' },
      { type: 'publish' },
    ]) {
      alice.send(bad)
    }
    alice.send({ type: 'subscribe', topics: Array.from({ length: 100 }, (_, i) => `t${i}`) })
    await alice.silent()
    expect(alice.ws.readyState).toBe(alice.ws.OPEN)
    alice.send({ type: 'ping' })
    expect(await alice.next()).toEqual({ type: 'pong' })
    alice.send({ type: 'publish', topic: 'room', data: 'still here' })
    expect(await bob.next()).toMatchObject({ data: 'still here', clients: 1 })
  })

  it('closes only the socket that sends an oversized frame', async () => {
    const alice = await open()
    const bob = await open()
    bob.send({ type: 'subscribe', topics: ['room'] })
    alice.send({ type: 'publish', topic: 'room', data: 'x'.repeat(100 * 1024) })
    expect(await alice.closed()).toBe(1009)
    const carol = await open()
    carol.send({ type: 'publish', topic: 'room', data: 'after' })
    expect(await bob.next()).toMatchObject({ data: 'after', clients: 1 })
    expect(await health()).toMatchObject({ ok: true, peers: 2 })
  })

  it('drops a socket that stops answering websocket pings', async () => {
    const alive = await open()
    const dead = await connect(server.url.replace('http', 'ws') + '/signal', { autoPong: false })
    sockets.push(dead)
    await dead.closed(2000)
    expect(alive.ws.readyState).toBe(alive.ws.OPEN)
  })

  it('refuses websocket upgrades on unknown paths', async () => {
    await expect(connect(server.url.replace('http', 'ws') + '/nope')).rejects.toThrow()
    expect((await health()).ok).toBe(true)
  })
})
