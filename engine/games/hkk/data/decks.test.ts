import { describe, expect, it } from 'vitest'
import { HKK_DEMO_CARDS } from './cards'
import { HKK_DEMO_DECKS, demoDefs } from './decks'

describe('the HKK demo decks', () => {
  it('are two decks of 30 known cards, two colours each besides colourless ones', () => {
    expect(HKK_DEMO_DECKS).toHaveLength(2)
    for (const deck of HKK_DEMO_DECKS) {
      expect(deck.cards, deck.id).toHaveLength(30)
      const colours = new Set(deck.cards.map((id) => HKK_DEMO_CARDS[id]?.colour))
      expect(colours.has(undefined), deck.id).toBe(false)
      colours.delete('colourless')
      expect(colours.size, deck.id).toBe(2)
      const types = new Set(deck.cards.map((id) => HKK_DEMO_CARDS[id]?.type))
      expect(types.has('spell') && (types.has('monster') || types.has('adventurer')), deck.id).toBe(true)
    }
  })

  it('use every demo card between them', () => {
    const used = new Set(HKK_DEMO_DECKS.flatMap((d) => d.cards))
    expect([...used].sort()).toEqual(Object.keys(HKK_DEMO_CARDS).sort())
  })

  it('give a game config the definitions of decks or single cards', () => {
    const [a, b] = HKK_DEMO_DECKS
    const defs = demoDefs([a?.id ?? ''])
    expect(Object.keys(defs).sort()).toEqual([...new Set(a?.cards)].sort())
    expect(Object.keys(demoDefs([a?.id ?? '', b?.id ?? '']))).toHaveLength(Object.keys(HKK_DEMO_CARDS).length)
    expect(demoDefs(['hkk/mist-rider', 'hkk/mist-rider', 'nope'])).toEqual({
      'hkk/mist-rider': HKK_DEMO_CARDS['hkk/mist-rider'],
    })
  })
})
