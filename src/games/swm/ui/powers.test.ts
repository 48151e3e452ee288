/** The figure card's powers: the legal `use-power` actions of one user, grouped by power, each target named. */
import { describe, expect, it } from 'vitest'
import type { SwmAction } from '../../../../engine/games/swm'
import { act } from '../../../../engine/games/swm/testing/skirmish'
import { powerGroups } from './powers'
import { LIGHT, LUKE, OBI, roundOneState, TROOPER_1, TROOPER_2, VADER } from './testStates'

describe('powerGroups', () => {
  const state = act(roundOneState(LIGHT), LIGHT, { type: 'activate', payload: { figure: OBI } })
  const legal: SwmAction[] = [
    { type: 'use-power', payload: { power: 'force-heal', target: LUKE } },
    { type: 'use-power', payload: { power: 'force-heal', target: OBI } },
    { type: 'use-power', payload: { power: 'lightsaber-sweep' } },
    { type: 'use-power', payload: { power: 'force-lightning', target: VADER, also: [TROOPER_1, TROOPER_2] } },
    { type: 'use-power', payload: { power: 'force-push', figure: LUKE, target: VADER } },
    { type: 'end-turn' },
  ]

  it('groups the running figure’s powers with their targets', () => {
    const groups = powerGroups(state, OBI, legal, 'en')
    expect(groups.map((g) => [g.power, g.choices.map((c) => c.label)])).toEqual([
      ['force-heal', ['Luke Skywalker, Champion of the Force', 'Obi-Wan Kenobi']],
      ['lightsaber-sweep', ['']],
      ['force-lightning', ['Darth Vader, Death Star Trooper 1 and Death Star Trooper 2']],
    ])
    expect(groups[0]!.name).toBe('Force Heal')
    expect(groups[0]!.choices[1]!.action).toBe(legal[1])
  })

  it('takes the user from the payload while an offer waits', () => {
    expect(powerGroups(state, LUKE, legal, 'hu').map((g) => g.power)).toEqual(['force-push'])
    expect(powerGroups(state, VADER, legal, 'en')).toEqual([])
  })
})
