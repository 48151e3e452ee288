/**
 * One scenario per effect kind of the vocabulary (data/types.ts `HkkEffect`), resolved directly on a table; the
 * coverage test fails when a kind is added to the resolver without a scenario here.
 */
import { describe, expect, it } from 'vitest'
import { canSee, zoneOf, zoneSlots } from '../../../core/hidden'
import { createRng } from '../../../core/random'
import type { EngineEvent } from '../../../core/types'
import type { HkkEffect } from '../data/types'
import { creatures, zones } from '../queries'
import { statsOf } from '../stats'
import { costOf } from '../cost'
import { T } from '../testing/defs'
import { begin, inPlay, S1, withHand } from '../testing/fixtures'
import type { EffectCtx, HkkState } from '../types'
import { answerRoll, EFFECT_KINDS, resolveEffect, runQueue } from './resolve'

/** A table: p1 has a bear in the guard (`mine`), p2 a bear in the guard (`theirs`), it is p1's MAIN-1. */
function table() {
  const a = inPlay(begin(), 'p1', T.bear.id, 'guard')
  const b = inPlay(a.state, 'p2', T.bear.id, 'guard')
  return { s: structuredClone(b.state), mine: a.slot, theirs: b.slot }
}

const ctxOf = (targets: string[] = [], x = 0): EffectCtx => ({
  source: null,
  controller: 'p1',
  targets,
  x,
  reactsTo: null,
})

/** Resolves `effect` (queued, so a die or coin waits for a roll answered with `seed`). */
function run(s: HkkState, effect: HkkEffect, ctx: EffectCtx, seed = 'ab'): EngineEvent[] {
  const ev: EngineEvent[] = []
  s.queue.push({ do: 'effect', effect, ctx })
  runQueue(s, ev)
  if (s.pending) answerRoll(s, createRng(seed, 'roll'), ev)
  return ev
}

