/**
 * Combat (33–38): attacks on the player, combat (+) abilities paid and resolved before the strikes (35.4), one damage
 * event per target (37.7), a lone creature whose opponent left does not fight (36.5), irrevocable declarations.
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../core/types'
import { zoneOf } from '../../core/hidden'
import { resolveStrikes } from './combat'
import { zones } from './queries'
import { T } from './testing/defs'
import { act, begin, inPlay, passTo, tryAct, withVp } from './testing/fixtures'

describe('combat', () => {
  it('an attack on the player costs them Ép equal to the current damage', () => {
    const a = inPlay(begin(), 'p1', T.giant.id, 'guard')
    let s = passTo(a.state, 'declare')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: 'player' }] } })
    expect(
      tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: 'player' }] } }),
    ).not.toBe('accepted')
    s = passTo(s, 'main-2')
    expect(s.players.p2.ep).toBe(16)
  })

  it('35.4 a combat (+) ability is paid and resolved before the strikes', () => {
    const a = inPlay(withVp(begin(), 'p1', 2), 'p1', T.duelist.id, 'guard')
    const d = inPlay(a.state, 'p2', T.ox.id, 'guard') // 2/5 in p1's turn
    let s = passTo(d.state, 'declare')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: d.slot }] } })
    expect(s.turn.stage).toBe('abilities')
    const events: EngineEvent[] = []
    // Nobody else can act on public facts, so the abilities, then the strikes, resolve at once.
    s = act(s, 'p1', { type: 'combat-ability', payload: { creature: a.slot, ability: 0 } }, events)
    const hits = events.filter((e) => e.type === 'damage').map((e) => e.data)
    expect(hits[0]).toEqual({ to: d.slot, n: 1 })
    expect(hits.slice(1)).toEqual(
      expect.arrayContaining([
        { to: d.slot, n: 2 },
        { to: a.slot, n: 2 },
      ]),
    )
    expect(s.players.p1.vp).toBe(1)
    expect(s.turn.stage).toBe('main-2')
    expect(s.perms[d.slot]!.damage).toBe(3)
    expect(zoneOf(s.cards, a.slot)).toBe(zones.discard('p1'))
  })

  it('37.7 "all damage one creature takes within one sub-phase is one damage event": two combat abilities, one hit', () => {
    const a = inPlay(withVp(begin(), 'p1', 2), 'p1', T.duelist.id, 'guard')
    const b = inPlay(a.state, 'p1', T.duelist.id, 'guard')
    const d = inPlay(b.state, 'p2', T.giant.id, 'guard') // 5/5 in p1's turn
    let s = passTo(d.state, 'declare')
    const attacks = [
      { attacker: a.slot, target: d.slot },
      { attacker: b.slot, target: d.slot },
    ]
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks } })
    s = act(s, 'p2', { type: 'strike-back', payload: { defender: d.slot, attacker: a.slot } })
    const events: EngineEvent[] = []
    s = act(s, 'p1', { type: 'combat-ability', payload: { creature: a.slot, ability: 0 } }, events)
    s = act(s, 'p1', { type: 'combat-ability', payload: { creature: b.slot, ability: 0 } }, events)
    s = passTo(s, 'main-2')
    const hits = events.filter((e) => e.type === 'damage').map((e) => e.data)
    // The abilities' sub-phase: one event of 2 (not two of 1); the strike sub-phase: one event of 2 + 2.
    expect(hits[0]).toEqual({ to: d.slot, n: 2 })
    expect(hits.filter((h) => (h as { to: string }).to === d.slot)).toEqual([
      { to: d.slot, n: 2 },
      { to: d.slot, n: 4 },
    ])
    expect(s.players.p1.vp).toBe(0)
    expect(zoneOf(s.cards, d.slot)).toBe(zones.discard('p2'))
  })

  it('36.5 a creature whose chosen opponent left play does not fight', () => {
    const a = inPlay(begin(), 'p1', T.bear.id, 'guard')
    const d = inPlay(a.state, 'p2', T.bear.id, 'guard')
    const s = structuredClone(d.state)
    s.combat = { attacks: [{ attacker: a.slot, target: d.slot }], strikeBack: {}, announced: [] }
    delete s.perms[d.slot]
    resolveStrikes(s, [])
    expect(s.perms[a.slot]!.damage).toBe(0)
    expect(s.players.p2.ep).toBe(20)
  })

  it('the declaring creature must be an active guard creature of the active player', () => {
    const a = inPlay(begin(), 'p1', T.bear.id, 'reserve')
    const g = inPlay(a.state, 'p1', T.bear.id, 'guard')
    const s = passTo(g.state, 'declare')
    expect(
      tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: 'player' }] } }),
    ).toBe('not-attacker')
    expect(tryAct(s, 'p1', { type: 'declare-attacks', payload: { attacks: [] } })).toBe('no-attacks')
    expect(
      tryAct(s, 'p1', {
        type: 'declare-attacks',
        payload: {
          attacks: [
            { attacker: g.slot, target: 'player' },
            { attacker: g.slot, target: 'player' },
          ],
        },
      }),
    ).toBe('duplicate-attacker')
    expect(
      tryAct(s, 'p2', { type: 'declare-attacks', payload: { attacks: [{ attacker: g.slot, target: 'player' }] } }),
    ).toBe('no-priority')
  })

  it('attackPassivizes turns attackers passive when switched on', () => {
    const a = inPlay(begin(undefined), 'p1', T.bear.id, 'guard')
    const s0 = structuredClone(a.state)
    s0.rules.attackPassivizes = true
    let s = passTo(s0, 'declare')
    s = act(s, 'p1', { type: 'declare-attacks', payload: { attacks: [{ attacker: a.slot, target: 'player' }] } })
    expect(s.perms[a.slot]!.active).toBe(false)
  })
})
