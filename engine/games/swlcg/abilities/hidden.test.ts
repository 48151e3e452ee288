/**
 * Hidden information through card effects (issue 15): a hand looked at is known to the looking seat only, and a
 * random pick from a hand draws on the entropy the action brought from the log (the net layer draws it with every
 * seat, so no player chooses the card); such an action is never taken back.
 */
import { describe, expect, it } from 'vitest'
import { canSee, zoneSlots } from '../../../core/hidden'
import { swlcg } from '../swlcg'
import { swlcgNeedsEntropy } from '../apply'
import { DARK, LIGHT, act, entropy, passUntil } from '../testing/fixtures'
import { atDeployment, withHand, withUnits } from '../testing/scenario'
import { handSize, zones } from '../queries'
import type { SwlcgAction, SwlcgState } from '../types'

/** Dark's first deployment with Interrogation Droid in hand, played; stops where its reaction may be used. */
function droidEntered(): { state: SwlcgState; droid: string; respond: SwlcgAction } {
  const hand = withHand(atDeployment('dark'), 'dark', ['Interrogation Droid'])
  const droid = hand.slots[0]!
  const play = swlcg.legalActions(hand.state, DARK).find((a) => a.type === 'play' && a.payload.slot === droid)!
  const state = passUntil(act(hand.state, 'dark', play), (s) =>
    swlcg.legalActions(s, DARK).some((a) => a.type === 'respond' && a.payload.card === droid),
  )
  const respond = swlcg.legalActions(state, DARK).find((a) => a.type === 'respond' && a.payload.card === droid)!
  return { state, droid, respond }
}

describe('hidden information through effects', () => {
  it('Interrogation Droid discards a random card of the opponent’s hand, drawn from the action’s entropy', () => {
    const { state, respond } = droidEntered()
    expect(swlcgNeedsEntropy(state, respond)).toBe(true)
    const bare = swlcg.apply(state, respond, DARK)
    expect(bare.ok ? 'accepted' : bare.error.code).toBe('missing-entropy')
    const hand = [...zoneSlots(state.cards, zones.hand('light'))]
    const withEntropy = (n: number) => {
      const result = swlcg.apply(state, { ...respond, entropy: entropy(n) }, DARK)
      if (!result.ok) throw new Error(result.error.reason.en)
      return result.state
    }
    const picks = [1, 2, 3, 4, 5, 6].map((n) => {
      const after = withEntropy(n)
      expect(handSize(after, 'light')).toBe(hand.length - 1)
      const gone = hand.filter((slot) => !zoneSlots(after.cards, zones.hand('light')).includes(slot))
      expect(zoneSlots(after.cards, zones.discard('light'))).toContain(gone[0])
      expect(after.undo).toBeNull() // drawn by chance: never taken back
      return gone[0]
    })
    // The same entropy picks the same card on every peer; different entropy spreads over the hand.
    expect(withEntropy(1).cards).toEqual(withEntropy(1).cards)
    expect(new Set(picks).size).toBeGreaterThan(1)
  })

  it('Interrogation shows the opponent’s hand to its player only, who then picks the card to discard', () => {
    const hand = withHand(atDeployment('dark'), 'dark', ['Interrogation'])
    const use = swlcg.legalActions(hand.state, DARK).find((a) => a.type === 'use' && a.payload.card === hand.slots[0])!
    expect(swlcgNeedsEntropy(hand.state, use)).toBe(false)
    const light = [...zoneSlots(hand.state.cards, zones.hand('light'))]
    expect(light.some((slot) => canSee(hand.state.cards, slot, DARK))).toBe(false)
    const state = passUntil(act(hand.state, 'dark', use), (s) => s.prompt !== null)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: light, min: 1, max: 1 })
    expect(light.every((slot) => canSee(state.cards, slot, DARK))).toBe(true)
    expect(light.some((slot) => canSee(state.cards, slot, null))).toBe(false) // spectators still see backs
    expect(Object.keys(swlcg.view(state, DARK).cards.cards)).toEqual(expect.arrayContaining(light))
    const after = act(state, 'dark', { type: 'choose', payload: { slots: [light[2]!] } })
    expect(zoneSlots(after.cards, zones.discard('light'))).toContain(light[2])
    expect(swlcg.legalActions(state, LIGHT).some((a) => a.type === 'choose')).toBe(false)
  })

  it('There Is No Escape puts every unit under its owner’s deck in an order drawn from the entropy', () => {
    const dark = withUnits(atDeployment('dark'), 'dark', ['TIE Fighter'])
    const light = withUnits(dark.state, 'light', ['Luke Skywalker', 'Jedi in Hiding'])
    const hand = withHand(light.state, 'dark', ['There Is No Escape'])
    const escape = hand.slots[0]!
    const offered = (s: SwlcgState) =>
      swlcg.legalActions(s, DARK).some((a) => a.type === 'use' && a.payload.card === escape)
    expect(offered(hand.state)).toBe(false) // only during a Force phase
    let state = passUntil(hand.state, (s) => s.turn.step === 'force-window' && s.turn.priority === 'dark')
    const use = swlcg.legalActions(state, DARK).find((a) => a.type === 'use' && a.payload.card === escape)!
    expect(swlcgNeedsEntropy(state, use)).toBe(true)
    state = passUntil(act(state, 'dark', use), (s) => s.windows.length === 0 && s.ability === null)
    expect(Object.keys(state.table).some((slot) => [...dark.slots, ...light.slots].includes(slot))).toBe(false)
    expect(zoneSlots(state.cards, zones.deck('dark')).at(-1)).toBe(dark.slots[0])
    expect([...zoneSlots(state.cards, zones.deck('light')).slice(-2)].sort()).toEqual([...light.slots].sort())
  })
})
