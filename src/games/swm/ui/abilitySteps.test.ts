/**
 * The ability steps on the turn bar, in TEST_ROSTER games where the engine lists them: a door held at the end of a
 * turn (Door Gimmick, Override), the droid handed over (capture the droid), a set-up choice (Dark Inspiration). Each
 * listed action has exactly one button carrying it, and no button carries an action that is not listed.
 */
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../../engine/core/json'
import type { SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { begin, scene } from '../../../../engine/games/swm/testing/movementScenes'
import {
  act,
  DARK,
  LIGHT,
  placed,
  revealed,
  squad,
  started,
  testGame,
} from '../../../../engine/games/swm/testing/skirmish'
import { abilitySteps } from './abilitySteps'
import { stepButtons } from './steps'

const SLICER = 's1/t-m-slicer/1'
const RUNNER = 's1/t-m-runner/1'
const OVERSEER = 's2/t-m-overseer/1'
const GRUNT = 's2/t-m-grunt/1'
const LIGHT_DOORS: [string, number][] = [
  ['t-m-slicer', 1],
  ['t-m-runner', 1],
]
const DARK_DOORS: [string, number][] = [
  ['t-m-overseer', 1],
  ['t-m-grunt', 1],
]

/** The listed actions of `types` for `seat`. */
function listed(state: SwmState, seat: SeatId, isOne: (a: SwmAction) => boolean): SwmAction[] {
  return testGame.legalActions(state, seat).filter(isOne)
}

/** Expects one button per listed action of `isOne`, each carrying it, and returns the buttons' ids. */
function expectOnePerAction(state: SwmState, seat: SeatId, isOne: (a: SwmAction) => boolean): string[] {
  const legal = testGame.legalActions(state, seat)
  const wanted = listed(state, seat, isOne)
  const buttons = abilitySteps(legal)
  expect(wanted.length).toBeGreaterThan(0)
  expect(buttons.map((b) => b.action)).toEqual(wanted)
  for (const b of buttons) expect(legal).toContain(b.action)
  return buttons.map((b) => b.id)
}

const holdsDoor = (a: SwmAction) => a.type === 'end-turn' && a.payload !== undefined && a.payload !== null

describe('abilitySteps', () => {
  it('Door Gimmick: "End turn, open door-2" next to the plain End turn, before Undo', () => {
    const where = {
      [SLICER]: { x: 13, y: 9 },
      [RUNNER]: { x: 1, y: 16 },
      [OVERSEER]: { x: 20, y: 16 },
      [GRUNT]: { x: 22, y: 16 },
    }
    const s = begin(scene(LIGHT_DOORS, DARK_DOORS, where), SLICER)
    expect(expectOnePerAction(s, LIGHT, holdsDoor)).toContain('end-turn-door-2-open')
    const bar = stepButtons(testGame.legalActions(s, LIGHT), LIGHT, SLICER)
    const door = bar.find((b) => b.id === 'end-turn-door-2-open')!
    expect(door).toMatchObject({
      label: 'end-turn-open-door',
      action: { type: 'end-turn', payload: { door: 'door-2', open: true } },
      values: { door: 'door-2' },
      primary: false,
    })
    expect(bar.map((b) => b.id).indexOf('end-turn')).toBeLessThan(bar.indexOf(door))
    // Door Gimmick only opens: no close button.
    expect(bar.some((b) => b.label === 'end-turn-close-door')).toBe(false)
    // A figure without a door ability ends its turn plainly.
    const runner = begin(scene(LIGHT_DOORS, DARK_DOORS, { ...where, [RUNNER]: { x: 12, y: 9 } }), RUNNER)
    expect(abilitySteps(testGame.legalActions(runner, LIGHT))).toEqual([])
  })

  it('Override: both "open" and "close" buttons for a door in sight', () => {
    const where = {
      [SLICER]: { x: 13, y: 9 },
      [RUNNER]: { x: 10, y: 7 },
      [OVERSEER]: { x: 12, y: 9 },
      [GRUNT]: { x: 22, y: 16 },
    }
    const s = begin(scene(LIGHT_DOORS, DARK_DOORS, where, DARK), OVERSEER)
    const ids = expectOnePerAction(s, DARK, holdsDoor)
    expect(ids).toEqual(expect.arrayContaining(['end-turn-door-2-open', 'end-turn-door-2-close']))
    const close = abilitySteps(testGame.legalActions(s, DARK)).find((b) => b.id === 'end-turn-door-2-close')!
    expect(close.action).toEqual({ type: 'end-turn', payload: { door: 'door-2', open: false } })
    expect(close.label).toBe('end-turn-close-door')
  })

  it('capture the droid: "Hand the droid to <figure>" for the adjacent ally, gone once the figure moved', () => {
    const one = 's1/t-s-line-soldier/1'
    const two = 's1/t-s-line-soldier/2'
    const bulwark = 's2/t-s-bulwark/1'
    let s = started(squad('republic', ['t-s-line-soldier', 2]), squad('separatist', ['t-s-bulwark', 1]), LIGHT, {
      era: 'rise-of-the-empire',
      captureTheDroid: true,
    })
    s = placed(s, { [one]: { x: 0, y: 7 }, [two]: { x: 1, y: 7 }, [bulwark]: { x: 26, y: 16 } })
    s = cloneJson(s) as SwmState
    s.droid = { at: s.figures[one]!.at!, controller: one }
    s = act(s, LIGHT, { type: 'activate', payload: { figure: one } })
    expect(expectOnePerAction(s, LIGHT, (a) => a.type === 'hand-droid')).toEqual(['hand-droid-s1_t-s-line-soldier_2'])
    const hand = stepButtons(testGame.legalActions(s, LIGHT), LIGHT, one).find((b) => b.id.startsWith('hand-droid'))!
    expect(hand).toMatchObject({ label: 'hand-droid', figures: { figure: two } })
    const moved = act(s, LIGHT, { type: 'move', payload: { path: [{ x: 0, y: 8 }] } })
    expect(abilitySteps(testGame.legalActions(moved, LIGHT)).some((b) => b.id.startsWith('hand-droid'))).toBe(false)
  })

  it('Dark Inspiration: one set-up choice button per eligible ally while deploying', () => {
    const mentor = 's2/t-s-dark-mentor/1'
    const pupil = 's2/t-s-dark-pupil/1'
    const s = revealed(
      squad('republic', ['t-s-duel-knight', 1]),
      squad('separatist', ['t-s-dark-mentor', 1], ['t-s-dark-pupil', 1], ['t-s-thug', 1]),
      { era: 'rise-of-the-empire' },
    )
    // The dark side deploys first in the test skirmish; the choice is its own.
    expect(s.deploying).toBe(DARK)
    const ids = expectOnePerAction(s, DARK, (a) => a.type === 'setup-choice')
    expect(ids).toEqual(['setup-choice-dark-inspiration-s2_t-s-dark-mentor_1-s2_t-s-dark-pupil_1'])
    const button = abilitySteps(testGame.legalActions(s, DARK))[0]!
    expect(button).toMatchObject({
      label: 'setup-choice-dark-inspiration',
      figures: { holder: mentor, figure: pupil },
      action: { type: 'setup-choice', payload: { holder: mentor, ability: 'dark-inspiration', figure: pupil } },
    })
  })

  it('ignores the plain end-turn, a malformed payload, and the types it does not offer', () => {
    expect(
      abilitySteps([
        { type: 'end-turn' },
        { type: 'end-turn', payload: null },
        { type: 'hand-droid', payload: { figure: 3 } },
        { type: 'setup-choice', payload: { holder: 'a' } },
        { type: 'move', payload: { path: [] } },
      ]),
    ).toEqual([])
  })
})
