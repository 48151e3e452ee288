/**
 * One y-webrtc peer in its own process (y-webrtc keeps a process-wide map of rooms, so two peers of one
 * room cannot share a process). Driven by tests/integration/webrtc.test.ts over stdin/stdout, one JSON
 * object per line; every command carries an `id` that its reply repeats.
 *
 *   { id, cmd: 'join', room, signaling, peerjs, password?, bootstrap?, serve? }
 *        → { id, ok, bootstrap?: { result, bytes, from?, ms } }
 *        (bootstrap: run bootstrapFromPeers before creating the provider; serve: serveBootstrap after)
 *   { id, cmd: 'fill', entries, bytes, perTransaction }  append `entries` chat lines of ~`bytes` each
 *   { id, cmd: 'push', text }                           append one chat line
 *   { id, cmd: 'state' }     → { id, ok, length, hash, docBytes, peers }
 *   { id, cmd: 'wait', length, timeoutMs } → { id, ok, ms, length }  (ok false: timed out)
 *   { id, cmd: 'waitPeers', count, timeoutMs } → { id, ok, peers }  (open y-webrtc connections)
 *   { id, cmd: 'quit' }
 */
import { wrtc } from './node-webrtc'
import { createHash } from 'node:crypto'
import { createInterface } from 'node:readline'
import * as Y from 'yjs'
import { WebrtcProvider } from 'y-webrtc'
import type { NetConfig } from '../../../net/types'

type Command = { id: number; cmd: string; [key: string]: unknown }

// Loaded after node-webrtc.ts has installed the globals PeerJS probes for.
const { bootstrapFromPeers, serveBootstrap } = await import('../../../net/bootstrap/index')

const doc = new Y.Doc()
const chat = doc.getArray<{ n: number; who: string; text: string }>('chat')
let provider: WebrtcProvider | null = null
let server: { stop(): void } | null = null
let peers = 0
const peerListeners = new Set<() => void>()

const reply = (message: Record<string, unknown>): void => {
  process.stdout.write(JSON.stringify(message) + '\n')
}

/** Hash of the chat content, so two peers can compare megabytes with one string. */
const contentHash = () => createHash('sha256').update(JSON.stringify(chat.toJSON())).digest('hex')

function waitForLength(length: number, timeoutMs: number): Promise<boolean> {
  if (chat.length >= length) return Promise.resolve(true)
  return new Promise((resolve) => {
    const check = () => {
      if (chat.length < length) return
      chat.unobserve(check)
      clearTimeout(timer)
      resolve(true)
    }
    const timer = setTimeout(() => {
      chat.unobserve(check)
      resolve(false)
    }, timeoutMs)
    chat.observe(check)
  })
}

async function handle(c: Command): Promise<void> {
  switch (c.cmd) {
    case 'join': {
      const net = { signaling: c.signaling, peerjs: c.peerjs, iceServers: [] } as NetConfig
      const code = String(c.room)
      const password = typeof c.password === 'string' ? c.password : undefined
      let bootstrap: Record<string, unknown> | undefined
      if (c.bootstrap) {
        const started = performance.now()
        const result = await bootstrapFromPeers({ code, password, net, doc })
        bootstrap = { ...result, ms: Math.round(performance.now() - started) }
      }
      provider = new WebrtcProvider(code, doc, {
        signaling: net.signaling,
        password,
        peerOpts: { wrtc, config: { iceServers: [] } },
      })
      const room = provider
      // 'peers' fires when a connection is created, not when it opens; count the open ones.
      const recount = () => {
        const conns = (room as unknown as { room: { webrtcConns: Map<string, { connected: boolean }> } | null }).room
        peers = conns ? [...conns.webrtcConns.values()].filter((conn) => conn.connected).length : 0
        peerListeners.forEach((listener) => listener())
      }
      const poll = setInterval(recount, 100)
      provider.on('peers', recount)
      doc.on('destroy', () => clearInterval(poll))
      if (c.serve) server = serveBootstrap({ code, password, net, doc })
      return reply({ id: c.id, ok: true, bootstrap })
    }
    case 'fill': {
      const entries = Number(c.entries)
      const perTransaction = Number(c.perTransaction)
      const text = 'x'.repeat(Number(c.bytes))
      const start = chat.length
      for (let done = 0; done < entries; done += perTransaction) {
        doc.transact(() => {
          for (let i = done; i < Math.min(entries, done + perTransaction); i++) {
            chat.push([{ n: start + i, who: String(doc.clientID), text }])
          }
        })
        // Let y-webrtc send each transaction's update before the next, as real editing would.
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return reply({ id: c.id, ok: true, length: chat.length })
    }
    case 'push':
      chat.push([{ n: chat.length, who: String(doc.clientID), text: String(c.text) }])
      return reply({ id: c.id, ok: true })
    case 'state':
      return reply({
        id: c.id,
        ok: true,
        length: chat.length,
        hash: contentHash(),
        docBytes: Y.encodeStateAsUpdate(doc).byteLength,
        peers,
      })
    case 'wait': {
      const started = performance.now()
      const ok = await waitForLength(Number(c.length), Number(c.timeoutMs))
      return reply({ id: c.id, ok, ms: Math.round(performance.now() - started), length: chat.length })
    }
    case 'waitPeers': {
      const count = Number(c.count)
      const ok = await new Promise<boolean>((resolve) => {
        const check = () => {
          if (peers < count) return
          peerListeners.delete(check)
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          peerListeners.delete(check)
          resolve(false)
        }, Number(c.timeoutMs))
        peerListeners.add(check)
        check()
      })
      return reply({ id: c.id, ok, peers })
    }
    case 'quit':
      server?.stop()
      provider?.destroy()
      reply({ id: c.id, ok: true })
      // wrtc keeps native threads alive; leave once the reply is flushed.
      setTimeout(() => process.exit(0), 50)
      return
    default:
      return reply({ id: c.id, ok: false, error: `unknown command ${c.cmd}` })
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  let command: Command
  try {
    command = JSON.parse(line) as Command
  } catch {
    return reply({ ok: false, error: 'not JSON' })
  }
  handle(command).catch((e: unknown) => reply({ id: command.id, ok: false, error: String(e) }))
})
// The test process going away (crash, timeout) must not leave this one running.
process.stdin.on('end', () => process.exit(0))
reply({ ready: true })
