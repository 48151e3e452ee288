/**
 * The PeerJS server (package `peer`) mounted under /peerjs of an express app that shares our one HTTP
 * server. A PeerJS client connects with `{ host, port, path: '/peerjs' }` (key 'peerjs'), which means
 * HTTP calls to /peerjs/peerjs/... and a websocket at /peerjs/peerjs?key=…&id=…&token=….
 *
 * Why the websocket server is created here with `noServer`: two `ws` servers attached to one HTTP server
 * both see every `upgrade` event, and each aborts the upgrades whose path it does not own, so the second
 * one breaks the first. `peer` lets us create its websocket server (`createWebSocketServer`); we create it
 * detached and route upgrades to it ourselves, which also lets us wrap every socket (peerjs-guard.ts)
 * before `peer` sees it.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Express } from 'express'
import { ExpressPeerServer } from 'peer'
import type { IClient } from 'peer'
import { WebSocketServer } from 'ws'
import type { ServerLimits } from './limits'
import { refuseUpgrade } from './limits'
import type { Logger } from './log'
import { checkPeerJsQuery, guardPeerJsSocket } from './peerjs-guard'

/** Where the PeerJS server is mounted. */
export const PEERJS_MOUNT = '/peerjs'

/** The mounted PeerJS server. */
export interface PeerJsMount {
  /** Websocket path to route upgrades to (`/peerjs/peerjs`). */
  readonly wsPath: string
  /** Take an upgrade request for `wsPath`: refuse a malformed id, else guard the socket and hand it to `peer`. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, address: string): void
  /** Number of registered PeerJS clients. */
  clientCount(): number
  /** Terminate every PeerJS socket. */
  close(): void
}

/** The limits the PeerJS mount applies (see limits.ts). */
export type PeerJsLimits = Pick<
  ServerLimits,
  | 'maxJsonDepth'
  | 'peerJsMaxPayload'
  | 'peerJsMaxClients'
  | 'peerJsFramesPerSecond'
  | 'peerJsFrameBurst'
  | 'peerJsBytesPerSecond'
  | 'peerJsByteBurst'
  | 'peerJsMaxBufferedBytes'
  | 'peerJsMaxIdLength'
>

/** Mount the PeerJS server on `app` at /peerjs. */
export function mountPeerJs(app: Express, server: Server, options: { limits: PeerJsLimits; log: Logger }): PeerJsMount {
  const { limits, log } = options
  let wss: WebSocketServer | null = null
  let wsPath = ''
  const clients = new Set<string>()
  const peer = ExpressPeerServer(server, {
    concurrent_limit: limits.peerJsMaxClients,
    allow_discovery: false,
    createWebSocketServer: (wsOptions) => {
      wsPath = wsOptions.path ?? ''
      // perMessageDeflate stays off (ws's server default): no decompression bombs.
      wss = new WebSocketServer({ noServer: true, maxPayload: limits.peerJsMaxPayload })
      return wss
    },
  })
  // `peer` re-emits socket errors and malformed frames on the app; an EventEmitter with no 'error'
  // listener throws, which would crash the process on the first bad frame.
  peer.on('error', (error: Error) => log('peerjs:', error))
  peer.on('connection', (client: IClient) => clients.add(client.getId()))
  peer.on('disconnect', (client: IClient) => clients.delete(client.getId()))
  // Mounting fires peer's 'mount' hook, which builds the realm and calls createWebSocketServer.
  app.use(PEERJS_MOUNT, peer)
  if (!wss) throw new Error('peer did not create its websocket server on mount')
  const mounted: WebSocketServer = wss
  const guard = {
    maxJsonDepth: limits.maxJsonDepth,
    maxIdLength: limits.peerJsMaxIdLength,
    rate: {
      framesPerSecond: limits.peerJsFramesPerSecond,
      frameBurst: limits.peerJsFrameBurst,
      bytesPerSecond: limits.peerJsBytesPerSecond,
      byteBurst: limits.peerJsByteBurst,
    },
    maxBufferedBytes: limits.peerJsMaxBufferedBytes,
    isConnected: (id: string) => clients.has(id),
    log,
  }
  return {
    wsPath,
    handleUpgrade(req, socket, head, address) {
      const bad = checkPeerJsQuery(req.url ?? '/', limits.peerJsMaxIdLength)
      if (bad) {
        log('peerjs: refused a socket from', address, '-', bad)
        refuseUpgrade(socket, 400, 'Bad Request', 'Malformed PeerJS id or token.')
        return
      }
      mounted.handleUpgrade(req, socket, head, (ws) => {
        guardPeerJsSocket(ws, req, address, guard)
        mounted.emit('connection', ws, req)
      })
    },
    clientCount: () => clients.size,
    close() {
      for (const socket of mounted.clients) socket.terminate()
      mounted.close()
    },
  }
}
