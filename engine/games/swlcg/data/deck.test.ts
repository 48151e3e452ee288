import { describe, expect, it } from 'vitest'
import { MAX_DECK_SETS, STARTER_DECKS, validateDeck } from './index'

/** The error code validateDeck gives, or 'ok'. */
function code(deck: unknown, options?: Parameters<typeof validateDeck>[1]): string {
  const result = validateDeck(deck, options)
  return result.ok ? 'ok' : result.error.code
}

/** A legal 10-set Jedi deck: sets 1–7 (4 is Jedi affiliation only), Neutral 15 and 16, and 1 twice. */
const JEDI_TEN = { affiliation: 'jedi', sets: [1, 1, 2, 3, 4, 5, 6, 7, 15, 16] }

describe('SWLCG deck validation', () => {
  it('accepts the four starter decks, and refuses them when starters are off', () => {
    for (const deck of STARTER_DECKS) {
      const result = validateDeck({ affiliation: deck.affiliation, sets: [...deck.sets].reverse() })
      expect(result.ok, deck.id).toBe(true)
      expect(code({ affiliation: deck.affiliation, sets: [...deck.sets] }, { side: deck.side })).toBe('ok')
      expect(code({ affiliation: deck.affiliation, sets: [...deck.sets] }, { allowStarter: false })).toBe(
        'deck-too-few-sets',
      )
    }
  })

  it('accepts a legal 10-set deck and returns a clean copy', () => {
    const input = { ...JEDI_TEN, extra: 'ignored' }
    const result = validateDeck(input, { side: 'light', allowStarter: false })
    expect(result).toEqual({ ok: true, deck: { affiliation: 'jedi', sets: JEDI_TEN.sets } })
    if (result.ok) expect(result.deck.sets).not.toBe(input.sets)
    // No maximum: a long deck of every light set twice (limit-1 sets once) is fine.
    const light = Array.from({ length: 16 }, (_, i) => i + 1).filter((s) => s !== 4 && s !== 13)
    expect(code({ affiliation: 'jedi', sets: [...light, ...light, 4, 17, 18, 91, 92, 93] })).toBe('ok')
  })

  it('refuses a malformed deck', () => {
    for (const deck of [
      null,
      'jedi',
      [1, 2, 3],
      { sets: JEDI_TEN.sets },
      { affiliation: 7, sets: JEDI_TEN.sets },
      { affiliation: 'jedi' },
      { affiliation: 'jedi', sets: '1,2,3' },
      { affiliation: 'jedi', sets: [1, 2, 3.5, 4, 5, 6, 7, 15, 16, 17] },
      { affiliation: 'jedi', sets: [1, 2, '3', 4, 5, 6, 7, 15, 16, 17] },
      { affiliation: 'jedi', sets: [1, 2, Number.NaN, 4, 5, 6, 7, 15, 16, 17] },
      { affiliation: 'jedi', sets: Array.from({ length: MAX_DECK_SETS + 1 }, () => 1) },
    ])
      expect(code(deck), JSON.stringify(deck)).toBe('deck-malformed')
  })

  it('refuses a Neutral or unknown affiliation', () => {
    expect(code({ ...JEDI_TEN, affiliation: 'neutral' })).toBe('deck-neutral-affiliation')
    expect(code({ ...JEDI_TEN, affiliation: 'wookiee' })).toBe('deck-unknown-affiliation')
    expect(code({ ...JEDI_TEN, affiliation: 'toString' })).toBe('deck-unknown-affiliation')
  })

  it('refuses a deck of the other side for the seat', () => {
    const result = validateDeck(JEDI_TEN, { side: 'dark' })
    expect(result.ok ? 'ok' : result.error.code).toBe('deck-wrong-side-for-seat')
    if (!result.ok) expect(result.error.reason.en).toContain('Jedi')
  })

  it('refuses unknown sets, naming the number', () => {
    for (const set of [0, -1, 37, 90, 97]) {
      const result = validateDeck({ ...JEDI_TEN, sets: [...JEDI_TEN.sets.slice(1), set] })
      expect(result.ok ? 'ok' : result.error.code).toBe('deck-unknown-set')
      if (!result.ok) expect(result.error.reason.hu).toContain(String(set))
    }
  })

  it('refuses a dark set in a light deck, naming the set', () => {
    const result = validateDeck({ ...JEDI_TEN, sets: [...JEDI_TEN.sets.slice(1), 20] })
    expect(result.ok ? 'ok' : result.error.code).toBe('deck-wrong-side')
    if (!result.ok) {
      expect(result.error.reason.en).toContain('20 (')
      expect(result.error.reason.hu).toContain('20. célkészlet')
    }
  })

  it('refuses an affiliation-only set with another affiliation', () => {
    // Set 4 is Jedi affiliation only; set 13 Rebel Alliance only.
    const result = validateDeck({ affiliation: 'rebel-alliance', sets: [4, 8, 9, 10, 11, 12, 14, 15, 16, 17] })
    expect(result.ok ? 'ok' : result.error.code).toBe('deck-affiliation-only')
    if (!result.ok) expect(result.error.reason.en).toMatch(/4 \(.+\) is Jedi affiliation only/)
    expect(code({ affiliation: 'jedi', sets: [13, ...JEDI_TEN.sets.slice(1)] })).toBe('deck-affiliation-only')
    expect(code({ affiliation: 'sith', sets: [28, 19, 20, 21, 22, 23, 24, 25, 33, 34] })).toBe('deck-affiliation-only')
  })

  it('refuses a third copy of a set and a second copy of a limit-1 set', () => {
    expect(code({ ...JEDI_TEN, sets: [...JEDI_TEN.sets, 1] })).toBe('deck-too-many-copies')
    const result = validateDeck({ ...JEDI_TEN, sets: [...JEDI_TEN.sets, 17, 17] })
    expect(result.ok ? 'ok' : result.error.code).toBe('deck-too-many-copies')
    if (!result.ok) expect(result.error.reason.en).toContain('Limit 1 per objective deck')
    expect(code({ ...JEDI_TEN, sets: [...JEDI_TEN.sets, 91, 91] })).toBe('deck-too-many-copies')
    expect(code({ ...JEDI_TEN, sets: [...JEDI_TEN.sets, 17, 91] })).toBe('ok')
  })

  it('refuses fewer than 10 sets unless the deck is a starter preset', () => {
    expect(code({ ...JEDI_TEN, sets: JEDI_TEN.sets.slice(0, 9) })).toBe('deck-too-few-sets')
    expect(code({ affiliation: 'jedi', sets: [] })).toBe('deck-too-few-sets')
    // The Jedi starter's sets under another affiliation are no preset.
    expect(code({ affiliation: 'smugglers-and-spies', sets: [1, 2, 3, 5, 6, 7, 18, 15] })).toBe('deck-too-few-sets')
    expect(code({ affiliation: 'rebel-alliance', sets: [...STARTER_DECKS[0]!.sets] })).not.toBe('ok')
  })

  it('gives every reason in both languages', () => {
    const result = validateDeck({ ...JEDI_TEN, sets: [...JEDI_TEN.sets, 17, 17] })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.reason.hu).toMatch(/célkészlet/)
      expect(result.error.reason.en).toMatch(/objective set/)
    }
  })
})
