/**
 * A member's side: answer bootstrap requests on `holotable-bootstrap/<code>` with our PeerJS id
 * (sealed with the room key) and serve whoever connects and proves the key (responder.ts, sessions.ts).
 * It also keeps this member caught up where y-webrtc cannot (catchUp.ts): it asks once on start and
 * announces its state vector every ANNOUNCE_MS, and pulls from a member it stays behind.
 *
 * The PeerJS peer is kept open for as long as we serve, so an answer goes out at once; if it loses
 * its server or fails, it is replaced by a fresh one (new id: the id travels in every answer anyway).
 */
import type * as Y from 'yjs'
import type { DataConnection, Peer as PeerInstance } from 'peerjs'
import type { NetConfig } from '../types'
import { PEER_OPEN_MS, TOPIC_PREFIX } from './constants'
import { ANNOUNCE_MS, CatchUp } from './catchUp'
import { deriveBootstrapKey } from './crypto'
import { makeRequest, newRequestId } from './messages'
import { registerOwn } from './ownIds'
import { openPeer } from './peerLink'
import { Responder } from './responder'
import { connectPubSub } from './signaling'

/** Options of `serveBootstrap`. */
export interface ServeOptions {
  code: string
  password?: string
  net: NetConfig
  doc: Y.Doc
}

const REOPEN_MS = 2000
/** Peer errors that mean the peer itself is done for (others concern single connections). */
const FATAL = ['network', 'server-error', 'socket-error', 'socket-closed', 'unavailable-id', 'browser-incompatible']

/** Serves the document to joiners until `stop()`. Call once this member holds the room's document. */
export function serveBootstrap({ code, password, net, doc }: ServeOptions): { stop(): void } {
  let stopped = false
  let cleanup = () => {}
  const start = async () => {
    // Without WebCrypto (a plain-http LAN page) this rejects: we cannot authenticate anyone, so serve nothing.
    const key = await deriveBootstrapKey(password ?? '', code)
    if (stopped) return
    const pubsub = connectPubSub(net.signaling, TOPIC_PREFIX + code)
    const keeper = keepPeerOpen(net, (conn) => void responder.accept(conn))
    const responder = new Responder(key, doc, pubsub, keeper.ready)
    const catchUp = new CatchUp(key, doc, pubsub, keeper.ready)
    pubsub.onMessage((data) => {
      void responder.onMessage(data)
      void catchUp.observe(data)
    })
    // On every (re)connect, ask who is here: their answers carry their state vectors, so a member
    // whose bootstrap found nobody (or who was cut off for a while) learns at once that it is behind.
    const probes: (() => void)[] = []
    pubsub.onConnect(() => {
      const rid = newRequestId()
      probes.push(registerOwn({ request: rid }))
      pubsub.publish(makeRequest(rid))
    })
    const announcer = setInterval(() => void catchUp.announce(), ANNOUNCE_MS)
    cleanup = () => {
      clearInterval(announcer)
      catchUp.stop()
      pubsub.close()
      responder.close()
      keeper.stop()
      probes.forEach((unregister) => unregister())
    }
  }
  start().catch(() => {})
  return {
    stop() {
      stopped = true
      cleanup()
    },
  }
}

/** Keeps one PeerJS peer open, replacing it when it fails; `ready()` is the current one (or null). */
function keepPeerOpen(
  net: NetConfig,
  onConnection: (conn: DataConnection) => void,
): { ready(): Promise<PeerInstance | null>; stop(): void } {
  let stopped = false
  let current: Promise<PeerInstance | null> = Promise.resolve(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  let dispose = () => {}

  const open = () => {
    if (stopped) return
    current = openPeer(net, PEER_OPEN_MS).then(
      (peer) => {
        if (stopped) {
          peer.destroy()
          return null
        }
        const unregister = registerOwn({ peer: peer.id })
        let replaced = false
        const replace = () => {
          if (replaced) return
          replaced = true
          unregister()
          peer.destroy()
          current = Promise.resolve(null)
          reopen()
        }
        dispose = () => {
          replaced = true
          unregister()
          peer.destroy()
        }
        peer.on('connection', onConnection)
        peer.on('disconnected', replace)
        peer.on('error', (error) => FATAL.includes(error.type) && replace())
        return peer
      },
      () => {
        reopen()
        return null
      },
    )
  }
  const reopen = () => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(open, REOPEN_MS)
  }
  open()
  return {
    ready: () => current,
    stop() {
      stopped = true
      clearTimeout(timer)
      dispose()
    },
  }
}
