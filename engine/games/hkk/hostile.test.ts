/**
 * Bad input from a peer: malformed payloads, actions out of turn, spectators, made-up slots and slots of other zones
 * — each refused with a typed error whose reason reads in both languages, the state untouched, nothing thrown.
 */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { freezeJson } from '../../core/json'
import { zoneSlots } from '../../core/hidden'
import { HKK_ENTROPY_ACTIONS, hkkNeedsEntropy } from './apply'
import { hkkGame } from './hkk'
import { zones } from './queries'
import { validateConfig } from './setup'
import { T } from './testing/defs'
import { begin, inPlay, startGame, testConfig, withHand, withVp } from './testing/fixtures'
import type { HkkAction, HkkState } from './types'

function refused(state: HkkState, seat: string, action: unknown): string {
  const before = hashState(state)
  const result = hkkGame.apply(state, action as HkkAction, seat)
  expect(hashState(state)).toBe(before)
  if (result.ok) return 'accepted'
  expect(result.error.code).toMatch(/^[a-z][a-z-]*$/)
  expect(result.error.reason.hu.length).toBeGreaterThan(5)
  expect(result.error.reason.en.length).toBeGreaterThan(5)
  return result.error.code
}

describe('hostile input', () => {
  const mine = inPlay(withVp(begin(), 'p1', 5), 'p1', T.bear.id, 'guard')
  const theirs = inPlay(mine.state, 'p2', T.bear.id, 'guard')
  const hand = withHand(theirs.state, 'p1', [T.bolt.id])
  const state = freezeJson(hand.state)

  it('malformed payloads are refused as malformed, not crashes', () => {
    const bad: unknown[] = [
      { type: 'play-card' },
      { type: 'play-card', payload: { slot: 7 } },
      { type: 'play-card', payload: { slot: hand.slots[0], targets: 'all' } },
      { type: 'play-card', payload: { slot: hand.slots[0], targets: Array.from({ length: 50 }, () => 'x') } },
      { type: 'play-card', payload: { slot: hand.slots[0], targets: [theirs.slot], x: -1 } },
      { type: 'pass', payload: { extra: true } },
      { type: 'declare-attacks', payload: { attacks: 'all' } },
      { type: 'declare-attacks', payload: { attacks: [5] } },
      { type: 'activate', payload: { source: mine.slot, ability: 'first' } },
      { type: 42 },
      null,
    ]
    for (const action of bad) expect(refused(state, 's1', action)).toBe('malformed-action')
  })

  it('unknown actions, spectators, the wrong seat', () => {
    expect(refused(state, 's1', { type: 'cheat' })).toBe('unknown-action')
    expect(refused(state, 's1', { type: 'toString' })).toBe('unknown-action')
    expect(refused(state, 'watcher', { type: 'pass' })).toBe('spectator-cannot-act')
    expect(refused(state, 's2', { type: 'pass' })).toBe('no-priority')
    expect(refused(state, 's1', { type: 'roll' })).toBe('nothing-pending')
    expect(refused(state, 's1', { type: 'keep' })).toBe('wrong-stage')
  })

  it('slots of other zones and made-up slots', () => {
    const deckSlot = zoneSlots(state.cards, zones.deck('p1'))[0]!
    const theirHand = zoneSlots(state.cards, zones.hand('p2'))[0]!
    expect(refused(state, 's1', { type: 'play-card', payload: { slot: deckSlot } })).toBe('not-in-hand')
    expect(refused(state, 's1', { type: 'play-card', payload: { slot: theirHand } })).toBe('not-in-hand')
    expect(refused(state, 's1', { type: 'play-card', payload: { slot: 'slot:99999' } })).toBe('not-in-hand')
    expect(refused(state, 's1', { type: 'play-card', payload: { slot: hand.slots[0], targets: [deckSlot] } })).toBe(
      'bad-target',
    )
    expect(refused(state, 's1', { type: 'activate', payload: { source: theirs.slot, ability: 0 } })).toBe(
      'not-your-card',
    )
    expect(refused(state, 's1', { type: 'activate', payload: { source: mine.slot, ability: 0 } })).toBe(
      'no-such-ability',
    )
    expect(refused(state, 's1', { type: 'move-creature', payload: { creature: theirs.slot, to: 'reserve' } })).toBe(
      'wrong-stage',
    )
  })

  it('entropy: roll-off, mulligan and roll need it, and without it they are refused', () => {
    expect([...HKK_ENTROPY_ACTIONS].sort()).toEqual(['mulligan', 'roll', 'roll-off'])
    expect(hkkNeedsEntropy({ type: 'pass' })).toBe(false)
    const fresh = startGame()
    expect(refused(fresh, 's1', { type: 'roll-off' })).toBe('missing-entropy')
    expect(refused(fresh, 's1', { type: 'roll-off', entropy: 'zz' })).toBe('bad-entropy')
  })

  it('bad configs get typed errors', () => {
    expect(validateConfig({ decks: { p1: [], p2: ['t/bear'] }, defs: {} })).toMatchObject({
      ok: false,
      error: { code: 'bad-config' },
    })
    expect(validateConfig({ decks: { p1: ['nope'], p2: ['nope'] }, defs: {} })).toMatchObject({ ok: false })
    expect(validateConfig({ ...testConfig(), rules: { startingEp: 'lots' } })).toMatchObject({ ok: false })
    expect(validateConfig({ ...testConfig(), rules: { madeUp: true } })).toMatchObject({ ok: false })
    expect(validateConfig(testConfig())).toMatchObject({ ok: true })
    expect(() => startGame({ decks: { p1: [], p2: [] }, defs: {} })).toThrow(RangeError)
  })
})
