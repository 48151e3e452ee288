/**
 * A member's side: answer bootstrap requests on `holotable-bootstrap/<code>` with our PeerJS id
 * (sealed with the room key) and serve whoever connects and proves the key, as sessions.ts describes.
 *
 * The PeerJS peer is kept open for as long as we serve, so an answer goes out at once; if it loses
 * its server or fails, it is replaced by a fresh one (new id: the id travels in every answer anyway).
 */
import type * as Y from 'yjs'
import type { DataConnection, Peer as PeerInstance } from 'peerjs'
import type { NetConfig } from '../types'
import { SealedChannel } from './channel'
import { PEER_OPEN_MS, TOPIC_PREFIX } from './constants'
import { deriveBootstrapKey } from './crypto'
import { answerFor } from './discovery'
import { linkOf, openPeer } from './peerLink'
import { runSourceSession } from './sessions'
import { connectPubSub } from './signaling'

/** Options of `serveBootstrap`. */
export interface ServeOptions {
  code: string
  password?: string
  net: NetConfig
  doc: Y.Doc
}

/** Joiners served at the same time; more are turned away (they try another member or y-webrtc). */
const MAX_SESSIONS = 8
/** After the ack the joiner hangs up; this only reaps connections whose joiner vanished without closing. */
const LINGER_MS = 10_000
const REOPEN_MS = 2000
const RID_PATTERN = /^[0-9a-f]{32}$/

/** Serves the document to joiners until `stop()`. Call once this member holds the room's document. */
export function serveBootstrap({ code, password, net, doc }: ServeOptions): { stop(): void } {
  let stopped = false
  let peer: PeerInstance | null = null
  let peerReady: Promise<PeerInstance | null> = Promise.resolve(null)
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  const sessions = new Set<SealedChannel>()
  const keyPromise = deriveBootstrapKey(password ?? '', code)
  const pubsub = connectPubSub(net.signaling, TOPIC_PREFIX + code)
  const answered = new Set<string>()
  // Without WebCrypto (plain-http LAN page) we cannot authenticate anyone: serve nothing.
  keyPromise.catch(() => handle.stop())

  const reopen = (delay: number) => {
    clearTimeout(reopenTimer)
    if (stopped) return
    reopenTimer = setTimeout(startPeer, delay)
  }

  const startPeer = () => {
    if (stopped) return
    peerReady = openPeer(net, PEER_OPEN_MS).then(
      (opened) => {
        if (stopped) {
          opened.destroy()
          return null
        }
        peer = opened
        opened.on('connection', (conn) => void accept(conn))
        const replace = () => {
          if (peer !== opened) return
          peer = null
          peerReady = Promise.resolve(null)
          opened.destroy()
          reopen(REOPEN_MS)
        }
        opened.on('disconnected', replace)
        // Errors of single connections ('peer-unavailable' and the like) are not the peer's end.
        opened.on('error', (error) => {
          if (['network', 'server-error', 'socket-error', 'socket-closed'].includes(error.type)) replace()
        })
        return opened
      },
      () => {
        reopen(REOPEN_MS)
        return null
      },
    )
  }

  const accept = async (conn: DataConnection) => {
    const rid = (conn.metadata as { rid?: unknown } | undefined)?.rid
    if (stopped || typeof rid !== 'string' || !RID_PATTERN.test(rid) || conn.serialization !== 'raw') {
      conn.close()
      return
    }
    if (sessions.size >= MAX_SESSIONS) {
      conn.close()
      return
    }
    let key: CryptoKey
    try {
      key = await keyPromise
    } catch {
      return conn.close()
    }
    const channel = new SealedChannel(linkOf(conn), key, rid)
    sessions.add(channel)
    try {
      await runSourceSession(channel, doc)
      let linger: ReturnType<typeof setTimeout> | undefined
      await Promise.race([channel.closed, new Promise((resolve) => (linger = setTimeout(resolve, LINGER_MS)))])
      clearTimeout(linger)
    } catch {
      // Wrong key, a vanished joiner or garbage: the channel closed itself and sent nothing of the document.
    } finally {
      channel.close()
      sessions.delete(channel)
    }
  }

  pubsub.onMessage(async (data) => {
    const rid = (data as { rid?: unknown } | null)?.rid
    // With several signaling servers the same request arrives once per server; answer it once.
    if (typeof rid !== 'string' || answered.has(rid)) return
    const ready = await peerReady
    if (!ready || stopped) return
    const answer = await answerFor(data, await keyPromise, ready.id).catch(() => null)
    if (!answer || answered.has(rid) || stopped) return
    if (answered.size > 1000) answered.clear()
    answered.add(rid)
    pubsub.publish(answer)
  })

  const handle = {
    stop() {
      stopped = true
      clearTimeout(reopenTimer)
      pubsub.close()
      for (const channel of sessions) channel.close()
      sessions.clear()
      peer?.destroy()
      peer = null
    },
  }
  startPeer()
  return handle
}
