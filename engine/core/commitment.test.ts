import { describe, expect, it } from 'vitest'
import { commitment, isSalt, opens } from './commitment'

const salt = 'ab'.repeat(32)
const deck = { affiliation: 'jedi', sets: [1, 2, 3, 4, 5, 6, 7, 18] }

describe('commitments', () => {
  it('opens with the same choice and salt, whatever the key order', () => {
    const commit = commitment(deck, salt)
    expect(commit).toMatch(/^[0-9a-f]{64}$/)
    expect(opens(commit, { sets: [1, 2, 3, 4, 5, 6, 7, 18], affiliation: 'jedi' }, salt)).toBe(true)
  })

  it('does not open with another choice, another salt or a malformed salt', () => {
    const commit = commitment(deck, salt)
    expect(opens(commit, { ...deck, sets: [1, 2, 3, 4, 5, 6, 7, 8] }, salt)).toBe(false)
    expect(opens(commit, deck, 'cd'.repeat(32))).toBe(false)
    expect(opens(commit, deck, 'AB'.repeat(32))).toBe(false)
    expect(opens(commit, deck, 42)).toBe(false)
    expect(isSalt('ab'.repeat(31))).toBe(false)
  })

  it('hides a choice from a small set behind the salt', () => {
    // The same deck under two salts gives unrelated commitments, so the four starter decks cannot be looked up.
    expect(commitment(deck, salt)).not.toBe(commitment(deck, 'cd'.repeat(32)))
  })
})
