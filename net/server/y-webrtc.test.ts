/**
 * Compatibility with the real client: y-webrtc providers in separate processes (Node WebRTC from
 * @roamhq/wrtc) find each other through our /signal endpoint and sync a document over real peer
 * connections, with a room password (so the signaling payloads are encrypted and opaque to the server).
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer } from './server'
import type { RunningServer } from './server'

const PEER_SCRIPT = fileURLToPath(new URL('./testing/y-webrtc-peer.ts', import.meta.url))
let server: RunningServer
const children: ChildProcess[] = []

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true })
})
afterAll(async () => {
  for (const child of children) child.kill()
  await server.close()
})

/** The server's health report. */
async function health(): Promise<Record<string, unknown>> {
  return (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>
}

/** Polls `check` every 50 ms until it holds (or 10 s pass, then fails). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    if (await check()) return
  }
  throw new Error('the server still counts the last try’s peers')
}

/** Start a peer process; resolves with its report once it has synced with everyone. */
function peer(room: string, name: string, peers: number): Promise<{ keys: string[]; conns: number }> {
  const url = server.url.replace('http', 'ws') + '/signal'
  const child = spawn(process.execPath, ['--import', 'tsx', PEER_SCRIPT, url, room, name, 'sesame', String(peers)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as { keys: string[]; conns: number })
    })
    child.on('exit', (code) => reject(new Error(`peer ${name} exited (${code}) before syncing`)))
  })
}

// On a starved CI machine (the unit suite runs files in parallel) a peer connection can miss its ICE window and
// y-webrtc does not redial; alone the test takes about a second. One more try then, with a fresh room.
it('lets three y-webrtc peers meet and sync through /signal', { retry: 2, timeout: 60_000 }, async () => {
  // A retry starts from an empty server: the last try's peers are stopped and gone.
  for (const child of children.splice(0)) child.kill()
  await until(async () => (await health()).peers === 0)
  const room = `holotable-test-${process.pid}-${Date.now()}`
  const reports = await Promise.all(['alice', 'bob', 'carol'].map((name) => peer(room, name, 3)))
  for (const report of reports) expect(report).toEqual({ keys: ['alice', 'bob', 'carol'], conns: 2 })
  expect(await health()).toMatchObject({ rooms: 1, peers: 3 })
})
