import { afterEach, describe, expect, it } from 'vitest'
import type * as Y from 'yjs'
import { tally } from '../engine'
import { startFairExchange, type FairExchange } from './fair-exchange'
import { createEphemeralIdentity, type Identity } from './identity'
import { createLogFolder } from './log-folder'
import { schema } from './schema'
import type { AppendResult } from './signed-log'
import { createFakeNetwork, type FakeNetwork } from './testing/fake-network'

const ids = [createEphemeralIdentity(), createEphemeralIdentity(), createEphemeralIdentity()]
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
let running: FairExchange[] = []
let net: FakeNetwork | null = null

afterEach(() => {
  running.forEach((exchange) => exchange.destroy())
  running = []
  net?.destroy()
  net = null
})

/** `peers` documents on one fake network; peer i holds seat s(i+1) unless `seats` says otherwise. */
function table(peers: number, seats?: Record<string, number>) {
  net = createFakeNetwork(peers, 'fair')
  const layout = seats ?? Object.fromEntries(Array.from({ length: peers }, (_, i) => [`s${i + 1}`, i]))
  schema.seats(net.docs[0]!).doc!.transact(() => {
    for (const [seat, peer] of Object.entries(layout))
      schema.seats(net!.docs[0]!).set(seat, { name: seat, colour: '#888', publicKey: ids[peer]!.publicKey })
  })
  net.flush()
  return net
}

/** Runs peer `i`'s exchange; `online` says which keys it sees connected. */
function exchange(doc: Y.Doc, who: Identity, online: (key: string) => boolean = () => true, graceMs = 30) {
  const ex = startFairExchange({ doc, identity: who, isOnline: online, graceMs })
  running.push(ex)
  return ex
}

/** Delivers and lets the exchanges react, a few rounds. */
async function pump(network: FakeNetwork, rounds = 8) {
  for (let i = 0; i < rounds; i++) {
    network.flush()
    await tick()
  }
}

const shard = (doc: Y.Doc, seat: string) => schema.logShard(doc, seat).toArray()
const init = (seats: string[]) => ({ config: { target: 1000 }, seats, entropy: 'ab'.repeat(16) })

