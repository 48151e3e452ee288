/**
 * The end-to-end skirmish's player (tests/e2e/swmPolicy.ts) through the engine alone: with the squads the e2e test
 * builds, its games end in a victory within the step budget the e2e test allows, whatever the dice.
 */
import { describe, expect, it } from 'vitest'
import { ENTROPY_ACTIONS, swm } from '../../engine/games/swm'
import type { SwmState } from '../../engine/games/swm'
import { DARK, LIGHT, revealed } from '../../engine/games/swm/testing/skirmish'
import { chooseSwmAction } from '../e2e/swmPolicy'
import { E2E_SQUADS, E2E_STEP_BUDGET } from '../e2e/swmSquads'

/** Plays one game with entropy from `seed`; returns the steps taken and the state at the end. */
function play(seed: number): { steps: number; state: SwmState } {
  let state = revealed(E2E_SQUADS.light, E2E_SQUADS.dark, { allowPartial: true }, swm)
  let steps = 0
  for (let n = 0; !state.result && steps < 2 * E2E_STEP_BUDGET; n++) {
    const seat = [LIGHT, DARK].find((s) => chooseSwmAction(state, s, swm.legalActions(state, s)))
    if (!seat) throw new Error(`nobody can act at stage ${state.stage}`)
    const action = chooseSwmAction(state, seat, swm.legalActions(state, seat))!
    const entropy = ENTROPY_ACTIONS.has(action.type)
      ? { entropy: `${seed.toString(16).padStart(4, '0')}${n.toString(16).padStart(8, '0')}` }
      : {}
    const result = swm.apply(state, { ...action, ...entropy }, seat)
    if (!result.ok) throw new Error(`${action.type} refused: ${result.error.reason.en}`)
    state = result.state
    steps++
  }
  return { steps, state }
}

describe("the e2e test's skirmish player", () => {
  it('ends every game in a victory within the step budget', () => {
    const steps = [1, 2, 3, 5, 7, 11, 13, 17].map((seed) => {
      const game = play(seed)
      expect(game.state.result, `seed ${seed}`).not.toBeNull()
      return game.steps
    })
    console.log(`policy games: ${steps.join(', ')} steps`)
    expect(Math.max(...steps)).toBeLessThanOrEqual(E2E_STEP_BUDGET)
  })
})
