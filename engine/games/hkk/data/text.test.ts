import { describe, expect, it } from 'vitest'
import { HKK_DEMO_CARDS, HKK_DEMO_LIST } from './cards'
import { cardText, effectText } from './text'
import type { HkkCardDef, HkkEffect } from './types'
import { EFFECT_KINDS } from './validateEffects'

const card = (id: string) => HKK_DEMO_CARDS[`hkk/${id}`] as HkkCardDef
const both = (id: string) => [cardText(card(id), 'hu'), cardText(card(id), 'en')]

describe('generated card text', () => {
  it('gives every demo card with an ability or a special cost text in both languages', () => {
    for (const def of HKK_DEMO_LIST) {
      const plain = def.abilities.length === 0 && !def.substitute && def.timing === 'main'
      for (const lang of ['hu', 'en'] as const) {
        const text = cardText(def, lang)
        if (plain) expect(text, `${def.id} ${lang}`).toBe('')
        else expect(text.length, `${def.id} ${lang}`).toBeGreaterThan(5)
        expect(text, def.id).not.toMatch(/ {2}|undefined|NaN|\[object/)
      }
    }
  })

  it('writes the original cards’ rules in our own words', () => {
    expect(both('cinder-imp')).toEqual([
      'Amikor játékba kerül: 1 sebzés egy célpont lénynek.',
      'When it enters play: deal 1 damage to target creature.',
    ])
    expect(both('fire-rain')).toEqual([
      '2 sebzés minden őrposztban álló ellenséges lénynek.',
      'Deal 2 damage to each enemy creature in a guard post.',
    ])
    expect(both('forge-warden')).toEqual([
      'Amíg az őrposztban áll, ennek a lénynek +1 sebzése van.',
      'While in the guard post, this creature gets +1 damage.',
    ])
    expect(both('swordplay')).toEqual([
      'Egy saját célpont kalandozóra kerül. A hordozó lénynek +1 sebzése van.',
      'Attach to target friendly adventurer. The host creature gets +1 damage.',
    ])
    expect(both('third-eye')[0]).toBe(
      'Egy saját célpont lényre kerül. Körönként egyszer: megnézheted a paklid felső lapját.',
    )
  })

  it('writes the authored mechanisms: timing, combat, substitution, dice and coins', () => {
    expect(both('mending-touch')).toEqual([
      'Azonnali. Egy célpont lénynek a kör végéig +2 Ép-je van.',
      'Immediate. Target creature gets +2 life until end of turn.',
    ])
    expect(both('blade-dancer')).toEqual([
      '+ 1 VP: 1 sebzés a harci ellenfelének.',
      '+ 1 VP: deal 1 damage to its combat opponent.',
    ])
    expect(both('lone-wanderer')).toEqual([
      'Ingyen kijátszható, ha nincs lényed játékban.',
      'You may play it for free if you control no creature.',
    ])
    expect(both('oracle-bones')).toEqual([
      'Dobj egy kockával: 1–3: kapsz 1 VP-t; 4–6: húzz 2 lapot.',
      'Roll a die: 1–3: gain 1 VP; 4–6: draw 2 cards.',
    ])
    expect(both('time-lock')).toEqual(['Azonnali. A kör véget ér.', 'Immediate. The turn ends.'])
    expect(both('healing-spring')[0]).toBe('Azonnali, passziváld: gyógyíts 2 sérülést egy saját célpont lényről.')
    expect(both('summoning-horn')).toEqual(['A lényeid költsége −1 VP.', 'Your creatures cost 1 less.'])
  })

  it('says "célpont" exactly when an effect targets (21.5.0)', () => {
    for (const def of HKK_DEMO_LIST) {
      const targets = def.abilities.some((a) => 'targets' in a && (a.targets?.length ?? 0) > 0)
      expect(cardText(def, 'hu').includes('célpont'), def.id).toBe(targets)
    }
  })

  it('names a target again as "that creature"', () => {
    const scene = { targets: [{ kind: 'creature' as const }], type: 'spell' as const, seen: new Set<number>() }
    const twice: HkkEffect[] = [
      { kind: 'damage', n: 1, to: { target: 0 } },
      { kind: 'passivize', to: { target: 0 } },
    ]
    expect(twice.map((e) => effectText(e, 'hu', scene))).toEqual([
      '1 sebzés egy célpont lénynek.',
      'Az a lény passzív lesz.',
    ])
  })

  it('has a sentence for every effect kind in both languages', () => {
    const samples: Record<HkkEffect['kind'], HkkEffect> = {
      damage: { kind: 'damage', n: 2, to: 'self' },
      heal: { kind: 'heal', n: 2, to: 'self' },
      'gain-life': { kind: 'gain-life', n: 2, player: 'opponent' },
      'lose-life': { kind: 'lose-life', n: 2, player: 'opponent' },
      stat: { kind: 'stat', stats: { damage: 1, ep: -1, sp: 2 }, to: 'self' },
      vp: { kind: 'vp', n: 2 },
      'vp-regen': { kind: 'vp-regen', n: -1 },
      draw: { kind: 'draw', n: 2, player: 'opponent' },
      'peek-top': { kind: 'peek-top', n: 3 },
      'return-to-hand': { kind: 'return-to-hand', to: { each: 'creature', side: 'any' } },
      destroy: { kind: 'destroy', to: 'host' },
      passivize: { kind: 'passivize', to: 'combat-opponent' },
      activate: { kind: 'activate', to: 'self' },
      'create-token': {
        kind: 'create-token',
        token: { id: 'hkk/wall', name: { hu: 'Fal', en: 'Wall' }, type: 'building', sp: 3 },
        n: 2,
        zone: 'field',
      },
      'add-counter': { kind: 'add-counter', counter: 'plus-one', n: 2, to: 'self' },
      'prevent-play': { kind: 'prevent-play' },
      'cost-mod': { kind: 'cost-mod', n: 1, filter: { type: 'item' } },
      'end-turn': { kind: 'end-turn' },
      'roll-d6': { kind: 'roll-d6', table: [{ from: 6, to: 6, effects: [{ kind: 'end-turn' }] }] },
      coin: { kind: 'coin', heads: [], tails: [{ kind: 'vp', n: 1 }] },
      'random-discard': { kind: 'random-discard', n: 2, player: 'you' },
    }
    expect(Object.keys(samples).sort()).toEqual([...EFFECT_KINDS].sort())
    const scene = { targets: [], type: 'monster' as const }
    const en = Object.values(samples).map((e) => effectText(e, 'en', scene))
    const hu = Object.values(samples).map((e) => effectText(e, 'hu', scene))
    for (const s of [...en, ...hu]) expect(s).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ+0-9].+\.$/)
    expect(en).toContain('This creature gets +1 damage, −1 life and +2 structure.')
    expect(hu).toContain('Ennek a lénynek +1 sebzése, −1 Ép-je és +2 Sp-je van.')
    expect(hu).toContain('Hozz létre 2 önálló Fal jelzőt (építmény, 3 Sp) a meződön.')
    expect(hu).toContain('A kezedből 2 véletlenszerű lap a gyűjtőbe kerül.')
    expect(hu).toContain('A tárgyaid költsége +1 VP.')
    expect(en).toContain('Flip a coin: on tails, gain 1 VP.')
  })
})
