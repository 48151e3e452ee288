/**
 * Discovery over the signaling topic: the joiner collects sources from answers to its request,
 * a member answers requests. Transport-free (works on parsed messages), so it is unit-tested with
 * a fake pub/sub.
 */
import { ANSWER_WAIT_MS, SIGNALING_CONNECT_MS, UNDECRYPTABLE_GRACE_MS } from './constants'
import { boxContext, open, seal } from './crypto'
import type { DiscoveryAnswer } from './messages'
import { answerBox, decodeAnswerBody, encodeAnswerBody, makeAnswer, parseDiscovery } from './messages'

/** Injectable clock, so tests need no real waiting. */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

/** The real clock. */
export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Collects the PeerJS ids of members that answered our request, in answer order, and counts answers
 * we could not open (someone is here, but their password is not ours).
 *
 * Deadline: until the request is out, SIGNALING_CONNECT_MS from creation; once out, ANSWER_WAIT_MS
 * from then; and after an undecryptable answer at most UNDECRYPTABLE_GRACE_MS more, since members
 * answer together and a wrong password should be reported without the full wait.
 */
export class SourceCollector {
  private readonly queue: string[] = []
  private readonly seen = new Set<string>()
  private readonly badBoxes = new Set<string>()
  private deadline: number
  private published = false
  private wake: (() => void) | null = null
  /** Number of distinct answers that named a source we could open. */
  decryptable = 0

  constructor(
    private readonly key: CryptoKey,
    private readonly rid: string,
    private readonly clock: Clock = realClock,
  ) {
    this.deadline = clock.now() + SIGNALING_CONNECT_MS
  }

  /** Distinct answers to our request that did not open with our key. */
  get undecryptable(): number {
    return this.badBoxes.size
  }

  /** Call when the request has gone out (the first time counts; republishing after a reconnect does not extend). */
  markPublished(): void {
    if (this.published) return
    this.published = true
    this.deadline = this.clock.now() + ANSWER_WAIT_MS
    this.poke()
  }

  /** Feeds anything that arrived on the topic; answers to other requests and requests are ignored. */
  async handle(data: unknown): Promise<void> {
    const message = parseDiscovery(data)
    if (!message || message.kind !== 'ans' || message.rid !== this.rid) return
    const peer = await this.openAnswer(message)
    if (peer === null) {
      if (!this.badBoxes.has(message.box)) {
        this.badBoxes.add(message.box)
        this.deadline = Math.min(this.deadline, this.clock.now() + UNDECRYPTABLE_GRACE_MS)
      }
    } else if (!this.seen.has(peer)) {
      this.seen.add(peer)
      this.decryptable++
      this.queue.push(peer)
    }
    this.poke()
  }

  /** The next untried source, waiting until the deadline at most; null when there is none by then. */
  async next(): Promise<string | null> {
    for (;;) {
      const peer = this.queue.shift()
      if (peer !== undefined) return peer
      const remaining = this.deadline - this.clock.now()
      if (remaining <= 0) return null
      await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), this.clock.sleep(remaining)])
      this.wake = null
    }
  }

  private async openAnswer(answer: DiscoveryAnswer): Promise<string | null> {
    const box = answerBox(answer)
    const plain = box && (await open(this.key, box, boxContext(this.rid, 'ans')))
    return plain ? decodeAnswerBody(plain) : null
  }

  private poke(): void {
    this.wake?.()
  }
}

/**
 * A member's answer to a request: our PeerJS id, sealed with the room key. Null for anything that
 * is not a request. Every request is answered, also from strangers: they cannot open the box, and
 * seeing an answer they cannot open is how a joiner with a wrong password learns that it is wrong.
 */
export async function answerFor(data: unknown, key: CryptoKey, myPeerId: string): Promise<DiscoveryAnswer | null> {
  const message = parseDiscovery(data)
  if (!message || message.kind !== 'req') return null
  const box = await seal(key, encodeAnswerBody(myPeerId), boxContext(message.rid, 'ans'))
  return makeAnswer(message.rid, box)
}
