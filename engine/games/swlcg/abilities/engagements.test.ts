/**
 * Abilities that change which objective is engaged (issue 15): The Secret of Yavin 4 takes the place of another
 * friendly objective being engaged ("when … is engaged": an interrupt), and Wookiee Navigator lets the objective it
 * attacked and survived be engaged once more this phase (a reaction at the engagement's end).
 */
import { describe, expect, it } from 'vitest'
import { canSee, zoneSlots } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { LIGHT, act, passUntil, passWindows, placeCard } from '../testing/fixtures'
import {
  answer,
  atDeployment,
  card,
  toConflict,
  toEdge,
  toStrikes,
  untilAnswer,
  withHand,
  withUnits,
} from '../testing/scenario'
import { engageableObjectives } from '../conflictFlow'
import { objectivesOf, zones } from '../queries'

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

describe('the edge battle', () => {
  it('Obi-Wan Kenobi, taking part, turns the first edge card his opponent places face up', () => {
    let state = atDeployment('light')
    const obiwan = withUnits(state, 'light', ['Obi-Wan Kenobi'])
    const vader = withUnits(obiwan.state, 'dark', ['Darth Vader'])
    state = toEdge(toConflict(vader.state), obiwan.slots, vader.slots)
    state = act(state, 'light', { type: 'pass' })
    const [first, second] = zoneSlots(state.cards, zones.hand('dark')) as [string, string]
    state = act(state, 'dark', { type: 'place-edge', payload: { slot: first } })
    expect(canSee(state.cards, first, LIGHT)).toBe(true)
    state = act(state, 'light', { type: 'pass' })
    state = act(state, 'dark', { type: 'place-edge', payload: { slot: second } })
    expect(canSee(state.cards, second, LIGHT)).toBe(false) // only the first
  })

  it('Secret Informant, taking part, makes each of its side’s fate cards resolve one more time', () => {
    let state = atDeployment('light')
    const informant = withUnits(state, 'light', ['Secret Informant'])
    const hand = withHand(informant.state, 'light', ['Target of Opportunity'])
    state = toEdge(toConflict(hand.state), informant.slots, [])
    const objective = state.engagement!.objective
    const events: EngineEvent[] = []
    state = act(state, 'light', { type: 'place-edge', payload: { slot: hand.slots[0]! } }, events)
    state = passUntil(state, (s) => s.engagement?.edge !== null, events)
    expect(events.filter((e) => e.type === 'fate-resolved')).toHaveLength(2)
    expect(state.table[objective]!.damage).toBe(2) // 1 damage to the engaged objective, twice
  })
})
