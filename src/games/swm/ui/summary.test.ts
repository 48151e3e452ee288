/** The roster rows and the figures left: Hit Points against the card's, Force, activated, defeated, the active turn. */
import { describe, expect, it } from 'vitest'
import { act, placed } from '../../../../engine/games/swm/testing/skirmish'
import { figuresLeft, rosterRows } from './summary'
import { DARK, LIGHT, OBI, roundOneState, TROOPER_1 } from './testStates'

describe('rosterRows', () => {
  it('lists a squad in the game’s order with its state', () => {
    const state = act(roundOneState(LIGHT), LIGHT, { type: 'activate', payload: { figure: OBI } })
    const rows = rosterRows(state, LIGHT, 'en')
    expect(rows.map((r) => r.name)).toEqual(['Luke Skywalker, Champion of the Force', 'Obi-Wan Kenobi'])
    const obi = rows.find((r) => r.id === OBI)!
    expect(obi).toMatchObject({ hp: 100, maxHp: 100, force: 5, maxForce: 5, activated: true, active: true })
    const trooper = rosterRows(state, DARK, 'hu').find((r) => r.id === TROOPER_1)!
    expect(trooper).toMatchObject({ name: 'Halálcsillag-katona 1', force: null, maxForce: null, active: false })
  })

  it('marks the defeated and counts those left', () => {
    const state = placed(roundOneState(), { [TROOPER_1]: null })
    expect(rosterRows(state, DARK, 'en').find((r) => r.id === TROOPER_1)?.defeated).toBe(true)
    expect(figuresLeft(state, DARK)).toEqual({ left: 2, total: 3 })
    expect(figuresLeft(state, LIGHT)).toEqual({ left: 2, total: 2 })
  })
})
