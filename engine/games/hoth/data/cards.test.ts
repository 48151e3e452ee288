import { describe, expect, it } from 'vitest'
import { cardRulesText } from '../cardText'
import type { CardDef, LeaderId, Side } from '../types'
import {
  CARD_DEFS,
  LEADER_IDS,
  LEADERS,
  STANDARD_DECKS,
  cardDef,
  cardDefOfInstance,
  cardInstanceIds,
  defIdOfInstance,
  leaderDeck,
  standardDeck,
} from './cards'

const SIDES: Side[] = ['rebel', 'empire']
const PREFIX: Record<Side, string> = { rebel: 'reb-', empire: 'emp-' }
const LEADER_SIDE: Record<LeaderId, Side> = {
  vader: 'empire',
  veers: 'empire',
  piett: 'empire',
  leia: 'rebel',
  luke: 'rebel',
  han: 'rebel',
}
const ALL_DEFS = Object.values(CARD_DEFS)
const fleetCount = (ids: string[]) => ids.filter((id) => cardDef(id).special?.kind === 'fleet-deployment').length

describe('standard decks', () => {
  it.each(SIDES)('%s has 16 cards counting copies, all its own standard cards', (side) => {
    const deck = standardDeck(side)
    expect(deck).toHaveLength(16)
    for (const id of deck) {
      const def = cardDef(id)
      expect(def.side).toBe(side)
      expect(def.leader).toBeNull()
      expect(id.startsWith(PREFIX[side])).toBe(true)
    }
  })

  it.each(SIDES)(
    '%s has 12 section cards (1/2/3 units per sector, 4 in the centre, 1 in each) and 4 tactics',
    (side) => {
      const defs = standardDeck(side).map(cardDef)
      expect(defs.filter((d) => d.kind === 'section')).toHaveLength(12)
      expect(defs.filter((d) => d.kind === 'tactic')).toHaveLength(4)
      const single = (sector: string, count: number) =>
        defs.filter(
          (d) =>
            d.order.kind === 'sector' &&
            d.order.groups.length === 1 &&
            d.order.groups[0]?.sectors.join() === sector &&
            d.order.groups[0]?.count === count,
        ).length
      for (const sector of ['left', 'centre', 'right']) {
        expect(single(sector, 1)).toBe(1)
        expect(single(sector, 2)).toBe(sector === 'centre' ? 2 : 1)
        expect(single(sector, 3)).toBe(1)
      }
      expect(single('centre', 4)).toBe(1)
      expect(defs.filter((d) => d.order.kind === 'sector' && d.order.groups.length === 3)).toHaveLength(1)
    },
  )

  it('gives the Empire exactly one Fleet Deployment and the Rebels none', () => {
    expect(fleetCount(standardDeck('empire'))).toBe(1)
    expect(fleetCount(standardDeck('rebel'))).toBe(0)
    const fleet = cardDef('emp-fleet-deployment')
    expect(fleet.name).toEqual({ en: 'Fleet Deployment', hu: 'A flotta bevetése' })
    expect(fleet.order).toEqual({ kind: 'none' })
    for (const id of LEADER_IDS) expect(fleetCount(leaderDeck(id))).toBe(0)
  })

  it('lists copies only as a positive whole number', () => {
    for (const side of SIDES)
      for (const e of STANDARD_DECKS[side]) expect(Number.isInteger(e.copies) && e.copies > 0).toBe(true)
  })
})

describe('leaders', () => {
  it('has the six leaders, each on the right side with 3 tactic cards of their own', () => {
    expect([...LEADER_IDS].sort()).toEqual(Object.keys(LEADER_SIDE).sort())
    for (const id of LEADER_IDS) {
      const l = LEADERS[id]
      expect(l.id).toBe(id)
      expect(l.side).toBe(LEADER_SIDE[id])
      expect(l.name.en && l.name.hu).toBeTruthy()
      expect(leaderDeck(id)).toHaveLength(3)
      for (const card of l.cards) {
        expect(card).toBe(CARD_DEFS[card.id])
        expect(card.side).toBe(l.side)
        expect(card.leader).toBe(id)
        expect(card.kind).toBe('tactic')
        expect(card.id.startsWith(`${id}-`)).toBe(true)
      }
    }
  })
})

