/**
 * Manual resolution of text-only cards (issue 20): "the frame is still enforced, and the player resolves the text by
 * logged manual operations … that the opponent acknowledges in the log". A manual spell resolved by operations, a
 * dispute, a manual permanent used, hostile operations refused with typed errors and the state untouched, and the
 * frame (cost, timing, reactions) kept for manual cards.
 */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { zoneOf, zoneSlots } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { hkkGame } from './hkk'
import { zones } from './queries'
import { statsOf } from './stats'
import { T, TM } from './testing/defs'
import {
  act,
  begin,
  inPlay,
  manualTestConfig,
  passTo,
  S2,
  startGame,
  tryAct,
  withHand,
  withVp,
} from './testing/fixtures'
import type { HkkAction, HkkState } from './types'

const bears = (extra: string[]) => [...extra, ...Array.from({ length: 20 }, () => T.bear.id)]

/** p1 in MAIN-1 with `hand` and 5 VP; p2 has a bear in its guard (3/3 in p1's turn, 38.0). */
function table(hand: string[], p2Deck: string[] = bears([])) {
  const config = manualTestConfig({}, { p1: bears([TM.scroll.id]), p2: p2Deck })
  const bear = inPlay(begin(startGame(config)), 'p2', T.bear.id, 'guard')
  const h = withHand(withVp(bear.state, 'p1', 5), 'p1', hand)
  return { state: h.state, slots: h.slots, bear: bear.slot }
}

/** The code of a refusal; the state's hash must not change. */
function refused(state: HkkState, seat: string, action: unknown): string {
  const before = hashState(state)
  const r = hkkGame.apply(state, action as HkkAction, seat)
  expect(hashState(state)).toBe(before)
  if (r.ok) return 'accepted'
  expect(r.error.reason.hu.length).toBeGreaterThan(5)
  expect(r.error.reason.en.length).toBeGreaterThan(5)
  return r.error.code
}

/** p1 has played the scroll (no reaction was possible) and now resolves it. */
function resolvingScroll() {
  const t = table([TM.scroll.id])
  const ev: EngineEvent[] = []
  const s = act(t.state, 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } }, ev)
  return { ...t, s, scroll: t.slots[0]!, ev }
}

const op = (payload: Record<string, unknown>): HkkAction => ({ type: 'manual-op', payload }) as HkkAction

