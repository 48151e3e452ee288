import { describe, expect, it } from 'vitest'
import { HKK_DEMO_CARDS } from './cards'
import type { HkkCardDef } from './types'
import { validateCardDef } from './validate'

const imp = HKK_DEMO_CARDS['hkk/cinder-imp'] as HkkCardDef
const rain = HKK_DEMO_CARDS['hkk/fire-rain'] as HkkCardDef

/** The English messages of validating `value`; [] when it passes. */
function problems(value: unknown): string[] {
  const v = validateCardDef(value)
  return 'errors' in v ? v.errors.map((e) => e.en) : []
}

/** A copy of a card with some fields changed. */
const edit = (card: HkkCardDef, patch: Record<string, unknown>): unknown => ({ ...structuredClone(card), ...patch })

describe('validateCardDef', () => {
  it('accepts a demo card and returns a fresh copy', () => {
    const v = validateCardDef(imp)
    expect('def' in v && v.def).toEqual(imp)
    expect('def' in v && v.def !== imp).toBe(true)
  })

  it('refuses anything that is not a card object, without throwing', () => {
    for (const bad of [null, undefined, 3, 'card', [], [imp], true]) {
      expect(problems(bad).length, String(bad)).toBeGreaterThan(0)
    }
    const hostile = Object.defineProperty({}, 'id', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(problems(hostile).length).toBeGreaterThan(0)
  })

  it('names unknown fields, kinds and triggers with their paths, in Hungarian too', () => {
    expect(problems(edit(imp, { colour: 'purple', flavour: 'x' }))).toEqual([
      'flavour: unknown field',
      'colour: "purple" is not one of "ember", "tide", "wild", "colourless"',
    ])
    const kind = validateCardDef(edit(rain, { abilities: [{ trigger: 'on-play', effects: [{ kind: 'explode' }] }] }))
    expect('errors' in kind && kind.errors).toEqual([
      {
        hu: 'abilities[0].effects[0].kind: ismeretlen hatás: "explode"',
        en: 'abilities[0].effects[0].kind: unknown effect "explode"',
      },
    ])
    expect(problems(edit(rain, { abilities: [{ trigger: 'whenever', effects: [] }] }))).toEqual([
      'abilities[0].trigger: "whenever" is not one of "on-play", "on-enter", "static", "activated", "combat", "end-of-turn"',
    ])
    expect(
      problems(edit(imp, { abilities: [{ trigger: 'on-enter', effects: [{ kind: 'draw', n: 1, extra: 2 }] }] })),
    ).toEqual(['abilities[0].effects[0].extra: unknown field'])
  })

  it('checks the shape of ids: lower-case slugs joined by a slash', () => {
    expect(problems(edit(imp, { id: 'hkk-user/my-imp' }))).toEqual([])
    expect(problems(edit(imp, { id: 'Imp' }))).toEqual(['id: must be a lower-case id with a / (e.g. hkk/name)'])
    expect(problems(edit(imp, { id: 'hkk/../x' }))).toEqual(['id: must be a lower-case id with a / (e.g. hkk/name)'])
  })

  it('checks stats by type: creatures need damage and Ép, buildings Sp, spells none', () => {
    const { ep: _ep, ...noEp } = imp
    expect(problems(noEp)).toEqual(['ep: this type needs "ep"'])
    expect(problems(edit(rain, { damage: 2 }))).toEqual(['damage: this type has no "damage"'])
    expect(problems(edit(HKK_DEMO_CARDS['hkk/watchtower'] as HkkCardDef, { sp: undefined }))).toEqual([
      'sp: this type needs "sp"',
    ])
    expect(problems(edit(imp, { ep: 0, damage: 1.5 }))).toEqual([
      'damage: must be a whole number from 0 to 20, not 1.5',
      'ep: must be a whole number from 1 to 30, not 0',
    ])
    expect(problems(edit(imp, { cost: 99 }))).toEqual(['cost: must be a whole number from 0 to 20, not 99'])
  })

  it('keeps target indexes in range and references where they make sense', () => {
    const on = (effects: unknown[], extra: Record<string, unknown> = {}) =>
      problems(edit(imp, { abilities: [{ trigger: 'on-enter', targets: [{ kind: 'creature' }], effects, ...extra }] }))
    expect(on([{ kind: 'damage', n: 1, to: { target: 1 } }])).toEqual([
      'abilities[0].effects[0].to.target: must be a whole number from 0 to 0, not 1',
    ])
    expect(on([{ kind: 'damage', n: 1, to: 'combat-opponent' }])).toEqual([
      'abilities[0].effects[0].to: combat-opponent only in a combat (+) ability',
    ])
    expect(on([{ kind: 'damage', n: 1, to: 'host' }])).toEqual([
      'abilities[0].effects[0].to: host only on a card attached to another',
    ])
    expect(on([{ kind: 'damage', n: 'X', to: { target: 0 } }])).toEqual([
      'abilities[0].effects[0].n: X is allowed only on a card that costs X',
    ])
    expect(on([{ kind: 'damage', n: 1, to: { each: 'creature', side: 'enemy' } }])).toEqual([
      'abilities[0].effects[0].to.side: "enemy" is not one of "you", "opponent", "any"',
    ])
    expect(on([])).toEqual(['abilities[0].effects: needs at least one effect'])
  })

  it('allows only lasting effects in a static ability, and only on-play abilities on a spell', () => {
    expect(problems(edit(imp, { abilities: [{ trigger: 'static', effects: [{ kind: 'draw', n: 1 }] }] }))).toEqual([
      'abilities[0].effects[0].kind: a static ability may only have stat, vp-regen or cost-mod, not "draw"',
    ])
    expect(problems(edit(rain, { abilities: [{ trigger: 'on-enter', effects: [{ kind: 'draw', n: 1 }] }] }))).toEqual([
      'abilities[0].trigger: a spell has only on-play effects',
    ])
  })

  it('checks dice tables, coins and their nesting', () => {
    const roll = (table: unknown) =>
      problems(edit(rain, { abilities: [{ trigger: 'on-play', effects: [{ kind: 'roll-d6', table }] }] }))
    expect(roll([{ from: 1, to: 7, effects: [{ kind: 'vp', n: 1 }] }])).toEqual([
      'abilities[0].effects[0].table[0].to: must be a whole number from 1 to 6, not 7',
    ])
    expect(
      roll([
        { from: 1, to: 4, effects: [{ kind: 'vp', n: 1 }] },
        { from: 4, to: 6, effects: [{ kind: 'vp', n: 1 }] },
      ]),
    ).toEqual(['abilities[0].effects[0].table[1]: 4 is already in another row'])
    let deep: unknown = { kind: 'vp', n: 1 }
    for (let i = 0; i < 5; i++) deep = { kind: 'coin', heads: [deep], tails: [] }
    const nested = problems(edit(rain, { abilities: [{ trigger: 'on-play', effects: [deep] }] }))
    expect(nested.some((m) => m.endsWith('dice and coins nested too deep'))).toBe(true)
  })

  it('refuses oversized lists and texts', () => {
    const many = Array.from({ length: 50 }, () => ({ kind: 'vp', n: 1 }))
    expect(problems(edit(rain, { abilities: [{ trigger: 'on-play', effects: many }] }))).toEqual([
      'abilities[0].effects: may have at most 8 items',
    ])
    expect(problems(edit(rain, { manual: { text: 'x'.repeat(301) } }))[0]).toMatch(
      /^manual\.text: must be a text of 1 to 300/,
    )
  })
})
