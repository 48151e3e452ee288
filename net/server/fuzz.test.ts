/**
 * Fuzz: the real server (`net/server/main.ts` in a child process, default limits) keeps serving a healthy
 * pair of clients while attackers from another address throw thousands of random and adversarial frames
 * at /signal and /peerjs, junk PeerJS upgrades and junk HTTP requests. Afterwards the healthy pair must
 * have received every message in order, /health must answer, the process must be alive, and no log line
 * may carry a raw control character.
 *
 * Seeded (engine's createRng): a failure replays with the same seed, `HOLOTABLE_FUZZ_SEED=<hex>` picks
 * another. The healthy pair is paced by timers (at most 50 frames a second, far below the rate limits),
 * and attackers aim at most HEALTHY_BUDGET bytes of deliverable frames at it (far below the buffer caps),
 * so whether it loses anything never depends on how fast the machine is.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createRng } from '../../engine'
import type { Rng } from '../../engine'
import { jsonDepthExceeds } from './frame-guard'
import { ATTACKER, RAW_CONTROL, eventually, peerJsUrl, rawRequest } from './testing/attack'
import { junkPeerJsQuery, junkRequest, peerJsFrame, signalFrame } from './testing/fuzz-frames'
import type { FuzzFrame } from './testing/fuzz-frames'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))
const SEED = process.env.HOLOTABLE_FUZZ_SEED ?? '5eedf00d'
const ACTIONS = 5000
const TOPIC = 'holotable/healthy-room'
const VICTIMS = ['healthy-a', 'healthy-b']
/** Marks the healthy pair's own messages; the frame generators never produce it. */
const SECRET = 'only-the-healthy-pair-knows'
/** Bytes of deliverable frames attackers may aim at the healthy pair (the server's buffer caps are MiBs). */
const HEALTHY_BUDGET = 1024 * 1024
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

let child: ChildProcess | null = null
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
})

/** Start main.ts on a free loopback port; resolves with its base URL and a live view of its stderr. */
async function startChild(): Promise<{ base: string; stderr: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, '--host', '127.0.0.1', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = proc
  let err = ''
  proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')))
  const port = await new Promise<string>((resolve, reject) => {
    let out = ''
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /localhost:(\d+)\//.exec(out)
      if (match) resolve(match[1] as string)
    })
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err}`)))
  })
  return { base: `http://127.0.0.1:${port}`, stderr: () => err }
}

/** Open a websocket; null if refused, failed or not open within 5 s. */
function open(url: string, localAddress?: string): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress })
    ws.on('error', () => {})
    const timer = setTimeout(() => (ws.terminate(), resolve(null)), 5000)
    const done = (value: WebSocket | null) => (clearTimeout(timer), resolve(value))
    ws.once('open', () => done(ws))
    ws.once('close', () => done(null))
    ws.once('unexpected-response', () => (ws.terminate(), done(null)))
  })
}

/** A healthy client: records, per sender, the sequence numbers of the pair's messages it received. */
interface Healthy {
  ws: WebSocket
  seqs: Map<string, number[]>
  ready: Set<string>
  done: Set<string>
}

async function healthy(url: string, kind: 'signal' | 'peerjs'): Promise<Healthy> {
  const ws = await open(url)
  if (!ws) throw new Error(`healthy ${kind} client could not connect`)
  const client: Healthy = { ws, seqs: new Map(), ready: new Set(), done: new Set() }
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Record<string, unknown>
    // Signaling: the sender is in data.from; PeerJS: src, which the server sets and nobody can forge.
    const body = (kind === 'signal' ? frame.data : frame.payload) as Record<string, unknown> | undefined
    if (body?.secret !== SECRET) return
    const from = String(kind === 'signal' ? body.from : frame.src)
    if (body.ready) client.ready.add(from)
    else if (body.done) client.done.add(from)
    else client.seqs.set(from, [...(client.seqs.get(from) ?? []), Number(body.seq)])
  })
  return client
}

/** Up to `size` attacker sockets, reopened when closed. */
class Pool {
  private readonly sockets: (WebSocket | null)[]
  constructor(
    size: number,
    private readonly opener: () => Promise<WebSocket | null>,
  ) {
    this.sockets = Array.from({ length: size }, () => null)
  }
  async get(rng: Rng): Promise<WebSocket | null> {
    const i = rng.int(0, this.sockets.length - 1)
    const current = this.sockets[i]
    if (current?.readyState === WebSocket.OPEN) return current
    return (this.sockets[i] = await this.opener())
  }
  closeAll(): void {
    for (const ws of this.sockets) ws?.terminate()
  }
}

