/**
 * Holotable's one Node process: the built app, y-webrtc signaling (/signal), the PeerJS server (/peerjs),
 * /health and /config.json, all on one HTTP port. Websocket upgrades are routed here by path, because
 * two websocket servers listening on one HTTP server would abort each other's upgrades.
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { WebSocketServer } from 'ws'
import type { NetConfig } from '../types'
import { mountPeerJs, PEERJS_MOUNT } from './peerjs'
import { createSignalingHub } from './signaling'
import { createStaticHandler } from './static'

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** Interface to listen on. Default '127.0.0.1'; the CLI passes '0.0.0.0' for LAN play. */
  host?: string
  /** Port; 0 picks a free one. Default 8080. */
  port?: number
  /** ICE servers handed to the app through /config.json. Default none (LAN play). */
  iceServers?: RTCIceServer[]
  /** Directory of the built app. Default dist/app of the repository. */
  staticDir?: string
  /** No log output. */
  quiet?: boolean
  /** Largest websocket frame accepted, bytes; a bigger one closes that socket. Default 1 MiB. */
  maxPayload?: number
  /** Signaling heartbeat period, ms: a socket silent to a ping for this long is dropped. Default 30 s. */
  heartbeatMs?: number
}

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:8080 (loopback when listening on every interface). */
  url: string
  port: number
  /** Close every socket and the HTTP server. */
  close(): Promise<void>
}

/** Path of the y-webrtc signaling websocket. */
export const SIGNAL_PATH = '/signal'

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist/app', import.meta.url))

/** Start the server; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1'
  const iceServers = options.iceServers ?? []
  const maxPayload = options.maxPayload ?? 1024 * 1024
  const log = (...args: unknown[]): void => {
    if (!options.quiet) console.warn('[holotable server]', ...args)
  }
  const startedAt = process.hrtime.bigint()

  const app = express()
  app.disable('x-powered-by')
  const server = createServer(app)
  const hub = createSignalingHub({ heartbeatMs: options.heartbeatMs, onError: (e) => log('signaling:', e.message) })
  const signalWss = new WebSocketServer({ noServer: true, maxPayload, clientTracking: false })
  const peerjs = mountPeerJs(app, server, { maxPayload, onError: (e) => log('peerjs:', e.message) })
  const serveStatic = createStaticHandler(options.staticDir ?? DEFAULT_STATIC_DIR)

  app.use((req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    if (pathname === '/health') {
      const uptime = Number(process.hrtime.bigint() - startedAt) / 1e9
      const topics = hub.topicCount()
      return json(res, {
        ok: true,
        uptime,
        rooms: topics,
        topics,
        peers: hub.socketCount(),
        peerjs: peerjs.clientCount(),
      })
    }
    if (pathname === '/config.json') return json(res, netConfigFor(req, iceServers))
    if (pathname === SIGNAL_PATH) {
      res.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket' })
      return res.end('This is a websocket endpoint.\n')
    }
    serveStatic(req, res)
  })

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Errors on a half-upgraded socket (client vanished) must not reach the process.
    socket.on('error', () => socket.destroy())
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    if (pathname === SIGNAL_PATH) {
      signalWss.handleUpgrade(req, socket, head, (ws) => hub.accept(ws))
    } else if (pathname === peerjs.wsPath) {
      peerjs.wss.handleUpgrade(req, socket, head, (ws) => peerjs.wss.emit('connection', ws, req))
    } else {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    }
  })
  server.on('clientError', (_error, socket) => socket.destroy())

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (e) => log('http:', e.message))

  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080)
  let closing: Promise<void> | null = null
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        hub.close()
        peerjs.close()
        signalWss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}

/** The host part of our own URL: loopback for wildcard hosts, brackets for IPv6 literals. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/**
 * The NetConfig an app loaded from this request should use: signaling and PeerJS on the same host and
 * port the browser used to reach us (so LAN addresses work), plus the configured ICE servers.
 */
export function netConfigFor(req: IncomingMessage, iceServers: RTCIceServer[]): NetConfig {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
  const secure = forwarded === 'https' || ('encrypted' in req.socket && req.socket.encrypted === true)
  let base: URL
  try {
    base = new URL(`${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`)
  } catch {
    base = new URL(`${secure ? 'https' : 'http'}://localhost`)
  }
  const port = base.port ? Number(base.port) : secure ? 443 : 80
  return {
    signaling: [`${secure ? 'wss' : 'ws'}://${base.host}${SIGNAL_PATH}`],
    peerjs: { host: base.hostname, port, path: PEERJS_MOUNT, secure },
    iceServers,
  }
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}
