/**
 * Priority (W 4.11.6–8 as the analysis reads it): the active player first in every stage, a pass hands priority on,
 * any action clears the passes, two passes in a row end the stage; a seat that cannot act on public facts passes at
 * once. Also 40.3.2: a turn cut inside a reaction sequence sends the unresolved cards to the discard.
 */
import { describe, expect, it } from 'vitest'
import { zoneOf } from '../../core/hidden'
import { actingPlayer } from './apply'
import { zones } from './queries'
import { T } from './testing/defs'
import { act, begin, inPlay, startGame, testConfig, tryAct, withHand, withVp } from './testing/fixtures'

const bears = (extra: string[]) => [...extra, ...Array.from({ length: 20 }, () => T.bear.id)]

describe('priority and passes', () => {
  it('nobody acts at the roll-off in particular; then the decider', () => {
    const s = startGame()
    expect(actingPlayer(s)).toBeNull()
    const r = act(s, 'p2', { type: 'roll-off' })
    expect(actingPlayer(r)).toBe(r.start.decider)
  })

  it('when the opponent cannot answer on public facts, one pass ends the main phase', () => {
    const s = act(begin(), 'p1', { type: 'pass' })
    expect(s.turn.stage).not.toBe('main-1')
  })

  it('a pass hands priority on; an action clears the passes; two passes in a row end the stage', () => {
    const config = testConfig({}, { p1: bears([]), p2: bears([T.shock.id]) })
    const target = inPlay(begin(startGame(config)), 'p1', T.ox.id, 'guard')
    const h = withHand(withVp(target.state, 'p2', 1), 'p2', [T.shock.id])
    let s = act(h.state, 'p1', { type: 'pass' })
    expect(s.turn).toMatchObject({ stage: 'main-1', priority: 'p2', passes: 1 })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: h.slots[0]!, targets: [target.slot] } })
    while (s.window) s = act(s, s.window.priority, { type: 'pass' })
    expect(s.perms[target.slot]!.damage).toBe(1)
    expect(s.turn).toMatchObject({ stage: 'main-1', priority: 'p2', passes: 0 })
    s = act(s, 'p2', { type: 'pass' })
    expect(s.turn).toMatchObject({ stage: 'main-1', priority: 'p1', passes: 1 })
    s = act(s, 'p1', { type: 'pass' })
    expect(s.turn.stage).not.toBe('main-1')
  })

  it('40.3.2 a turn cut inside a reaction sequence: the unresolved card goes to the discard, END follows', () => {
    const config = testConfig({}, { p1: bears([T.bolt.id]), p2: bears([T.stop.id]) })
    const target = inPlay(begin(startGame(config)), 'p2', T.ox.id, 'guard')
    const p1 = withHand(withVp(target.state, 'p1', 3), 'p1', [T.bolt.id])
    const p2 = withHand(p1.state, 'p2', [T.stop.id])
    let s = act(p2.state, 'p1', { type: 'play-card', payload: { slot: p1.slots[0]!, targets: [target.slot] } })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: p2.slots[0]! } })
    while (s.window) s = act(s, s.window.priority, { type: 'pass' })
    expect(zoneOf(s.cards, p1.slots[0]!)).toBe(zones.discard('p1'))
    expect(zoneOf(s.cards, p2.slots[0]!)).toBe(zones.discard('p2'))
    expect(s.perms[target.slot]!.damage).toBe(0)
    expect(s.turn).toMatchObject({ active: 'p1', stage: 'end' })
  })

  it('pass-turn is refused in a window and for the opponent', () => {
    const config = testConfig({ autoPassPublic: false }, { p1: bears([T.bolt.id]), p2: bears([]) })
    const target = inPlay(begin(startGame(config)), 'p2', T.ox.id, 'guard')
    const h = withHand(withVp(target.state, 'p1', 3), 'p1', [T.bolt.id])
    let s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]!, targets: [target.slot] } })
    expect(tryAct(s, 'p2', { type: 'pass-turn' })).toBe('cannot-pass-turn')
    s = act(s, 'p2', { type: 'pass' })
    expect(tryAct(s, 'p1', { type: 'pass-turn' })).toBe('cannot-pass-turn')
  })
})
