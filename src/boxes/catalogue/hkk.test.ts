import { describe, expect, it } from 'vitest'
import { HKK_CATALOGUE, HKK_DEMO_CARDS } from './hkk'

describe('HKK box', () => {
  it('has a 20-card demo set of distinct names in the HKK frame', () => {
    expect(HKK_DEMO_CARDS).toHaveLength(20)
    expect(new Set(HKK_DEMO_CARDS.map((c) => c.name.hu)).size).toBe(20)
    expect(new Set(HKK_DEMO_CARDS.map((c) => c.name.en)).size).toBe(20)
    for (const c of HKK_DEMO_CARDS) {
      const creature = c.type === 'monster' || c.type === 'adventurer'
      expect(c.damage !== undefined && c.life !== undefined, c.id).toBe(creature)
      if (creature) expect(c.life, c.id).toBeGreaterThan(0)
      expect(c.structure !== undefined, c.id).toBe(c.type === 'building')
      // Items and buildings are not paid in VP; everything else is.
      expect(c.cost === null, c.id).toBe(c.type === 'item' || c.type === 'building')
      if (!creature) expect(c.text?.hu && c.text.en, c.id).toBeTruthy()
    }
    const types = new Set(HKK_DEMO_CARDS.map((c) => c.type))
    expect(types.size).toBe(8)
  })

  it('deals two mirror demo decks from the set', () => {
    expect(HKK_CATALOGUE.decks).toHaveLength(2)
    for (const deck of HKK_CATALOGUE.decks) expect(deck.piles[0]?.cards).toEqual(HKK_DEMO_CARDS.map((c) => c.id))
    for (const card of HKK_CATALOGUE.cards) expect(card.count).toBe(2)
  })

  it('has VP and life counters starting at 0 and 20, a d6 and a coin', () => {
    const token = (id: string) => HKK_CATALOGUE.tokens.find((t) => t.id === id)
    expect(token('hkk/vp-counter')?.range?.start).toBe(0)
    expect(token('hkk/life-counter')?.range?.start).toBe(20)
    expect(HKK_CATALOGUE.dice.map((d) => d.faces.length)).toEqual([6, 2])
  })
})
