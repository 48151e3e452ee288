/**
 * The map while a path step is armed: its listed squares are the mover's hints (sorted as the engine's), a click on
 * one sends the listed action that ends there, a click elsewhere only says what to do.
 */
import { describe, expect, it } from 'vitest'
import { begin, scene } from '../../../../engine/games/swm/testing/movementScenes'
import { LIGHT, testGame } from '../../../../engine/games/swm/testing/skirmish'
import { destination, pathSteps } from '../ui/pathSteps'
import { pathClick, pathHints } from './pathMode'

const TUG = 's1/t-m-tug/1'
const RUNNER = 's1/t-m-runner/1'

/** A Tug's turn begun next to the runner: the tow step and its state. */
function towing() {
  const state = begin(
    scene(
      [
        ['t-m-tug', 1],
        ['t-m-runner', 1],
      ],
      [['t-m-grunt', 1]],
      { [TUG]: { x: 1, y: 7 }, [RUNNER]: { x: 0, y: 7 }, 's2/t-m-grunt/1': { x: 4, y: 8 } },
    ),
    TUG,
  )
  const step = pathSteps(testGame.legalActions(state, LIGHT), TUG)[0]!
  return { state, step }
}

describe('pathMode', () => {
  it('shows one hint per listed square, for the mover, sorted by row then column', () => {
    const { state, step } = towing()
    const hints = pathHints(state, LIGHT, step, testGame)
    expect(hints.figure).toBe(TUG)
    expect(hints.refused).toBeNull()
    expect(hints.hints).toHaveLength(step.choices.length)
    const order = hints.hints.map((h) => h.to.y * 1000 + h.to.x)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    for (const h of hints.hints) {
      expect(h.path.at(-1)).toEqual(h.to)
      // The engine's price of the tow: the turn segment the action adds.
      const action = step.choices.find((a) => destination(a)!.x === h.to.x && destination(a)!.y === h.to.y)!
      const after = testGame.apply(state, action, LIGHT)
      expect(after.ok && after.state.turn!.segments[0]).toEqual({ kind: 'move', cost: h.cost, boost: 0 })
      expect(h.aoo).toEqual([])
    }
  })

  it('sends the listed action that ends on the clicked square, else says to click a highlighted one', () => {
    const { step } = towing()
    const choice = step.choices[0]!
    expect(pathClick(step, destination(choice)!)).toEqual({ kind: 'send', actions: [choice] })
    const away = pathClick(step, { x: 40, y: 40 })
    expect(away.kind).toBe('hint')
  })
})
