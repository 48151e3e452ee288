import { describe, expect, it } from 'vitest'
import { cardRulesText } from './cardText'
import type { CardBonus, CardDef, CardOrder, CardSpecial } from './types'

/** A synthetic card with just the fields the text generator reads. */
function card(order: CardOrder, bonuses: CardBonus[] = [], special: CardSpecial | null = null): CardDef {
  const t = { en: 'x', hu: 'x' }
  return { id: 'test', side: 'rebel', leader: null, kind: 'tactic', name: t, flavour: t, order, bonuses, special }
}
const text = (order: CardOrder, bonuses: CardBonus[] = [], special: CardSpecial | null = null) =>
  cardRulesText(card(order, bonuses, special))

const FALLBACK_EN = 'order 1 unit of your choice in any sector instead'
const FALLBACK_HU = 'adj helyette parancsot 1 tetszőleges egységednek bármelyik szektorban'

// One sample per variant; the Record types make the compiler flag a kind added to types.ts but missing here.
const ORDERS: Record<CardOrder['kind'], CardOrder> = {
  sector: { kind: 'sector', groups: [{ sectors: ['left'], count: 2 }] },
  class: { kind: 'class', classes: ['infantry'], count: 2 },
  any: { kind: 'any', count: 2 },
  none: { kind: 'none' },
}
const BONUSES: Record<CardBonus['kind'], CardBonus> = {
  'extra-move': { kind: 'extra-move', hexes: 1 },
  'attack-after-full-move': { kind: 'attack-after-full-move' },
  'extra-die': { kind: 'extra-die', dice: 1, meleeOnly: false },
  'ignore-stop-terrain': { kind: 'ignore-stop-terrain' },
  'reroll-misses': { kind: 'reroll-misses' },
}
const SPECIALS: Record<CardSpecial['kind'], CardSpecial> = {
  'fleet-deployment': { kind: 'fleet-deployment' },
  barrage: { kind: 'barrage', dice: 3 },
  repair: { kind: 'repair', figures: 1 },
}

