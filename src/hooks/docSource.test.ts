import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { ledgerOf } from '../../net/ledger'
import { verifyEntrySignature } from '../../net/log-entry'
import { schema, type LogEntry } from '../../net/schema'
import { setSignatureVerifier } from '../../net/signature-gate'
import { scenario } from '../../net/testing/ledger-scenario'
import { roomDoc } from '../../net/testing/rolls'
import { docSource } from './docSource'

afterEach(() => {
  vi.useRealTimers()
})

describe('docSource', () => {
  it('re-reads after updates and keeps the snapshot identity while the value is equal', () => {
    const doc = new Y.Doc()
    const source = docSource(doc, (d) => ({ size: d.getMap('m').size }))
    let changes = 0
    source.subscribe(() => changes++)
    const first = source.getSnapshot()
    doc.getMap('m').set('a', 1)
    expect(source.getSnapshot()).toEqual({ size: 1 })
    expect(changes).toBe(1)
    doc.getMap('m').set('a', 2) // size unchanged
    expect(changes).toBe(1)
    expect(source.getSnapshot()).not.toBe(first)
  })

  it('reads at most once per throttle window', () => {
    vi.useFakeTimers()
    const doc = new Y.Doc()
    let reads = 0
    const source = docSource(doc, (d) => (reads++, d.getArray('a').length), { throttleMs: 500 })
    let changes = 0
    source.subscribe(() => changes++)
    reads = 0
    for (let i = 0; i < 20; i++) doc.getArray('a').push([i])
    expect(reads).toBe(0)
    vi.advanceTimersByTime(500)
    expect(reads).toBe(1)
    expect(changes).toBe(1)
    expect(source.getSnapshot()).toBe(20)
  })

  it('stops listening when unsubscribed', () => {
    const doc = new Y.Doc()
    const source = docSource(doc, (d) => d.getArray('a').length)
    let changes = 0
    const off = source.subscribe(() => changes++)
    off()
    doc.getArray('a').push([1])
    expect(changes).toBe(0)
  })

  it('with `ledger`, re-reads when a late joiner’s ledger takes in an update held for its signatures', async () => {
    // The room's whole log arrives in one update, as the bootstrap delivers it to a late joiner.
    const full = roomDoc()
    full.transact(() => scenario().forEach(({ seat, value }) => schema.logShard(full, seat).push([value as LogEntry])))
    const expected = ledgerOf(full).accepted().length
    const doc = roomDoc()
    setSignatureVerifier(doc, {
      verifyMany: (room, entries) => Promise.resolve(entries.map((entry) => verifyEntrySignature(room, entry))),
    })
    const read = (d: Y.Doc) => ledgerOf(d).accepted().length
    const live = docSource(doc, read, { ledger: true })
    const docOnly = docSource(doc, read)
    let changes = 0
    live.subscribe(() => changes++)
    docOnly.subscribe(() => {})
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(full))
    // Held while the signatures are checked elsewhere; no document update comes after.
    expect(live.getSnapshot()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(expected).toBeGreaterThan(0)
    expect(live.getSnapshot()).toBe(expected)
    expect(changes).toBe(1)
    // What every reader of the log saw before: the value read at the document update, never read again.
    expect(docOnly.getSnapshot()).toBe(0)
  })
})
