import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls at once, then at most once per interval with the latest arguments', () => {
    const calls: number[] = []
    const t = throttle(
      (v: number) => calls.push(v),
      33,
      () => Date.now(),
    )
    t(1)
    t(2)
    t(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(40)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(100)
    t(4)
    expect(calls).toEqual([1, 3, 4])
  })

  it('drops a pending call when cancelled', () => {
    const calls: number[] = []
    const t = throttle(
      (v: number) => calls.push(v),
      33,
      () => Date.now(),
    )
    t(1)
    t(2)
    t.cancel()
    vi.advanceTimersByTime(100)
    expect(calls).toEqual([1])
  })
})
