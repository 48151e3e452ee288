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

it('lets three y-webrtc peers meet and sync through /signal', async () => {
  const room = `holotable-test-${process.pid}-${Date.now()}`
  const reports = await Promise.all(['alice', 'bob', 'carol'].map((name) => peer(room, name, 3)))
  for (const report of reports) expect(report).toEqual({ keys: ['alice', 'bob', 'carol'], conns: 2 })
  const health = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>
  expect(health).toMatchObject({ rooms: 1, peers: 3 })
}, 60_000)