describe('the fair entropy exchange', () => {
  it('draws a roll with the other seat’s share, accepted on both peers, and cleans up its messages', async () => {
    const network = table(2)
    const [a, b] = network.docs as [Y.Doc, Y.Doc]
    const alice = exchange(a, ids[0]!)
    exchange(b, ids[1]!)
    const rolled = alice.roll('s1', { type: 'roll' }, 32)
    await pump(network)
    expect(await rolled).toMatchObject({ ok: true })
    const entry = shard(b, 's1')[0]!
    expect(entry.fair?.shares.map((s) => [s.seat, s.pub])).toEqual([['s2', ids[1]!.publicKey]])
    const folders = [a, b].map((doc) => createLogFolder(doc, tally, init(['s1', 's2'])))
    expect(folders.map((f) => f.steps.map((s) => s.ok))).toEqual([[true], [true]])
    expect(folders[0]!.hash).toBe(folders[1]!.hash)
    expect([...schema.entropy(a).keys()]).toEqual([])
    expect([...schema.entropy(b).keys()]).toEqual([])
  })

  it('waits only for the online seats, and for a silent online one only the grace time', async () => {
    const network = table(3)
    const [a, b] = network.docs as [Y.Doc, Y.Doc, Y.Doc]
    // Carol's key is "online" but her page runs no exchange: Alice waits the grace time, then rolls with Bob.
    const alice = exchange(a, ids[0]!, () => true, 80)
    exchange(b, ids[1]!)
    let result: AppendResult | null = null
    void alice.roll('s1', { type: 'roll' }, 32).then((r) => (result = r))
    await pump(network)
    expect(result).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 120))
    await pump(network)
    expect(result).toMatchObject({ ok: true })
    expect(shard(a, 's1')[0]!.fair?.shares.map((s) => s.seat)).toEqual(['s2'])
  })

  it('waits for every online seat that answers: all shares go into the roll', async () => {
    const network = table(3)
    const [a, b, c] = network.docs as [Y.Doc, Y.Doc, Y.Doc]
    const alice = exchange(a, ids[0]!)
    exchange(b, ids[1]!)
    exchange(c, ids[2]!)
    const rolled = alice.roll('s1', { type: 'roll' }, 32)
    await pump(network)
    expect(await rolled).toMatchObject({ ok: true })
    expect(shard(c, 's1')[0]!.fair?.shares.map((s) => s.seat)).toEqual(['s2', 's3'])
  })

  it('answers its own other seats in a hotseat game, with nobody else in the room', async () => {
    const network = table(1, { s1: 0, s2: 0 })
    const solo = exchange(network.docs[0]!, ids[0]!, () => false)
    expect(await solo.roll('s1', { type: 'roll' }, 32)).toMatchObject({ ok: true })
    expect(await solo.roll('s2', { type: 'roll' }, 16)).toMatchObject({ ok: true })
    const folder = createLogFolder(network.docs[0]!, tally, init(['s1', 's2']))
    expect(folder.steps.map((s) => s.ok)).toEqual([true, true])
  })

  it('finishes a roll after a reload: the reopened page recomputes its secret from its key', async () => {
    const network = table(2)
    const [a, b] = network.docs as [Y.Doc, Y.Doc]
    const before = exchange(a, ids[0]!)
    void before.roll('s1', { type: 'roll', payload: { die: 1 } }, 32)
    before.destroy() // the tab closes before Bob answers
    exchange(b, ids[1]!)
    await pump(network)
    expect(shard(a, 's1')).toEqual([])
    exchange(a, ids[0]!) // the tab reopens, with the same key
    await pump(network)
    expect(shard(b, 's1').map((e) => [e.type, e.payload])).toEqual([['roll', { die: 1 }]])
    expect(createLogFolder(b, tally, init(['s1', 's2'])).steps[0]!.ok).toBe(true)
  })

  it('answers a seat once per place in the log: a withdrawn roll that was answered is the one played', async () => {
    const network = table(2)
    const [a, b] = network.docs as [Y.Doc, Y.Doc]
    const alice = exchange(a, ids[0]!)
    exchange(b, ids[1]!)
    const first = alice.roll('s1', { type: 'roll', payload: 'first' }, 32)
    network.flush() // the request reaches Bob …
    await tick() // … who answers,
    network.partition([[0], [1]], 'hold') // but the answer has not reached Alice yet.
    await tick()
    expect(alice.clearUnanswered('s1')).toBeNull() // Alice changes her mind and asks for another roll
    expect(await first).toMatchObject({ ok: false })
    const second = alice.roll('s1', { type: 'roll', payload: 'second' }, 32)
    network.heal()
    await pump(network)
    // Bob does not answer the second request: the dice of the first were already fixed, so it is played.
    expect(shard(b, 's1').map((e) => e.payload)).toEqual(['first'])
    expect(await second).toMatchObject({ ok: false })
    expect(createLogFolder(b, tally, init(['s1', 's2'])).steps[0]!.ok).toBe(true)
  })

  it('ignores a request written in a seat’s name by someone else', async () => {
    const network = table(2)
    const [a, b] = network.docs as [Y.Doc, Y.Doc]
    const mallory = exchange(a, createEphemeralIdentity())
    exchange(b, ids[1]!)
    const forged = mallory.roll('s1', { type: 'roll' }, 32)
    await pump(network)
    expect(await forged).toMatchObject({ ok: false, reason: { en: 'You do not hold seat s1.' } })
    schema.entropy(a).set('req:s1:0', {
      seat: 's1',
      n: 0,
      prev: '',
      type: 'roll',
      payload: null,
      bytes: 32,
      commit: 'ab'.repeat(32),
      pub: ids[0]!.publicKey,
      sig: 'cd'.repeat(64),
    })
    await pump(network)
    expect([...schema.entropy(b).keys()]).toEqual(['req:s1:0'])
  })
})
