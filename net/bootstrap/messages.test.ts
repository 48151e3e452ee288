import { describe, expect, it } from 'vitest'
import {
  decodeAnswerBody,
  decodeBytesBody,
  decodeStateBody,
  encodeAnswerBody,
  encodeBytesBody,
  encodeStateBody,
  makeAnswer,
  makeRequest,
  newRequestId,
  parseDiscovery,
  unwrapData,
  wrapData,
} from './messages'

describe('discovery messages', () => {
  it('round-trip through JSON', () => {
    const rid = newRequestId()
    const req = makeRequest(rid)
    const ans = makeAnswer(rid, new Uint8Array([1, 2, 3]))
    expect(parseDiscovery(JSON.parse(JSON.stringify(req)))).toEqual(req)
    expect(parseDiscovery(JSON.parse(JSON.stringify(ans)))).toEqual(ans)
  })

  it('ignore anything that is not ours', () => {
    const rid = newRequestId()
    expect(parseDiscovery(null)).toBeNull()
    expect(parseDiscovery('req')).toBeNull()
    expect(parseDiscovery({ v: 1, kind: 'req' })).toBeNull()
    expect(parseDiscovery({ v: 1, kind: 'req', rid: 'short' })).toBeNull()
    expect(parseDiscovery({ v: 2, kind: 'req', rid })).toBeNull()
    expect(parseDiscovery({ v: 1, kind: 'ans', rid })).toBeNull()
    expect(parseDiscovery({ v: 1, kind: 'ans', rid, box: 'x'.repeat(300_000) })).toBeNull()
    // y-webrtc's own signaling traffic on the same server
    expect(parseDiscovery({ type: 'announce', from: 'abc' })).toBeNull()
  })

  it('gives every request a fresh id', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/)
    expect(newRequestId()).not.toBe(newRequestId())
  })

  it('read a peer id from an answer body, and nothing else', () => {
    expect(decodeAnswerBody(encodeAnswerBody({ peer: 'hb-123', have: 42 }))).toEqual({ peer: 'hb-123', have: 42 })
    const sv = new Uint8Array([1, 200, 3, 7])
    expect(decodeAnswerBody(encodeAnswerBody({ peer: 'p', have: 1, sv }))).toEqual({ peer: 'p', have: 1, sv })
    expect(decodeAnswerBody(new TextEncoder().encode('{"peer":"p","have":-1}'))).toEqual({ peer: 'p', have: 0 })
    expect(decodeAnswerBody(new TextEncoder().encode('{"peer":""}'))).toBeNull()
    expect(decodeAnswerBody(new TextEncoder().encode('not json'))).toBeNull()
  })
})

describe('data messages', () => {
  it('carry their kind', () => {
    const box = new Uint8Array([9, 8, 7])
    expect(unwrapData(wrapData('state', box))).toEqual({ kind: 'state', box })
    expect(unwrapData(new Uint8Array([77, 1]))).toBeNull()
    expect(unwrapData(new Uint8Array(0))).toBeNull()
  })

  it('encode state bodies losslessly', () => {
    const body = { update: new Uint8Array([1, 2, 3, 4]), stateVector: new Uint8Array([5, 6]) }
    expect(decodeStateBody(encodeStateBody(body))).toEqual(body)
  })

  it('refuse truncated or padded bodies', () => {
    const state = encodeStateBody({ update: new Uint8Array(100), stateVector: new Uint8Array(3) })
    expect(decodeStateBody(state.subarray(0, 50))).toBeNull()
    const bytes = encodeBytesBody(new Uint8Array([1, 2, 3]))
    expect(decodeBytesBody(bytes)).toEqual(new Uint8Array([1, 2, 3]))
    expect(decodeBytesBody(new Uint8Array([...bytes, 0]))).toBeNull()
    expect(decodeBytesBody(new Uint8Array([50, 1]))).toBeNull()
  })
})
