/**
 * 37 life-saving: "right after the damage" any immediate action that raises a creature's Ép may save it (37.0); only
 * then do creatures at 0 Ép die (37.5). The window opens on public facts, so a seat that cannot answer is skipped.
 */
import { describe, expect, it } from 'vitest'
import { zoneOf } from '../../core/hidden'
import { zones } from './queries'
import { T } from './testing/defs'
import { act, begin, inPlay, startGame, testConfig, withHand, withVp } from './testing/fixtures'

const bears = (extra: string[]) => [...extra, ...Array.from({ length: 20 }, () => T.bear.id)]

describe('life-saving window', () => {
  const setup = () => {
    const config = testConfig({}, { p1: bears([T.blast.id]), p2: bears([T.salve.id]) })
    const victim = inPlay(begin(startGame(config)), 'p2', T.bear.id, 'guard') // 3/3 in p1's turn
    const p1 = withHand(withVp(victim.state, 'p1', 3), 'p1', [T.blast.id])
    const p2 = withHand(withVp(p1.state, 'p2', 1), 'p2', [T.salve.id])
    let s = act(p2.state, 'p1', { type: 'play-card', payload: { slot: p1.slots[0]!, targets: [victim.slot] } })
    s = act(s, 'p2', { type: 'pass' }) // no reaction to the blast
    return { s, victim: victim.slot, salve: p2.slots[0]! }
  }

  it('37.0 an immediate heal saves a creature at 0 Ép', () => {
    const r = setup()
    const { victim, salve } = r
    let s = r.s
    expect(s.window).toEqual({ kind: 'life-saving', priority: 'p2', passes: 1 })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: salve, targets: [victim] } })
    while (s.window) s = act(s, s.window.priority, { type: 'pass' })
    expect(zoneOf(s.cards, victim)).toBe(zones.guard('p2'))
    expect(s.perms[victim]!.damage).toBe(1)
  })

  it('37.5 when nobody saves it, it dies', () => {
    const r = setup()
    const victim = r.victim
    let s = r.s
    s = act(s, 'p2', { type: 'pass' })
    expect(s.window).toBeNull()
    expect(zoneOf(s.cards, victim)).toBe(zones.discard('p2'))
  })

  it('no window when nobody could answer on public facts', () => {
    const victim = inPlay(begin(), 'p2', T.bear.id, 'guard')
    const h = withHand(withVp(victim.state, 'p1', 3), 'p1', [T.blast.id])
    const s = act(h.state, 'p1', { type: 'play-card', payload: { slot: h.slots[0]!, targets: [victim.slot] } })
    expect(s.window).toBeNull()
    expect(zoneOf(s.cards, victim.slot)).toBe(zones.discard('p2'))
  })
})
