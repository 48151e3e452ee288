/**
 * Catch-up: repairs a member that fell behind in a way y-webrtc cannot repair by itself, e.g. its
 * bootstrap request went unanswered (a member's page was busy for a few seconds) and it joined
 * y-webrtc empty, or its y-webrtc connection came back after the room grew by more than ~256 KiB.
 * In both cases y-webrtc's sync step 2 is too big for a data channel and the member stays behind
 * for good (often holding updates it cannot integrate because the ones before them never came).
 *
 * Every serving member announces its state vector on the bootstrap topic every ANNOUNCE_MS (an
 * unasked answer, so the format is the answer's). A member that, GRACE_MS after hearing an
 * announcement, still does not hold everything it named, pulls the difference from that member
 * over the bootstrap channel (both directions, diff only), just as a joiner would. In a healthy room
 * y-webrtc delivers within milliseconds, so nothing is ever pulled and the cost is one small
 * message per member per ANNOUNCE_MS.
 */
import type * as Y from 'yjs'
import type { Peer as PeerInstance } from 'peerjs'
import { SealedChannel } from './channel'
import { PEER_OPEN_MS } from './constants'
import { boxContext, open, seal, type BootstrapKey } from './crypto'
import type { AnswerBody } from './messages'
import { answerBox, decodeAnswerBody, encodeAnswerBody, makeAnswer, newRequestId, parseDiscovery } from './messages'
import { isOwnPeer } from './ownIds'
import { dial } from './peerLink'
import { runJoinerSession } from './sessions'
import type { PubSub } from './signaling'
import { covers, haveOf, stateVectorOf } from './syncPlan'

/** How often a serving member announces its state vector. */
export const ANNOUNCE_MS = 10_000
/** How long y-webrtc gets to deliver what an announcement named before we pull it ourselves. */
export const GRACE_MS = 8_000

/** Watches announcements and answers on the topic; pulls from a member we stay behind. */
export class CatchUp {
  private pulling = false
  private stopped = false
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  /** Completed pulls, for tests and diagnostics. */
  pulls = 0

  constructor(
    private readonly key: BootstrapKey,
    private readonly doc: Y.Doc,
    private readonly pubsub: PubSub,
    private readonly peer: () => Promise<PeerInstance | null>,
    /** Fetches the difference from a member; `pullOver` in the app, a fake in tests. */
    private readonly pullFrom: (source: string) => Promise<void> = pullOver(key, doc, peer),
    private readonly graceMs = GRACE_MS,
  ) {}

  /** What we tell others about ourselves. */
  body(peerId: string): AnswerBody {
    return { peer: peerId, have: haveOf(this.doc), sv: stateVectorOf(this.doc) }
  }

  /** Publishes our state vector, unasked (a fresh rid nobody waits for). */
  async announce(): Promise<void> {
    const peer = await this.peer()
    if (!peer || this.stopped) return
    const rid = newRequestId()
    const box = await seal(this.key, encodeAnswerBody(this.body(peer.id)), boxContext(rid, 'ans'))
    if (!this.stopped) this.pubsub.publish(makeAnswer(rid, box))
  }

  /** Feed every message of the topic; answers and announcements from members are checked after the grace. */
  async observe(data: unknown): Promise<void> {
    const message = parseDiscovery(data)
    if (!message || message.kind !== 'ans' || this.stopped) return
    const box = answerBox(message)
    const plain = box && (await open(this.key, box, boxContext(message.rid, 'ans')))
    const body = plain && decodeAnswerBody(plain)
    if (!body?.sv || isOwnPeer(body.peer) || covers(this.doc, body.sv)) return
    const sv = body.sv
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (!this.stopped && !covers(this.doc, sv)) void this.pull(body.peer)
    }, this.graceMs)
    this.timers.add(timer)
  }

  /** Stops watching; a pull under way finishes. */
  stop(): void {
    this.stopped = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private async pull(source: string): Promise<void> {
    // One pull at a time: the first brings everything that member had, which usually covers the rest.
    if (this.pulling) return
    this.pulling = true
    try {
      await this.pullFrom(source)
      this.pulls++
    } catch {
      // The next announcement of that member (or another) schedules the next attempt.
    } finally {
      this.pulling = false
    }
  }
}

/** Pulls the difference from `source` over a PeerJS data connection, as a joiner would. */
export function pullOver(
  key: BootstrapKey,
  doc: Y.Doc,
  peer: () => Promise<PeerInstance | null>,
): (source: string) => Promise<void> {
  return async (source) => {
    const mine = await peer()
    if (!mine) throw new Error('no PeerJS peer')
    const rid = newRequestId()
    const channel = new SealedChannel(await dial(mine, source, rid, PEER_OPEN_MS), key, rid)
    try {
      await runJoinerSession(channel, doc)
    } finally {
      channel.close()
    }
  }
}
