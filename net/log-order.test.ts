import { describe, expect, it } from 'vitest'
import { compareEntries, orderEntries } from './log-order'
import type { LogEntry } from './schema'

const e = (seat: string, n: number, lamport: number): LogEntry => ({
  seat,
  n,
  lamport,
  prev: '',
  type: 't',
  payload: null,
  pub: '',
  sig: '',
})

describe('log order', () => {
  it('orders by lamport, then seat, then n', () => {
    const s1 = [e('s1', 0, 1), e('s1', 1, 2), e('s1', 2, 5)]
    const s2 = [e('s2', 0, 1), e('s2', 1, 3)]
    const s10 = [e('s10', 0, 2)]
    const order = orderEntries([s2, s10, s1]).map((x) => `${x.seat}#${x.n}`)
    // s1 < s10 < s2 by code units: the same in every locale.
    expect(order).toEqual(['s1#0', 's2#0', 's1#1', 's10#0', 's2#1', 's1#2'])
  })

  it('gives the same order whatever order the chains are merged in', () => {
    const chains = [[e('a', 0, 1), e('a', 1, 4)], [e('b', 0, 2), e('b', 1, 4)], [e('c', 0, 1)]]
    const one = orderEntries(chains)
    const two = orderEntries([...chains].reverse())
    expect(two).toEqual(one)
    expect(compareEntries(e('a', 1, 4), e('b', 1, 4))).toBeLessThan(0)
    expect(compareEntries(e('a', 0, 1), e('a', 0, 1))).toBe(0)
  })
})
