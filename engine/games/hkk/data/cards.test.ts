import { describe, expect, it } from 'vitest'
import { HKK_DEMO_CARDS, HKK_DEMO_LIST } from './cards'
import { validateCardDef } from './validate'

describe('the HKK demo set', () => {
  it('keeps the original 20 cards first, with their ids, names, costs and stats', () => {
    expect(HKK_DEMO_LIST).toHaveLength(36)
    const first = HKK_DEMO_LIST.slice(0, 20)
    expect(first.map((c) => c.id.replace('hkk/', ''))).toEqual([
      'ashwing-lizard',
      'cinder-imp',
      'forge-warden',
      'flame-maned-lion',
      'shell-gatherer',
      'coral-shell-crab',
      'mist-rider',
      'deepsea-serpent',
      'mossbeard-wanderer',
      'thornback-boar',
      'old-oak-spirit',
      'fire-rain',
      'ebb-tide',
      'healing-rain',
      'ember-shirt',
      'barkskin',
      'swordplay',
      'third-eye',
      'wanderers-staff',
      'watchtower',
    ])
    expect(HKK_DEMO_CARDS['hkk/old-oak-spirit']).toMatchObject({ cost: 6, damage: 4, ep: 7, colour: 'wild' })
    expect(HKK_DEMO_CARDS['hkk/watchtower']).toMatchObject({ type: 'building', sp: 5, cost: 3 })
  })

  it('has distinct ids and names, and every card passes the validator as it is', () => {
    expect(Object.keys(HKK_DEMO_CARDS)).toHaveLength(HKK_DEMO_LIST.length)
    expect(new Set(HKK_DEMO_LIST.map((c) => c.name.hu)).size).toBe(HKK_DEMO_LIST.length)
    expect(new Set(HKK_DEMO_LIST.map((c) => c.name.en)).size).toBe(HKK_DEMO_LIST.length)
    for (const card of HKK_DEMO_LIST) {
      const v = validateCardDef(card)
      expect('errors' in v ? v.errors.map((e) => e.en) : [], card.id).toEqual([])
      if ('def' in v) expect(v.def).toEqual(card)
    }
  })

  it('is plain JSON (it travels in start records and logs)', () => {
    expect(JSON.parse(JSON.stringify(HKK_DEMO_CARDS))).toEqual(HKK_DEMO_CARDS)
  })
})
