import { describe, expect, it } from 'vitest'
import { foldLog } from '../../core/fold'
import { hashState } from '../../core/hash'
import { freezeJson } from '../../core/json'
import { awardMedal, draftOf, writableUnit } from './draft'
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
    for (const key of ['turn', 'undo'] as const) {
      expect(draft[key]).not.toBe(state[key])
      expect(draft[key]).toEqual(state[key])
      expect(Object.isFrozen(draft[key])).toBe(false)
    }
    const shared = [
      'units',
      'structures',
      'medals',
      'permanentTaken',
      'terrain',
      'cards',
      'players',
      'victory',
    ] as const
    for (const key of [...shared, 'medalHexes', 'turnOrder'] as const) expect(draft[key]).toBe(state[key])
  })

  it('copies a unit and its map on the first write only, and never the units it does not write', () => {
    const state = freezeJson(startGame())
    const draft = draftOf(state)
    const [first, second] = Object.keys(state.units) as [string, string]
    const unit = writableUnit(draft, first)!
    expect(draft.units).not.toBe(state.units)
    expect(unit).not.toBe(state.units[first])
    expect(writableUnit(draft, first)).toBe(unit)
    expect(draft.units[second]).toBe(state.units[second])
    unit.figures = 1
    expect(state.units[first]!.figures).not.toBe(1)
    expect(writableUnit(draft, 'no-such-unit')).toBeUndefined()
    // The next action's draft of this (unfrozen) draft copies the unit again instead of writing into it.
    const next = draftOf(draft)
    writableUnit(next, first)!.figures = 2
    expect(unit.figures).toBe(1)
  })

  it('hands out medals without writing into the medal lists it was given', () => {
    const state = freezeJson(startGame())
    const draft = draftOf(state)
    awardMedal(draft, 'rebel', { source: 'hex', ref: 'E2' }, 'E2')
    expect(draft.medals.rebel).toHaveLength(state.medals.rebel.length + 1)
    expect(draft.permanentTaken).toEqual([...state.permanentTaken, 'E2'])
    expect(Object.keys(draft.medals)).toEqual(Object.keys(state.medals))
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