describe('manual cards', () => {
  it('a manual spell: paid, resolved by two operations, done, acknowledged; every step an event', () => {
    const { s: start, scroll, bear, ev } = resolvingScroll()
    let s = start
    expect(s.players.p1.vp).toBe(4)
    expect(s.pending).toMatchObject({ kind: 'manual', by: 'p1', source: scroll, reason: 'play', ops: [] })
    expect(zoneOf(s.cards, scroll)).toBe(zones.limbo)
    expect(hkkGame.view(s, S2).manual).toMatchObject({ by: 'p1', awaiting: 'ops', text: TM.scroll.manual!.text })
    const hand = zoneSlots(s.cards, zones.hand('p1')).length
    s = act(s, 'p1', op({ op: 'damage', to: bear, n: 2 }), ev)
    s = act(s, 'p1', op({ op: 'draw', player: 'p1', n: 1 }), ev)
    expect(statsOf(s, bear).left).toBe(1)
    expect(zoneSlots(s.cards, zones.hand('p1'))).toHaveLength(hand + 1)
    expect(hkkGame.view(s, S2).manual?.ops).toEqual([
      { op: 'damage', to: bear, n: 2 },
      { op: 'draw', player: 'p1', n: 1 },
    ])
    expect(tryAct(s, 'p1', { type: 'acknowledge' })).toBe('pending-choice')
    s = act(s, 'p1', { type: 'manual-done' }, ev)
    expect(s.pending).toMatchObject({ kind: 'acknowledge', by: 'p2', resolver: 'p1' })
    expect(hkkGame.view(s, S2)).toMatchObject({ acting: 'p2', manual: { awaiting: 'acknowledge' } })
    expect(tryAct(s, 'p1', { type: 'pass' })).toBe('not-your-turn')
    expect(tryAct(s, 'p2', { type: 'manual-op', payload: { op: 'ep', player: 'p2', n: 5 } })).toBe('pending-choice')
    s = act(s, 'p2', { type: 'acknowledge' }, ev)
    expect(s.pending).toBeNull()
    expect(zoneOf(s.cards, scroll)).toBe(zones.discard('p1'))
    expect(s.turn).toMatchObject({ stage: 'main-1', priority: 'p1' })
    const types = ev.map((e) => e.type)
    for (const t of ['play', 'manual-start', 'manual-op', 'damage', 'draw', 'manual-done', 'acknowledge', 'to-discard'])
      expect(types).toContain(t)
    expect(types.filter((t) => t === 'manual-op')).toHaveLength(2)
  })

  it('a dispute is logged with its note and play goes on; deaths wait for the end of the resolution', () => {
    const { s: start, scroll, bear } = resolvingScroll()
    let s = act(start, 'p1', op({ op: 'damage', to: bear, n: 3 }))
    expect(statsOf(s, bear).left).toBe(0)
    expect(zoneOf(s.cards, bear)).toBe(zones.guard('p2'))
    s = act(s, 'p1', { type: 'manual-done' })
    expect(refused(s, 's2', { type: 'dispute', payload: { note: 'x'.repeat(201) } })).toBe('malformed-action')
    expect(refused(s, 's2', { type: 'dispute', payload: { note: 'ok', extra: 1 } })).toBe('malformed-action')
    const ev: EngineEvent[] = []
    s = act(s, 'p2', { type: 'dispute', payload: { note: 'The text says 2 damage.' } }, ev)
    expect(ev[0]).toEqual({
      type: 'dispute',
      data: { player: 'p2', resolver: 'p1', source: scroll, note: 'The text says 2 damage.' },
    })
    expect(s.pending).toBeNull()
    expect(zoneOf(s.cards, bear)).toBe(zones.discard('p2'))
    expect(zoneOf(s.cards, scroll)).toBe(zones.discard('p1'))
  })

  it('a dispute needs no note; a player at 0 Ép by an operation loses at once', () => {
    const { s: start } = resolvingScroll()
    let s = act(act(start, 'p1', { type: 'manual-done' }), 'p2', { type: 'dispute' })
    expect(s.pending).toBeNull()
    const again = resolvingScroll().s
    s = act(again, 'p1', op({ op: 'ep', player: 'p2', n: -20 }))
    expect(hkkGame.outcome(s)).toMatchObject({ winners: ['s1'] })
  })

  it('a manual permanent resolves as it enters play, and later by manual-use', () => {
    const t = table([TM.oracle.id])
    let s = act(t.state, 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } })
    const oracle = t.slots[0]!
    expect(zoneOf(s.cards, oracle)).toBe(zones.reserve('p1'))
    expect(s.pending).toMatchObject({ kind: 'manual', reason: 'enter', source: oracle })
    s = act(act(s, 'p1', { type: 'manual-done' }), 'p2', { type: 'acknowledge' })
    expect(hkkGame.legalActions(s, 's1')).toContainEqual({ type: 'manual-use', payload: { slot: oracle } })
    expect(refused(s, 's1', { type: 'manual-use', payload: { slot: t.bear } })).toBe('not-manual')
    expect(refused(s, 's2', { type: 'manual-use', payload: { slot: oracle } })).toBe('no-priority')
    const inExchange: HkkState = { ...s, turn: { ...s.turn, stage: 'exchange' } }
    expect(refused(inExchange, 's1', { type: 'manual-use', payload: { slot: oracle } })).toBe('wrong-stage')
    const ev: EngineEvent[] = []
    s = act(s, 'p1', { type: 'manual-use', payload: { slot: oracle } }, ev)
    expect(s.pending).toMatchObject({ kind: 'manual', reason: 'use', source: oracle })
    s = act(s, 'p1', op({ op: 'vp', player: 'p1', n: -1 }))
    s = act(s, 'p1', op({ op: 'counter', slot: oracle, n: 1 }))
    s = act(act(s, 'p1', { type: 'manual-done' }), 'p2', { type: 'acknowledge' })
    expect(s.players.p1.vp).toBe(2)
    expect(s.perms[oracle]!.plusOne).toBe(1)
    expect(statsOf(s, oracle)).toMatchObject({ damage: 2, ep: 3 })
    expect(ev.map((e) => e.type)).toEqual(['manual-use', 'manual-start'])
  })

  it('hostile operations get typed errors and leave the state as it was', () => {
    const { s, bear } = resolvingScroll()
    const theirHand = zoneSlots(s.cards, zones.hand('p2'))[0]!
    const deck = zoneSlots(s.cards, zones.deck('p1'))[0]!
    const cases: [unknown, string][] = [
      [op({ op: 'damage', to: 'slot:99999', n: 1 }), 'not-in-play'],
      [op({ op: 'damage', to: '__proto__', n: 1 }), 'not-in-play'],
      [op({ op: 'move', slot: theirHand, to: 'discard' }), 'not-in-play'],
      [op({ op: 'move', slot: deck, to: 'hand' }), 'not-in-play'],
      [op({ op: 'counter', slot: theirHand, n: 1 }), 'not-in-play'],
      [op({ op: 'damage', to: bear, n: 21 }), 'bad-amount'],
      [op({ op: 'damage', to: bear, n: 0 }), 'bad-amount'],
      [op({ op: 'ep', player: 'p2', n: -21 }), 'bad-amount'],
      [op({ op: 'move', slot: bear, to: 'guard' }), 'bad-move'],
      [op({ op: 'token', def: { name: 'Wall', type: 'building', sp: 3 }, zone: 'reserve' }), 'bad-token'],
      [op({ op: 'token', def: { name: 'Pup', type: 'monster', ep: 99 }, zone: 'reserve' }), 'bad-amount'],
      [op({ op: 'damage', to: bear, n: 1.5 }), 'malformed-action'],
      [op({ op: 'damage', to: bear, n: '2' }), 'malformed-action'],
      [op({ op: 'damage', to: bear, n: 1, extra: true }), 'malformed-action'],
      [op({ op: 'steal', to: bear }), 'malformed-action'],
      [op({ op: 'ep', player: 's1', n: 1 }), 'malformed-action'],
      [op({ op: 'move', slot: bear, to: 'exile' }), 'malformed-action'],
      [{ type: 'manual-op' }, 'malformed-action'],
      [{ type: 'manual-done', payload: { now: true } }, 'malformed-action'],
    ]
    for (const [action, code] of cases) expect(refused(s, 's1', action), JSON.stringify(action)).toBe(code)
    // The wrong player, and the same operations with nothing pending.
    expect(refused(s, 's2', op({ op: 'ep', player: 'p2', n: 1 }))).toBe('not-your-turn')
    expect(refused(s, 's2', { type: 'manual-done' })).toBe('not-your-turn')
    const idle = table([]).state
    for (const type of ['manual-op', 'manual-done', 'acknowledge', 'dispute'])
      expect(refused(idle, 's1', { type, ...(type === 'manual-op' ? { payload: { op: 'ep' } } : {}) })).toBe(
        'no-manual',
      )
  })

  it('at most 20 operations in one resolution; tokens come from the pool and moves follow the zones', () => {
    const { s: start, bear } = resolvingScroll()
    let s = act(start, 'p1', op({ op: 'token', def: { name: 'Pup', type: 'monster', ep: 1 }, zone: 'guard' }))
    const token = zoneSlots(s.cards, zones.guard('p1'))[0]!
    expect(s.perms[token]!.token).toMatchObject({ name: { en: 'Pup' }, damage: 0, ep: 1 })
    s = act(s, 'p1', op({ op: 'move', slot: bear, to: 'deck-bottom' }))
    expect(s.perms[bear]).toBeUndefined()
    expect(zoneSlots(s.cards, zones.deck('p2')).at(-1)).toBe(bear)
    s = act(s, 'p1', op({ op: 'move', slot: token, to: 'hand' }))
    expect(zoneOf(s.cards, token)).toBe(zones.tokens)
    for (let i = 3; i < 20; i++) s = act(s, 'p1', op({ op: 'ep', player: 'p1', n: 1 }))
    expect(refused(s, 's1', op({ op: 'ep', player: 'p1', n: 1 }))).toBe('too-many-ops')
    expect(hkkGame.legalActions(s, 's1').map((a) => a.type)).toEqual(['manual-done', 'concede'])
  })

  it('the frame: cost and timing are checked, and a prevented manual card never asks for operations', () => {
    const t = table([TM.scroll.id, TM.oracle.id], bears([T.negate.id]))
    expect(tryAct(withVp(t.state, 'p1', 0), 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } })).toBe(
      'not-enough-vp',
    )
    // 32.2: no card play in one's own exchange (the stage set directly: p1 has no creature to stop there for).
    const exchange: HkkState = { ...t.state, turn: { ...t.state.turn, stage: 'exchange' } }
    expect(tryAct(exchange, 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } })).toBe('wrong-stage')
    expect(tryAct(passTo(t.state, 'exchange'), 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } })).toBe(
      'no-priority',
    )
    const negate = withHand(withVp(t.state, 'p2', 1), 'p2', [T.negate.id])
    const ev: EngineEvent[] = []
    let s = act(negate.state, 'p1', { type: 'play-card', payload: { slot: t.slots[0]! } }, ev)
    expect(s.window).toMatchObject({ kind: 'reaction', priority: 'p2' })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: negate.slots[0]! } }, ev)
    while (s.window) s = act(s, s.window.priority, { type: 'pass' }, ev)
    expect(s.pending).toBeNull()
    expect(zoneOf(s.cards, t.slots[0]!)).toBe(zones.discard('p1'))
    expect(s.players.p1.vp).toBe(4)
    expect(ev.map((e) => e.type)).not.toContain('manual-start')
  })

  it('a manual reaction resolves first and may move the card it answers out of limbo: that card never resolves', () => {
    const config = manualTestConfig({}, { p1: bears([T.bolt.id]), p2: bears([TM.ward.id]) })
    const bear = inPlay(begin(startGame(config)), 'p2', T.bear.id, 'guard')
    const p1 = withHand(withVp(bear.state, 'p1', 3), 'p1', [T.bolt.id])
    const p2 = withHand(p1.state, 'p2', [TM.ward.id])
    const bolt = p1.slots[0]!
    let s = act(p2.state, 'p1', { type: 'play-card', payload: { slot: bolt, targets: [bear.slot] } })
    s = act(s, 'p2', { type: 'play-card', payload: { slot: p2.slots[0]! } })
    while (s.window) s = act(s, s.window.priority, { type: 'pass' })
    expect(s.pending).toMatchObject({ kind: 'manual', by: 'p2', source: p2.slots[0] })
    expect(hkkGame.legalActions(s, S2)).toContainEqual({
      type: 'manual-op',
      payload: { op: 'move', slot: bolt, to: 'discard' },
    })
    s = act(s, 'p2', op({ op: 'move', slot: bolt, to: 'discard' }))
    s = act(act(s, 'p2', { type: 'manual-done' }), 'p1', { type: 'acknowledge' })
    expect(s.stack).toEqual([])
    expect(zoneOf(s.cards, bolt)).toBe(zones.discard('p1'))
    expect(zoneOf(s.cards, p2.slots[0]!)).toBe(zones.discard('p2'))
    expect(s.perms[bear.slot]!.damage).toBe(0)
    expect(zoneSlots(s.cards, zones.limbo)).toEqual([])
  })
})
