/**
 * The serving role, shared by `serveBootstrap` (a member, for as long as it is in the room) and by
 * `bootstrapFromPeers` (a joiner serves what it already has while it waits: two people opening the
 * room at once, or the room's creator still in its own 2-second "anyone here?" wait, must not leave
 * each other without a source). It answers requests on the topic and serves incoming connections.
 */
import type { BootstrapKey } from './crypto'
import type * as Y from 'yjs'
import type { DataConnection, Peer as PeerInstance } from 'peerjs'
import { SealedChannel } from './channel'
import { answerFor } from './discovery'
import { linkOf } from './peerLink'
import { runSourceSession } from './sessions'
import type { PubSub } from './signaling'
import { haveOf, stateVectorOf } from './syncPlan'

/** Joiners served at the same time; more are turned away (they try another member or y-webrtc). */
const MAX_SESSIONS = 8
/** After the ack the joiner hangs up; this only reaps connections whose joiner vanished without closing. */
const LINGER_MS = 10_000
const RID_PATTERN = /^[0-9a-f]{32}$/
/** A joiner dials within this long of our answer; `idle()` waits it out so it does not find us gone. */
const DIAL_GRACE_MS = 3000

/** Answers requests and serves connections for one room document. */
export class Responder {
  private readonly sessions = new Set<SealedChannel>()
  private readonly answered = new Set<string>()
  private answering = true
  private lastAnsweredAt = 0

  constructor(
    private readonly key: BootstrapKey,
    private readonly doc: Y.Doc,
    private readonly pubsub: PubSub,
    /** Our PeerJS peer once open (null: none, so we cannot serve and do not answer). */
    private readonly peer: () => Promise<PeerInstance | null>,
  ) {}

  /** Feed every message of the topic: requests get our sealed answer, once each. */
  async onMessage(data: unknown): Promise<void> {
    const rid = (data as { rid?: unknown } | null)?.rid
    // With several signaling servers the same request arrives once per server.
    if (!this.answering || typeof rid !== 'string' || this.answered.has(rid)) return
    const peer = await this.peer()
    if (!peer || !this.answering) return
    const body = { peer: peer.id, have: haveOf(this.doc), sv: stateVectorOf(this.doc) }
    const answer = await answerFor(data, this.key, body)
    if (!answer || this.answered.has(rid) || !this.answering) return
    if (this.answered.size > 1000) this.answered.clear()
    this.answered.add(rid)
    this.lastAnsweredAt = Date.now()
    this.pubsub.publish(answer)
  }

  /** Feed every incoming PeerJS connection: serve it if it proves the key (sessions.ts), else close it. */
  async accept(conn: DataConnection): Promise<void> {
    const rid = (conn.metadata as { rid?: unknown } | undefined)?.rid
    const wellFormed = typeof rid === 'string' && RID_PATTERN.test(rid) && conn.serialization === 'raw'
    if (!wellFormed || this.sessions.size >= MAX_SESSIONS) return conn.close()
    const channel = new SealedChannel(linkOf(conn), this.key, rid)
    this.sessions.add(channel)
    try {
      await runSourceSession(channel, this.doc)
      let linger: ReturnType<typeof setTimeout> | undefined
      await Promise.race([channel.closed, new Promise((resolve) => (linger = setTimeout(resolve, LINGER_MS)))])
      clearTimeout(linger)
    } catch {
      // Wrong key, a vanished joiner or garbage: the channel closed itself and sent nothing of the document.
    } finally {
      channel.close()
      this.sessions.delete(channel)
    }
  }

  /** Stops answering requests; sessions under way continue. */
  stopAnswering(): void {
    this.answering = false
  }

  /** Resolves once no session is running and nobody we answered can still be on the way. */
  async idle(): Promise<void> {
    for (;;) {
      const graceLeft = this.lastAnsweredAt + DIAL_GRACE_MS - Date.now()
      if (this.sessions.size === 0 && graceLeft <= 0) return
      await new Promise((resolve) => setTimeout(resolve, this.sessions.size > 0 ? 250 : graceLeft))
    }
  }

  /** Stops answering and closes every session now. */
  close(): void {
    this.stopAnswering()
    for (const channel of this.sessions) channel.close()
  }
}
