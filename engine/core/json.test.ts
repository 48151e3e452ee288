import { describe, expect, it } from 'vitest'
import { canonicalJson, hashState } from './hash'
import { JsonError, MAX_JSON_DEPTH, assertJson, cloneJson, copyJson, freezeJson, isPlainObject } from './json'

describe('json guards', () => {
  it('tells plain objects from arrays and class instances', () => {
    expect(isPlainObject({})).toBe(true)
    expect(isPlainObject(Object.create(null))).toBe(true)
    expect(isPlainObject([])).toBe(false)
    expect(isPlainObject(new Map())).toBe(false)
    expect(isPlainObject(null)).toBe(false)
  })

  it('cloneJson makes an independent deep copy', () => {
    const original = { a: [1, { b: 'x' }], c: null }
    const copy = cloneJson(original)
    expect(copy).toEqual(original)
    ;(copy.a[1] as { b: string }).b = 'changed'
    expect((original.a[1] as { b: string }).b).toBe('x')
  })

  it('cloneJson and assertJson refuse non-JSON with a path', () => {
    expect(() => cloneJson({ list: [1, undefined] } as never)).toThrow(/\$\.list\[1\]/)
    expect(() => assertJson({ 'odd key': NaN })).toThrow(JsonError)
    expect(() => assertJson({ 'odd key': NaN })).toThrow(/\$\["odd key"\]/)
  })

  it('freezeJson freezes every node so mutation throws', () => {
    const state = freezeJson({ a: { b: [1, 2] } })
    expect(() => {
      ;(state.a.b as number[]).push(3)
    }).toThrow(TypeError)
    expect(() => {
      ;(state.a as { b: unknown }).b = null
    }).toThrow(TypeError)
    expect(state.a.b).toEqual([1, 2])
  })

  it('copyJson deep-copies a frozen state into writable nodes, keys in order', () => {
    const frozen = freezeJson({ b: [1, { c: 'x' }], a: null })
    const copy = copyJson(frozen)
    expect(JSON.stringify(copy)).toBe(JSON.stringify(frozen))
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.b) || Object.isFrozen(copy.b[1])).toBe(false)
  })

  it('freezeJson reports the path of a bad value among valid leaves', () => {
    expect(() => freezeJson({ ok: 'a', n: 1, list: ['x', true, null, { bad: NaN }] })).toThrow('$.list[3].bad')
  })

  it('freezeJson validates new nodes and skips frozen subtrees', () => {
    const frozen = freezeJson({ deep: [1] })
    const next = freezeJson({ old: frozen, fresh: { n: 1 } })
    expect(Object.isFrozen(next.fresh)).toBe(true)
    expect(() => freezeJson({ bad: () => 1 })).toThrow(JsonError)
  })
})

describe('nesting limit', () => {
  it('refuses values nested deeper than MAX_JSON_DEPTH with a JsonError, not a stack overflow', () => {
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(() => assertJson(deep)).toThrow(/nested deeper/)
    expect(() => cloneJson(deep)).toThrow(JsonError)
    let ok: unknown = 1
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = { k: ok }
    expect(() => assertJson(ok)).not.toThrow()
  })
})

describe('__proto__, constructor and prototype keys', () => {
  const hostile = [
    '{"__proto__": {"polluted": 1}}',
    '{"a": {"__proto__": {"polluted": 1}}}',
    '[1, {"__proto__": {"polluted": 1}}]',
    '{"__proto__": 5}',
    '{"__proto__": null}',
    '{"__proto__": [1, 2]}',
  ]
  const walkers: [string, (value: unknown) => unknown][] = [
    ['assertJson', (v) => assertJson(v)],
    ['cloneJson', (v) => cloneJson(v)],
    ['freezeJson', (v) => freezeJson(v)],
    ['canonicalJson', (v) => canonicalJson(v)],
    ['hashState', (v) => hashState(v)],
  ]
  const polluted = () => ({}) as Record<string, unknown>

  it.each(hostile)('refuses %s with a JsonError pointing at the key, in every walker', (text) => {
    for (const [name, walk] of walkers) {
      let thrown: unknown = null
      try {
        walk(JSON.parse(text))
      } catch (error) {
        thrown = error
      }
      expect(thrown, name).toBeInstanceOf(JsonError)
      expect((thrown as JsonError).path, name).toMatch(/\.__proto__$/)
    }
    expect(polluted().polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('refuses the key on an object without a prototype too', () => {
    const bare = Object.create(null) as Record<string, unknown>
    bare.__proto__ = { polluted: 1 }
    expect(() => cloneJson({ bare })).toThrow(/\$\.bare\.__proto__/)
  })

  it('keeps constructor and prototype as plain own keys with one canonical form', () => {
    const value = JSON.parse('{"constructor": {"prototype": {"x": 1}}, "prototype": 2}') as Record<string, unknown>
    const copy = cloneJson(value as never) as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(isPlainObject(copy)).toBe(true)
    expect(Object.keys(copy)).toEqual(['constructor', 'prototype'])
    expect(copy.constructor).toEqual({ prototype: { x: 1 } })
    const canonical = '{"constructor":{"prototype":{"x":1}},"prototype":2}'
    expect(canonicalJson(value)).toBe(canonical)
    expect(canonicalJson(copy)).toBe(canonical)
    expect(hashState(copy)).toBe(hashState(JSON.parse(canonical)))
    expect(freezeJson(copy)).toBe(copy)
    expect(polluted().x).toBeUndefined()
  })
})
