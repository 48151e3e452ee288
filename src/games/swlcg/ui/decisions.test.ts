import { describe, expect, it } from 'vitest'
import { swlcg } from '../../../../engine/games/swlcg'
import { startGame, starterConfig } from '../../../../engine/games/swlcg/testing/fixtures'
import { atDeployment, toConflict, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import { actionSlot, pickedAction, sortDecisions } from './decisions'

describe('sorting legal actions into decisions', () => {
  it('offers the objective choice as one entry per objective', () => {
    const state = startGame(starterConfig())
    const { pickers, groups } = sortDecisions(swlcg.legalActions(state, 's1'))
    expect(pickers).toEqual([])
    const choose = groups.filter((g) => g.key.startsWith('choose-objectives:'))
    expect(choose).toHaveLength(4)
    expect(new Set(choose.map((g) => g.slot)).size).toBe(4)
  })

  it('turns every subset of attackers into one picker, whose choice the engine accepts', () => {
    let state = atDeployment('dark')
    const placed = withUnits(state, 'dark', ['Darth Vader', 'Emperor Palpatine'])
    state = toConflict(placed.state)
    const objective = swlcg.legalActions(state, 's2').find((a) => a.type === 'engage')!
    const engaged = swlcg.apply(state, objective, 's2')
    expect(engaged.ok).toBe(true)
    if (!engaged.ok) return
    const legal = swlcg.legalActions(engaged.state, 's2')
    const { pickers } = sortDecisions(legal)
    const attackers = pickers.find((p) => p.type === 'declare-attackers')!
    expect(attackers.candidates.sort()).toEqual([...placed.slots].sort())
    expect(attackers).toMatchObject({ field: 'units', min: 1, ordered: false })
    const action = pickedAction(attackers, placed.slots)
    expect(swlcg.apply(engaged.state, action, 's2').ok).toBe(true)
    expect(actionSlot(objective)).toBe((objective.payload as { objective: string }).objective)
  })
})
