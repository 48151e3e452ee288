import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { BOOTSTRAP_ORIGIN } from './constants'
import { applyVerified, covers, haveOf, missingFor, stateVectorOf } from './syncPlan'

function docWithChat(lines: number, prefix: string): Y.Doc {
  const doc = new Y.Doc()
  doc.transact(() => {
    for (let i = 0; i < lines; i++) doc.getArray('chat').push([{ text: `${prefix} ${i}`.padEnd(200, '.') }])
  })
  return doc
}

/** The whole exchange of sessions.ts, without the wire. */
function exchange(joiner: Y.Doc, source: Y.Doc): { toJoiner: number; toSource: number } {
  const toJoiner = missingFor(source, stateVectorOf(joiner)) as Uint8Array
  expect(applyVerified(joiner, toJoiner)).toBe(true)
  const toSource = missingFor(joiner, stateVectorOf(source)) as Uint8Array
  expect(applyVerified(source, toSource)).toBe(true)
  return { toJoiner: toJoiner.byteLength, toSource: toSource.byteLength }
}

describe('state-vector exchange', () => {
  it('gives an empty joiner the whole document', () => {
    const source = docWithChat(500, 'src')
    const joiner = new Y.Doc()
    exchange(joiner, source)
    expect(joiner.getArray('chat').toJSON()).toEqual(source.getArray('chat').toJSON())
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(source))
  })

  it('sends each side only what the other lacks, both ways (offline edits reach the source)', () => {
    const source = docWithChat(2000, 'src')
    const joiner = new Y.Doc()
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(source)) // joined before, has all of it
    source.getArray('chat').push([{ text: 'said while the joiner was away' }])
    joiner.getArray('chat').push([{ text: 'written offline' }])
    const full = Y.encodeStateAsUpdate(source).byteLength
    const { toJoiner, toSource } = exchange(joiner, source)
    expect(toJoiner).toBeLessThan(full / 100)
    expect(toSource).toBeLessThan(full / 100)
    expect(joiner.getArray('chat').toJSON()).toEqual(source.getArray('chat').toJSON())
    expect(source.getArray('chat').length).toBe(2002)
  })

  it('carries offline deletions, which the state vector cannot show', () => {
    const source = docWithChat(10, 'src')
    const joiner = new Y.Doc()
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(source))
    joiner.getArray('chat').delete(0, 3)
    expect(stateVectorOf(joiner)).toEqual(stateVectorOf(source))
    exchange(joiner, source)
    expect(source.getArray('chat').length).toBe(7)
  })

  it('tags applied updates with the bootstrap origin', () => {
    const source = docWithChat(3, 'src')
    const joiner = new Y.Doc()
    const origins: unknown[] = []
    joiner.on('update', (_u: Uint8Array, origin: unknown) => origins.push(origin))
    applyVerified(joiner, Y.encodeStateAsUpdate(source))
    expect(origins).toEqual([BOOTSTRAP_ORIGIN])
  })

  it('refuses a malformed update without touching the document', () => {
    const doc = docWithChat(5, 'mine')
    const before = Y.encodeStateAsUpdate(doc)
    const good = Y.encodeStateAsUpdate(docWithChat(50, 'other'))
    expect(applyVerified(doc, good.subarray(0, good.byteLength >> 1))).toBe(false)
    expect(applyVerified(doc, new Uint8Array([255, 255, 255, 255, 255]))).toBe(false)
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before)
  })

  it('ranks documents by how much they hold', () => {
    const empty = new Y.Doc()
    const small = docWithChat(3, 'a')
    const big = docWithChat(300, 'b')
    expect(haveOf(empty)).toBe(0)
    expect(haveOf(small)).toBeGreaterThan(0)
    expect(haveOf(big)).toBeGreaterThan(haveOf(small))
  })

  it('tells whether a document holds everything another state vector names', () => {
    const a = docWithChat(5, 'a')
    const b = new Y.Doc()
    expect(covers(a, stateVectorOf(b))).toBe(true)
    expect(covers(b, stateVectorOf(a))).toBe(false)
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
    expect(covers(b, stateVectorOf(a))).toBe(true)
    b.getArray('chat').push(['more'])
    expect(covers(a, stateVectorOf(b))).toBe(false)
    expect(covers(a, new Uint8Array([250]))).toBe(true)
  })

  it('refuses a malformed state vector', () => {
    expect(missingFor(new Y.Doc(), new Uint8Array([200]))).toBeNull()
  })
})
