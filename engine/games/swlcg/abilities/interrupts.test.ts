/**
 * Interrupts (issue 15; rulebook "Megszakítások és reakciók": an interrupt answers "when …", before the event
 * happens, and may change it): cards in play and events from the hand answer a pending event — an event being
 * played, damage about to be placed, a card about to leave play, another interrupt being used — and cancel it,
 * prevent or redirect part of it, or send the card elsewhere.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { swlcg } from '../swlcg'
import { DARK, LIGHT, act, passWindows, placeCard } from '../testing/fixtures'
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
import { inPlayFacts, objectivesOf, zones } from '../queries'
import type { Side, SwlcgState } from '../types'

const seatOf = (side: Side) => (side === 'light' ? LIGHT : DARK)

/** Plays the event (or uses the action) at `slot` with these choices. */
function use(state: SwlcgState, side: Side, slot: string, choices: string[][]): SwlcgState {
  const way = swlcg
    .legalActions(state, seatOf(side))
    .find(
      (a) =>
        a.type === 'use' && a.payload.card === slot && JSON.stringify(a.payload.choices) === JSON.stringify(choices),
    )
  if (!way) throw new Error(`no use of ${slot} with ${JSON.stringify(choices)}`)
  return act(state, side, way)
}

/** Dark's first deployment with `light` units in play and Force Choke in the dark hand. */
function chokeReady(light: readonly string[]) {
  const units = withUnits(atDeployment('dark'), 'light', light)
  const choke = withHand(units.state, 'dark', ['Force Choke'])
  return { state: choke.state, units: units.slots, choke: choke.slots[0]! }
}

const inDiscard = (state: SwlcgState, side: Side) => zoneSlots(state.cards, zones.discard(side))

describe('interrupts to an event being played', () => {
  it('Counter-stroke, played from the hand when an event is played, cancels its effects; both go to the discard piles', () => {
    const ready = chokeReady(['Believer in the Old Ways'])
    const counter = withHand(ready.state, 'light', ['Counter-stroke'])
    let state = use(counter.state, 'dark', ready.choke, [ready.units])
    expect(state.windows.at(-1)).toMatchObject({
      timing: 'interrupt',
      trigger: { on: 'card-played', card: ready.choke },
    })
    state = untilAnswer(state, 'light', counter.slots[0]!)
    state = passWindows(answer(state, 'light', counter.slots[0]!))
    expect(state.table[ready.units[0]!]!.damage).toBe(0)
    expect(inDiscard(state, 'dark')).toContain(ready.choke)
    expect(inDiscard(state, 'light')).toContain(counter.slots[0]!)
  })

  it('C-3PO is sacrificed (its cost) to cancel the effects of an event', () => {
    const ready = chokeReady(['Believer in the Old Ways', 'C-3PO'])
    const [believer, droid] = ready.units as [string, string]
    let state = use(ready.state, 'dark', ready.choke, [[believer]])
    state = passWindows(answer(untilAnswer(state, 'light', droid), 'light', droid))
    expect(Object.hasOwn(state.table, droid)).toBe(false)
    expect(inDiscard(state, 'light')).toContain(droid)
    expect(state.table[believer]!.damage).toBe(0)
  })
})

