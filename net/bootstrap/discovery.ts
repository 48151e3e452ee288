/**
 * Discovery over the signaling topic: the joiner collects sources from answers to its request,
 * a member answers requests. Transport-free (works on parsed messages), so it is unit-tested with
 * a fake pub/sub.
 */
import { ANSWER_WAIT_MS, COLLECT_MS, SIGNALING_CONNECT_MS, UNDECRYPTABLE_GRACE_MS } from './constants'
import { boxContext, open, seal, type BootstrapKey } from './crypto'
import type { AnswerBody, DiscoveryAnswer } from './messages'
import { answerBox, decodeAnswerBody, encodeAnswerBody, makeAnswer, parseDiscovery } from './messages'
import { isOwnPeer, isOwnRequest } from './ownIds'

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
 * Collects the members that answered our request and hands them out best first (most of the document),
 * and counts answers we could not open (someone is here, but their password is not ours).
 *
 * Deadline: until the request is out, SIGNALING_CONNECT_MS from creation; once out, ANSWER_WAIT_MS
 * from then; and after an undecryptable answer at most UNDECRYPTABLE_GRACE_MS more, since members
 * answer together and a wrong password should be reported without the full wait. The first usable
 * answer is held COLLECT_MS for others to arrive, so the choice is among all who answered promptly.
 */
export class SourceCollector {
  private readonly queue: AnswerBody[] = []
  private readonly seen = new Set<string>()
  private readonly badBoxes = new Set<string>()
  private deadline: number
  private firstAnswerAt: number | null = null
  private published = false
  private wake: (() => void) | null = null
  /** Number of distinct members that answered with a box we could open. */
  decryptable = 0

  constructor(
    private readonly key: BootstrapKey,
    private readonly rid: string,
    private readonly clock: Clock = realClock,
    private readonly isSelf: (peer: string) => boolean = isOwnPeer,
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
    const body = await this.openAnswer(message)
    if (body === null) {
      if (!this.badBoxes.has(message.box)) {
        this.badBoxes.add(message.box)
        this.deadline = Math.min(this.deadline, this.clock.now() + UNDECRYPTABLE_GRACE_MS)
      }
    } else if (!this.seen.has(body.peer) && !this.isSelf(body.peer)) {
      this.seen.add(body.peer)
      this.decryptable++
      this.queue.push(body)
      this.firstAnswerAt ??= this.clock.now()
    }
    this.poke()
  }

  /** The best untried source, waiting until the deadline at most; null when there is none by then. */
  async next(): Promise<string | null> {
    for (;;) {
      const now = this.clock.now()
      const choose = this.firstAnswerAt === null ? Infinity : Math.min(this.firstAnswerAt + COLLECT_MS, this.deadline)
      if (this.queue.length > 0 && now >= choose) return this.takeBest()
      const until = this.queue.length > 0 ? choose : this.deadline
      if (until <= now) return null
      await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), this.clock.sleep(until - now)])
      this.wake = null
    }
  }

  private takeBest(): string {
    let best = 0
    // Ties go to the earliest answer: it is likely the least busy member.
    this.queue.forEach((entry, i) => {
      if (entry.have > (this.queue[best] as AnswerBody).have) best = i
    })
    return (this.queue.splice(best, 1)[0] as AnswerBody).peer
  }

  private async openAnswer(answer: DiscoveryAnswer): Promise<AnswerBody | null> {
    const box = answerBox(answer)
    const plain = box && (await open(this.key, box, boxContext(this.rid, 'ans')))
    return plain ? decodeAnswerBody(plain) : null
  }

  private poke(): void {
    this.wake?.()
  }
}

/**
 * A member's answer to a request: whom to dial and how much we hold, sealed with the room key. Null for
 * anything that is not a request, and for this page's own requests. Every other request is answered,
 * also from strangers: they cannot open the box, and seeing an answer they cannot open is how a joiner
 * with a wrong password learns that it is wrong.
 */
export async function answerFor(data: unknown, key: BootstrapKey, body: AnswerBody): Promise<DiscoveryAnswer | null> {
  const message = parseDiscovery(data)
  if (!message || message.kind !== 'req' || isOwnRequest(message.rid)) return null
  const box = await seal(key, encodeAnswerBody(body), boxContext(message.rid, 'ans'))
  return makeAnswer(message.rid, box)
}
