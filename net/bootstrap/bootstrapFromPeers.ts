/**
 * The joiner's side: before opening its y-webrtc provider, fetch the room's document from a member
 * over a PeerJS data connection, in frames, so a document of any size arrives in seconds.
 *
 * 1. Derive the room key; publish `{kind:'req', rid}` on `holotable-bootstrap/<code>`.
 * 2. Members answer with their PeerJS id and how much they hold, sealed under the key. No answer within
 *    ~2 s: 'alone'. Answers that do not open with our key and none that do: 'wrong-password' (nothing
 *    else was received).
 * 3. Dial the member holding most; exchange state vectors (sessions.ts); apply the verified update.
 *    If that source fails before its update applied, try the next one; if none is left: 'alone',
 *    and y-webrtc carries on as it would have without us. Never a partial update.
 *
 * Meanwhile we answer others' requests ourselves (responder.ts): someone joining at the same moment, or
 * joining the room we just created while we still wait for answers, gets what we have.
 *
 * Limit: after this, y-webrtc's own sync step 2 is a small diff plus the full delete set, but any single
 * later y-webrtc message over ~256 KiB (one huge local transaction, or a delete set that large) is still
 * dropped by the browser; see the limits in index.ts.
 */
import type * as Y from 'yjs'
import type { Peer as PeerInstance } from 'peerjs'
import type { NetConfig } from '../types'
import { SealedChannel } from './channel'
import { PEER_OPEN_MS, REPUBLISH_MS, TOPIC_PREFIX } from './constants'
import { deriveBootstrapKey } from './crypto'
import { SourceCollector } from './discovery'
import { makeRequest, newRequestId } from './messages'
import { registerOwn } from './ownIds'
import { dial, openPeer } from './peerLink'
import { Responder } from './responder'
import { runJoinerSession } from './sessions'
import { connectPubSub } from './signaling'

/** Options of `bootstrapFromPeers`. */
export interface BootstrapOptions {
  code: string
  password?: string
  net: NetConfig
  doc: Y.Doc
  /** Fraction of the document received, 0..1 (may restart at 0 if a source fails and another is tried). */
  onProgress?: (fraction: number) => void
}

/**
 * How the bootstrap ended. 'synced': `doc` now holds everything the source had (`bytes` received from
 * peer `from`). 'alone': nobody with our key could serve us; go on with y-webrtc. 'wrong-password':
 * members answered, none with our key; nothing of the document was received.
 */
export interface BootstrapResult {
  result: 'synced' | 'alone' | 'wrong-password'
  bytes: number
  from?: string
}

/** Fetches the room's document from a member before joining y-webrtc. Never rejects. */
export async function bootstrapFromPeers(options: BootstrapOptions): Promise<BootstrapResult> {
  try {
    return await run(options)
  } catch {
    // E.g. the PeerJS server is unreachable: y-webrtc alone is still better than nothing.
    return { result: 'alone', bytes: 0 }
  }
}

async function run({ code, password, net, doc, onProgress }: BootstrapOptions): Promise<BootstrapResult> {
  const key = await deriveBootstrapKey(password ?? '', code)
  const rid = newRequestId()
  const unregisterRequest = registerOwn({ request: rid })
  const collector = new SourceCollector(key, rid)
  const pubsub = connectPubSub(net.signaling, TOPIC_PREFIX + code)
  // Opened while we wait for answers: to dial a source, and to serve others meanwhile.
  const peerPromise: Promise<PeerInstance | null> = openPeer(net, PEER_OPEN_MS).catch(() => null)
  const responder = new Responder(key, doc, pubsub, () => peerPromise)
  let unregisterPeer = () => {}
  void peerPromise.then((peer) => {
    if (!peer) return
    unregisterPeer = registerOwn({ peer: peer.id })
    peer.on('connection', (conn) => void responder.accept(conn))
  })
  pubsub.onMessage((data) => {
    void collector.handle(data)
    void responder.onMessage(data)
  })
  let republish: ReturnType<typeof setInterval> | undefined
  pubsub.onConnect(() => {
    pubsub.publish(makeRequest(rid))
    collector.markPublished()
    // Pub/sub keeps nothing: a member that subscribes a moment after our request (two people opening
    // the room at once) would never see it. Repeat it while we wait; members answer each request id once.
    clearInterval(republish)
    republish = setInterval(() => pubsub.publish(makeRequest(rid)), REPUBLISH_MS)
  })
  try {
    for (let source = await collector.next(); source !== null; source = await collector.next()) {
      const peer = await peerPromise
      if (!peer) break
      try {
        const channel = new SealedChannel(await dial(peer, source, rid, PEER_OPEN_MS), key, rid)
        try {
          const outcome = await runJoinerSession(channel, doc, onProgress)
          return { result: 'synced', bytes: outcome.bytes, from: source }
        } finally {
          channel.close()
        }
      } catch {
        // This source failed before its update was applied: the document is untouched; try the next.
      }
    }
    const wrongPassword = collector.decryptable === 0 && collector.undecryptable > 0
    return { result: wrongPassword ? 'wrong-password' : 'alone', bytes: 0 }
  } finally {
    clearInterval(republish)
    pubsub.close()
    unregisterRequest()
    // Whoever we are serving finishes; then the peer goes (room.ts's serveBootstrap takes over from here).
    responder.stopAnswering()
    void responder.idle().then(async () => {
      unregisterPeer()
      ;(await peerPromise)?.destroy()
    })
  }
}