it('keeps a healthy pair whole while attackers throw thousands of bad frames', { timeout: 120_000 }, async () => {
  const { base, stderr } = await startChild()
  const wsBase = base.replace('http', 'ws')
  const rng = createRng(SEED, 'server-fuzz')

  const a = await healthy(`${wsBase}/signal`, 'signal')
  const b = await healthy(`${wsBase}/signal`, 'signal')
  const pa = await healthy(peerJsUrl(base, 'healthy-a', 'secret-token-a'), 'peerjs')
  const pb = await healthy(peerJsUrl(base, 'healthy-b', 'secret-token-b'), 'peerjs')
  for (const s of [a, b]) s.ws.send(JSON.stringify({ type: 'subscribe', topics: [TOPIC] }))
  // Both subscriptions are in before anything counted is published: each has heard the other's 'ready'.
  await eventually(() => {
    for (const [s, from] of [
      [a, 'A'],
      [b, 'B'],
    ] as const) {
      s.ws.send(JSON.stringify({ type: 'publish', topic: TOPIC, data: { secret: SECRET, from, ready: true } }))
    }
    return a.ready.has('B') && b.ready.has('A')
  }, 'both subscriptions')

  // The healthy pair: one message per channel every 20 ms or more, for as long as the attack lasts.
  let attacking = true
  let sent = 0
  const publish = (s: Healthy, from: string, data: object) =>
    s.ws.send(JSON.stringify({ type: 'publish', topic: TOPIC, data: { secret: SECRET, from, ...data } }))
  const candidate = (s: Healthy, dst: string, payload: object) =>
    s.ws.send(JSON.stringify({ type: 'CANDIDATE', dst, payload: { secret: SECRET, ...payload } }))
  const pair = (async () => {
    while ((attacking || sent < 100) && sent < 2000) {
      publish(a, 'A', { seq: sent })
      publish(b, 'B', { seq: sent })
      candidate(pa, 'healthy-b', { seq: sent })
      candidate(pb, 'healthy-a', { seq: sent })
      if (sent % 50 === 0) for (const p of [pa, pb]) p.ws.send('{"type":"HEARTBEAT"}')
      sent++
      await sleep(20)
    }
  })()

  // The attack, from another address.
  let budget = HEALTHY_BUDGET
  let atkIds = 0
  const signals = new Pool(6, async () => {
    const ws = await open(`${wsBase}/signal`, ATTACKER)
    ws?.send(JSON.stringify({ type: 'subscribe', topics: rng.pick([[TOPIC], ['t1', 't2'], []]) }))
    return ws
  })
  const peers = new Pool(6, () => open(peerJsUrl(base, `atk-${atkIds++}`), ATTACKER))
  const counts = { frames: 0, http: 0, upgrades: 0 }
  const fire = (ws: WebSocket | null, frame: FuzzFrame): void => {
    if (ws?.readyState !== WebSocket.OPEN) return
    if (typeof frame.data === 'string' && (frame.data.includes(TOPIC) || frame.data.includes('healthy-'))) {
      const deliverable = frame.data.length <= 64 * 1024 && !jsonDepthExceeds(frame.data, 32)
      if (deliverable && (budget -= frame.data.length) < 0) return
    }
    ws.send(frame.data, { binary: frame.binary })
    counts.frames++
  }
  for (let n = 0; n < ACTIONS; n++) {
    const roll = rng.int(0, 99)
    if (roll < 45) {
      fire(await signals.get(rng), signalFrame(rng, TOPIC))
    } else if (roll < 75) {
      fire(await peers.get(rng), peerJsFrame(rng, VICTIMS))
    } else if (roll < 80) {
      const ws = await (rng.int(0, 1) === 0 ? signals : peers).get(rng)
      const frame = ws?.url.includes('/signal') ? '{"type":"ping"}' : '{"type":"HEARTBEAT"}'
      for (let i = rng.int(500, 3000); i > 0; i--) fire(ws, { data: frame, binary: false })
    } else if (roll < 88) {
      const { method, path, body } = junkRequest(rng)
      await rawRequest(base, path, { method, body, localAddress: ATTACKER })
      counts.http++
    } else if (roll < 95) {
      ;(await open(`${wsBase}/peerjs/peerjs?${junkPeerJsQuery(rng, VICTIMS)}`, ATTACKER))?.terminate()
      counts.upgrades++
    } else {
      ;(await (rng.int(0, 1) === 0 ? signals : peers).get(rng))?.terminate()
    }
    // Let the healthy sockets be read now and then.
    if (n % 20 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  attacking = false
  await pair
  signals.closeAll()
  peers.closeAll()

  // Everything the pair sent arrived, in order: after each sender's last message, a sentinel, in order too.
  publish(a, 'A', { done: true })
  publish(b, 'B', { done: true })
  candidate(pa, 'healthy-b', { done: true })
  candidate(pb, 'healthy-a', { done: true })
  await eventually(
    () => a.done.size === 2 && b.done.size === 2 && pa.done.has('healthy-b') && pb.done.has('healthy-a'),
    'the sentinels',
    15_000,
  )
  const all = Array.from({ length: sent }, (_, i) => i)
  for (const s of [a, b]) {
    expect(s.seqs.get('A'), 'A → signal').toEqual(all)
    expect(s.seqs.get('B'), 'B → signal').toEqual(all)
  }
  expect(pa.seqs.get('healthy-b'), 'b → a over PeerJS').toEqual(all)
  expect(pb.seqs.get('healthy-a'), 'a → b over PeerJS').toEqual(all)
  for (const s of [a, b, pa, pb]) expect(s.ws.readyState).toBe(WebSocket.OPEN)

  const health = (await (await fetch(`${base}/health`)).json()) as Record<string, unknown>
  expect(health).toMatchObject({ ok: true, peerjs: 2 })
  expect(child?.exitCode).toBeNull()
  const lines = stderr().split('\n')
  for (const line of lines) expect(line, JSON.stringify(line)).not.toMatch(RAW_CONTROL)
  // The attack did happen: thousands of frames, hundreds of junk requests and upgrades.
  expect(counts.frames).toBeGreaterThan(5000)
  expect(counts.http + counts.upgrades).toBeGreaterThan(500)
  for (const s of [a, b, pa, pb]) s.ws.terminate()
})
