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
import type { NextFunction, Request, Response } from 'express'
import { WebSocketServer } from 'ws'
import type { NetConfig } from '../types'
import { AddressCounter, addressKey, admitUpgrade, clientAddress, refuseUpgrade, resolveLimits } from './limits'
import type { ServerLimits } from './limits'
import { createLogger } from './log'
import type { LogSink } from './log'
import { mountPeerJs, PEERJS_MOUNT } from './peerjs'
import { createSignalingHub, signalingLimits } from './signaling'
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
  /** No log output on the console (a `log` sink still gets every line). */
  quiet?: boolean
  /** Where log lines go, already escaped and rate-limited. Default: console.warn unless `quiet`. */
  log?: LogSink
  /** Largest /signal frame accepted, bytes; a bigger one closes that socket (1009). Default 1 MiB. */
  maxPayload?: number
  /** Signaling heartbeat period, ms: a socket silent to a ping for this long is dropped. Default 30 s. */
  heartbeatMs?: number
  /** Limits on clients (limits.ts lists them with their defaults); tests and benches raise some. */
  limits?: Partial<ServerLimits>
  /**
   * Behind a reverse proxy: take the client address from the last X-Forwarded-For entry, so per-address
   * limits count clients rather than the proxy. Never set it without such a proxy (clients could then
   * pick their own address). Default false.
   */
  trustProxy?: boolean
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
  const limits = resolveLimits(options.limits, maxPayload)
  const trustProxy = options.trustProxy ?? false
  const quiet = options.quiet ?? false
  const sink: LogSink = options.log ?? ((line) => (quiet ? undefined : console.warn(`[holotable server] ${line}`)))
  // Every line escapes what clients sent and the rate is capped (log.ts).
  const log = createLogger({ sink, linesPerSecond: limits.logLinesPerSecond, lineBurst: limits.logLineBurst })
  const startedAt = process.hrtime.bigint()

  const app = express()
  app.disable('x-powered-by')
  const server = createServer(app)
  const hub = createSignalingHub({
    heartbeatMs: options.heartbeatMs,
    limits: signalingLimits(limits),
    onError: (e, address) => log('signaling:', address, '-', e),
    onRateClose: (address) => log('signaling: closing a socket from', address, 'for exceeding the frame rate'),
  })
  // perMessageDeflate stays off (ws's server default): no decompression bombs.
  const signalWss = new WebSocketServer({ noServer: true, maxPayload, clientTracking: false })
  const peerjs = mountPeerJs(app, server, { limits, log })
  const serveStatic = createStaticHandler(options.staticDir ?? DEFAULT_STATIC_DIR)
  const signalSockets = new AddressCounter()
  const peerJsSockets = new AddressCounter()

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
        rss: process.memoryUsage.rss(),
      })
    }
    if (pathname === '/config.json') return json(res, netConfigFor(req, iceServers))
    if (pathname === SIGNAL_PATH) {
      res.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket' })
      return res.end('This is a websocket endpoint.\n')
    }
    serveStatic(req, res)
  })
  // Errors thrown by a route (`peer`'s included) end as a plain 400/500 with an escaped log line,
  // instead of express's default handler printing the raw error to stderr.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error)
    if (status >= 500) log('http:', error instanceof Error ? error : String(error))
    if (res.headersSent) {
      res.destroy()
      return
    }
    res
      .status(status)
      .type('text/plain')
      .send(status >= 500 ? 'Server error\n' : 'Bad request\n')
  })

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Errors on a half-upgraded socket (client vanished) must not reach the process.
    socket.on('error', () => socket.destroy())
    try {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname
      const address = clientAddress(req, trustProxy)
      const key = addressKey(address)
      if (pathname === SIGNAL_PATH) {
        if (!admitUpgrade(signalSockets, key, limits.signalSocketsPerAddress, socket)) {
          log('signaling: refused a socket from', address, '- over', limits.signalSocketsPerAddress, 'per address')
          return
        }
        signalWss.handleUpgrade(req, socket, head, (ws) => hub.accept(ws, address))
      } else if (pathname === peerjs.wsPath) {
        if (!admitUpgrade(peerJsSockets, key, limits.peerJsSocketsPerAddress, socket)) {
          log('peerjs: refused a socket from', address, '- over', limits.peerJsSocketsPerAddress, 'per address')
          return
        }
        peerjs.handleUpgrade(req, socket, head, address)
      } else {
        refuseUpgrade(socket, 404, 'Not Found', 'No websocket here.')
      }
    } catch (error) {
      log('upgrade:', error instanceof Error ? error : String(error))
      socket.destroy()
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

/** The HTTP status an error thrown in a route asks for (body-parser and friends set one), else 500. */
function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}
