/**
 * The path steps in TEST_ROSTER games where the engine lists them: Surprise Move before the round's first activation
 * and Tow Cable at the start of a Tug's turn. Every listed action is one choice of exactly one step, the choice
 * that ends on a square is found by it, and nothing else becomes a step.
 */
import { describe, expect, it } from 'vitest'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { begin, ERA, scene } from '../../../../engine/games/swm/testing/movementScenes'
import { LIGHT, placed, squad, started, testGame } from '../../../../engine/games/swm/testing/skirmish'
import { choiceAt, destination, pathSteps } from './pathSteps'

const SPY = 's1/t-s-infiltrator/1'
const BULWARK = 's2/t-s-bulwark/1'
const TUG = 's1/t-m-tug/1'
const RUNNER = 's1/t-m-runner/1'

/** Expects the steps' choices to be exactly the listed actions of `type`, each in one step. */
function expectAllChosen(state: SwmState, type: string): ReturnType<typeof pathSteps> {
  const legal = testGame.legalActions(state, LIGHT)
  const steps = pathSteps(legal, state.turn?.figure ?? null)
  const listed = legal.filter((a) => a.type === type)
  expect(listed.length).toBeGreaterThan(0)
  expect(steps.flatMap((s) => s.choices)).toEqual(listed)
  return steps
}

describe('pathSteps', () => {
  it('Surprise Move: one step for the figure, a choice per square within 6, found by its last square', () => {
    const s = placed(
      started(
        squad('republic', ['t-s-infiltrator', 1], ['t-s-line-soldier', 1]),
        squad('separatist', ['t-s-bulwark', 1]),
        LIGHT,
        ERA,
      ),
      { [SPY]: { x: 0, y: 7 }, [BULWARK]: { x: 20, y: 7 } },
    )
    const [step, ...rest] = expectAllChosen(s, 'surprise-move')
    expect(rest).toEqual([])
    expect(step).toMatchObject({
      id: 'surprise-move-s1_t-s-infiltrator_1',
      label: 'surprise-move',
      mover: SPY,
      figures: { figure: SPY },
    })
    const far = { type: 'surprise-move', payload: { figure: SPY, path: [1, 2, 3, 4, 5, 6].map((x) => ({ x, y: 7 })) } }
    expect(choiceAt(step!, { x: 6, y: 7 })).toEqual(far)
    expect(choiceAt(step!, { x: 7, y: 7 })).toBeNull()
    // Every choice ends on a square of its own.
    const ends = step!.choices.map((a) => JSON.stringify(destination(a)))
    expect(new Set(ends).size).toBe(ends.length)
  })

  it("Tow Cable: one step per adjacent ally, moved by the running turn's figure", () => {
    const s = begin(
      scene(
        [
          ['t-m-tug', 1],
          ['t-m-runner', 1],
        ],
        [['t-m-grunt', 1]],
        {
          [TUG]: { x: 1, y: 7 },
          [RUNNER]: { x: 0, y: 7 },
          's2/t-m-grunt/1': { x: 4, y: 8 },
        },
      ),
      TUG,
    )
    const [step, ...rest] = expectAllChosen(s, 'tow')
    expect(rest).toEqual([])
    expect(step).toMatchObject({ id: 'tow-s1_t-m-runner_1', label: 'tow', mover: TUG, figures: { figure: RUNNER } })
    for (const action of step!.choices) expect(choiceAt(step!, destination(action)!)).toBe(action)
  })

  it('leaves other actions alone and needs a path and, for a tow, a running turn', () => {
    const legal: SwmAction[] = [
      { type: 'move', payload: { path: [{ x: 1, y: 1 }] } },
      { type: 'surprise-move', payload: { figure: SPY, path: [] } },
      { type: 'surprise-move', payload: { figure: SPY, path: 'north' } },
      { type: 'tow', payload: { ally: RUNNER, path: [{ x: 1, y: 1 }] } },
    ]
    expect(pathSteps(legal, null)).toEqual([])
  })
})