const SCENARIOS: Record<string, () => void> = {
  damage: () => {
    const { s, theirs } = table()
    run(s, { kind: 'damage', n: 'X', to: { target: 0 } }, ctxOf([theirs], 2))
    expect(s.perms[theirs]!.damage).toBe(2)
  },
  heal: () => {
    const { s, mine } = table()
    s.perms[mine]!.damage = 1
    run(s, { kind: 'heal', n: 5, to: { target: 0 } }, ctxOf([mine]))
    expect(s.perms[mine]!.damage).toBe(0)
  },
  'gain-life': () => {
    const { s } = table()
    run(s, { kind: 'gain-life', n: 3, player: 'you' }, ctxOf())
    expect(s.players.p1.ep).toBe(23)
  },
  'lose-life': () => {
    const { s } = table()
    run(s, { kind: 'lose-life', n: 3, player: 'opponent' }, ctxOf())
    expect(s.players.p2.ep).toBe(17)
  },
  stat: () => {
    const { s, mine } = table()
    run(s, { kind: 'stat', stats: { damage: 2 }, to: { each: 'creature', side: 'you' }, until: 'end-of-turn' }, ctxOf())
    expect(statsOf(s, mine).damage).toBe(4)
    expect(s.perms[mine]!.temp.damage).toBe(2)
  },
  vp: () => {
    const { s } = table()
    run(s, { kind: 'vp', n: 2 }, ctxOf())
    expect(s.players.p1.vp).toBe(3)
  },
  'vp-regen': () => {
    const { s } = table()
    run(s, { kind: 'vp-regen', n: 1 }, ctxOf())
    expect(s.players.p1.regenBonus).toBe(1)
  },
  draw: () => {
    const { s } = table()
    const before = zoneSlots(s.cards, zones.hand('p2')).length
    run(s, { kind: 'draw', n: 2, player: 'opponent' }, ctxOf())
    expect(zoneSlots(s.cards, zones.hand('p2'))).toHaveLength(before + 2)
  },
  'peek-top': () => {
    const { s } = table()
    const top = zoneSlots(s.cards, zones.deck('p1'))[0]!
    expect(canSee(s.cards, top, S1)).toBe(false)
    run(s, { kind: 'peek-top', n: 1 }, ctxOf())
    expect(canSee(s.cards, top, S1)).toBe(true)
    expect(canSee(s.cards, top, 's2')).toBe(false)
  },
  'return-to-hand': () => {
    const { s, theirs } = table()
    run(s, { kind: 'return-to-hand', to: { target: 0 } }, ctxOf([theirs]))
    expect(zoneOf(s.cards, theirs)).toBe(zones.hand('p2'))
  },
  destroy: () => {
    const { s, theirs } = table()
    run(s, { kind: 'destroy', to: { each: 'creature', side: 'opponent', zone: 'guard' } }, ctxOf())
    expect(zoneOf(s.cards, theirs)).toBe(zones.discard('p2'))
  },
  passivize: () => {
    const { s, theirs } = table()
    run(s, { kind: 'passivize', to: { target: 0 } }, ctxOf([theirs]))
    expect(s.perms[theirs]!.active).toBe(false)
  },
  activate: () => {
    const { s, theirs } = table()
    s.perms[theirs]!.active = false
    run(s, { kind: 'activate', to: { target: 0 } }, ctxOf([theirs]))
    expect(s.perms[theirs]!.active).toBe(true)
  },
  'create-token': () => {
    const { s } = table()
    run(
      s,
      {
        kind: 'create-token',
        n: 1,
        zone: 'reserve',
        token: { id: 'hkk-user/test-x', name: { hu: 'x', en: 'x' }, type: 'monster', damage: 1, ep: 1 },
      },
      ctxOf(),
    )
    expect(creatures(s, 'p1', 'reserve')).toHaveLength(1)
  },
  'add-counter': () => {
    const { s, mine } = table()
    run(s, { kind: 'add-counter', counter: 'plus-one', n: 2, to: { target: 0 } }, ctxOf([mine]))
    expect(statsOf(s, mine)).toMatchObject({ damage: 4, ep: 4 })
  },
  'prevent-play': () => {
    const { s } = table()
    s.stack.push({ slot: 'slot:1', by: 'p2', targets: [], x: 0, prevented: false, reactsTo: null })
    run(s, { kind: 'prevent-play' }, { ...ctxOf(), reactsTo: 'slot:1' })
    expect(s.stack[0]!.prevented).toBe(true)
  },
  'cost-mod': () => {
    const { s } = table()
    run(s, { kind: 'cost-mod', n: -2, filter: {} }, ctxOf())
    expect(costOf(s, 'p1', T.giant, 0).total).toBe(2)
  },
  'end-turn': () => {
    const { s } = table()
    run(s, { kind: 'end-turn' }, ctxOf())
    expect(s.turn.cut).toBe(true)
  },
  'roll-d6': () => {
    const { s } = table()
    const ev = run(
      s,
      { kind: 'roll-d6', table: [{ from: 1, to: 6, effects: [{ kind: 'gain-life', n: 1, player: 'you' }] }] },
      ctxOf(),
    )
    const die = ev.find((e) => e.type === 'die')!.data as { n: number }
    expect(die.n).toBeGreaterThanOrEqual(1)
    expect(die.n).toBeLessThanOrEqual(6)
    expect(s.players.p1.ep).toBe(21)
  },
  coin: () => {
    const { s } = table()
    const ev = run(s, { kind: 'coin', heads: [{ kind: 'vp', n: 1 }], tails: [{ kind: 'vp', n: 2 }] }, ctxOf())
    const heads = (ev.find((e) => e.type === 'coin')!.data as { heads: boolean }).heads
    expect(s.players.p1.vp).toBe(heads ? 2 : 3)
  },
  'random-discard': () => {
    const s = withHand(table().s, 'p2', [T.bear.id]).state
    const before = zoneSlots(s.cards, zones.hand('p2')).length
    run(s, { kind: 'random-discard', n: 2, player: 'opponent' }, ctxOf())
    expect(zoneSlots(s.cards, zones.hand('p2'))).toHaveLength(before - 2)
    expect(zoneSlots(s.cards, zones.discard('p2'))).toHaveLength(2)
  },
}

describe('effect kinds', () => {
  for (const [kind, scenario] of Object.entries(SCENARIOS)) it(kind, scenario)

  it('every kind the resolver knows has a scenario', () => {
    expect([...EFFECT_KINDS].sort()).toEqual(Object.keys(SCENARIOS).sort())
  })

  it('a resolved effect on a target that left play fizzles', () => {
    const { s } = table()
    const ev: EngineEvent[] = []
    resolveEffect(s, { kind: 'damage', n: 1, to: { target: 0 } }, ctxOf(['slot:99999']), ev)
    expect(ev).toEqual([])
  })
})
