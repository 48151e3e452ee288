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
function play(seed: number): { steps: number; state: SwmState; powers: number; combined: number } {
  let state = revealed(E2E_SQUADS.light, E2E_SQUADS.dark, { allowPartial: true }, swm)
  let steps = 0
  let powers = 0
  let combined = 0
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
    if (action.type === 'use-power') powers++
    if (action.type === 'attack' && (action.payload as { helpers?: unknown }).helpers) combined++
  }
  return { steps, state, powers, combined }
}

describe("the e2e test's skirmish player", () => {
  it('ends every game in a victory within the step budget, using Force powers and combined fire', () => {
    const games = [1, 2, 3, 5, 7, 11, 13, 17].map((seed) => {
      const game = play(seed)
      expect(game.state.result, `seed ${seed}`).not.toBeNull()
      return game
    })
    const steps = games.map((g) => g.steps)
    console.log(
      `policy games: ${steps.join(', ')} steps; powers ${games.map((g) => g.powers).join(', ')}; combined fire ${games
        .map((g) => g.combined)
        .join(', ')}`,
    )
    expect(Math.max(...steps)).toBeLessThanOrEqual(E2E_STEP_BUDGET)
    // The e2e game goes through the power buttons and the helper checkboxes: every game here uses both.
    expect(games.every((g) => g.powers > 0 && g.combined > 0)).toBe(true)
  })
})
