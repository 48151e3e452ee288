import { describe, expect, it } from 'vitest'
import { HKK_DEMO_LIST } from '../../../engine/games/hkk/data/cards'
import { cardText } from '../../../engine/games/hkk/data/text'
import { HKK_CATALOGUE, HKK_DEMO_CARDS } from './hkk'

describe('HKK box', () => {
  it('has the 36-card demo set of distinct names in the HKK frame, read from the engine data', () => {
    // 20 original cards and 16 authored ones (engine/games/hkk/data/cardsAuthored.ts).
    expect(HKK_DEMO_CARDS).toHaveLength(36)
    expect(HKK_DEMO_CARDS.map((c) => c.id)).toEqual(HKK_DEMO_LIST.map((d) => d.id))
    expect(new Set(HKK_DEMO_CARDS.map((c) => c.name.hu)).size).toBe(36)
    expect(new Set(HKK_DEMO_CARDS.map((c) => c.name.en)).size).toBe(36)
    for (const c of HKK_DEMO_CARDS) {
      const creature = c.type === 'monster' || c.type === 'adventurer'
      expect(c.damage !== undefined && c.life !== undefined, c.id).toBe(creature)
      if (creature) expect(c.life, c.id).toBeGreaterThan(0)
      expect(c.structure !== undefined, c.id).toBe(c.type === 'building')
      // Every card has a VP cost (a demo one for items and buildings) except an X cost, which its text states.
      const def = HKK_DEMO_LIST.find((d) => d.id === c.id)
      expect(c.cost === null, c.id).toBe(def?.cost === 'X')
      if (!creature) expect(c.text?.hu && c.text.en, c.id).toBeTruthy()
    }
    const types = new Set(HKK_DEMO_CARDS.map((c) => c.type))
    expect(types.size).toBe(8)
  })

  it('shows the text generated from each card’s abilities, never stored prose', () => {
    for (const def of HKK_DEMO_LIST) {
      const card = HKK_CATALOGUE.cards.find((c) => c.id === def.id)
      const hu = cardText(def, 'hu')
      if (hu) expect(card?.text?.hu, def.id).toContain(hu)
      else expect(card?.text, def.id).toBeUndefined()
    }
    const imp = HKK_CATALOGUE.cards.find((c) => c.id === 'hkk/cinder-imp')
    expect(imp?.text?.en).toBe('When it enters play: deal 1 damage to target creature.')
    expect(HKK_CATALOGUE.cards.find((c) => c.id === 'hkk/flame-lash')?.text?.en).toMatch(/^Cost: X VP\. /)
  })

  it('deals two mirror demo decks of the original 20 cards', () => {
    expect(HKK_CATALOGUE.decks).toHaveLength(2)
    const original = HKK_DEMO_CARDS.slice(0, 20).map((c) => c.id)
    for (const deck of HKK_CATALOGUE.decks) expect(deck.piles[0]?.cards).toEqual(original)
    for (const card of HKK_CATALOGUE.cards) expect(card.count).toBe(2)
  })

  it('has VP and life counters starting at 0 and 20, a d6 and a coin', () => {
    const token = (id: string) => HKK_CATALOGUE.tokens.find((t) => t.id === id)
    expect(token('hkk/vp-counter')?.range?.start).toBe(0)
    expect(token('hkk/life-counter')?.range?.start).toBe(20)
    expect(HKK_CATALOGUE.dice.map((d) => d.faces.length)).toEqual([6, 2])
  })
})
