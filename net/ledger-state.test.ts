/**
 * The ledger judged change by change (net/ledger-state.ts) must give exactly what judging the same document from
 * scratch gives, whatever order the entries arrive in; and where it cannot, it must judge everything again.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { tally, type SeatId } from '../engine'
import { createEphemeralIdentity, type Identity } from './identity'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { createLogFolder, type LogFolder } from './log-folder'
import { entryHash, signEntry } from './log-entry'
import { schema, type LogEntry } from './schema'
import { appendEntry, nextPlace } from './signed-log'
import { answerRoll, appendRoll, roomDoc, sit, TEST_ROOM } from './testing/rolls'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()
const carol = createEphemeralIdentity()
const mallory = createEphemeralIdentity()
const init = { config: { target: 1e9 }, seats: ['s1', 's2', 's3'], entropy: 'ab'.repeat(16) }
const people: [SeatId, Identity][] = [
  ['s1', alice],
  ['s2', bob],
  ['s3', carol],
]

/** One value of a shard, as a peer receives it. */
interface Value {
  seat: SeatId
  value: unknown
}

const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
const pass = (doc: Y.Doc, who: Identity, seat: SeatId) => appendEntry(doc, who, seat, { game: 'tally', type: 'pass' })

/** Deterministic shuffle (a small LCG), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let x = seed
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    const j = x % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * A log with what makes judging it in pieces hard: three seats writing concurrently (their documents meet only now
 * and then), rolls answered by the others from their own pages, a roll still pending, a second entry at one place of a chain, an entry
 * signed by someone who holds no seat, junk, a badly signed copy and a duplicate.
 */
function scenario(): Value[] {
  const docs = people.map(() => roomDoc())
  const meet = () => docs.forEach((a) => docs.forEach((b) => a !== b && sync(a, b)))
  people.forEach(([seat, who], i) => {
    sit(docs[i]!, who, seat)
    meet()
  })
  for (let round = 0; round < 14; round++) {
    people.forEach(([seat, who], i) => pass(docs[i]!, who, seat))
    if (round % 3 === 0) {
      // A roll, answered by each other seat from its own page.
      const i = (round / 3) % 3
      const [seat, who] = people[i]!
      const others = people.filter(([s]) => s !== seat)
      const rolled = appendRoll(
        docs[i]!,
        who,
        seat,
        'tally',
        { type: 'roll' },
        others.map(([s]) => s),
      )
      if (!rolled.ok) throw new Error(rolled.reason.en)
      meet()
      for (const [other, identity] of others) {
        answerRoll(docs[people.findIndex(([s]) => s === other)]!, entryHash(rolled.entry), [{ seat: other, identity }])
      }
    }
    // Only two of the three meet in most rounds: the third one's entries are concurrent with theirs.
    sync(docs[round % 3]!, docs[(round + 1) % 3]!)
    sync(docs[(round + 1) % 3]!, docs[round % 3]!)
    if (round % 2 === 1) meet()
  }
  meet()
  const doc = docs[0]!
  appendRoll(doc, alice, 's1', 'tally', { type: 'roll' }, ['s2', 's3'])
  const ledger = ledgerOf(doc)
  const head = ledger.head('s2')
  // A second entry at the place of s2's last one, losing the tie to it (a higher hash), so it is the broken one.
  const again = (i: number) =>
    signEntry(TEST_ROOM, bob, { ...ledger.get(head.head)!.entry, game: 'tally', type: 'pass', payload: { again: i } })
  let second = again(0)
  for (let i = 1; entryHash(second) < head.head; i++) second = again(i)
  const forged = signEntry(TEST_ROOM, mallory, {
    game: 'tally',
    seat: 's2',
    ...nextPlace(ledger, 's2'),
    type: 'pass',
    payload: null,
  })
  const last = ledger.newest()!.entry
  const values: Value[] = ROOM_SEATS.flatMap((seat) =>
    (schema.logShard(doc, seat).toArray() as unknown[]).map((value) => ({ seat, value })),
  )
  const junk: Value[] = [
    { seat: 's2', value: second },
    { seat: 's2', value: forged },
    { seat: 's3', value: { nonsense: true } },
    { seat: 's1', value: 42 },
    { seat: last.seat, value: { ...last, payload: { tampered: true } } },
    { seat: last.seat, value: { ...last } },
  ]
  return [...values, ...junk]
}

/** Everything the ledger says about a document, in a form `toEqual` compares. */
function judged(doc: Y.Doc) {
  const ledger = ledgerOf(doc)
  const accepted = ledger.accepted()
  return {
    accepted: accepted.map((r) => ({
      hash: r.hash,
      index: r.index,
      tenure: r.tenure,
      bindings: [...r.bindings].map(([seat, t]) => `${seat}:${t.claim}`),
      claims: [...r.claims],
    })),
    rejected: ledger.rejected().map((r) => `${r.why} ${entryHash(r.entry)}`),
    heads: ROOM_SEATS.map((seat) => ledger.head(seat)),
    bindings: [...ledger.bindings()],
    rolls: accepted.filter((r) => r.entry.roll).map((r) => ledger.roll(r.hash)),
    pending: ledger.pendingRolls().map((r) => r.hash),
  }
}

