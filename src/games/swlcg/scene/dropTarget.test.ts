import { describe, expect, it } from 'vitest'
import { swlcg } from '../../../../engine/games/swlcg'
import type { SwlcgAction } from '../../../../engine/games/swlcg'
import { atDeployment, withHand, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import { cardAt, dropPlay } from './dropTarget'
import { cardObjectId, swlcgObjects } from './layout'
import { TEST_WORDS } from './testWords'

/** The Light Side at its deployment with two units in play and a Jedi Lightsaber (an enhancement on a Jedi) in hand. */
function withTwoHosts() {
  const units = withUnits(atDeployment('light'), 'light', ['Luke Skywalker', 'Obi-Wan Kenobi'])
  const hand = withHand(units.state, 'light', ['Jedi Lightsaber', 'Jedi in Hiding'])
  const legal = swlcg.legalActions(hand.state, 's1')
  return { state: hand.state, units: units.slots, training: hand.slots[0]!, unit: hand.slots[1]!, legal }
}

const hostOf = (action: ReturnType<typeof dropPlay>) =>
  action && action !== 'choose' ? ((action as Extract<SwlcgAction, { type: 'play' }>).payload.host ?? null) : action

describe('dropping a hand card on the SWLCG table', () => {
  it('finds the card lying under a table point, the top one where cards overlap', () => {
    const { state, units } = withTwoHosts()
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
    const luke = objects.get(cardObjectId(units[0]!))!
    expect(cardAt(objects, luke.x + 0.1, luke.z - 0.1)).toBe(units[0])
    expect(cardAt(objects, 0, -20)).toBeNull()
  })

  it('puts an enhancement on the unit it was dropped on, and asks which when dropped beside every host', () => {
    const { units, training, legal } = withTwoHosts()
    const hosts = new Set(
      legal.flatMap((a) => (a.type === 'play' && a.payload.slot === training ? [a.payload.host] : [])),
    )
    expect(hosts.has(units[0]) && hosts.has(units[1])).toBe(true)
    expect(hostOf(dropPlay(legal, training, units[1]!))).toBe(units[1])
    expect(hostOf(dropPlay(legal, training, units[0]!))).toBe(units[0])
    expect(dropPlay(legal, training, null)).toBe('choose')
  })

  it('deploys a unit wherever it lands, and refuses a card that cannot be played now', () => {
    const { unit, legal, state } = withTwoHosts()
    const play = dropPlay(legal, unit, null)
    expect(play).toMatchObject({ type: 'play', payload: { slot: unit } })
    expect(swlcg.apply(state, play as SwlcgAction, 's1').ok).toBe(true)
    expect(dropPlay(swlcg.legalActions(state, 's2'), unit, null)).toBeNull()
  })
})