describe('order sentences', () => {
  it('sector: one sector, one or more units', () => {
    expect(text({ kind: 'sector', groups: [{ sectors: ['left'], count: 1 }] })).toEqual({
      en: 'Order 1 unit in the left sector.',
      hu: 'Adj parancsot 1 egységednek a bal szektorban.',
    })
    expect(text({ kind: 'sector', groups: [{ sectors: ['centre'], count: 2 }] })).toEqual({
      en: 'Order up to 2 units in the centre sector.',
      hu: 'Adj parancsot legfeljebb 2 egységednek a középső szektorban.',
    })
  })

  it('sector: the same count in each of the three sectors', () => {
    const each = (count: number): CardOrder => ({
      kind: 'sector',
      groups: [
        { sectors: ['right'], count },
        { sectors: ['left'], count },
        { sectors: ['centre'], count },
      ],
    })
    expect(text(each(1))).toEqual({
      en: 'Order 1 unit in each sector.',
      hu: 'Adj parancsot mindhárom szektorban 1-1 egységednek.',
    })
    expect(text(each(2))).toEqual({
      en: 'Order up to 2 units in each sector.',
      hu: 'Adj parancsot mindhárom szektorban legfeljebb 2-2 egységednek.',
    })
  })

  it('sector: several groups, groups of several sectors, and a group of all three', () => {
    const groups: CardOrder = {
      kind: 'sector',
      groups: [
        { sectors: ['right', 'left'], count: 3 },
        { sectors: ['centre'], count: 1 },
      ],
    }
    expect(text(groups)).toEqual({
      en: 'Order up to 3 units in the left and right sectors and 1 unit in the centre sector.',
      hu: 'Adj parancsot legfeljebb 3 egységednek a bal és a jobb szektorban és 1 egységednek a középső szektorban.',
    })
    expect(text({ kind: 'sector', groups: [{ sectors: ['left', 'centre', 'right'], count: 2 }] })).toEqual({
      en: 'Order up to 2 units in any sector.',
      hu: 'Adj parancsot legfeljebb 2 egységednek bármelyik szektorban.',
    })
  })

  it('class: a count, all units, several classes, limited to sectors', () => {
    expect(text({ kind: 'class', classes: ['vehicle'], count: 1 }).en).toMatch(/^Order 1 vehicle unit\. /)
    expect(text({ kind: 'class', classes: ['infantry'], count: 3 }).hu).toMatch(
      /^Adj parancsot legfeljebb 3 gyalogsági egységednek\. /,
    )
    const all = text({ kind: 'class', classes: ['vehicle', 'special'], count: 'all' })
    expect(all.en).toMatch(/^Order all your vehicle and special units\. /)
    expect(all.hu).toMatch(/^Adj parancsot az összes jármű és különleges egységednek\. /)
    const limited = text({ kind: 'class', classes: ['infantry', 'vehicle'], count: 2, sectors: ['right'] })
    expect(limited.en).toBe(
      'Order up to 2 infantry or vehicle units in the right sector. ' +
        `If you control no infantry or vehicle units in the right sector, ${FALLBACK_EN}.`,
    )
    expect(limited.hu).toBe(
      'Adj parancsot legfeljebb 2 gyalogsági vagy jármű egységednek a jobb szektorban. ' +
        `Ha a jobb szektorban nem irányítasz egyetlen gyalogsági vagy jármű egységet sem, ${FALLBACK_HU}.`,
    )
  })

  it('class: the fallback names the lost bonuses only when there are any', () => {
    const bare = text(ORDERS.class)
    expect(bare.en).not.toContain('bonuses')
    expect(bare.hu).not.toContain('előnyeit')
    for (const extra of [text(ORDERS.class, [BONUSES['extra-move']]), text(ORDERS.class, [], SPECIALS.repair)]) {
      expect(extra.en).toContain(`${FALLBACK_EN} (it gets none of this card's bonuses).`)
      expect(extra.hu).toContain(`${FALLBACK_HU} (ez az egység nem kapja meg a kártya előnyeit).`)
    }
  })

  it('any: one or more units of your choice', () => {
    expect(text({ kind: 'any', count: 1 })).toEqual({
      en: 'Order 1 unit of your choice, in any sector.',
      hu: 'Adj parancsot 1 tetszőleges egységednek, bármelyik szektorban.',
    })
    expect(text({ kind: 'any', count: 3 }).en).toBe('Order up to 3 units of your choice, in any sector.')
  })

  it('none: says no units are ordered (and ignores bonuses, which nobody could get)', () => {
    expect(text(ORDERS.none)).toEqual({
      en: 'This card orders no units.',
      hu: 'Ez a kártya egyetlen egységnek sem ad parancsot.',
    })
    expect(text(ORDERS.none, [BONUSES['extra-move']])).toEqual(text(ORDERS.none))
  })
})

describe('bonus sentences', () => {
  it('agree with one ordered unit or several', () => {
    const one = text({ kind: 'any', count: 1 }, [BONUSES['extra-die']])
    expect(one.en).toContain('This turn it attacks with 1 extra die.')
    expect(one.hu).toContain('Ebben a körben a parancsot kapott egység +1 kockával támad.')
    const many = text({ kind: 'any', count: 2 }, [BONUSES['extra-die']])
    expect(many.en).toContain('This turn they attack with 1 extra die.')
    expect(many.hu).toContain('Ebben a körben a parancsot kapott egységek +1 kockával támadnak.')
    expect(text({ kind: 'class', classes: ['vehicle'], count: 'all' }, [BONUSES['extra-die']]).en).toContain(
      'This turn they',
    )
  })

  it('cover each bonus kind, in close combat only, and plural numbers', () => {
    const t = (b: CardBonus, count = 2) => text({ kind: 'any', count }, [b])
    expect(t({ kind: 'extra-move', hexes: 2 }).en).toContain('they may move 2 extra hexes.')
    expect(t({ kind: 'extra-move', hexes: 2 }).hu).toContain('2 mezővel többet mozoghatnak.')
    expect(t(BONUSES['attack-after-full-move'], 1).en).toContain('it may attack even after moving its full distance.')
    expect(t(BONUSES['attack-after-full-move']).hu).toContain('teljes mozgás után is támadhatnak.')
    const melee = t({ kind: 'extra-die', dice: 2, meleeOnly: true })
    expect(melee.en).toContain('they attack with 2 extra dice in close combat.')
    expect(melee.hu).toContain('közelharcban +2 kockával támadnak.')
    expect(t(BONUSES['ignore-stop-terrain']).en).toContain('they do not have to stop on terrain that normally ends')
    expect(t(BONUSES['ignore-stop-terrain'], 1).hu).toContain('nem kell megállnia, amikor olyan terepre lép')
    expect(t(BONUSES['reroll-misses'], 1).en).toContain('it re-rolls every die that shows a miss, once in each attack.')
    expect(t(BONUSES['reroll-misses']).hu).toContain('támadásonként egyszer újradobnak minden célt tévesztett kockát.')
  })

  it('join several bonuses into one sentence (with the Hungarian comma before "és")', () => {
    const all = text(ORDERS.any, Object.values(BONUSES))
    expect(all.en.match(/This turn/g)).toHaveLength(1)
    expect(all.en).toContain('full distance, attack with 1 extra die, do not have to stop')
    expect(all.en).toContain('ends a move and re-roll every die')
    expect(all.hu).toContain('megállítaná őket, és támadásonként')
  })
})

