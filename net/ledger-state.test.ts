/**
 * The ledger judged change by change (net/ledger-state.ts) must give exactly what judging the same document from
 * scratch gives, whatever order the entries arrive in; and where it cannot, it must judge everything again.
 */
import { describe, expect, it } from 'vitest'
import type * as Y from 'yjs'
import { tally } from '../engine'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { createLogFolder, type LogFolder } from './log-folder'
import { entryHash } from './log-entry'
import { schema, type LogEntry } from './schema'
import { roomDoc, sit } from './testing/rolls'
import { alice, bob, judged, mallory, pass, scenario, shuffled, sync } from './testing/ledger-scenario'

const init = { config: { target: 1e9 }, seats: ['s1', 's2', 's3'], entropy: 'ab'.repeat(16) }

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
