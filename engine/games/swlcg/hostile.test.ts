/**
 * Bad input from a peer (a modified client may send anything): malformed payloads, actions out of turn or for the
 * other side, spectators, made-up slots — each is refused with a typed error whose reason a player can read in
 * both languages, and the state is untouched. Also: which actions need entropy.
 */
import { describe, expect, it } from 'vitest'
import { freezeJson } from '../../core/json'
import { hashState } from '../../core/hash'
import { swlcgNeedsEntropy } from './apply'
import { swlcg } from './swlcg'
import { DARK, LIGHT, passUntil, startGame, throughSetup } from './testing/fixtures'
import { atDeployment } from './testing/scenario'
import type { SwlcgAction, SwlcgState } from './types'

function refused(state: SwlcgState, seat: string, action: unknown): string {
  const before = hashState(state)
  const result = swlcg.apply(state, action as SwlcgAction, seat)
  expect(hashState(state)).toBe(before)
  if (result.ok) return 'accepted'
  expect(result.error.code).toMatch(/^[a-z][a-z-]*$/)
  expect(result.error.reason.hu.length).toBeGreaterThan(5)
  expect(result.error.reason.en.length).toBeGreaterThan(5)
  return result.error.code
}

describe('hostile input', () => {
  const deployment = freezeJson(atDeployment('light'))

  it('malformed payloads are refused as malformed, not crashes', () => {
    const bad: unknown[] = [
      { type: 'play' },
      { type: 'play', payload: { slot: 7, payment: [] } },
      { type: 'play', payload: { slot: 'slot:1', payment: 'all' } },
      { type: 'play', payload: { slot: 'slot:1', payment: [{ card: 'slot:2', amount: -1 }] } },
      {
        type: 'play',
        payload: { slot: 'slot:1', payment: Array.from({ length: 500 }, () => ({ card: 'x', amount: 1 })) },
      },
      { type: 'pass', payload: { extra: true } },
      { type: 'declare-attackers', payload: { units: 'slot:1' } },
      { type: 'strike', payload: { unit: 'slot:1', order: ['unit', 'unit', 'blast'] } },
      { type: 'play', payload: { slot: 'slot:1', payment: [], discount: 5 } },
      { type: 'play', payload: { slot: 'slot:1', payment: [], discount: { card: 3, ability: 0, costs: [] } } },
      { type: 'play', payload: { slot: 'slot:1', payment: [], discount: { card: 'x', ability: 0, costs: 'y' } } },
      { type: 'use', payload: { card: 'slot:1', ability: 'first' } },
      { type: 'use', payload: { card: 'slot:1', ability: 0, choices: 'all' } },
      { type: 'use', payload: { card: 'slot:1', ability: 0, choices: [['x']], payment: [{ card: 'y' }] } },
      { type: 42 },
      null,
    ]
    for (const action of bad)
      expect(['malformed-action', 'wrong-step', 'bad-entropy', 'bad-choices']).toContain(
        refused(deployment, LIGHT, action),
      )
  })

  it('unknown actions, spectators and the wrong seat are refused', () => {
    expect(refused(deployment, LIGHT, { type: 'win-the-game' })).toBe('unknown-action')
    expect(refused(deployment, 'spectator', { type: 'pass' })).toBe('spectator-cannot-act')
    expect(refused(deployment, DARK, { type: 'pass' })).toBe('not-your-decision')
  })

  it('made-up or hidden slots are refused without revealing what they hold', () => {
    expect(refused(deployment, LIGHT, { type: 'play', payload: { slot: 'slot:99999', payment: [] } })).toBe(
      'card-not-in-hand',
    )
    const darkHand = deployment.cards.zones['hand:dark']!.slots[0]!
    expect(refused(deployment, LIGHT, { type: 'play', payload: { slot: darkHand, payment: [] } })).toBe(
      'card-not-in-hand',
    )
    const deckCard = deployment.cards.zones['deck:light']!.slots[0]!
    expect(refused(deployment, LIGHT, { type: 'play', payload: { slot: deckCard, payment: [] } })).toBe(
      'card-not-in-hand',
    )
  })

  it('nothing is accepted once the game is over', () => {
    const over = { ...deployment, result: { winner: 'dark' as const, reason: { hu: 'vége', en: 'over' } } }
    expect(refused(over, LIGHT, { type: 'pass' })).toBe('game-over')
  })

  it('conceding ends the game for the other side', () => {
    const result = swlcg.apply(deployment, { type: 'concede' }, DARK)
    expect(result.ok && swlcg.outcome(result.state)?.winners).toEqual([LIGHT])
  })

  it('by its type alone only the mulligan needs entropy (a use or respond does when its ability draws on chance)', () => {
    const state = passUntil(throughSetup(startGame()), (s) => s.turn.step === 'deployment')
    const types = [
      'mulligan',
      'keep-hand',
      'pass',
      'play',
      'strike',
      'place-edge',
      'commit-force',
      'respond',
      'concede',
    ]
    expect(types.filter((type) => swlcgNeedsEntropy(state, { type } as SwlcgAction))).toEqual(['mulligan'])
    // A made-up card or a malformed payload never needs entropy (and never throws).
    for (const payload of [{ card: 'slot:999', ability: 0 }, { card: 5, ability: 'x' }, null, 'x'])
      expect(swlcgNeedsEntropy(state, { type: 'use', payload } as unknown as SwlcgAction)).toBe(false)
  })
})
