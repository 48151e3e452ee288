import { describe, expect, it } from 'vitest'
import { ANSWER_WAIT_MS, COLLECT_MS, SIGNALING_CONNECT_MS, UNDECRYPTABLE_GRACE_MS } from './constants'
import { boxContext, deriveBootstrapKey, seal } from './crypto'
import type { Clock } from './discovery'
import { answerFor, SourceCollector } from './discovery'
import { encodeAnswerBody, makeAnswer, makeRequest, newRequestId } from './messages'
import { registerOwn } from './ownIds'

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

/** Settles within a few ticks, or tells us it is still waiting. */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 20))])
}

const keys = async () => ({
  ours: await deriveBootstrapKey('pw', 'ROOM'),
  theirs: await deriveBootstrapKey('other', 'ROOM'),
})

/** A collector whose request is out, on a fake clock. */
async function collecting(rid = newRequestId()) {
  const { ours, theirs } = await keys()
  const clock = fakeClock()
  const collector = new SourceCollector(ours, rid, clock, () => false)
  collector.markPublished()
  const answer = (peer: string, have = 0, key = ours) => answerFor(makeRequest(rid), key, { peer, have })
  return { collector, clock, answer, ours, theirs, rid }
}

describe('SourceCollector', () => {
  it('hands out every answering member once, the one holding most first', async () => {
    const { collector, clock, answer } = await collecting()
    const small = await answer('small', 10)
    await collector.handle(small)
    await collector.handle(small) // the same answer via a second signaling server
    await collector.handle(await answer('big', 5000))
    await collector.handle(await answer('medium', 700))
    await clock.advance(COLLECT_MS)
    expect([await collector.next(), await collector.next(), await collector.next()]).toEqual(['big', 'medium', 'small'])
    expect(collector.decryptable).toBe(3)
  })

  it('waits a moment after the first answer for better ones, then decides', async () => {
    const { collector, clock, answer } = await collecting()
    const next = collector.next()
    expect(await peek(next)).toBe('pending')
    await collector.handle(await answer('just-joined', 0))
    expect(await peek(next)).toBe('pending')
    await clock.advance(COLLECT_MS / 2)
    await collector.handle(await answer('long-time-member', 90_000))
    await clock.advance(COLLECT_MS / 2)
    expect(await peek(next)).toBe('long-time-member')
  })

  it('gives up as alone when nobody answers in time', async () => {
    const { collector, clock } = await collecting()
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
    const { collector, clock, answer, theirs } = await collecting()
    const next = collector.next()
    await collector.handle(await answer('peer-x', 100, theirs))
    expect(collector.undecryptable).toBe(1)
    await clock.advance(UNDECRYPTABLE_GRACE_MS)
    expect(await peek(next)).toBeNull()
    expect(collector.decryptable).toBe(0)
  })

  it('still finds a member with our password among ones without', async () => {
    const { collector, clock, answer, theirs } = await collecting()
    await collector.handle(await answer('stranger', 100, theirs))
    await collector.handle(await answer('friend', 1))
    await clock.advance(COLLECT_MS)
    expect(await collector.next()).toBe('friend')
  })

  it('ignores answers to other requests and boxes sealed for another request', async () => {
    const { collector, ours, rid } = await collecting()
    const other = newRequestId()
    await collector.handle(await answerFor(makeRequest(other), ours, { peer: 'not-for-us', have: 1 }))
    // A box sealed for another request, relabelled with our rid: it does not open.
    const moved = makeAnswer(rid, await seal(ours, encodeAnswerBody({ peer: 'x', have: 1 }), boxContext(other, 'ans')))
    await collector.handle(moved)
    await collector.handle(makeRequest(rid))
    expect(collector.decryptable).toBe(0)
    expect(collector.undecryptable).toBe(1)
  })

  it('never dials this page itself', async () => {
    const { ours } = await keys()
    const rid = newRequestId()
    const clock = fakeClock()
    const collector = new SourceCollector(ours, rid, clock)
    collector.markPublished()
    const unregister = registerOwn({ peer: 'me' })
    await collector.handle(await answerFor(makeRequest(rid), ours, { peer: 'me', have: 1e9 }))
    unregister()
    const next = collector.next()
    await clock.advance(ANSWER_WAIT_MS)
    expect(await peek(next)).toBeNull()
  })
})

describe('answerFor', () => {
  it('answers requests only, and not this page’s own', async () => {
    const { ours } = await keys()
    const body = { peer: 'me', have: 0 }
    expect(await answerFor(makeRequest(newRequestId()), ours, body)).toMatchObject({ kind: 'ans' })
    expect(await answerFor({ kind: 'ans', v: 1 }, ours, body)).toBeNull()
    expect(await answerFor('garbage', ours, body)).toBeNull()
    const mine = newRequestId()
    const unregister = registerOwn({ request: mine })
    expect(await answerFor(makeRequest(mine), ours, body)).toBeNull()
    unregister()
  })
})