/** What a folder shows. */
const folded = (folder: LogFolder<unknown>) => ({
  entries: folder.entries.map((e) => entryHash(e)),
  steps: folder.steps.map((s) => (s.ok ? 'ok' : s.error.code)),
  hash: folder.hash,
  pending: folder.pending?.hash ?? null,
})

/** A fresh document holding the same values in the same shard order: what a late joiner judges from scratch. */
function fromScratch(doc: Y.Doc): Y.Doc {
  const fresh = roomDoc()
  fresh.transact(() => {
    for (const seat of ROOM_SEATS) schema.logShard(fresh, seat).push(schema.logShard(doc, seat).toArray())
  })
  return fresh
}

describe('the ledger, judged change by change', () => {
  const values = scenario()

  it('the scenario has what it should: concurrent entries, rolls, a pending roll, rejections of every kind', () => {
    const doc = roomDoc()
    doc.transact(() => values.forEach(({ seat, value }) => schema.logShard(doc, seat).push([value as LogEntry])))
    const ledger = ledgerOf(doc)
    const states = ledger
      .accepted()
      .filter((r) => r.entry.roll)
      .map((r) => ledger.roll(r.hash)!.state)
    expect(states).toContain('complete')
    expect(states).toContain('pending')
    const why = new Set(ledger.rejected().map((r) => r.why))
    expect(why).toEqual(new Set(['broken-chain', 'not-holder', 'malformed', 'bad-signature']))
    const lamports = ledger.accepted().map((r) => r.entry.lamport)
    expect(new Set(lamports).size).toBeLessThan(lamports.length)
  })

  for (const seed of [1, 2, 3, 4]) {
    it(`gives what a judgement from scratch gives after every arrival, in random order (seed ${seed})`, () => {
      const doc = roomDoc()
      const folder = createLogFolder(doc, tally, init)
      for (const { seat, value } of shuffled(values, seed)) {
        schema.logShard(doc, seat).push([value as LogEntry])
        const fresh = fromScratch(doc)
        expect(judged(doc)).toEqual(judged(fresh))
        expect(folded(folder)).toEqual(folded(createLogFolder(fresh, tally, init)))
      }
    })
  }

  it('re-judges only from a late entry on, and everything after a deletion', () => {
    const doc = roomDoc()
    const watch = ledgerOf(doc).watch()
    const all = roomDoc()
    all.transact(() => values.forEach(({ seat, value }) => schema.logShard(all, seat).push([value as LogEntry])))
    // An entry near the end of the fold order (past the first checkpoint) arrives last.
    const lateEntry = ledgerOf(all).accepted().at(-8)!.entry
    const late = values.find((v) => v.value === lateEntry)!
    doc.transact(() => values.forEach((v) => v !== late && schema.logShard(doc, v.seat).push([v.value as LogEntry])))
    expect(watch.changedFrom()).toBe(0)
    const length = ledgerOf(doc).accepted().length
    // Nothing new: nothing changed.
    expect(watch.changedFrom()).toBe(length)
    // s3's fourth entry arrives last: everything from where it sorts is judged again, nothing before it.
    schema.logShard(doc, late.seat).push([late.value as LogEntry])
    const from = watch.changedFrom()
    expect(from).toBeGreaterThan(0)
    expect(from).toBeLessThan(length)
    expect(ledgerOf(doc).accepted()[from - 1]!.entry.lamport).toBeLessThanOrEqual((late.value as LogEntry).lamport)
    expect(judged(doc)).toEqual(judged(fromScratch(doc)))
    // A deletion of the only copy of an entry: everything is judged again.
    schema.logShard(doc, 's2').delete(1, 1)
    expect(watch.changedFrom()).toBe(0)
    expect(judged(doc)).toEqual(judged(fromScratch(doc)))
    // A deleted copy of an entry held twice changes nothing.
    const first = schema.logShard(doc, 's1').get(0)
    expect(ledgerOf(doc).present(entryHash(first))).toBe(true)
    schema.logShard(doc, 's1').push([{ ...first }])
    expect(watch.changedFrom()).toBe(ledgerOf(doc).accepted().length)
    schema.logShard(doc, 's1').delete(0, 1)
    expect(watch.changedFrom()).toBe(ledgerOf(doc).accepted().length)
    expect(judged(doc)).toEqual(judged(fromScratch(doc)))
  })

  it('judges everything again while two claims compete for one place, and gives the same result', () => {
    const doc = roomDoc()
    sit(doc, alice, 's1')
    const rival = roomDoc()
    sit(rival, bob, 's2')
    sit(rival, mallory, 's1')
    const watch = ledgerOf(doc).watch()
    watch.changedFrom()
    sync(rival, doc)
    expect(watch.changedFrom()).toBe(0)
    pass(doc, bob, 's2')
    expect(watch.changedFrom()).toBe(0)
    expect(judged(doc)).toEqual(judged(fromScratch(doc)))
  })

  it('sees an entry pushed earlier in the same transaction, and recovers when it is deleted again', () => {
    const doc = roomDoc()
    sit(doc, alice, 's1')
    doc.transact(() => {
      pass(doc, alice, 's1')
      expect(pass(doc, alice, 's1').ok).toBe(true)
      expect(ledgerOf(doc).head('s1').n).toBe(3)
      schema.logShard(doc, 's1').delete(2, 1)
    })
    expect(ledgerOf(doc).head('s1').n).toBe(2)
    expect(judged(doc)).toEqual(judged(fromScratch(doc)))
  })
})
