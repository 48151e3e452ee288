import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { ENTRY_LIMITS, entryHash, signEntry, type EntryBody } from './log-entry'
import { schema, type LogEntry } from './schema'
import { appendEntry, type EntryDraft } from './signed-log'
import { roomDoc, sit, TEST_ROOM } from './testing/rolls'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const carol = createEphemeralIdentity()
const mallory = createEphemeralIdentity()

/** A room with each identity seated at the seat named beside it. */
function seated(...pairs: [string, Identity][]): Y.Doc {
  const doc = roomDoc()
  for (const [seat, who] of pairs) sit(doc, who, seat)
  return doc
}

/** Appends a tally action as `seat`; throws when it is refused. */
function append(doc: Y.Doc, who: Identity, seat: string, type = 'add', payload: LogEntry['payload'] = 1): LogEntry {
  const result = appendEntry(doc, who, seat, { game: 'tally', type, payload })
  if (!result.ok) throw new Error(result.reason.en)
  return result.entry
}

/** Signs `seat`'s next entry as an honest append would write it, with `changes` on top (not pushed). */
function next(doc: Y.Doc, who: Identity, seat: string, changes: Partial<Omit<EntryBody, 'pub'>> = {}): LogEntry {
  const head = ledgerOf(doc).head(seat)
  const others = ROOM_SEATS.filter((other) => other !== seat)
    .map((other) => ledgerOf(doc).head(other))
    .filter((other) => other.n > 0)
  return signEntry(TEST_ROOM, who, {
    game: 'tally',
    seat,
    n: head.n,
    lamport: 1 + Math.max(head.lamport, ...others.map((other) => other.lamport)),
    seen: others.map((other) => other.head).sort(),
    prev: head.head,
    type: 'add',
    payload: head.n,
    ...changes,
  })
}

/** Why each rejected value of `seat`'s shard was rejected. */
const whys = (doc: Y.Doc, seat: string) =>
  ledgerOf(doc)
    .rejected()
    .filter((r) => r.entry.seat === seat)
    .map((r) => r.why)
/** The chain positions of `seat`'s accepted entries (0 is the seat's `@claim`). */
const validNs = (doc: Y.Doc, seat: string) =>
  ledgerOf(doc)
    .accepted()
    .filter((r) => r.entry.seat === seat)
    .map((r) => r.entry.n)
/** The whole judgement of a document: what every peer must agree on. */
const judgement = (doc: Y.Doc) => ({
  accepted: ledgerOf(doc)
    .accepted()
    .map((r) => r.hash),
  rejected: ledgerOf(doc).rejected(),
})

/** Copies every update of `from` into `to`. */
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))

