/**
 * Signaling server benchmark: `npx tsx tests/bench/server-bench.ts`. The server runs in a child process
 * (this file again, with HOLOTABLE_BENCH_ROLE=server) so its RSS is its own. This process opens 1,000
 * websocket clients to /signal from loopback, in 100 rooms of 10 (one topic each), and each room publishes
 * a 300-byte message every 100 ms (1,000 publishes and 10,000 deliveries a second in all), rotating the
 * sender among its members. Prints the p50/p99/max fan-out latency (publish sent → the last of the room's
 * 10 subscribers received it, all on this process's clock) and the server's RSS (from /health) before the
 * clients, once they are connected, and the highest seen during the run.
 * Figures only: nothing here asserts on timings.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { startServer } from '../../net/server/server'

const CLIENTS = 1000
const ROOMS = 100
const PERIOD_MS = 100
const RUN_MS = 10_000
const WARMUP_MS = 1000
const PAYLOAD = 'x'.repeat(300)

if (process.env.HOLOTABLE_BENCH_ROLE === 'server') {
  // The benchmark connects 1,000 sockets from one address: per-address caps are raised, nothing else.
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    quiet: true,
    limits: { signalSocketsPerAddress: 10_000, peerJsSocketsPerAddress: 10_000 },
  })
  process.stdout.write(`port ${server.port}\n`)
  process.stdin.resume()
  process.stdin.on('end', () => void server.close().then(() => process.exit(0)))
} else {
  await bench()
}

/** The p-th percentile (0–100) of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function bench(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, HOLOTABLE_BENCH_ROLE: 'server' },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /port (\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  const base = `http://127.0.0.1:${port}`
  const rss = async (): Promise<number> => ((await (await fetch(`${base}/health`)).json()) as { rss: number }).rss
  const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1)
  const rssIdle = await rss()

  // Publish id → [sent at, subscribers still to receive it].
  const pending = new Map<number, [number, number]>()
  const latencies: number[] = []
  let measuring = false
  const received = (id: number): void => {
    const entry = pending.get(id)
    if (!entry) return
    if (--entry[1] > 0) return
    pending.delete(id)
    if (measuring) latencies.push(performance.now() - entry[0])
  }

  const sockets: WebSocket[] = []
  const tConnect = performance.now()
  for (let i = 0; i < CLIENTS; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, k) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/signal`)
        sockets[i + k] = ws
        ws.on('message', (raw) => {
          const text = String(raw)
          if (text.startsWith('{"type":"publish"')) received((JSON.parse(text) as { data: { id: number } }).data.id)
        })
        return new Promise<void>((resolve, reject) => {
          ws.once('open', () => {
            ws.send(JSON.stringify({ type: 'subscribe', topics: [`bench/room-${(i + k) % ROOMS}`] }))
            ws.send('{"type":"ping"}')
          })
          // The pong comes after the subscribe was handled.
          ws.on('message', (raw) => String(raw) === '{"type":"pong"}' && resolve())
          ws.once('error', reject)
        })
      }),
    )
  }
  const connectMs = performance.now() - tConnect
  const rssConnected = await rss()

  let nextId = 0
  let tick = 0
  let rssPeak = rssConnected
  const ticksPerPeriod = 10
  const ticker = setInterval(() => {
    // Every 10 ms a tenth of the rooms publish, so each room publishes once per 100 ms, evenly spread.
    const phase = tick % ticksPerPeriod
    const round = Math.floor(tick / ticksPerPeriod)
    for (let room = phase; room < ROOMS; room += ticksPerPeriod) {
      const members = CLIENTS / ROOMS
      const sender = sockets[room + ROOMS * (round % members)] as WebSocket
      const id = nextId++
      pending.set(id, [performance.now(), members])
      sender.send(JSON.stringify({ type: 'publish', topic: `bench/room-${room}`, data: { id, body: PAYLOAD } }))
    }
    tick++
  }, PERIOD_MS / ticksPerPeriod)
  const sampler = setInterval(() => void rss().then((r) => (rssPeak = Math.max(rssPeak, r))), 1000)

  await new Promise((r) => setTimeout(r, WARMUP_MS))
  measuring = true
  await new Promise((r) => setTimeout(r, RUN_MS))
  measuring = false
  clearInterval(ticker)
  clearInterval(sampler)
  await new Promise((r) => setTimeout(r, 500))
  rssPeak = Math.max(rssPeak, await rss())

  const sorted = latencies.sort((a, b) => a - b)
  const rows: [string, string][] = [
    ['clients / rooms', `${CLIENTS} / ${ROOMS} (10 per room, one topic each)`],
    ['connect + subscribe all (ms)', connectMs.toFixed(0)],
    ['publishes measured', `${sorted.length} (${((sorted.length / RUN_MS) * 1000).toFixed(0)}/s, each to 10)`],
    ['unfinished at the end', String(pending.size)],
    ['fan-out latency p50 (ms)', percentile(sorted, 50).toFixed(2)],
    ['fan-out latency p99 (ms)', percentile(sorted, 99).toFixed(2)],
    ['fan-out latency max (ms)', (sorted[sorted.length - 1] ?? NaN).toFixed(2)],
    ['server RSS idle (MB)', mb(rssIdle)],
    ['server RSS, 1,000 clients connected (MB)', mb(rssConnected)],
    ['server RSS peak during the run (MB)', mb(rssPeak)],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log('Signaling server (/signal)')
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`)

  for (const ws of sockets) ws.terminate()
  child.stdin!.end()
  await new Promise((r) => child.once('exit', r))
}
