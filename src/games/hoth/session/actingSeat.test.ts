import { describe, expect, it } from 'vitest'
import { hoth } from '../../../../engine/games/hoth'
import { startGame } from '../../../../engine/games/hoth/testing/fixtures'
import { actingSeat } from './useHothGame'

describe('actingSeat (hotseat)', () => {
  it('is the only seat of a normal player, whatever the game waits for', () => {
    const state = startGame('first-contact')
    expect(actingSeat(state, ['s2'])).toBe('s2')
    expect(actingSeat(null, ['s1'])).toBe('s1')
    expect(actingSeat(state, [])).toBeNull()
  })

  it('follows the turn when one browser holds both sides', () => {
    const state = startGame('first-contact')
    const active = state.turn.seat
    const other = active === 's1' ? 's2' : 's1'
    expect(hoth.legalActions(state, active).length).toBeGreaterThan(0)
    expect(actingSeat(state, ['s1', 's2'])).toBe(active)
    // After the active seat plays its card and ends its turn, the other seat is the one waited for.
    const card = hoth.legalActions(state, active).find((a) => a.type === 'play-card')!
    let next = hoth.apply(state, card, active)
    expect(next.ok).toBe(true)
    if (!next.ok) return
    while (next.ok && next.state.turn.seat === active) {
      const step = hoth.legalActions(next.state, active).find((a) => a.type !== 'share-hand' && a.type !== 'undo')!
      next = hoth.apply(next.state, { ...step, entropy: 'ab'.repeat(32) }, active)
    }
    expect(next.ok && actingSeat(next.state, ['s1', 's2'])).toBe(other)
  })
})
