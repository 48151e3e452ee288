import { describe, expect, it } from 'vitest'
import {
  ALL_CARDS,
  AFFILIATIONS_OF_SIDE,
  CARDS_PER_SET,
  OBJECTIVE_SETS,
  STARTER_DECKS,
  affiliationCardId,
  cardFacts,
  deckCards,
  edgeValue,
  hasKeyword,
  objectiveSetCards,
  protectMatch,
  setCardId,
} from './index'

describe('SWLCG card database', () => {
  it('holds the 36 Core Set objective sets, 6 affiliation cards and Balance of the Force sets 91–96', () => {
    const sets = OBJECTIVE_SETS.map((s) => s.set)
    expect(sets).toEqual([...Array.from({ length: 36 }, (_, i) => i + 1), 91, 92, 93, 94, 95, 96])
    for (const { set, side, affiliation } of OBJECTIVE_SETS) {
      const cards = objectiveSetCards(set)
      expect(cards.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6])
      expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6].map((p) => setCardId(set, p)))
      expect(cards[0]?.type).toBe('objective')
      expect(cards.slice(1).every((c) => c.type !== 'objective')).toBe(true)
      // A set's cards are its objective's affiliation or Neutral, and all on one side.
      for (const c of cards) {
        expect(c.side).toBe(side)
        expect([affiliation, 'neutral']).toContain(c.affiliation)
      }
      expect(affiliation === 'neutral' || AFFILIATIONS_OF_SIDE[side].includes(affiliation)).toBe(true)
    }
    expect(objectiveSetCards(37)).toEqual([])
    expect(ALL_CARDS.filter((c) => c.type === 'affiliation')).toHaveLength(6)
    expect(ALL_CARDS).toHaveLength(42 * CARDS_PER_SET + 6)
  })

  it('gives every card a unique id that cardFacts finds, keeping the saved-table id forms', () => {
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length)
    for (const c of ALL_CARDS) {
      expect(cardFacts(c.id)).toBe(c)
      expect(c.id).toMatch(/^swlcg\/(core-\d+-[1-6]|botf-9[1-6]-[1-6]|core-affiliation-[a-z-]+)$/)
    }
    expect(cardFacts('swlcg/core-1-2')?.title).toBe('Luke Skywalker')
    expect(cardFacts('swlcg/botf-91-2')?.title).toBe('Obi-Wan Kenobi')
    expect(cardFacts(affiliationCardId('sith'))).toMatchObject({ type: 'affiliation', side: 'dark', resources: 1 })
    expect(cardFacts('swlcg/nope')).toBeUndefined()
  })

  it('is frozen', () => {
    const luke = cardFacts('swlcg/core-1-2')!
    expect(Object.isFrozen(luke) && Object.isFrozen(luke.keywords) && Object.isFrozen(luke.combatIcons)).toBe(true)
    expect(Object.isFrozen(ALL_CARDS) && Object.isFrozen(objectiveSetCards(1))).toBe(true)
  })

  it('gives units and objectives the stats their type needs', () => {
    for (const c of ALL_CARDS) {
      if (c.type === 'unit') {
        expect(c.cost, c.id).not.toBeNull()
        expect(c.damageCapacity, c.id).not.toBeNull()
        expect(c.combatIcons && c.edgeIcons, c.id).toBeTruthy()
      }
      if (c.type === 'objective') expect(c.damageCapacity, c.id).toBeGreaterThan(0)
      if (c.type === 'fate') expect(c.edgePriority, c.id).not.toBeNull()
    }
    const luke = cardFacts('swlcg/core-1-2')!
    expect(luke.combatIcons).toEqual({ unitDamage: 2, blastDamage: 1, tactics: 0 })
    expect(luke.keywords).toEqual([{ k: 'targetedStrike' }])
  })

  it('gives every enhancement a host and no other card one', () => {
    const enhancements = ALL_CARDS.filter((c) => c.type === 'enhancement')
    expect(enhancements).toHaveLength(32)
    for (const c of ALL_CARDS) expect(c.enhance !== null, c.id).toBe(c.type === 'enhancement')
    const host = (set: number, position: number) => cardFacts(setCardId(set, position))?.enhance
    expect(host(1, 4)).toEqual({ on: 'unit', traitAny: ['Force User', 'Force Sensitive'] })
    expect(host(1, 6)).toEqual({ on: 'playArea' })
    expect(host(10, 4)).toEqual({ on: 'objective', controller: 'enemy' })
    expect(host(13, 4)).toEqual({ on: 'deathStarDial' })
    expect(host(14, 4)).toEqual({ on: 'objective', controller: 'friendly' })
    expect(host(24, 5)).toEqual({ on: 'unit', traitAny: ['Character'], controller: 'enemy' })
    expect(host(95, 5)).toEqual({ on: 'unit', traitAny: ['Vehicle'], controller: 'friendly' })
    // Black Squadron Pilot may be played as an enhancement, but stays a unit without a host for now.
    expect(cardFacts(setCardId(21, 4))).toMatchObject({ title: 'Black Squadron Pilot', type: 'unit', enhance: null })
  })

  it('answers keyword queries', () => {
    const guardian = cardFacts(setCardId(5, 3))!
    expect(hasKeyword(guardian, 'shielding') && hasKeyword(guardian, 'protect')).toBe(true)
    expect(hasKeyword(guardian, 'elite')).toBe(false)
    expect(protectMatch(guardian)).toEqual({ trait: 'Character' })
    expect(protectMatch(cardFacts(setCardId(22, 2))!)).toEqual({ trait: 'Coruscant' })
    expect(protectMatch(cardFacts(setCardId(1, 2))!)).toBeNull()
    expect(edgeValue(cardFacts(setCardId(9, 2))!)).toBe(1)
    expect(edgeValue(cardFacts(setCardId(91, 3))!)).toBe(1)
    expect(edgeValue(guardian)).toBe(0)
    expect(hasKeyword(cardFacts(setCardId(25, 4))!, 'noEnhancements')).toBe(true)
    // The data fix: Tear This Ship Apart is not Limited.
    const tear = cardFacts(setCardId(32, 6))!
    expect(tear.title).toBe('Tear This Ship Apart')
    expect(hasKeyword(tear, 'limited')).toBe(false)
  })
})