describe('special actions', () => {
  it('fleet deployment replaces the orders, or comes in addition to them', () => {
    const fleet = text(ORDERS.none, [], SPECIALS['fleet-deployment'])
    expect(fleet.en).toBe(
      'Do not order any units. Instead, discard any number of cards from your hand and draw one more card than you ' +
        'discarded. This replaces your draw this turn. In a team game, your teammate may also discard any number of ' +
        'cards and draw as many.',
    )
    expect(fleet.hu).toMatch(/^Ne adj parancsot egyetlen egységednek sem\. Helyette dobj el tetszőleges számú/)
    expect(fleet.hu).toContain('Csapatjátékban a csapattársad')
    const withOrders = text(ORDERS.any, [], SPECIALS['fleet-deployment'])
    expect(withOrders.en).toContain('In addition, discard any number of cards')
    expect(withOrders.hu).toContain('Ezenfelül dobj el')
  })

  it('barrage instead of orders, or after the attacks', () => {
    const alone = text(ORDERS.none, [], { kind: 'barrage', dice: 1 })
    expect(alone.en).toContain('Instead, choose any enemy unit and roll 1 die against it')
    expect(alone.en).toContain('range and line of sight do not matter')
    expect(alone.hu).toContain('Helyette válassz egy tetszőleges ellenséges egységet, és dobj ellene 1 kockával')
    const after = text(ORDERS.sector, [], SPECIALS.barrage)
    expect(after.en).toContain('After your attacks, also choose any enemy unit and roll 3 dice')
    expect(after.hu).toContain('A támadásaid után ezenfelül válassz')
  })

  it('repair gives back figures to the ordered units', () => {
    const one = text({ kind: 'any', count: 1 }, [], SPECIALS.repair)
    expect(one.en).toContain('the ordered unit gets back 1 lost figure (never more than it started with).')
    expect(one.hu).toContain('a parancsot kapott egységed visszakap 1 elvesztett figurát')
    const many = text(ORDERS.sector, [], { kind: 'repair', figures: 2 })
    expect(many.en).toContain('each ordered unit gets back up to 2 lost figures')
    expect(many.hu).toContain('minden parancsot kapott egységed visszakap legfeljebb 2 elvesztett figurát')
  })
})

describe('every combination', () => {
  it('renders non-empty, distinct HU and EN text with no doubled spaces or empty sentences', () => {
    for (const order of Object.values(ORDERS)) {
      for (const special of [null, ...Object.values(SPECIALS)]) {
        for (const bonuses of [[], ...Object.values(BONUSES).map((b) => [b]), Object.values(BONUSES)]) {
          const t = text(order, bonuses, special)
          for (const s of [t.en, t.hu]) {
            expect(s).toMatch(/^[A-Z].*\.$/)
            expect(s).not.toMatch(/ {2}|\.\.| \.|undefined|NaN|Infinity/)
          }
          expect(t.hu).not.toBe(t.en)
          if (order.kind === 'class') {
            expect(t.en).toContain(FALLBACK_EN)
            expect(t.hu).toContain(FALLBACK_HU)
          } else {
            expect(t.en).not.toContain(FALLBACK_EN)
          }
        }
      }
    }
  })
})