describe('interrupts to damage about to be placed', () => {
  it('It Could Be Worse prevents 1 of the damage about to be placed', () => {
    const ready = chokeReady(['Believer in the Old Ways'])
    const worse = withHand(ready.state, 'light', ['It Could Be Worse'])
    let state = use(worse.state, 'dark', ready.choke, [ready.units])
    state = untilAnswer(state, 'light', worse.slots[0]!)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'damage', card: ready.units[0], amount: 1 } })
    state = passWindows(answer(state, 'light', worse.slots[0]!))
    expect(state.table[ready.units[0]!]!.damage).toBe(0)
  })

  it('Lightsaber Deflection deals 1 of the damage to another unit its player targets instead', () => {
    const ready = chokeReady(['Believer in the Old Ways'])
    const vader = withUnits(ready.state, 'dark', ['Darth Vader'])
    const deflect = withHand(vader.state, 'light', ['Lightsaber Deflection'])
    let state = use(deflect.state, 'dark', ready.choke, [ready.units])
    state = untilAnswer(state, 'light', deflect.slots[0]!)
    const ways = answers(state, 'light', deflect.slots[0]!).map((a) => a.payload.choices)
    expect(ways).toContainEqual([vader.slots])
    expect(ways).not.toContainEqual([ready.units]) // never the unit the damage was meant for
    state = passWindows(answer(state, 'light', deflect.slots[0]!, [vader.slots]))
    expect(state.table[ready.units[0]!]!.damage).toBe(0)
    expect(state.table[vader.slots[0]!]!.damage).toBe(1)
  })

  it("It's Worse cancels another interrupt just used (It Could Be Worse) and deals 1 damage to an enemy unit", () => {
    const ready = chokeReady(['Believer in the Old Ways', 'Luke Skywalker'])
    const [believer, luke] = ready.units as [string, string]
    const worse = withHand(ready.state, 'light', ['It Could Be Worse'])
    const itsWorse = withHand(worse.state, 'dark', ["It's Worse"])
    let state = use(itsWorse.state, 'dark', ready.choke, [[believer]])
    state = answer(untilAnswer(state, 'light', worse.slots[0]!), 'light', worse.slots[0]!)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'interrupt-used', card: worse.slots[0] } })
    state = passWindows(answer(untilAnswer(state, 'dark', itsWorse.slots[0]!), 'dark', itsWorse.slots[0]!, [[luke]]))
    expect(state.table[believer]!.damage).toBe(1) // nothing prevented
    expect(state.table[luke]!.damage).toBe(1)
    expect(inDiscard(state, 'light')).toContain(worse.slots[0]!)
  })
})

describe('interrupts to a card leaving play', () => {
  it('Redemption sends a Character about to be destroyed to its owner’s hand instead, once per turn', () => {
    const ready = chokeReady(['Jedi in Hiding', 'Redemption'])
    const [jedi, redemption] = ready.units as [string, string]
    let state = use(ready.state, 'dark', ready.choke, [[jedi]])
    state = untilAnswer(state, 'light', redemption)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'leaving', card: jedi, how: 'destroyed' } })
    state = passWindows(answer(state, 'light', redemption))
    expect(Object.hasOwn(state.table, jedi)).toBe(false)
    expect(zoneSlots(state.cards, zones.hand('light'))).toContain(jedi)
    expect(inDiscard(state, 'light')).not.toContain(jedi)
  })

  it('X-Wing Escort, leaving play, makes the opponent sacrifice one of their Vehicle units (their choice)', () => {
    const escort = withUnits(atDeployment('dark'), 'light', ['X-Wing Escort'], { focus: 1 })
    const ties = withUnits(escort.state, 'dark', ['TIE Fighter', 'TIE Advanced'])
    const lightning = withHand(ties.state, 'dark', ['Force Lightning'])
    let state = use(lightning.state, 'dark', lightning.slots[0]!, [escort.slots])
    state = untilAnswer(state, 'light', escort.slots[0]!)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'leaving', card: escort.slots[0], how: 'destroyed' } })
    state = answer(state, 'light', escort.slots[0]!)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: ties.slots, min: 1, max: 1 })
    state = passWindows(act(state, 'dark', { type: 'choose', payload: { slots: [ties.slots[1]!] } }))
    expect(Object.hasOwn(state.table, ties.slots[1]!)).toBe(false)
    expect(Object.hasOwn(state.table, ties.slots[0]!)).toBe(true)
    expect(Object.hasOwn(state.table, escort.slots[0]!)).toBe(false)
  })

  it('Decoy at Dantooine lowers the dial by 1 (never below 1) when a friendly objective leaves play', () => {
    let state = atDeployment('dark', atDeployment('light'))
    const decoy = placeCard(state, 'light', card('Decoy at Dantooine').id, 'objectives', { damage: 4 })
    const tie = withUnits(decoy.state, 'dark', ['TIE Advanced'])
    state = toStrikes(toEdge(toConflict({ ...tie.state, dial: 3 }), tie.slots, [], decoy.slot))
    state = act(state, 'dark', { type: 'strike', payload: { unit: tie.slots[0]! } }) // 1 blast: its 5th damage
    state = untilAnswer(state, 'light', decoy.slot)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'leaving', card: decoy.slot, how: 'destroyed' } })
    const events: EngineEvent[] = []
    state = passWindows(answer(state, 'light', decoy.slot, undefined, events), events)
    const dial = events.filter((e) => e.type === 'dial').map((e) => e.data)
    // −1 before it leaves, then +1 for the first objective in the Dark victory pile.
    expect(dial).toEqual([
      { by: -1, dial: 2 },
      { by: 1, dial: 3 },
    ])
    expect(zoneSlots(state.cards, zones.victory('dark'))).toContain(decoy.slot)
  })

  it('False Lead lowers the dial by 1 when the objective it enhances leaves play', () => {
    let state = atDeployment('dark', atDeployment('light'))
    const objective = objectivesOf(state, 'light')[0]!
    const capacity = inPlayFacts(state, objective).damageCapacity!
    state = { ...state, table: { ...state.table, [objective]: { ...state.table[objective]!, damage: capacity - 1 } } }
    const lead = placeCard(state, 'light', card('False Lead').id, 'play', { host: objective })
    const tie = withUnits(lead.state, 'dark', ['TIE Advanced'])
    state = toStrikes(toEdge(toConflict({ ...tie.state, dial: 4 }), tie.slots, [], objective))
    state = untilAnswer(act(state, 'dark', { type: 'strike', payload: { unit: tie.slots[0]! } }), 'light', lead.slot)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'leaving', card: objective, how: 'destroyed' } })
    const events: EngineEvent[] = []
    state = passWindows(answer(state, 'light', lead.slot, undefined, events), events)
    expect(events.filter((e) => e.type === 'dial').map((e) => e.data)).toEqual([
      { by: -1, dial: 3 },
      { by: 1, dial: 4 },
    ])
  })
})

