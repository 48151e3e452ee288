/**
 * Looking at the top cards of a deck (issue 15): Superlaser Engineer reveals five of its player's own cards to
 * everyone and takes the fitting ones; Take Them Prisoner shows three of the opponent's cards to the Dark Side
 * player only, who captures one. The rest go back in the order the user names, and such an action is never taken
 * back (the cards were seen).
 */
import { describe, expect, it } from 'vitest'
import { canSee, zoneSlots } from '../../../core/hidden'
import { swlcg } from '../swlcg'
import { DARK, LIGHT, act, passUntil, passWindows, startGame, starterConfig, throughSetup } from '../testing/fixtures'
import { answer, atDeployment, untilAnswer, withHand, withNextObjective, withTopOfDeck } from '../testing/scenario'
import { zones } from '../queries'
import type { SwlcgState } from '../types'

const deck = (state: SwlcgState, side: 'light' | 'dark') => zoneSlots(state.cards, zones.deck(side))

describe('examine the top of a deck', () => {
  it('Superlaser Engineer reveals the top 5, takes the Imperial Navy events and enhancements of cost 3 or more', () => {
    const start = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const hand = withHand(start, 'dark', ['Superlaser Engineer'])
    const engineer = hand.slots[0]!
    const titles = ['Orbital Bombardment', 'TIE Fighter', 'Superlaser Blast', 'Tallon Roll', 'Control Room']
    const top = withTopOfDeck(hand.state, 'dark', titles)
    const [bombardment, tie, blast, roll, room] = top.slots as [string, string, string, string, string]
    const play = swlcg.legalActions(top.state, DARK).find((a) => a.type === 'play' && a.payload.slot === engineer)!
    let state = untilAnswer(act(top.state, 'dark', play), 'dark', engineer)
    expect(top.slots.some((slot) => canSee(state.cards, slot, LIGHT))).toBe(false)
    state = answer(state, 'dark', engineer)
    // Revealed: both seats see all five; the two that fit go to the hand, the rest wait for their order.
    expect(top.slots.every((slot) => canSee(state.cards, slot, LIGHT) && canSee(state.cards, slot, DARK))).toBe(true)
    expect(zoneSlots(state.cards, zones.hand('dark'))).toEqual(expect.arrayContaining([bombardment, blast]))
    expect(state.prompt).toEqual({
      kind: 'choose',
      side: 'dark',
      options: [tie, roll, room],
      min: 3,
      max: 3,
      ordered: true,
    })
    const orders = swlcg.legalActions(state, DARK).filter((a) => a.type === 'choose')
    expect(orders).toHaveLength(6) // every order of the three
    expect(swlcg.legalActions(state, LIGHT).some((a) => a.type === 'choose')).toBe(false)
    state = passWindows(act(state, 'dark', { type: 'choose', payload: { slots: [room, tie, roll] } }))
    expect(deck(state, 'dark').slice(-3)).toEqual([room, tie, roll])
    expect(deck(state, 'dark')).not.toContain(bombardment)
    expect(state.undo).toBeNull()
  })

  it('Take Them Prisoner shows 3 of the opponent’s cards to its player only, captures one, the rest back on top', () => {
    const next = withNextObjective(atDeployment('light'), 'dark', 'Take Them Prisoner')
    const top = withTopOfDeck(next.state, 'light', ['Luke Skywalker', 'Jedi in Hiding', 'Red Two'])
    const [luke, hiding, red] = top.slots as [string, string, string]
    let state = untilAnswer(top.state, 'dark', next.slot)
    state = answer(state, 'dark', next.slot)
    expect(state.undo).toBeNull() // the three were seen: never taken back
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: top.slots, min: 1, max: 1 })
    expect(top.slots.every((slot) => canSee(state.cards, slot, DARK))).toBe(true)
    expect(top.slots.some((slot) => canSee(state.cards, slot, LIGHT) || canSee(state.cards, slot, null))).toBe(false)
    expect(swlcg.view(state, LIGHT).cards.cards[luke]).toBeUndefined()
    state = act(state, 'dark', { type: 'choose', payload: { slots: [luke] } })
    expect(state.captives[next.slot]).toEqual([luke])
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'dark', options: [hiding, red], ordered: true })
    state = passWindows(act(state, 'dark', { type: 'choose', payload: { slots: [red, hiding] } }))
    // Back on top in the named order; the Light Side player still does not know them (the Dark Side player does).
    expect(deck(state, 'light').slice(0, 2)).toEqual([red, hiding])
    expect(canSee(state.cards, red, LIGHT)).toBe(false)
    expect(canSee(state.cards, red, DARK)).toBe(true)
  })

  it('refuses an order that leaves a card out or names one twice', () => {
    const next = withNextObjective(atDeployment('light'), 'dark', 'Take Them Prisoner')
    const top = withTopOfDeck(next.state, 'light', ['Luke Skywalker', 'Jedi in Hiding', 'Red Two'])
    let state = untilAnswer(top.state, 'dark', next.slot)
    state = passUntil(answer(state, 'dark', next.slot), (s) => s.prompt !== null)
    state = act(state, 'dark', { type: 'choose', payload: { slots: [top.slots[0]!] } })
    for (const slots of [[top.slots[1]!], [top.slots[1]!, top.slots[1]!], [top.slots[1]!, top.slots[0]!]]) {
      const result = swlcg.apply(state, { type: 'choose', payload: { slots } }, DARK)
      expect(result.ok ? 'accepted' : result.error.code).toBe('bad-choices')
    }
  })
})
