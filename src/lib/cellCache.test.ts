import { describe, expect, it } from 'vitest'
import { createCellCache } from './cellCache'

describe('cell cache', () => {
  it('gives each new key the next cell after the fixed ones, and the same cell again', () => {
    const cache = createCellCache(4, ['#back', '#unknown'])
    expect(cache.cell('#back')).toEqual({ index: 0, fresh: false })
    expect(cache.cell('a')).toEqual({ index: 2, fresh: true })
    expect(cache.cell('b')).toEqual({ index: 3, fresh: true })
    expect(cache.cell('a')).toEqual({ index: 2, fresh: false })
    expect(cache.generation).toBe(0)
  })

  it('reuses the cell of the least recently asked-for key nobody shows, and says so', () => {
    const cache = createCellCache(5, ['#back', '#unknown'])
    for (const k of ['a', 'b', 'c']) cache.cell(k)
    cache.cell('a')
    const shown = new Set(['b'])
    cache.addUser(() => shown)
    // 'b' is the oldest but shown; 'c' is next in age and not shown.
    expect(cache.cell('d')).toEqual({ index: 4, fresh: true })
    expect(cache.has('c')).toBe(false)
    expect(cache.has('b')).toBe(true)
    expect(cache.generation).toBe(1)
    // A long game: many more faces than cells, each shown for a while, never the fallback.
    for (let i = 0; i < 100; i++) {
      shown.clear()
      shown.add(`card-${i}`)
      expect(cache.cell(`card-${i}`).index).toBeGreaterThanOrEqual(2)
    }
  })

  it('never gives up a fixed key, and answers the fallback when every cell is shown', () => {
    const cache = createCellCache(4, ['#back', '#unknown'])
    cache.cell('a')
    cache.cell('b')
    cache.addUser(() => ['a'])
    const stop = cache.addUser(() => ['b'])
    expect(cache.cell('c')).toEqual({ index: 1, fresh: false })
    expect(cache.peek('#back')).toBe(0)
    stop()
    expect(cache.cell('c')).toEqual({ index: 3, fresh: true })
  })

  it('lists every key with its cell', () => {
    const cache = createCellCache(4, ['#back'])
    cache.cell('x')
    expect(cache.entries()).toEqual([
      ['#back', 0],
      ['x', 1],
    ])
  })
})
