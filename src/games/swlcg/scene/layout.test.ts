import { describe, expect, it } from 'vitest'
import { slotGet } from '../../../../engine/core/slot-map'
import { swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { SwlcgState } from '../../../../engine/games/swlcg'
import { startGame, starterConfig, throughSetup } from '../../../../engine/games/swlcg/testing/fixtures'
import { atDeployment, toConflict, toEdge, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import { cardObjectId, slotOfObject, swlcgObjects } from './layout'

const NAMES = { deck: 'Deck', discard: 'Discard', objectiveDeck: 'Objectives', victory: 'Victory', edge: 'Edge' }

/** Every card identity the state holds in `zone` (read as the engine's oracle, not as any seat). */
function identities(state: SwlcgState, zone: string): string[] {
  return (state.cards.zones[zone]?.slots ?? []).map((slot) => slotGet(state.cards.secrets, slot) ?? '')
}

/** The looks of every object `seat` sees. */
function looks(state: SwlcgState, seat: 's1' | 's2' | null): string[] {
  const side = seat === 's1' ? 'light' : seat === 's2' ? 'dark' : null
  return [...swlcgObjects(swlcg.view(state, seat), side, NAMES).values()].map((o) => o.look)
}

describe('the SWLCG table layout', () => {
  it('lays each side out on its own half, facing its player, with the dial and Balance token between', () => {
    const state = throughSetup(startGame(starterConfig()))
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', NAMES)
    const light = state.cards.zones[swlcgZones.objectives('light')]!.slots
    const dark = state.cards.zones[swlcgZones.objectives('dark')]!.slots
    expect(light).toHaveLength(3)
    for (const slot of light) expect(objects.get(cardObjectId(slot))).toMatchObject({ faceUp: true, quarter: 0 })
    for (const slot of light) expect(objects.get(cardObjectId(slot))!.z).toBeGreaterThan(0)
    for (const slot of dark) expect(objects.get(cardObjectId(slot))).toMatchObject({ quarter: 2 })
    for (const slot of dark) expect(objects.get(cardObjectId(slot))!.z).toBeLessThan(0)
    expect(objects.get('swlcg:dial')?.look).toBe(`swlcg/death-star-dial@${state.dial}`)
    const deck = objects.get(`swlcg:pile:${swlcgZones.deck('light')}`)!
    expect(deck).toMatchObject({ faceUp: false, look: '', label: 'Deck', back: 'swlcg/back-light' })
    expect(deck.stack).toBe(state.cards.zones[swlcgZones.deck('light')]!.slots.length)
    expect(slotOfObject(cardObjectId(light[0]!))).toBe(light[0])
    expect(slotOfObject('swlcg:dial')).toBeNull()
  })

  it('never puts a card the seat may not see into its scene: the other hand, the decks, the objective decks', () => {
    const state = throughSetup(startGame(starterConfig()))
    const hidden = [
      ...identities(state, swlcgZones.hand('dark')),
      ...identities(state, swlcgZones.deck('dark')),
      ...identities(state, swlcgZones.deck('light')),
      ...identities(state, swlcgZones.objectiveDeck('dark')),
    ].filter(Boolean)
    expect(hidden.length).toBeGreaterThan(20)
    // No hidden identity is among the looks the light seat's scene holds (the dark hand holds some cards that are
    // also in play or in the light seat's view by title, so compare with what the view shows).
    const shown = new Set([
      ...Object.values(swlcg.view(state, 's1').cards.cards),
      ...Object.values(state.table).map((c) => c.card),
    ])
    for (const look of looks(state, 's1')) if (look.startsWith('swlcg/core')) expect(shown.has(look)).toBe(true)
    expect(hidden.filter((id) => !shown.has(id)).length).toBeGreaterThan(0)
    // The dark hand is drawn as backs for the light seat, one per card.
    const darkHand = state.cards.zones[swlcgZones.hand('dark')]!.slots
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', NAMES)
    for (const slot of darkHand) expect(objects.get(cardObjectId(slot))).toMatchObject({ faceUp: false, look: '' })
    // A spectator sees no hand at all face up.
    const spectator = swlcgObjects(swlcg.view(state, null), null, NAMES)
    for (const slot of state.cards.zones[swlcgZones.hand('light')]!.slots)
      expect(spectator.get(cardObjectId(slot))?.look).toBe('')
  })

  it('moves the engagement’s units before the engaged objective, with tokens as counters', () => {
    let state = atDeployment('dark')
    const placed = withUnits(state, 'dark', ['Darth Vader'], { damage: 1 })
    state = toConflict(placed.state)
    state = toEdge(state, placed.slots, [])
    const objects = swlcgObjects(swlcg.view(state, 's2'), 'dark', NAMES)
    const vader = objects.get(cardObjectId(placed.slots[0]!))!
    const target = objects.get(cardObjectId(state.engagement!.objective))!
    expect(Math.abs(vader.x - target.x)).toBeLessThan(0.01)
    expect(vader.z).toBeCloseTo(-0.5)
    expect(vader.counters).toEqual({ damage: 1 })
  })
})
