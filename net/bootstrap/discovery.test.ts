import { describe, expect, it } from 'vitest'
import { ANSWER_WAIT_MS, SIGNALING_CONNECT_MS, UNDECRYPTABLE_GRACE_MS } from './constants'
import { boxContext, deriveBootstrapKey, seal } from './crypto'
import type { Clock } from './discovery'
import { answerFor, SourceCollector } from './discovery'
import { encodeAnswerBody, makeAnswer, makeRequest, newRequestId } from './messages'

/** A clock that only moves when told to. */
function fakeClock(): Clock & { advance(ms: number): Promise<void> } {
  let now = 0
  let sleepers: { at: number; wake: () => void }[] = []
  return {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
    async advance(ms) {
      now += ms
      const due = sleepers.filter((s) => s.at <= now)
      sleepers = sleepers.filter((s) => s.at > now)
      due.forEach((s) => s.wake())
      await new Promise((r) => setTimeout(r, 0))
    },
  }
}

/** Settles within the test's own tick budget, or tells us it is still waiting. */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 20))])
}

const keys = async () => ({
  ours: await deriveBootstrapKey('pw', 'ROOM'),
  theirs: await deriveBootstrapKey('other', 'ROOM'),
})

describe('SourceCollector', () => {
  it('returns answering members in order, each once', async () => {
    const { ours } = await keys()
    const rid = newRequestId()
    const collector = new SourceCollector(ours, rid, fakeClock())
    collector.markPublished()
    const a = await answerFor(makeRequest(rid), ours, 'peer-a')
    const b = await answerFor(makeRequest(rid), ours, 'peer-b')
    await collector.handle(a)
    await collector.handle(a) // the same answer via a second signaling server
    await collector.handle(b)
    expect(await collector.next()).toBe('peer-a')
    expect(await collector.next()).toBe('peer-b')
    expect(collector.decryptable).toBe(2)
  })

  it('wakes up as soon as an answer arrives', async () => {
    const { ours } = await keys()
    const rid = newRequestId()
    const clock = fakeClock()
    const collector = new SourceCollector(ours, rid, clock)
    collector.markPublished()
    const next = collector.next()
    expect(await peek(next)).toBe('pending')
    await collector.handle(await answerFor(makeRequest(rid), ours, 'peer-a'))
    expect(await peek(next)).toBe('peer-a')
  })

  it('gives up as alone when nobody answers in time', async () => {
    const { ours } = await keys()
    const clock = fakeClock()
    const collector = new SourceCollector(ours, newRequestId(), clock)
    collector.markPublished()
    const next = collector.next()
    await clock.advance(ANSWER_WAIT_MS - 1)
    expect(await peek(next)).toBe('pending')
    await clock.advance(1)
    expect(await peek(next)).toBeNull()
    expect(collector.undecryptable).toBe(0)
  })

  it('gives up when the request never got out (no signaling)', async () => {
    const { ours } = await keys()
    const clock = fakeClock()
    const next = new SourceCollector(ours, newRequestId(), clock).next()
    await clock.advance(SIGNALING_CONNECT_MS)
    expect(await peek(next)).toBeNull()
  })

  it('counts answers it cannot open (wrong password) and stops waiting soon after one', async () => {
    const { ours, theirs } = await keys()
    const rid = newRequestId()
    const clock = fakeClock()
    const collector = new SourceCollector(ours, rid, clock)
    collector.markPublished()
    const next = collector.next()
    await collector.handle(await answerFor(makeRequest(rid), theirs, 'peer-x'))
    expect(collector.undecryptable).toBe(1)
    await clock.advance(UNDECRYPTABLE_GRACE_MS)
    expect(await peek(next)).toBeNull()
    expect(collector.decryptable).toBe(0)
  })

  it('still finds a member with our password among ones without', async () => {
    const { ours, theirs } = await keys()
    const rid = newRequestId()
    const collector = new SourceCollector(ours, rid, fakeClock())
    collector.markPublished()
    await collector.handle(await answerFor(makeRequest(rid), theirs, 'stranger'))
    await collector.handle(await answerFor(makeRequest(rid), ours, 'friend'))
    expect(await collector.next()).toBe('friend')
  })

  it('ignores answers to other requests and answers bound to another request id', async () => {
    const { ours } = await keys()
    const rid = newRequestId()
    const other = newRequestId()
    const collector = new SourceCollector(ours, rid, fakeClock())
    await collector.handle(await answerFor(makeRequest(other), ours, 'not-for-us'))
    // A box sealed for another request, relabelled with our rid: refused as undecryptable.
    const moved = makeAnswer(rid, await seal(ours, encodeAnswerBody('replayed'), boxContext(other, 'ans')))
    await collector.handle(moved)
    await collector.handle(makeRequest(rid))
    expect(collector.decryptable).toBe(0)
    expect(collector.undecryptable).toBe(1)
  })
})

describe('answerFor', () => {
  it('answers requests only', async () => {
    const { ours } = await keys()
    expect(await answerFor(makeRequest(newRequestId()), ours, 'me')).toMatchObject({ kind: 'ans' })
    expect(await answerFor({ kind: 'ans', v: 1 }, ours, 'me')).toBeNull()
    expect(await answerFor('garbage', ours, 'me')).toBeNull()
  })
})