describe('appending', () => {
  it('chains a seat’s entries after its claim and signs them so they are accepted', () => {
    const doc = seated(['s1', alice])
    const claim = ledgerOf(doc).head('s1').head
    const a = append(doc, alice, 's1')
    const b = append(doc, alice, 's1', 'add', { by: 2 })
    expect([a.n, b.n]).toEqual([1, 2])
    expect(a.prev).toBe(claim)
    expect(b.prev).toBe(entryHash(a))
    // Alone in the room: its own chain is named by `prev`, and there is no other chain to name as seen.
    expect([a.seen, b.seen]).toEqual([[], []])
    expect(b.lamport).toBe(a.lamport + 1)
    expect([a.pub, a.game]).toEqual([alice.publicKey, 'tally'])
    expect(validNs(doc, 's1')).toEqual([0, 1, 2])
    expect(ledgerOf(doc).rejected()).toEqual([])
  })

  it('stamps a clock after everything this peer has seen in any shard, and names what it saw', () => {
    const doc = seated(['s1', alice], ['s2', bob], ['s3', carol])
    const carols = ledgerOf(doc).head('s3').head
    let last = append(doc, alice, 's1')
    for (let i = 0; i < 3; i++) last = append(doc, alice, 's1')
    const bobs = append(doc, bob, 's2')
    expect(bobs.lamport).toBe(last.lamport + 1)
    // The last entry of every other seat's chain, sorted: Alice's last move and Carol's claim (s4 is empty).
    expect(bobs.seen).toEqual([entryHash(last), carols].sort())
    expect(ledgerOf(doc).rejected()).toEqual([])
  })

  it('refuses a seat the key does not hold, with a reason, and writes nothing', () => {
    const doc = seated(['s1', alice])
    const result = appendEntry(doc, bob, 's1', { game: 'tally', type: 'add' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason.en).toMatch(/do not hold seat s1/)
    expect(schema.logShard(doc, 's1').length).toBe(1)
  })

  it('refuses actions that are not plain JSON, too big, of no game or with a made-up roll, and writes nothing', () => {
    const doc = seated(['s1', alice], ['s2', bob])
    const value = 'ab'.repeat(32)
    const bad: EntryDraft[] = [
      { game: 'tally', type: 'add', payload: NaN },
      { game: 'tally', type: 'add', payload: { when: new Date(0) } as never },
      { game: 'tally', type: '' },
      { game: 'tally', type: 'x'.repeat(ENTRY_LIMITS.typeLength + 1) },
      { game: 'tally', type: 'add', payload: 'x'.repeat(ENTRY_LIMITS.payloadChars) },
      { game: '', type: 'add' }, // a game action needs its game
      { game: 'tally', type: '@claim' }, // room entries belong to no game
      { game: 'Tally!', type: 'add' },
      { game: 'tally', type: 'roll', roll: { bytes: 0, from: ['s2'], value } },
      { game: 'tally', type: 'roll', roll: { bytes: 32, from: ['s1'], value } }, // the roller among its contributors
      { game: 'tally', type: 'roll', roll: { bytes: 32, from: ['s2'], value: 'not hex' } },
    ]
    for (const draft of bad) expect([draft, appendEntry(doc, alice, 's1', draft).ok]).toEqual([draft, false])
    expect(schema.logShard(doc, 's1').length).toBe(1)
  })

  it('waits, instead of forking its own chain, while an entry it had seen is missing (deleted by a peer)', () => {
    const doc = seated(['s1', alice], ['s2', bob])
    const seen = append(doc, bob, 's2')
    append(doc, alice, 's1') // names Bob's entry as seen
    const shard = schema.logShard(doc, 's2')
    const at = shard.toArray().findIndex((e) => entryHash(e) === entryHash(seen))
    doc.transact(() => shard.delete(at, 1))
    const refused = appendEntry(doc, alice, 's1', { game: 'tally', type: 'add', payload: 1 })
    expect(refused.ok ? '' : refused.reason.en).toMatch(/putting back missing entries/)
    doc.transact(() => shard.push([{ ...seen }])) // the archive puts it back
    expect(append(doc, alice, 's1').n).toBe(2)
    expect(validNs(doc, 's1')).toEqual([0, 1, 2])
  })

  it('stores a copy, so mutating the caller’s payload later changes nothing', () => {
    const doc = seated(['s1', alice])
    const payload = { count: 1 }
    append(doc, alice, 's1', 'add', payload)
    payload.count = 99
    expect(validNs(doc, 's1')).toEqual([0, 1])
    expect(schema.logShard(doc, 's1').get(1).payload).toEqual({ count: 1 })
  })
})

describe('what every peer accepts', () => {
  it('ignores an entry whose content was changed after signing', () => {
    const doc = seated(['s1', alice])
    const good = append(doc, alice, 's1')
    schema
      .logShard(doc, 's1')
      .push([{ ...good, n: 2, prev: entryHash(good), lamport: good.lamport + 1, payload: 1000 }])
    expect(whys(doc, 's1')).toEqual(['bad-signature'])
    expect(validNs(doc, 's1')).toEqual([0, 1])
  })

  it('ignores entries signed by a key that does not hold the seat', () => {
    const doc = seated(['s1', alice])
    const forged = next(doc, mallory, 's1')
    schema.logShard(doc, 's1').push([forged])
    // Mallory copying Alice's key into the entry does not help: the signature no longer matches.
    schema.logShard(doc, 's1').push([{ ...forged, pub: alice.publicKey }])
    expect(whys(doc, 's1')).toEqual(['bad-signature', 'not-holder'])
    expect(validNs(doc, 's1')).toEqual([0])
  })

  it('ignores the holder’s own entries that do not continue the chain or misstate the clock', () => {
    const doc = seated(['s1', alice])
    const first = append(doc, alice, 's1')
    const shard = schema.logShard(doc, 's1')
    shard.push([
      next(doc, alice, 's1', { prev: 'ab'.repeat(32) }), // prev points nowhere
      next(doc, alice, 's1', { n: 3 }), // n skips ahead
      next(doc, alice, 's1', { lamport: first.lamport }), // the clock does not grow
      first, // a replayed copy of an entry: counted once, not rejected
    ])
    expect(whys(doc, 's1').sort()).toEqual(['bad-clock', 'broken-chain', 'broken-chain'])
    // Junk does not break the chain for the honest holder.
    expect(append(doc, alice, 's1').n).toBe(2)
    expect(validNs(doc, 's1')).toEqual([0, 1, 2])
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
      { ...good, seen: 'xyz' },
      { ...good, seen: 'ab'.repeat(32) }, // one hash, not a list of them
      { ...good, seen: ['xyz'] },
      { ...good, seen: ['cd'.repeat(32), 'ab'.repeat(32)] }, // not sorted
      { ...good, seen: ['ab'.repeat(32), 'ab'.repeat(32)] }, // twice
      { ...good, seen: Array.from({ length: ENTRY_LIMITS.seenHeads + 1 }, (_, i) => i.toString(16).padStart(64, '0')) },
      { ...good, game: 'Tally' },
      { ...good, game: '' },
      { ...good, pub: good.pub.toUpperCase() },
      { ...good, sig: good.sig.slice(2) },
      { ...good, type: 7 },
      { ...good, payload: undefined },
      { ...good, payload: deep },
      { ...good, roll: { bytes: 32, from: [], value: 'zz' } },
      { ...good, entropy: 'abc' },
      { ...good, extra: true },
    ]
    const shard = schema.logShard(doc, 's1')
    shard.push(junk as LogEntry[])
    shard.push([new Y.Map() as unknown as LogEntry])
    const rejected = ledgerOf(doc).rejected()
    expect(rejected.map((r) => r.why)).toEqual(Array(junk.length + 1).fill('malformed'))
    // What the diagnostics panel gets is always entry-shaped.
    for (const r of rejected) expect(typeof r.entry.type).toBe('string')
    expect(validNs(doc, 's1')).toEqual([0, 1])
    expect(append(doc, alice, 's1').n).toBe(2)
  })

  it('reads only the room’s seats: a shard under any other name is never read', () => {
    const doc = seated(['s1', alice])
    const stray = { ...next(doc, alice, 's9'), seat: 's9' }
    schema.logShard(doc, 's9').push([stray])
    expect(ledgerOf(doc).rejected()).toEqual([])
    expect(ledgerOf(doc).accepted().length).toBe(1)
  })

  it('cuts the chain where a peer deleted an entry', () => {
    const doc = seated(['s1', alice])
    for (let i = 0; i < 4; i++) append(doc, alice, 's1')
    schema.logShard(doc, 's1').delete(2, 1)
    expect(validNs(doc, 's1')).toEqual([0, 1])
    expect(whys(doc, 's1')).toEqual(['broken-chain', 'broken-chain'])
  })

  it('keeps one branch of a fork (same key, two tabs) on every peer', () => {
    const tab1 = seated(['s1', alice])
    const tab2 = roomDoc()
    sync(tab1, tab2)
    append(tab1, alice, 's1', 'add', 'tab1')
    append(tab1, alice, 's1', 'add', 'tab1-again')
    append(tab2, alice, 's1', 'add', 'tab2')
    sync(tab1, tab2)
    sync(tab2, tab1)
    const one = judgement(tab1)
    expect(judgement(tab2)).toEqual(one)
    // Either tab1's two entries won (tab2's one is rejected) or tab2's won (tab1's two are rejected).
    expect(one.accepted.length - 1 + one.rejected.length).toBe(3)
    expect(one.rejected.every((r) => r.why === 'broken-chain')).toBe(true)
    // The next append continues the winning branch on either tab.
    expect(append(tab2, alice, 's1').n).toBe(one.accepted.length)
  })

  it('gives identical verdicts on peers that received the same updates in different orders', () => {
    const source = roomDoc()
    const updates: Uint8Array[] = []
    source.on('update', (u: Uint8Array) => updates.push(u))
    sit(source, alice, 's1')
    sit(source, bob, 's2')
    append(source, alice, 's1')
    append(source, bob, 's2')
    schema.logShard(source, 's2').push([next(source, mallory, 's2')])
    append(source, alice, 's1')
    schema.logShard(source, 's1').push([{ junk: true } as unknown as LogEntry])
    append(source, bob, 's2')
    const orders = [updates, [...updates].reverse(), updates.map((_, i) => updates[(i * 5) % updates.length]!)]
    const expected = judgement(source)
    expect(expected.rejected.map((r) => r.why)).toEqual(['malformed', 'not-holder'])
    expect(validNs(source, 's1')).toEqual([0, 1, 2])
    expect(validNs(source, 's2')).toEqual([0, 1, 2])
    for (const order of orders) {
      const peer = roomDoc()
      for (const u of order) Y.applyUpdate(peer, u)
      expect(judgement(peer)).toEqual(expected)
    }
  })
})