describe('interrupts to a unit being played', () => {
  it('Kuat Reinforcements lowers the cost of a Vehicle its player plays by the cards discarded, never below 1', () => {
    const kuat = placeCard(
      atDeployment('dark', atDeployment('light')),
      'dark',
      card('Kuat Reinforcements').id,
      'objectives',
    )
    const hand = withHand(kuat.state, 'dark', ['TIE Advanced', 'Darth Vader', 'Nightsister'])
    const tie = hand.slots[0]!
    const plays = swlcg.legalActions(hand.state, DARK).filter((a) => a.type === 'play' && a.payload.slot === tie)
    const discounted = plays.filter((a) => a.type === 'play' && a.payload.discount?.card === kuat.slot)
    // Cost 2: one discarded card brings it to 1; two would go below 1, so no such way is offered.
    expect(discounted.map((a) => (a.type === 'play' ? a.payload.discount!.costs.length : 0))).toEqual(
      discounted.map(() => 1),
    )
    const state = act(hand.state, 'dark', discounted[0]!)
    expect(Object.hasOwn(state.table, tie)).toBe(true)
    const used = discounted[0]!.type === 'play' ? discounted[0]!.payload.discount!.costs : []
    expect(inDiscard(state, 'dark')).toEqual(expect.arrayContaining(used))
  })

  it('The Defense of Yavin 4 lowers the cost of a Vehicle by the cards discarded (X), never below 1', () => {
    let state = atDeployment('light')
    const defense = placeCard(state, 'light', card('The Defense of Yavin 4').id, 'objectives')
    const hand = withHand(defense.state, 'light', ['Red Two', 'Luke Skywalker', 'Jedi in Hiding'])
    const [wing, ...others] = hand.slots as [string, string, string]
    state = hand.state
    const plays = swlcg.legalActions(state, LIGHT).filter((a) => a.type === 'play' && a.payload.slot === wing)
    const discounted = plays.filter((a) => a.type === 'play' && a.payload.discount?.card === defense.slot)
    expect(discounted.length).toBeGreaterThan(0)
    const base = card('Red Two').cost!
    const two = { card: defense.slot, ability: 0, costs: others }
    const payment = discounted.find((a) => a.type === 'play' && a.payload.discount?.costs.length === 2)
    expect(payment).toBeDefined()
    const paid = payment!.type === 'play' ? payment!.payload.payment : []
    expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(base - 2)
    const tooMuch = {
      card: defense.slot,
      ability: 0,
      costs: [
        ...others,
        ...zoneSlots(state.cards, zones.hand('light')).filter((s) => s !== wing && !others.includes(s)),
      ].slice(0, base),
    }
    const refused = swlcg.apply(
      state,
      { type: 'play', payload: { slot: wing, payment: paid, discount: tooMuch } },
      LIGHT,
    )
    expect(refused.ok ? 'accepted' : refused.error.code).not.toBe('accepted')
    state = act(state, 'light', { type: 'play', payload: { slot: wing, payment: paid, discount: two } })
    expect(Object.hasOwn(state.table, wing)).toBe(true)
    expect(inDiscard(state, 'light')).toEqual(expect.arrayContaining(others))
  })
})
