import { describe, expect, it } from 'vitest'
import { hoth } from '../../../../engine/games/hoth'
import { act, hand, startGame, withCard } from '../../../../engine/games/hoth/testing/fixtures'
import { choosingDiscards, fleetAction, fleetDraws, handCards, otherHands, pileCounts, playedCard } from './hand'

describe('hand panel data', () => {
  const start = startGame('first-contact')

  it("lists the seat's cards with their definitions, playable on its turn's play phase", () => {
    const cards = handCards(hoth.view(start, 's1'), 's1', hoth.legalActions(start, 's1'))
    expect(cards).toHaveLength(4)
    expect(cards.every((c) => c.def !== null && c.playable)).toBe(true)
    const waiting = handCards(hoth.view(start, 's2'), 's2', hoth.legalActions(start, 's2'))
    expect(waiting.every((c) => c.def !== null && !c.playable)).toBe(true)
    expect(handCards(hoth.view(start, null), null, [])).toEqual([])
  })

  it("counts other hands and the seat's piles, never showing their cards", () => {
    const view = hoth.view(start, 's1')
    expect(otherHands(view, 's1')).toEqual([{ seat: 's2', count: 4 }])
    expect(otherHands(hoth.view(start, null), null).map((h) => h.seat)).toEqual(['s1', 's2'])
    expect(pileCounts(view, 's1')).toEqual({ deck: 12, discard: 0 })
    expect(view.cards.cards[hand(start, 's2')[0]!]).toBeUndefined()
  })

  it('shows the played card once it is played', () => {
    expect(playedCard(hoth.view(start, 's2'))).toBeNull()
    const { state } = withCard(start, 's1', 'reb-assault-centre')
    const played = act(state, 's1', { type: 'play-card', payload: { slot: hand(state, 's1')[0] } }).state
    expect(playedCard(hoth.view(played, 's2'))?.id).toBe('reb-assault-centre')
  })

  it('turns Fleet Deployment into a discard choice that draws one more', () => {
    const game = startGame('walkers-in-the-valley')
    const { state } = withCard(game, 's2', 'emp-fleet-deployment')
    const played = act(state, 's2', { type: 'play-card', payload: { slot: hand(state, 's2')[0] } }).state
    const legal = hoth.legalActions(played, 's2')
    expect(choosingDiscards(legal)).toBe(true)
    expect(choosingDiscards(hoth.legalActions(played, 's1'))).toBe(false)
    const slots = hand(played, 's2').slice(0, 2)
    expect(fleetAction(legal, [...slots].reverse())).toEqual({ type: 'fleet-discard', payload: { slots } })
    expect(fleetAction(legal, [])).toEqual({ type: 'fleet-discard', payload: { slots: [] } })
    expect(fleetAction(legal, ['slot:nope'])).toBeNull()
    expect(fleetDraws(hoth.view(played, 's2'), 2)).toBe(3)
  })
})
