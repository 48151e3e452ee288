import { describe, expect, it } from 'vitest'
import { presentNames } from './usePeerToasts'

describe('presentNames', () => {
  it('names people with clean, capped names and skips junk', () => {
    const states = new Map<number, unknown>([
      [1, { user: { name: 'Anna' } }],
      [2, { user: { name: 'M'.repeat(1_000_000) } }],
      [3, { user: { name: { toString: () => 'x' } } }],
      [4, { user: { name: '\u202e\u0007' } }],
      [5, { user: { name: 'Me' } }],
    ])
    const names = presentNames({ getStates: () => states as never, clientID: 5 })
    expect([...names]).toEqual([
      [1, 'Anna'],
      [2, 'M'.repeat(64)],
    ])
  })
})
