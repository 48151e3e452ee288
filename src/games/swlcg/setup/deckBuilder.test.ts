import { describe, expect, it } from 'vitest'
import { countsOf, deckFromCounts, deckProblem, setsOfSide, startersOf } from './deckBuilder'

describe('the deck builder', () => {
  it("offers a side only its own objective sets, the Core Set's and Balance of the Force's", () => {
    const light = setsOfSide('light').map((s) => s.set)
    expect(light).toContain(1)
    expect(light).toContain(18)
    expect(light).toContain(91)
    expect(light).not.toContain(19)
    expect(light).not.toContain(94)
    expect(setsOfSide('dark').every((s) => s.side === 'dark' && s.title.length > 0)).toBe(true)
  })

  it('turns counts into a deck list and back', () => {
    const deck = deckFromCounts('jedi', { 3: 2, 1: 1 })
    expect(deck).toEqual({ affiliation: 'jedi', sets: [1, 3, 3] })
    expect(countsOf(deck)).toEqual({ 1: 1, 3: 2 })
  })

  it('passes the starter decks and explains what is wrong with a short or foreign deck', () => {
    for (const starter of startersOf('dark'))
      expect(deckProblem({ affiliation: starter.affiliation, sets: [...starter.sets] }, 'dark')).toBeNull()
    expect(deckProblem(deckFromCounts('jedi', { 1: 2, 2: 2 }), 'light')?.en).toMatch(/10/)
    expect(deckProblem(deckFromCounts('sith', { 19: 1 }), 'light')).not.toBeNull()
  })
})
