import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createEphemeralIdentity, type Identity } from './identity'
import { ENTRY_LIMITS, entryHash, signEntry } from './log-entry'
import { highestLamport, validateLog, validateSeat } from './log-validate'
import { schema, type LogEntry } from './schema'
import { claimSeat } from './seats'
import { appendSignedAction } from './signed-log'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const mallory = createEphemeralIdentity()

function seated(...pairs: [string, Identity][]): Y.Doc {
  const doc = new Y.Doc()
  for (const [seat, who] of pairs) claimSeat(doc, seat, { name: seat, colour: '#fff', publicKey: who.publicKey })
  return doc
}

function append(doc: Y.Doc, who: Identity, seat: string, type = 'add', payload: LogEntry['payload'] = 1): LogEntry {
  const result = appendSignedAction(doc, who, seat, { type, payload })
  if (!result.ok) throw new Error(result.reason.en)
  return result.entry
}

const whys = (doc: Y.Doc, seat: string) => validateSeat(doc, seat).rejected.map((r) => r.why)
const validNs = (doc: Y.Doc, seat: string) => validateSeat(doc, seat).valid.map((e) => e.n)

/** Copies every update of `from` into `to`. */
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))

describe('appending', () => {
  it('chains a seat’s entries and signs them so they validate', () => {
    const doc = seated(['s1', alice])
    const a = append(doc, alice, 's1')
    const b = append(doc, alice, 's1', 'add', { by: 2 })
    expect([a.n, b.n]).toEqual([0, 1])
    expect(a.prev).toBe('')
    expect(b.prev).toBe(entryHash(a))
    expect(b.lamport).toBeGreaterThan(a.lamport)
    expect(b.pub).toBe(alice.publicKey)
    expect(validateSeat(doc, 's1')).toEqual({ seat: 's1', valid: [a, b], rejected: [] })
  })

  it('stamps a lamport after everything this peer has seen in any shard', () => {
    const doc = seated(['s1', alice], ['s2', bob])
    for (let i = 0; i < 4; i++) append(doc, alice, 's1')
    expect(highestLamport(doc)).toBe(4)
    expect(append(doc, bob, 's2').lamport).toBe(5)
  })

  it('refuses a seat the key does not hold, with a reason, and writes nothing', () => {
    const doc = seated(['s1', alice])
    const result = appendSignedAction(doc, bob, 's1', { type: 'add' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason.en).toMatch(/do not hold seat s1/)
    expect(schema.logShard(doc, 's1').length).toBe(0)
  })

  it('refuses actions that are not plain JSON or too big, and writes nothing', () => {
    const doc = seated(['s1', alice])
    const bad = [
      { type: 'add', payload: NaN },
      { type: 'add', payload: { when: new Date(0) } as never },
      { type: '' },
      { type: 'x'.repeat(ENTRY_LIMITS.typeLength + 1) },
      { type: 'add', payload: 'x'.repeat(ENTRY_LIMITS.payloadChars) },
      { type: 'roll', entropy: 'not hex' },
    ]
    for (const action of bad) expect(appendSignedAction(doc, alice, 's1', action).ok).toBe(false)
    expect(schema.logShard(doc, 's1').length).toBe(0)
  })

  it('stores a copy, so mutating the caller’s payload later changes nothing', () => {
    const doc = seated(['s1', alice])
    const payload = { count: 1 }
    append(doc, alice, 's1', 'add', payload)
    payload.count = 99
    expect(validNs(doc, 's1')).toEqual([0])
    expect(schema.logShard(doc, 's1').get(0).payload).toEqual({ count: 1 })
  })
})

describe('validation', () => {
  it('ignores an entry whose content was changed after signing', () => {
    const doc = seated(['s1', alice])
    const good = append(doc, alice, 's1')
    schema.logShard(doc, 's1').push([{ ...good, n: 1, prev: entryHash(good), lamport: 2, payload: 1000 }])
    expect(whys(doc, 's1')).toEqual(['bad-signature'])
    expect(validNs(doc, 's1')).toEqual([0])
  })

  it('ignores entries signed by a key that does not hold the seat', () => {
    const doc = seated(['s1', alice])
    const forged = signEntry(mallory, { seat: 's1', n: 0, lamport: 1, prev: '', type: 'add', payload: 50 })
    schema.logShard(doc, 's1').push([forged])
    // Mallory copying Alice's key into the entry does not help: the signature no longer matches.
    schema.logShard(doc, 's1').push([{ ...forged, pub: alice.publicKey }])
    expect(whys(doc, 's1')).toEqual(['seat-not-held', 'bad-signature'])
    expect(validNs(doc, 's1')).toEqual([])
  })

  it('ignores the holder’s own entries that do not continue the chain', () => {
    const doc = seated(['s1', alice])
    const first = append(doc, alice, 's1')
    const shard = schema.logShard(doc, 's1')
    const sign = (n: number, lamport: number, prev: string) =>
      signEntry(alice, { seat: 's1', n, lamport, prev, type: 'add', payload: n })
    shard.push([
      sign(1, 5, 'ab'.repeat(32)), // prev points nowhere
      sign(2, 5, entryHash(first)), // n skips ahead
      sign(1, 1, entryHash(first)), // lamport does not grow
      first, // a replayed copy of entry 0
    ])
    expect(whys(doc, 's1')).toEqual(['broken-chain', 'broken-chain', 'broken-chain', 'broken-chain'])
    // Junk does not break the chain for the honest holder.
    expect(append(doc, alice, 's1').n).toBe(1)
    expect(validNs(doc, 's1')).toEqual([0, 1])
  })

  it('rejects malformed values of every kind without throwing, and keeps the chain going', () => {
    const doc = seated(['s1', alice])
    const good = append(doc, alice, 's1')
    const deep: unknown[] = []
    let cursor = deep
    for (let i = 0; i < ENTRY_LIMITS.payloadDepth + 2; i++) cursor.push((cursor = []))
    const junk: unknown[] = [
      null,
      42,
      'entry',
      [good],
      {},
      { ...good, seat: 's2' },
      { ...good, n: -1 },
      { ...good, n: 0.5 },
      { ...good, lamport: 0 },
      { ...good, lamport: ENTRY_LIMITS.maxLamport + 1 },
      { ...good, prev: 'xyz' },
      { ...good, pub: good.pub.toUpperCase() },
      { ...good, sig: good.sig.slice(2) },
      { ...good, type: 7 },
      { ...good, payload: undefined },
      { ...good, payload: deep },
      { ...good, entropy: 'abc' },
      { ...good, extra: true },
    ]
    const shard = schema.logShard(doc, 's1')
    shard.push(junk as LogEntry[])
    shard.push([new Y.Map() as unknown as LogEntry])
    const verdict = validateSeat(doc, 's1')
    expect(verdict.rejected.map((r) => r.why)).toEqual(Array(junk.length + 1).fill('malformed'))
    // What the diagnostics panel gets is always entry-shaped.
    for (const r of verdict.rejected) expect(typeof r.entry.type).toBe('string')
    expect(verdict.valid).toEqual([good])
    expect(append(doc, alice, 's1').n).toBe(1)
  })

  it('judges entries by the current seat binding', () => {
    const doc = seated(['s1', alice])
    append(doc, alice, 's1')
    append(doc, alice, 's1')
    // Alice leaves; Bob takes the seat and starts a chain of his own.
    schema.seats(doc).delete('s1')
    claimSeat(doc, 's1', { name: 'Bob', colour: '#00f', publicKey: bob.publicKey })
    expect(whys(doc, 's1')).toEqual(['seat-not-held', 'seat-not-held'])
    expect(append(doc, bob, 's1').n).toBe(0)
    // Alice comes back: her entries count again and Bob's do not.
    schema.seats(doc).set('s1', { name: 'Alice', colour: '#f00', publicKey: alice.publicKey })
    expect(validNs(doc, 's1')).toEqual([0, 1])
    expect(whys(doc, 's1')).toEqual(['seat-not-held'])
  })

  it('cuts the chain where a peer deleted an entry', () => {
    const doc = seated(['s1', alice])
    for (let i = 0; i < 4; i++) append(doc, alice, 's1')
    schema.logShard(doc, 's1').delete(1, 1)
    expect(validNs(doc, 's1')).toEqual([0])
    expect(whys(doc, 's1')).toEqual(['broken-chain', 'broken-chain'])
  })

  it('keeps one branch of a fork (same key, two tabs) on every peer', () => {
    const tab1 = seated(['s1', alice])
    const tab2 = new Y.Doc()
    sync(tab1, tab2)
    append(tab1, alice, 's1', 'add', 'tab1')
    append(tab1, alice, 's1', 'add', 'tab1-again')
    append(tab2, alice, 's1', 'add', 'tab2')
    sync(tab1, tab2)
    sync(tab2, tab1)
    const one = validateLog(tab1)
    expect(validateLog(tab2)).toEqual(one)
    const verdict = one[0]!
    // Either tab1's two entries won (tab2's one is rejected) or tab2's won (tab1's two are rejected).
    expect(verdict.valid.length + verdict.rejected.length).toBe(3)
    expect(verdict.rejected.every((r) => r.why === 'broken-chain')).toBe(true)
    // The next append continues the winning branch on either tab.
    expect(append(tab2, alice, 's1').n).toBe(verdict.valid.length)
  })

  it('gives identical verdicts on peers that received the same updates in different orders', () => {
    const source = new Y.Doc()
    const updates: Uint8Array[] = []
    source.on('update', (u: Uint8Array) => updates.push(u))
    claimSeat(source, 's1', { name: 'Alice', colour: '#f00', publicKey: alice.publicKey })
    claimSeat(source, 's2', { name: 'Bob', colour: '#00f', publicKey: bob.publicKey })
    append(source, alice, 's1')
    append(source, bob, 's2')
    const forged = signEntry(mallory, { seat: 's2', n: 1, lamport: 9, prev: '', type: 'x', payload: 0 })
    schema.logShard(source, 's2').push([forged])
    append(source, alice, 's1')
    schema.logShard(source, 's1').push([{ junk: true } as unknown as LogEntry])
    append(source, bob, 's2')
    const orders = [updates, [...updates].reverse(), updates.map((_, i) => updates[(i * 5) % updates.length]!)]
    const expected = validateLog(source)
    expect(expected.flatMap((v) => v.rejected.map((r) => r.why))).toEqual(['malformed', 'seat-not-held'])
    expect(expected.map((v) => v.valid.length)).toEqual([2, 2])
    for (const order of orders) {
      const peer = new Y.Doc()
      for (const u of order) Y.applyUpdate(peer, u)
      expect(validateLog(peer)).toEqual(expected)
    }
  })
})
