import { describe, expect, it } from 'vitest'
import { slotGet } from '../../../../engine/core/slot-map'
import { swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { SwlcgState } from '../../../../engine/games/swlcg'
import { startGame, starterConfig, teamConfig, throughSetup } from '../../../../engine/games/swlcg/testing/fixtures'
import { act, passUntil, placeCard } from '../../../../engine/games/swlcg/testing/fixtures'
import type { EngineEvent } from '../../../../engine/core/types'
import {
  atDeployment,
  card,
  toConflict,
  toEdge,
  withHand,
  withUnits,
} from '../../../../engine/games/swlcg/testing/scenario'
import { cardFace } from '../../../boxes'
import { edgeReveal } from './edgeReveal'
import { cardObjectId, slotOfObject, swlcgObjects } from './layout'
import { TEST_WORDS } from './testWords'

/** Every card identity the state holds in `zone` (read as the engine's oracle, not as any seat). */
function identities(state: SwlcgState, zone: string): string[] {
  return (state.cards.zones[zone]?.slots ?? []).map((slot) => slotGet(state.cards.secrets, slot) ?? '')
}

/** The looks of every object `seat` sees. */
function looks(state: SwlcgState, seat: 's1' | 's2' | null): string[] {
  const side = seat === 's1' ? 'light' : seat === 's2' ? 'dark' : null
  return [...swlcgObjects(swlcg.view(state, seat), side, TEST_WORDS).values()].map((o) => o.look)
}

describe('the SWLCG table layout', () => {
  it('lays each side out on its own half, facing its player, with the dial and Balance token between', () => {
    const state = throughSetup(startGame(starterConfig()))
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
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
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
    for (const slot of darkHand) expect(objects.get(cardObjectId(slot))).toMatchObject({ faceUp: false, look: '' })
    // A spectator sees no hand at all face up.
    const spectator = swlcgObjects(swlcg.view(state, null), null, TEST_WORDS)
    for (const slot of state.cards.zones[swlcgZones.hand('light')]!.slots)
      expect(spectator.get(cardObjectId(slot))?.look).toBe('')
  })

  it('moves the engagement’s units before the engaged objective, with tokens as counters', () => {
    let state = atDeployment('dark')
    const placed = withUnits(state, 'dark', ['Darth Vader'], { damage: 1 })
    state = toConflict(placed.state)
    state = toEdge(state, placed.slots, [])
    const objects = swlcgObjects(swlcg.view(state, 's2'), 'dark', TEST_WORDS)
    const vader = objects.get(cardObjectId(placed.slots[0]!))!
    const target = objects.get(cardObjectId(state.engagement!.objective))!
    expect(Math.abs(vader.x - target.x)).toBeLessThan(0.01)
    expect(vader.z).toBeCloseTo(-0.5)
    expect(vader.counters).toEqual({ damage: 1 })
  })

  it('squeezes a full row of units between the piles on the left and the panels on the right', () => {
    const titles = Array.from({ length: 16 }, (_, i) => ['Luke Skywalker', 'Yoda', 'Red Two', 'C-3PO'][i % 4]!)
    const { state, slots } = withUnits(atDeployment('light'), 'light', titles)
    for (const [seat, side] of [
      ['s1', 'light'],
      ['s2', 'dark'],
    ] as const) {
      const objects = swlcgObjects(swlcg.view(state, seat), side, TEST_WORDS)
      const xs = slots.map((slot) => objects.get(cardObjectId(slot))!.x)
      // Clear of the piles on the left (their inner column at x = −3.8) and of the log panel on the right (x ≈ 2.8 at
      // the row's depth, a card being 0.63 wide).
      expect(Math.min(...xs)).toBeGreaterThan(-3.2)
      expect(Math.max(...xs)).toBeLessThanOrEqual(2.45)
      expect(new Set(xs.map((x) => x.toFixed(3))).size).toBe(16)
    }
  })

  it("lays an enhancement under its host's card, the enemy's too, peeking out away from the middle", () => {
    const vader = withUnits(atDeployment('light'), 'dark', ['Darth Vader'])
    const luke = withUnits(vader.state, 'light', ['Luke Skywalker'])
    const onLuke = placeCard(luke.state, 'light', card('Jedi Lightsaber').id, 'play', { host: luke.slots[0]! })
    // As if it had been played onto an enemy unit (some enhancements go there).
    const onVader = placeCard(onLuke.state, 'light', card('Jedi Lightsaber').id, 'play', { host: vader.slots[0]! })
    const objects = swlcgObjects(swlcg.view(onVader.state, 's1'), 'light', TEST_WORDS)
    const at = (slot: string) => objects.get(cardObjectId(slot))!
    expect(at(onLuke.slot).x).toBeCloseTo(at(luke.slots[0]!).x)
    expect(at(onLuke.slot).z).toBeGreaterThan(at(luke.slots[0]!).z)
    expect(at(onLuke.slot).layer).toBeLessThan(at(luke.slots[0]!).layer)
    expect(at(onVader.slot).x).toBeCloseTo(at(vader.slots[0]!).x)
    expect(at(onVader.slot).z).toBeLessThan(at(vader.slots[0]!).z)
  })

  it('shows both edge stacks face up once revealed, with the Force each counted, and lights the icons that count', () => {
    let state = atDeployment('dark')
    const vader = withUnits(state, 'dark', ['Darth Vader'])
    const luke = withUnits(vader.state, 'light', ['Luke Skywalker'])
    // The Light Side's first turn: Luke engages, Darth Vader defends.
    const darkHand = withHand(toConflict(luke.state), 'dark', ['Darth Vader'])
    const lightHand = withHand(darkHand.state, 'light', ['Yoda'])
    state = toEdge(lightHand.state, luke.slots, vader.slots)
    expect(state.turn).toMatchObject({ step: 'edge-placement', active: 'light' })
    // Before the reveal a stack is a face-down pile for the other seat; no fan.
    const events: EngineEvent[] = []
    state = act(state, 'light', { type: 'place-edge', payload: { slot: lightHand.slots[0]! } }, events)
    expect(edgeReveal(swlcg.view(state, 's2'), events)).toBeNull()
    const pile = swlcgObjects(swlcg.view(state, 's2'), 'dark', TEST_WORDS).get(`swlcg:pile:${swlcgZones.edge('light')}`)
    expect(pile).toMatchObject({ faceUp: false, look: '', stack: 1 })
    state = act(state, 'dark', { type: 'place-edge', payload: { slot: darkHand.slots[0]! } }, events)
    state = passUntil(state, (s) => s.turn.step !== 'edge-placement', events)
    const won = events.find((e) => e.type === 'edge-won')!.data as { side: string; attacker: number; defender: number }
    for (const seat of ['s1', 's2', null] as const) {
      const view = swlcg.view(state, seat)
      const reveal = edgeReveal(view, events)!
      expect(reveal.stacks).toEqual({ dark: darkHand.slots, light: lightHand.slots })
      expect(reveal.result).toEqual({ force: { light: won.attacker, dark: won.defender }, winner: won.side })
      const objects = swlcgObjects(view, seat === 's2' ? 'dark' : 'light', TEST_WORDS, reveal)
      const yoda = objects.get(cardObjectId(lightHand.slots[0]!))!
      expect(yoda).toMatchObject({
        faceUp: true,
        label: `Force ${won.attacker}${won.side === 'light' ? ' (edge)' : ''}`,
      })
      expect(objects.get(cardObjectId(darkHand.slots[0]!))?.faceUp).toBe(true)
      expect(objects.has(`swlcg:pile:${swlcgZones.edge('light')}`)).toBe(false)
    }
    // Strikes: each engaged unit's card lights the icons that count, the edge ones only for the edge's holder.
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
    const emphasis = (slot: string) => {
      const face = cardFace(objects.get(cardObjectId(slot))!.look)
      return face && face.frame !== 'playing' ? face.emphasis : undefined
    }
    const holder = won.side === 'light' ? luke.slots[0]! : vader.slots[0]!
    const other = won.side === 'light' ? vader.slots[0]! : luke.slots[0]!
    expect(emphasis(holder)).toEqual(expect.arrayContaining(['unitDamage']))
    expect(emphasis(other)!.some((key) => key.startsWith('edge'))).toBe(false)
    // Blast damage counts only for the attacker (Luke).
    expect(emphasis(vader.slots[0]!)).not.toContain('blastDamage')
    expect(emphasis(luke.slots[0]!)).toContain('blastDamage')
    // Once the engagement ends, the fan is gone.
    state = passUntil(state, (s) => s.engagement === null, events)
    expect(edgeReveal(swlcg.view(state, 's1'), events)).toBeNull()
  })
})

describe('the SWLCG table layout in 2v2', () => {
  it("gives each player an area of their side's half, across from the opponent they face", () => {
    const state = throughSetup(startGame(teamConfig()))
    const objects = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
    const centre = (player: 'dark' | 'dark2' | 'light' | 'light2') => {
      const xs = state.cards.zones[swlcgZones.objectives(player)]!.slots.map((s) => objects.get(cardObjectId(s))!)
      return { x: xs.reduce((n, o) => n + o.x, 0) / xs.length, z: xs[0]!.z }
    }
    // Clockwise dark, dark2, light, light2: the light #1 near right, the light #2 near left, each across from the
    // dark player they face.
    expect(centre('light').x).toBeGreaterThan(1)
    expect(centre('light2').x).toBeLessThan(-1)
    expect(centre('dark2').x).toBeCloseTo(centre('light').x)
    expect(centre('dark').x).toBeCloseTo(centre('light2').x)
    for (const p of ['light', 'light2'] as const) expect(centre(p).z).toBeGreaterThan(0)
    for (const p of ['dark', 'dark2'] as const) expect(centre(p).z).toBeLessThan(0)
    // Every object lies on the felt.
    for (const o of objects.values()) {
      expect(Math.abs(o.x)).toBeLessThan(6.6)
      expect(Math.abs(o.z)).toBeLessThan(4.6)
    }
  })

  it("shows the teammate's hand and reserve face up and the other team's as backs", () => {
    let state = passUntil(throughSetup(startGame(teamConfig())), (s) => s.turn.step === 'draw-reserve')
    const slot = state.cards.zones[swlcgZones.hand('dark')]!.slots[0]!
    state = act(state, 'dark', { type: 'place-reserve', payload: { slot } })
    const mate = swlcgObjects(swlcg.view(state, 's3'), 'dark2', TEST_WORDS)
    const enemy = swlcgObjects(swlcg.view(state, 's1'), 'light', TEST_WORDS)
    const hand = state.cards.zones[swlcgZones.hand('dark')]!.slots
    for (const s of hand) expect(mate.get(cardObjectId(s))?.faceUp).toBe(true)
    for (const s of hand) expect(enemy.get(cardObjectId(s))).toMatchObject({ faceUp: false, look: '' })
    const reserve = `swlcg:pile:${swlcgZones.reserve('dark')}`
    expect(mate.get(reserve)).toMatchObject({ faceUp: true, label: 'Common reserve', stack: 1 })
    expect(enemy.get(reserve)).toMatchObject({ faceUp: false, look: '', back: 'swlcg/back-dark' })
  })
})