describe('SWLCG starter decks', () => {
  it('are the four affiliations’ seven sets plus one Neutral set: 8 objectives and 40 command cards', () => {
    expect(STARTER_DECKS.map((d) => [d.id, d.affiliation, d.side])).toEqual([
      ['swlcg/starter-jedi', 'jedi', 'light'],
      ['swlcg/starter-rebel-alliance', 'rebel-alliance', 'light'],
      ['swlcg/starter-sith', 'sith', 'dark'],
      ['swlcg/starter-imperial-navy', 'imperial-navy', 'dark'],
    ])
    for (const deck of STARTER_DECKS) {
      expect(deck.sets).toHaveLength(8)
      const cards = deckCards({ affiliation: deck.affiliation, sets: [...deck.sets] })
      expect(cards.affiliation).toBe(affiliationCardId(deck.affiliation))
      expect(cards.objectives).toEqual(deck.sets.map((s) => setCardId(s, 1)))
      expect(cards.command).toHaveLength(40)
      for (const id of [...cards.objectives, ...cards.command]) {
        expect(cardFacts(id)?.side, id).toBe(deck.side)
        expect([deck.affiliation, 'neutral']).toContain(cardFacts(id)?.affiliation)
      }
    }
  })

  it('lists a set twice as two copies of its cards', () => {
    const cards = deckCards({ affiliation: 'jedi', sets: [1, 1] })
    expect(cards.objectives).toEqual([setCardId(1, 1), setCardId(1, 1)])
    expect(cards.command).toHaveLength(10)
  })
})
