/**
 * Fate cards in the edge battle (issue 15; rulebook „Sorskártyák”, analysis §5.5 case 5): each revealed fate
 * resolves as an ability of the side whose stack it was in, in priority order, its choices asked as it resolves;
 * Twist of Fate cancels the battle and the other fates and starts a new one.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { swlcg } from '../swlcg'
import { LIGHT, act, passUntil, placeCard } from '../testing/fixtures'
import { atDeployment, card, toConflict, toEdge, withUnits } from '../testing/scenario'
import { zones } from '../queries'
import type { Side, SwlcgState } from '../types'

/** Puts a card (by title) into `side`'s hand; returns the state and slot. */
function inHand(state: SwlcgState, side: Side, title: string) {
  return placeCard(state, side, card(title, side).id, 'hand')
}

/** The Light Side attacks with Luke against Palpatine and places `light` / `dark` edge cards (by slot), then both pass. */
function edgeWith(state: SwlcgState, light: string[], dark: string[], events?: EngineEvent[]): SwlcgState {
  for (let i = 0; i <= Math.max(light.length, dark.length); i++) {
    const l = light[i]
    const d = dark[i]
    state = act(state, 'light', l ? { type: 'place-edge', payload: { slot: l } } : { type: 'pass' }, events)
    if (state.turn.step !== 'edge-placement' || state.prompt) return state
    state = act(state, 'dark', d ? { type: 'place-edge', payload: { slot: d } } : { type: 'pass' }, events)
    if (state.turn.step !== 'edge-placement' || state.prompt || events?.some((e) => e.type === 'edge-revealed')) {
      return state
    }
  }
  return state
}

/** A Light Side engagement: Luke attacks, Palpatine and a Nightsister defend, at the edge battle with fates in hand. */
function engagement(lightFates: string[], darkFates: string[]) {
  let state = atDeployment('light')
  const luke = withUnits(state, 'light', ['Luke Skywalker'])
  const palpatine = withUnits(luke.state, 'dark', ['Emperor Palpatine', 'Nightsister'])
  state = palpatine.state
  const lightSlots: string[] = []
  const darkSlots: string[] = []
  for (const title of lightFates) {
    const placed = inHand(state, 'light', title)
    state = placed.state
    lightSlots.push(placed.slot)
  }
  for (const title of darkFates) {
    const placed = inHand(state, 'dark', title)
    state = placed.state
    darkSlots.push(placed.slot)
  }
  state = toEdge(toConflict(state), luke.slots, palpatine.slots)
  return {
    state,
    luke: luke.slots[0]!,
    palpatine: palpatine.slots[0]!,
    defenders: palpatine.slots,
    lightSlots,
    darkSlots,
  }
}

describe('fate cards', () => {
  it('Heat of Battle asks its player which participating enemy unit takes 1 damage', () => {
    const e = engagement(['Heat of Battle'], [])
    const events: EngineEvent[] = []
    let state = edgeWith(e.state, e.lightSlots, [], events)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'light', options: e.defenders, min: 1, max: 1 })
    expect(swlcg.legalActions(state, LIGHT).filter((a) => a.type !== 'concede')).toEqual(
      e.defenders.map((slot) => ({ type: 'choose', payload: { slots: [slot] } })),
    )
    state = act(state, 'light', { type: 'choose', payload: { slots: [e.palpatine] } }, events)
    expect(state.table[e.palpatine]!.damage).toBe(1)
    expect(events.find((ev) => ev.type === 'fate-resolved')?.data).toMatchObject({ implemented: true })
    expect(state.engagement?.edge).not.toBeNull()
  })

  it('Target of Opportunity damages the engaged objective for the attacker only', () => {
    const attacker = engagement(['Target of Opportunity'], [])
    let state = edgeWith(attacker.state, attacker.lightSlots, [])
    const objective = state.engagement!.objective
    state = passUntil(state, (s) => s.engagement?.edge !== null)
    expect(state.table[objective]!.damage).toBe(1)

    const defender = engagement([], ['Target of Opportunity'])
    state = edgeWith(defender.state, [], defender.darkSlots)
    const theirs = state.engagement!.objective
    state = passUntil(state, (s) => s.engagement?.edge !== null)
    expect(state.table[theirs]!.damage).toBe(0)
  })

  // Analysis §5.5 case 5 [R:474-477; Twist of Fate's text]: „emelkedő sorrendben … Amennyiben a prioritási szám …
  // azonos, akkor a támadó dönti el …” (fates resolve in ascending priority; on a tie the attacker decides).
  it('Twist of Fate cancels the edge battle and the other fates just revealed, and a new edge battle begins', () => {
    // Twist of Fate (priority 0) resolves before Heat of Battle (priority 5), which never resolves.
    expect(card('Twist of Fate').edgePriority!).toBeLessThan(card('Heat of Battle').edgePriority!)
    const e = engagement(['Twist of Fate'], ['Heat of Battle'])
    const events: EngineEvent[] = []
    const state = edgeWith(e.state, e.lightSlots, e.darkSlots, events)
    expect(events.some((ev) => ev.type === 'edge-restarted')).toBe(true)
    expect(events.filter((ev) => ev.type === 'fate-resolved')).toHaveLength(1)
    expect(state.turn.step).toBe('edge-placement')
    expect(state.engagement!.edge).toBeNull()
    expect(state.table[e.luke]!.damage).toBe(0)
    for (const side of ['light', 'dark'] as const) {
      expect(zoneSlots(state.cards, zones.edge(side))).toEqual([])
    }
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(e.darkSlots[0])
  })
  it('two Twists of Fate (case 5): the one with the lower priority number resolves and cancels the other', () => {
    const [light, dark] = [card('Twist of Fate', 'light'), card('Twist of Fate', 'dark')]
    expect(light.edgePriority!).toBeLessThan(dark.edgePriority!)
    const e = engagement(['Twist of Fate'], ['Twist of Fate'])
    const events: EngineEvent[] = []
    const state = edgeWith(e.state, e.lightSlots, e.darkSlots, events)
    const resolved = events.filter((ev) => ev.type === 'fate-resolved').map((ev) => (ev.data as { slot: string }).slot)
    expect(resolved).toEqual(e.lightSlots) // the dark one never resolves
    expect(events.some((ev) => ev.type === 'edge-restarted')).toBe(true)
    expect(state.turn.step).toBe('edge-placement')
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(e.darkSlots[0])
  })
})
