import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
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
})
