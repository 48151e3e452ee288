import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { canonicalJson, hashState, sha256Hex } from './hash'
import { JsonError } from './json'

/** The error `fn` throws; fails the test when it does not throw. */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (err) {
    return err
  }
  throw new Error('expected a throw')
}

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

describe('canonicalJson', () => {
  it('sorts object keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    )
  })

  it('gives the same text however the object was built', () => {
    const one: Record<string, number> = {}
    one.x = 1
    one.y = 2
    const two: Record<string, number> = {}
    two.y = 2
    two.x = 1
    expect(canonicalJson(one)).toBe(canonicalJson(two))
  })

  it('writes numbers, -0 and escapes as JSON does', () => {
    expect(canonicalJson([1.5, -0, 1e21, 'é"\n', true])).toBe('[1.5,0,1e+21,"é\\"\\n",true]')
  })

  it.each([
    ['undefined', { a: undefined }, '$.a'],
    ['NaN', [1, NaN], '$[1]'],
    ['Infinity', { x: { y: Infinity } }, '$.x.y'],
    ['function', { f: () => 1 }, '$.f'],
    ['Map', { m: new Map() }, '$.m'],
    ['Date', [new Date(0)], '$[0]'],
    ['bigint', { n: 1n }, '$.n'],
    // eslint-disable-next-line no-sparse-arrays
    ['hole', [1, , 3], '$[1]'],
  ])('rejects %s with the path to it', (_name, value, path) => {
    const err = thrown(() => canonicalJson(value))
    expect(err).toBeInstanceOf(JsonError)
    expect((err as JsonError).path).toBe(path)
  })

  it('rejects cycles', () => {
    const a: Record<string, unknown> = {}
    a.self = a
    expect(() => canonicalJson(a)).toThrow(/cycle/)
  })

  it('accepts the same object twice when it is not a cycle', () => {
    const shared = { k: 1 }
    expect(canonicalJson([shared, shared])).toBe('[{"k":1},{"k":1}]')
  })
})

describe('hashState', () => {
  it('is the hex SHA-256 of the canonical UTF-8 text (checked against node:crypto)', () => {
    const state = { name: 'Ábel', seats: ['s2', 's1'], n: 3 }
    expect(hashState(state)).toBe(nodeSha256('{"n":3,"name":"Ábel","seats":["s2","s1"]}'))
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('does not depend on key order but does on array order and values', () => {
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }))
    expect(hashState([1, 2])).not.toBe(hashState([2, 1]))
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: '1' }))
  })

  it('is a fixed value for a fixed state (stable across runs and versions)', () => {
    expect(hashState({ hello: 'world' })).toBe('93a23971a914e5eacbf0a8d25154cda309c3c1c72fbb9914d47c60f3cb681588')
  })
})

describe('hostile input', () => {
  it('refuses a very deeply nested value with a JsonError instead of overflowing the stack', () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 100_000; i++) deep = { d: deep }
    expect(() => canonicalJson(deep)).toThrow(JsonError)
  })
})
