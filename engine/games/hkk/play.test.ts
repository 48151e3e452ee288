/**
 * The card-play pipeline (21–24): a refused play changes nothing (23.3), an announced card may be withdrawn until
 * paid and stays known (23.1), a reaction prevents a spell (21.15–21.16), X and modified and substituted costs.
 */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { look, zoneOf } from '../../core/hidden'
import { zones } from './queries'
import { T } from './testing/defs'
import { act, begin, inPlay, S2, startGame, testConfig, tryAct, withHand, withVp } from './testing/fixtures'

const bears = (extra: string[]) => [...extra, ...Array.from({ length: 20 }, () => T.bear.id)]

describe('card-play pipeline', () => {
  it('a refused play leaves the state hash unchanged (23.3: no action)', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 1), 'p1', [T.giant.id, T.bolt.id])
    const before = hashState(state)
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })).toBe('not-enough-vp')
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[1]!, targets: ['p2'] } })).toBe(
      'no-legal-target',
    )
    expect(tryAct(state, 'p2', { type: 'play-card', payload: { slot: slots[1]! } })).toBe('no-priority')
    expect(hashState(state)).toBe(before)
  })

  it('23.1 an announced card may be withdrawn until paid; it stays known to the opponent', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 1), 'p1', [T.giant.id])
    const slot = slots[0]!
    expect(look(state.cards, slot, S2)).toBeNull()
    let s = act(state, 'p1', { type: 'announce', payload: { slot } })
    expect(zoneOf(s.cards, slot)).toBe(zones.limbo)
    expect(tryAct(s, 'p1', { type: 'pay' })).toBe('not-enough-vp')
    expect(tryAct(s, 'p2', { type: 'pass' })).toBe('not-your-turn')
    s = act(s, 'p1', { type: 'withdraw' })
    expect(zoneOf(s.cards, slot)).toBe(zones.hand('p1'))
    expect(look(s.cards, slot, S2)).not.toBeNull()
    expect(s.players.p1.vp).toBe(1)
  })

  it('announce then pay plays the card', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 1), 'p1', [T.bear.id])
    let s = act(state, 'p1', { type: 'announce', payload: { slot: slots[0]! } })
    s = act(s, 'p1', { type: 'pay' })
    expect(zoneOf(s.cards, slots[0]!)).toBe(zones.reserve('p1'))
    expect(s.players.p1.vp).toBe(0)
  })

  it('21.15/21.16 a reaction prevents a spell: the spell goes to the discard, its effect never happens', () => {
    const config = testConfig({}, { p1: bears([T.bolt.id]), p2: bears([T.negate.id]) })
    const target = inPlay(begin(startGame(config)), 'p2', T.bear.id, 'guard')
    const p1 = withHand(withVp(target.state, 'p1', 3), 'p1', [T.bolt.id])
    const p2 = withHand(withVp(p1.state, 'p2', 1), 'p2', [T.negate.id])
    let s = act(p2.state, 'p1', { type: 'play-card', payload: { slot: p1.slots[0]!, targets: [target.slot] } })
    expect(s.window).toEqual({ kind: 'reaction', priority: 'p2', passes: 0 })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: p2.slots[0]! } })
    while (s.window) s = act(s, s.window.priority, { type: 'pass' })
    expect(zoneOf(s.cards, p1.slots[0]!)).toBe(zones.discard('p1'))
    expect(zoneOf(s.cards, p2.slots[0]!)).toBe(zones.discard('p2'))
    expect(s.perms[target.slot]!.damage).toBe(0)
    expect(s.players.p1.vp).toBe(2)
  })

  it('a reaction card cannot be played outside a reaction window', () => {
    const config = testConfig({}, { p1: bears([T.negate.id]), p2: bears([]) })
    const { state, slots } = withHand(withVp(begin(startGame(config)), 'p1', 3), 'p1', [T.negate.id])
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]! } })).toBe('wrong-timing')
  })

  it('21.11 X costs: X is paid and used; missing X is refused', () => {
    const { state, slots } = withHand(withVp(begin(), 'p1', 4), 'p1', [T.fireball.id])
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]!, targets: ['p2'] } })).toBe('bad-x')
    expect(tryAct(state, 'p1', { type: 'play-card', payload: { slot: slots[0]!, targets: ['p2'], x: 5 } })).toBe(
      'not-enough-vp',
    )
    const s = act(state, 'p1', { type: 'play-card', payload: { slot: slots[0]!, targets: ['p2'], x: 4 } })
    expect(s.players.p2.ep).toBe(16)
    expect(s.players.p1.vp).toBe(0)
  })

  it('21.8 cost modifiers and 24.3 substitute costs', () => {
    const miser = inPlay(withVp(begin(), 'p1', 3), 'p1', T.miser.id, 'reserve')
    const h = withHand(miser.state, 'p1', [T.giant.id, T.grace.id])
    let s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]! } })
    expect(s.players.p1.vp).toBe(0) // 4 − 1
    // Grace is free while its player controls no creature, else 3.
    const g = withHand(withVp(begin(), 'p1', 0), 'p1', [T.grace.id])
    s = act(g.state, 'p1', { type: 'play-card', payload: { slot: g.slots[0]! } })
    expect(s.players.p1.ep).toBe(22)
    expect(tryAct(withVp(h.state, 'p1', 2), 'p1', { type: 'play-card', payload: { slot: h.slots[1]! } })).toBe(
      'not-enough-vp',
    )
  })

  it('a charm attaches to its host and changes its derived damage', () => {
    const host = inPlay(withVp(begin(), 'p1', 3), 'p1', T.bear.id, 'guard')
    const h = withHand(host.state, 'p1', [T.shirt.id])
    const s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]!, targets: [host.slot] } })
    expect(s.perms[h.slots[0]!]!.attachedTo).toBe(host.slot)
    expect(zoneOf(s.cards, h.slots[0]!)).toBe(zones.field('p1'))
  })

  it('a die roll pauses on a pending roll that carries entropy', () => {
    const h = withHand(begin(), 'p1', [T.gamble.id])
    let s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]! } })
    expect(s.pending).toEqual({ kind: 'roll', by: 'p1' })
    expect(tryAct(s, 'p1', { type: 'pass' })).toBe('pending-choice')
    const events: { type: string; data?: unknown }[] = []
    s = act(s, 'p1', { type: 'roll' }, events as never)
    const die = events.find((e) => e.type === 'die')!.data as { n: number }
    expect(die.n).toBeGreaterThanOrEqual(1)
    expect(die.n).toBeLessThanOrEqual(6)
    expect(s.pending).toBeNull()
    expect(zoneOf(s.cards, h.slots[0]!)).toBe(zones.discard('p1'))
  })
})
