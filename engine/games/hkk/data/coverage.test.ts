/**
 * The demo set exercises the whole vocabulary: every effect kind and every ability trigger appears on at least one
 * demo card, so rules-mode games with the demo decks reach every branch of the resolver. A kind added to the
 * vocabulary fails here until a demo card uses it.
 */
import { describe, expect, it } from 'vitest'
import { HKK_DEMO_LIST } from './cards'
import type { HkkEffect } from './types'
import { TRIGGER_KINDS } from './validate'
import { EFFECT_KINDS } from './validateEffects'

/** Every effect in a list, those inside dice rows and coin sides included. */
function walk(effects: readonly HkkEffect[]): HkkEffect[] {
  return effects.flatMap((e) => {
    if (e.kind === 'roll-d6') return [e, ...walk(e.table.flatMap((r) => r.effects))]
    if (e.kind === 'coin') return [e, ...walk([...e.heads, ...e.tails])]
    return [e]
  })
}

describe('vocabulary coverage of the demo set', () => {
  const abilities = HKK_DEMO_LIST.flatMap((c) => c.abilities.map((a) => ({ card: c.id, a })))

  it('uses every effect kind on some demo card', () => {
    const used = new Set(abilities.flatMap(({ a }) => walk(a.effects).map((e) => e.kind)))
    expect(EFFECT_KINDS.filter((k) => !used.has(k))).toEqual([])
  })

  it('uses every ability trigger on some demo card', () => {
    const used = new Set(abilities.map(({ a }) => a.trigger))
    expect(TRIGGER_KINDS.filter((k) => !used.has(k))).toEqual([])
  })

  it('has cards of every timing, an X cost, a substitute, both end-of-turn kinds and every static condition', () => {
    expect(new Set(HKK_DEMO_LIST.map((c) => c.timing))).toEqual(new Set(['main', 'immediate', 'reaction']))
    expect(HKK_DEMO_LIST.some((c) => c.cost === 'X')).toBe(true)
    expect(HKK_DEMO_LIST.some((c) => c.substitute)).toBe(true)
    const whiles = new Set(abilities.flatMap(({ a }) => (a.trigger === 'static' && a.while ? [a.while] : [])))
    expect([...whiles].sort()).toEqual(['attached', 'attacking', 'in-guard', 'in-reserve'])
    const activated = abilities.flatMap(({ a }) => (a.trigger === 'activated' ? [a] : []))
    expect(activated.some((a) => a.cost.passivize)).toBe(true)
    expect(activated.some((a) => a.oncePerTurn)).toBe(true)
  })
})
