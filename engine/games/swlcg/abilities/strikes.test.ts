/**
 * Reactions to a unit focused to strike that change its icons (issue 15; the rulebook's strike: the unit is
 * focused, "after focused" reactions answer, then its icons are resolved): icons they give count for that strike.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import { withSlot } from '../../../core/slot-map'
import type { EngineEvent } from '../../../core/types'
import { LIGHT, act, passUntil, passWindows, placeCard } from '../testing/fixtures'
import {
  answer,
  answers,
  atDeployment,
  card,
  toConflict,
  toEdge,
  toStrikes,
  untilAnswer,
  withHand,
  withUnits,
} from '../testing/scenario'
import { zones } from '../queries'
import { swlcg } from '../swlcg'
import type { SwlcgAction } from '../types'

/** The damage placed on `card` by the events. */
function damageTo(events: EngineEvent[], card: string): number[] {
  return events
    .map((e) => ({ type: e.type, data: e.data as { card?: string; amount?: number } }))
    .filter((e) => e.type === 'damaged' && e.data.card === card)
    .map((e) => e.data.amount!)
}

describe('icons given when a unit is focused to strike', () => {
  it("Vader's TIE Advanced discards its deck's top card and, a unit, strikes with its printed icons too", () => {
    let state = atDeployment('dark', atDeployment('light'))
    const tie = withUnits(state, 'dark', ["Vader's TIE Advanced"])
    // TEST-ONLY: the top of the dark deck is Darth Vader (printed icons 2 unit, 1 blast).
    const top = zoneSlots(tie.state.cards, zones.deck('dark'))[0]!
    const cards = { ...tie.state.cards, secrets: withSlot(tie.state.cards.secrets, top, card('Darth Vader').id) }
    state = toStrikes(toEdge(toConflict({ ...tie.state, cards }), tie.slots, []))
    const objective = state.engagement!.objective
    state = act(state, 'dark', { type: 'strike', payload: { unit: tie.slots[0]! } })
    state = untilAnswer(state, 'dark', tie.slots[0]!)
    const events: EngineEvent[] = []
    state = passWindows(act(state, 'dark', answers(state, 'dark', tie.slots[0]!)[0]! as SwlcgAction, events), events)
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(top)
    expect(damageTo(events, objective)[0]).toBe(2) // 1 printed blast + Vader's 1
  })

  it('Crossfire, from the hand, gives the Character focused to strike one icon of its player’s choice', () => {
    let state = atDeployment('light')
    // Questionable Contacts gives the Smugglers and Spies resource Crossfire's cost needs.
    const contacts = placeCard(state, 'light', card('Questionable Contacts').id, 'objectives')
    const luke = withUnits(contacts.state, 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'light', ['Crossfire'])
    state = toStrikes(toEdge(toConflict(hand.state), luke.slots, []))
    const objective = state.engagement!.objective
    state = act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } })
    state = passUntil(
      answer(untilAnswer(state, 'light', hand.slots[0]!), 'light', hand.slots[0]!),
      (s) => s.prompt !== null,
    )
    expect(state.prompt).toEqual({ kind: 'choose-icon', side: 'light' })
    const offered = swlcg.legalActions(state, LIGHT).filter((a) => !['concede', 'undo'].includes(a.type))
    expect(offered.map((a) => (a.type === 'choose-icon' ? a.payload.icon : a.type))).toEqual([
      'unit',
      'blast',
      'tactics',
    ])
    const events: EngineEvent[] = []
    state = act(state, 'light', { type: 'choose-icon', payload: { icon: 'blast' } }, events)
    expect(state.lasting).toContainEqual(
      expect.objectContaining({ kind: 'grant', cards: luke.slots, icons: { blast: 1 } }),
    )
    state = passWindows(state, events)
    expect(damageTo(events, objective)[0]).toBe(3) // Luke's blast, his edge-enabled blast (he has the edge), the chosen one
  })
})
