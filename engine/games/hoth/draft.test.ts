import { describe, expect, it } from 'vitest'
import { foldLog } from '../../core/fold'
import { hashState } from '../../core/hash'
import { freezeJson } from '../../core/json'
import { draftOf } from './draft'
import { hoth } from './hoth'
import { playRandomGame } from './testing/randomPlayer'
import { startGame } from './testing/fixtures'
import type { HothConfig } from './types'

const CONFIG: HothConfig = {
  scenario: 'first-contact',
  players: [
    { seat: 's1', side: 'rebel' },
    { seat: 's2', side: 'empire' },
  ],
}

describe('the draft of one apply', () => {
  it('copies the sections handlers write into and shares every other one', () => {
    const state = freezeJson(startGame())
    const draft = draftOf(state)
    for (const key of ['units', 'turn', 'structures', 'medals', 'permanentTaken', 'undo'] as const) {
      expect(draft[key]).not.toBe(state[key])
      expect(draft[key]).toEqual(state[key])
      expect(Object.isFrozen(draft[key])).toBe(false)
    }
    for (const key of ['terrain', 'cards', 'players', 'victory', 'medalHexes', 'turnOrder'] as const) {
      expect(draft[key]).toBe(state[key])
    }
  })

  it('never writes into the state it was given: a whole random game, every earlier state unchanged', () => {
    const game = playRandomGame(CONFIG, 7, 400)
    let state = hoth.setup(CONFIG, ['s1', 's2'], game.setupEntropy)
    for (const { seat, action } of game.log) {
      const before = hashState(state)
      const result = hoth.apply(state, action, seat)
      expect(result.ok).toBe(true)
      expect(hashState(state)).toBe(before)
      if (result.ok) state = result.state
    }
  })

  it('folds a full game with every state frozen to the same hash as unfrozen play, refusing nothing', () => {
    const game = playRandomGame(CONFIG, 3)
    const folded = foldLog(hoth, { config: CONFIG, seats: ['s1', 's2'], entropy: game.setupEntropy }, game.log)
    expect(folded.steps.every((s) => s.ok)).toBe(true)
    expect(Object.isFrozen(folded.state.units)).toBe(true)
    expect(hashState(folded.state)).toBe(hashState(game.state))
  })
})
