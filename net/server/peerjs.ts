/**
 * The PeerJS server (package `peer`) mounted under /peerjs of an express app that shares our one HTTP
 * server. A PeerJS client connects with `{ host, port, path: '/peerjs' }` (key 'peerjs'), which means
 * HTTP calls to /peerjs/peerjs/... and a websocket at /peerjs/peerjs?key=…&id=…&token=….
 *
 * Why the websocket server is created here with `noServer`: two `ws` servers attached to one HTTP server
 * both see every `upgrade` event, and each aborts the upgrades whose path it does not own, so the second
 * one breaks the first. `peer` lets us create its websocket server (`createWebSocketServer`); we create it
 * detached and the caller routes upgrades by path.
 */
import type { Server } from 'node:http'
import type { Express } from 'express'
import { ExpressPeerServer } from 'peer'
import type { IClient } from 'peer'
import { WebSocketServer } from 'ws'

/** Where the PeerJS server is mounted. */
export const PEERJS_MOUNT = '/peerjs'

/** The mounted PeerJS server. */
export interface PeerJsMount {
  /** Websocket path to route upgrades to (`/peerjs/peerjs`). */
  readonly wsPath: string
  /** The detached websocket server: `handleUpgrade` requests for `wsPath` here. */
  readonly wss: WebSocketServer
  /** Number of registered PeerJS clients. */
  clientCount(): number
  /** Terminate every PeerJS socket. */
  close(): void
}

/** Mount the PeerJS server on `app` at /peerjs. `maxPayload` caps one websocket frame in bytes. */
export function mountPeerJs(
  app: Express,
  server: Server,
  options: { maxPayload: number; onError?: (error: Error) => void },
): PeerJsMount {
  let wss: WebSocketServer | null = null
  let wsPath = ''
  const clients = new Set<string>()
  const peer = ExpressPeerServer(server, {
    createWebSocketServer: (wsOptions) => {
      wsPath = wsOptions.path ?? ''
      wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload })
      return wss
    },
  })
  // `peer` re-emits socket errors and malformed frames on the app; an EventEmitter with no 'error'
  // listener throws, which would crash the process on the first bad frame.
  peer.on('error', (error) => options.onError?.(error))
  peer.on('connection', (client: IClient) => clients.add(client.getId()))
  peer.on('disconnect', (client: IClient) => clients.delete(client.getId()))
  // Mounting fires peer's 'mount' hook, which builds the realm and calls createWebSocketServer.
  app.use(PEERJS_MOUNT, peer)
  if (!wss) throw new Error('peer did not create its websocket server on mount')
  const mounted: WebSocketServer = wss
  return {
    wsPath,
    wss: mounted,
    clientCount: () => clients.size,
    close() {
      for (const socket of mounted.clients) socket.terminate()
      mounted.close()
    },
  }
}