describe('card definitions', () => {
  it('have unique kebab-case ids (no definition shadows another)', () => {
    const declared = [
      ...SIDES.flatMap((s) => STANDARD_DECKS[s].map((e) => e.def.id)),
      ...LEADER_IDS.flatMap((l) => leaderDeck(l)),
    ]
    expect(new Set(declared).size).toBe(declared.length)
    expect(ALL_DEFS).toHaveLength(declared.length)
    for (const id of declared) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)+$/)
  })

  it.each(ALL_DEFS.map((d) => [d.id, d] as [string, CardDef]))(
    '%s has a name, flavour and text in both languages',
    (_, d) => {
      const text = cardRulesText(d)
      for (const t of [d.name, d.flavour, text]) {
        expect(t.en.trim()).not.toBe('')
        expect(t.hu.trim()).not.toBe('')
      }
      expect(text.hu).not.toBe(text.en)
      expect(d.flavour.hu).not.toBe(d.flavour.en)
    },
  )

  it("puts the fallback clause on every 'class' card, in both languages", () => {
    const classCards = ALL_DEFS.filter((d) => d.order.kind === 'class')
    expect(classCards.length).toBeGreaterThan(0)
    for (const d of classCards) {
      const text = cardRulesText(d)
      expect(text.en).toContain('order 1 unit of your choice in any sector instead')
      expect(text.hu).toContain('adj helyette parancsot 1 tetszőleges egységednek bármelyik szektorban')
    }
  })

  it('uses sensible numbers (counts, dice, hexes, figures of at least 1)', () => {
    for (const d of ALL_DEFS) {
      if (d.order.kind === 'sector') for (const g of d.order.groups) expect(g.count).toBeGreaterThan(0)
      if ((d.order.kind === 'class' && d.order.count !== 'all') || d.order.kind === 'any') {
        expect(d.order.count).toBeGreaterThan(0)
      }
      if (d.order.kind === 'none') expect(d.special).not.toBeNull()
      // The engine skips the orders for these (turnActions.playCard), so the card must not promise any.
      if (d.special?.kind === 'barrage' || d.special?.kind === 'fleet-deployment') expect(d.order.kind).toBe('none')
      for (const b of d.bonuses) {
        if (b.kind === 'extra-move') expect(b.hexes).toBeGreaterThan(0)
        if (b.kind === 'extra-die') expect(b.dice).toBeGreaterThan(0)
      }
      if (d.special?.kind === 'barrage') expect(d.special.dice).toBeGreaterThan(0)
      if (d.special?.kind === 'repair') expect(d.special.figures).toBeGreaterThan(0)
    }
  })
})

describe('instances', () => {
  it('numbers copies per definition so every instance id is unique', () => {
    expect(cardInstanceIds(['a', 'b', 'a', 'a'])).toEqual(['a#1', 'b#1', 'a#2', 'a#3'])
    for (const side of SIDES) {
      for (const l of LEADER_IDS.filter((id) => LEADERS[id].side === side)) {
        const ids = cardInstanceIds([...standardDeck(side), ...leaderDeck(l)])
        expect(ids).toHaveLength(19)
        expect(new Set(ids).size).toBe(19)
      }
    }
  })

  it('round-trips an instance id to its definition', () => {
    const all = cardInstanceIds([
      ...standardDeck('rebel'),
      ...standardDeck('empire'),
      ...LEADER_IDS.flatMap(leaderDeck),
    ])
    for (const inst of all) {
      const def = cardDefOfInstance(inst)
      expect(inst.startsWith(`${def.id}#`)).toBe(true)
      expect(defIdOfInstance(inst)).toBe(def.id)
    }
    expect(cardDefOfInstance('reb-skirmish-centre#2')).toBe(cardDef('reb-skirmish-centre'))
  })

  it('refuses ids that name no card', () => {
    for (const bad of ['reb-skirmish-centre', 'reb-skirmish-centre#0', 'no-such-card#1', '#1', 'emp-onslaught#x']) {
      expect(defIdOfInstance(bad)).toBeNull()
      expect(() => cardDefOfInstance(bad)).toThrow(RangeError)
    }
    expect(() => cardDef('no-such-card')).toThrow(RangeError)
    expect(() => cardDef('toString')).toThrow(RangeError)
  })
})
