/**
 * Taking back: a placement, an activation, a move or a quiet Force power may be undone by the seat that made it,
 * step by step, until a die is rolled or the other player acts.
 */
import { describe, expect, it } from 'vitest'
import { act, DARK, LIGHT, placed, refusal, squad, started, testGame } from './testing/skirmish'

const ERA = { era: 'rise-of-the-empire' as const }

function scene() {
  const s = started(
    squad('republic', ['t-clone-trooper', 2]),
    squad('separatist', ['t-super-battle-droid', 1]),
    LIGHT,
    ERA,
  )
  return placed(s, { 's1/t-clone-trooper/1': { x: 2, y: 11 }, 's2/t-super-battle-droid/1': { x: 2, y: 16 } })
}

describe('undo', () => {
  it('takes back a move, then the activation, in reverse order; nothing is left after that', () => {
    const start = scene()
    let s = act(start, LIGHT, { type: 'activate', payload: { figure: 's1/t-clone-trooper/1' } })
    const activated = s
    s = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 3, y: 11 }] } })
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({ type: 'undo' })
    s = act(s, LIGHT, { type: 'undo' })
    expect(s.figures['s1/t-clone-trooper/1']!.at).toEqual({ x: 2, y: 11 })
    expect(s.turn).toEqual(activated.turn)
    s = act(s, LIGHT, { type: 'undo' })
    expect(s.turn).toBeNull()
    expect(s.figures['s1/t-clone-trooper/1']!.activated).toBe(false)
    expect(refusal(s, LIGHT, { type: 'undo' })).toBe('nothing-to-undo')
  })

  it('is gone once a die is rolled, and the other seat can never undo', () => {
    let s = act(scene(), LIGHT, { type: 'activate', payload: { figure: 's1/t-clone-trooper/1' } })
    expect(refusal(s, DARK, { type: 'undo' })).toBe('nothing-to-undo')
    s = act(s, LIGHT, { type: 'attack', payload: { target: 's2/t-super-battle-droid/1' } })
    expect(refusal(s, LIGHT, { type: 'undo' })).toBe('nothing-to-undo')
    expect(testGame.legalActions(s, LIGHT)).not.toContainEqual({ type: 'undo' })
  })

  it("is gone once the other seat acts: the turn's end hands over", () => {
    let s = act(scene(), LIGHT, { type: 'activate', payload: { figure: 's1/t-clone-trooper/1' } })
    s = act(s, LIGHT, { type: 'end-turn' })
    expect(refusal(s, LIGHT, { type: 'undo' })).toBe('nothing-to-undo')
  })
})
