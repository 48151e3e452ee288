/**
 * A log entry stores "no payload" as null (net/log-entry.ts), so every action the engine lists without a payload must
 * mean the same with `payload: null`: checked at every step of played games.
 */
import { describe, expect, it } from 'vitest'
import { hashState } from '../../core/hash'
import { createRng } from '../../core/random'
import { ENTROPY_ACTIONS } from './apply'
import { swm } from './swm'
import { DARK, LIGHT, revealed, squad } from './testing/skirmish'

describe('actions without a payload', () => {
  it('mean the same with payload null, as the log stores them', () => {
    const rng = createRng('0badcafe', 'null-payload')
    let state = revealed(
      squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1]),
      squad('imperial', ['darth-vader', 1], ['death-star-trooper', 3]),
      { allowPartial: true },
      swm,
    )
    let checked = 0
    for (let step = 0; step < 400 && !state.result; step++) {
      const seat = [LIGHT, DARK].find((s) => swm.legalActions(state, s).length > 0)!
      const legal = swm.legalActions(state, seat)
      const entropy = (n: number) =>
        ENTROPY_ACTIONS.has(legal[n]!.type) ? { entropy: `${step.toString(16)}0`.padStart(8, '0') } : {}
      for (const [n, action] of legal.entries()) {
        if (action.payload !== undefined) continue
        const plain = swm.apply(state, { ...action, ...entropy(n) }, seat)
        const nulled = swm.apply(state, { ...action, ...entropy(n), payload: null }, seat)
        expect(nulled.ok, `${action.type} with payload null`).toBe(plain.ok)
        if (plain.ok && nulled.ok) expect(hashState(nulled.state)).toBe(hashState(plain.state))
        checked++
      }
      const pick = rng.int(0, legal.length - 1)
      const next = swm.apply(state, { ...legal[pick]!, ...entropy(pick) }, seat)
      if (!next.ok) throw new Error(next.error.reason.en)
      state = next.state
    }
    expect(checked).toBeGreaterThan(50)
  })
})
