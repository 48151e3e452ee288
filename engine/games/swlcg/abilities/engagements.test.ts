/**
 * Abilities that change which objective is engaged (issue 15): The Secret of Yavin 4 takes the place of another
 * friendly objective being engaged ("when … is engaged": an interrupt), and Wookiee Navigator lets the objective it
 * attacked and survived be engaged once more this phase (a reaction at the engagement's end).
 */
import { describe, expect, it } from 'vitest'
import { act, passUntil, passWindows, placeCard } from '../testing/fixtures'
import { answers, atDeployment, card, toConflict, toEdge, toStrikes, untilAnswer, withUnits } from '../testing/scenario'
import { engageableObjectives } from '../flow'
import { objectivesOf } from '../queries'
import type { Side, SwlcgAction, SwlcgState } from '../types'

/** Answers with the card at `slot` (its first offered way). */
function answer(state: SwlcgState, side: Side, slot: string): SwlcgState {
  const way = answers(state, side, slot)[0]
  if (!way) throw new Error(`no answer offered for ${slot}`)
  return act(state, side, way as SwlcgAction)
}

describe('which objective is engaged', () => {
  it('The Secret of Yavin 4 is engaged in place of another friendly objective, once per turn', () => {
    let state = atDeployment('dark', atDeployment('light'))
    const secret = placeCard(state, 'light', card('The Secret of Yavin 4').id, 'objectives')
    const tie = withUnits(secret.state, 'dark', ['TIE Fighter'])
    state = toConflict(tie.state)
    const named = objectivesOf(state, 'light').find((slot) => slot !== secret.slot)!
    state = act(state, 'dark', { type: 'engage', payload: { objective: named } })
    state = untilAnswer(state, 'light', secret.slot)
    expect(state.windows.at(-1)).toMatchObject({
      timing: 'interrupt',
      trigger: { on: 'objective-engaged', objective: named },
    })
    state = passWindows(answer(state, 'light', secret.slot))
    expect(state.engagement!.objective).toBe(secret.slot)
    expect(state.turn.engaged).toEqual([secret.slot])
    expect(state.turn.step).toBe('declare-attackers')
  })

  it('Wookiee Navigator, having attacked and survived, lets its player engage the same objective once more', () => {
    let state = atDeployment('light')
    const units = withUnits(state, 'light', ['Wookiee Navigator', 'Luke Skywalker'])
    const [navigator] = units.slots as [string, string]
    state = toStrikes(toEdge(toConflict(units.state), [navigator], []))
    const objective = state.engagement!.objective
    state = act(state, 'light', { type: 'strike', payload: { unit: navigator } })
    state = untilAnswer(state, 'light', navigator)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'survived', objective } })
    expect(engageableObjectives(state)).not.toContain(objective)
    state = passUntil(answer(state, 'light', navigator), (s) => s.turn.step === 'conflict-declare')
    expect(engageableObjectives(state)).toContain(objective)
  })
})
