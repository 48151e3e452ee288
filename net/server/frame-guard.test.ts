import { describe, expect, it } from 'vitest'
import { jsonDepthExceeds, RateGuard, TokenBucket } from './frame-guard'

describe('jsonDepthExceeds', () => {
  it('counts nesting of arrays and objects', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}]}', 4)).toBe(false)
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}]}', 3)).toBe(true)
    expect(jsonDepthExceeds('[]', 1)).toBe(false)
    expect(jsonDepthExceeds('1', 0)).toBe(false)
    expect(jsonDepthExceeds('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(true)
    // Siblings do not add up: depth is the deepest path, not the number of brackets.
    expect(jsonDepthExceeds('[[],[],[],[],[]]', 2)).toBe(false)
  })

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false)
    expect(jsonDepthExceeds('{"a":"\\"[[[[\\\\"}', 1)).toBe(false)
    expect(jsonDepthExceeds('{"a":"\\\\",  "b":[[]]}', 2)).toBe(true)
  })

  it('is total on text that is not JSON', () => {
    expect(jsonDepthExceeds('"unterminated [[[[', 1)).toBe(false)
    expect(jsonDepthExceeds(']]]]][[', 1)).toBe(false)
    expect(jsonDepthExceeds('', 0)).toBe(false)
  })
})

describe('TokenBucket and RateGuard', () => {
  it('lets a burst through, then the steady rate, and books refusals as debt', () => {
    let now = 0
    const bucket = new TokenBucket(10, 5, () => now)
    for (let i = 0; i < 5; i++) expect(bucket.take(1)).toBe(true)
    expect(bucket.take(1)).toBe(false)
    now += 100 // one token flows in, but the refusal above is owed first
    expect(bucket.take(1)).toBe(false)
    now += 300
    expect(bucket.take(1)).toBe(true)
    expect(bucket.exhausted()).toBe(false)
  })

  it('drops frames over the rate and closes a socket that keeps sending', () => {
    let now = 0
    const guard = new RateGuard({ framesPerSecond: 10, frameBurst: 20, bytesPerSecond: 1e6, byteBurst: 1e6 }, () => now)
    const verdicts = Array.from({ length: 60 }, () => guard.take(10))
    expect(verdicts.slice(0, 20).every((v) => v === 'ok')).toBe(true)
    expect(verdicts[20]).toBe('drop')
    expect(verdicts).toContain('close')
    // A sender that slows down recovers.
    const fresh = new RateGuard({ framesPerSecond: 10, frameBurst: 20, bytesPerSecond: 1e6, byteBurst: 1e6 }, () => now)
    for (let i = 0; i < 100; i++) {
      now += 100
      expect(fresh.take(10)).toBe('ok')
    }
  })

  it('limits bytes as well as frames', () => {
    const now = 0
    const guard = new RateGuard(
      { framesPerSecond: 1000, frameBurst: 1000, bytesPerSecond: 1000, byteBurst: 1000 },
      () => now,
    )
    expect(guard.take(1000)).toBe('ok')
    expect(guard.take(1)).toBe('drop')
    expect(guard.take(1000)).toBe('close')
  })
})
