/**
 * Deployment (rulebook "Telepítés fázis", "Erőforrások", "Erősítés kártyák", Unique, Limited; analysis §2.4–2.5,
 * §5.5 case 10).
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { playCost } from './abilities/modifiers'
import { hostProblem } from './deploy'
import { swlcg } from './swlcg'
import { DARK, LIGHT, act, passUntil, placeCard } from './testing/fixtures'
import { atDeployment, card, withHand, withUnits } from './testing/scenario'
import { zones } from './queries'
import type { SwlcgAction, SwlcgState } from './types'

/** The code of the error `action` by `seat` is refused with (or 'accepted'). */
function refusal(state: SwlcgState, seat: string, action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seat)
  return result.ok ? 'accepted' : result.error.code
}

/**
 * A payment of the card's cost now from one resource card: abilities in play may change the cost (In You Must Go,
 * a starting objective of the Jedi deck, makes the first enhancement each turn cheaper).
 */
function payFor(state: SwlcgState, side: 'light' | 'dark', title: string, payer: string) {
  const cost = playCost(state, side, card(title))
  return cost === 0 ? [] : [{ card: payer, amount: cost }]
}

/** The affiliation card of a side (it generates 1 resource of the deck's affiliation). */
const affiliationCard = (state: SwlcgState, side: 'light' | 'dark') => zoneSlots(state.cards, zones.play(side))[0]!

describe('paying for cards', () => {
  // [R:363-371] „… legalább egy erőforrást generáló lap azonos szövetségbe kell, hogy tartozzon … semleges erőforrás nem
  // tartozik semelyik szövetséghez” (one paying card must share the affiliation; neutral resources match none).
  it('a Jedi card paid only from a neutral resource is refused; from the Jedi affiliation card it is played', () => {
    let state = atDeployment('light')
    const location = withUnits(state, 'light', ['Dagobah Training Grounds'])
    state = location.state
    const hand = withHand(state, 'light', ["Twi'lek Loyalist"])
    state = hand.state
    const slot = hand.slots[0]!
    const neutral = {
      type: 'play',
      payload: { slot, payment: [{ card: location.slots[0]!, amount: 1 }] },
    } as SwlcgAction
    expect(refusal(state, LIGHT, neutral)).toBe('no-resource-match')
    state = act(state, 'light', {
      type: 'play',
      payload: { slot, payment: [{ card: affiliationCard(state, 'light'), amount: 1 }] },
    })
    expect(state.table[slot]).toMatchObject({ owner: 'light', focus: 0, damage: 0 })
    expect(state.table[affiliationCard(state, 'light')]!.focus).toBe(1)
  })

  // [R:370-371] „A nulla kijátszási költséggel rendelkező lapok esetében nem kell az erőforrás egyezésre figyelni.”
  it('a cost-0 card needs no payment and no match', () => {
    let state = atDeployment('light')
    state = withUnits(state, 'light', ['Jedi in Hiding'], { focus: 1 }).state // nothing else is ready to pay
    const hand = withHand(state, 'light', ['R2-D2'])
    state = act(hand.state, 'light', { type: 'play', payload: { slot: hand.slots[0]!, payment: [] } })
    expect(Object.hasOwn(state.table, hand.slots[0]!)).toBe(true)
  })

  // [R:347-348] „… amennyi Fókusz jelzőt helyez, annyi erőforrást nyer ki belőle” (as many focus tokens as resources).
  it('a resource-2 objective used for 2 carries 2 focus and is still exhausted after one refresh', () => {
    let state = atDeployment('light')
    const objective = placeCard(state, 'light', card("A Hero's Journey").id, 'objectives')
    state = objective.state
    const hand = withHand(state, 'light', ['Jedi in Hiding'])
    state = act(hand.state, 'light', {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: objective.slot, amount: 2 }] },
    })
    expect(state.table[objective.slot]!.focus).toBe(2)
    state = passUntil(state, (s) => s.turn.number === 4 && s.turn.phase === 'draw')
    expect(state.table[objective.slot]!.focus).toBe(1)
    state = passUntil(state, (s) => s.turn.step === 'deployment' && s.turn.priority === 'light')
    const again = withHand(state, 'light', ["Twi'lek Loyalist"])
    state = again.state
    const reuse = {
      type: 'play',
      payload: { slot: again.slots[0]!, payment: [{ card: objective.slot, amount: 1 }] },
    } as SwlcgAction
    expect(refusal(state, LIGHT, reuse)).toBe('exhausted')
  })

  // [R:357-359] „A generált erőforrással nem lehet több lapot egyszerre kijátszani” (generated resources pay for one card).
  it('a payment makes exactly the cost: more is refused (resources pay for one card only), and so is less', () => {
    let state = atDeployment('light')
    const objective = placeCard(state, 'light', card("A Hero's Journey").id, 'objectives')
    const hand = withHand(objective.state, 'light', ["Twi'lek Loyalist"])
    state = hand.state
    const pay = (amount: number) =>
      ({ type: 'play', payload: { slot: hand.slots[0]!, payment: [{ card: objective.slot, amount }] } }) as SwlcgAction
    expect(refusal(state, LIGHT, pay(2))).toBe('wrong-payment')
    expect(refusal(state, LIGHT, pay(3))).toBe('too-many-resources')
    const none = { type: 'play', payload: { slot: hand.slots[0]!, payment: [] } } as SwlcgAction
    expect(refusal(state, LIGHT, none)).toBe('wrong-payment')
    const twice = {
      type: 'play',
      payload: {
        slot: hand.slots[0]!,
        payment: [
          { card: objective.slot, amount: 1 },
          { card: objective.slot, amount: 1 },
        ],
      },
    } as SwlcgAction
    expect(refusal(state, LIGHT, twice)).toBe('payment-card-twice')
  })

  it("the opponent's cards cannot pay", () => {
    const state = atDeployment('light')
    const hand = withHand(state, 'light', ["Twi'lek Loyalist"])
    const action = {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: affiliationCard(state, 'dark'), amount: 1 }] },
    } as SwlcgAction
    expect(refusal(hand.state, LIGHT, action)).toBe('not-your-card')
  })
})

describe('what can be played', () => {
  // [R:846-853] A unique card cannot be played while a card with the same title is in play.
  it('a unique card cannot be played while a card with its title is in play', () => {
    let state = atDeployment('light')
    state = withUnits(state, 'light', ['Luke Skywalker']).state
    const hand = withHand(state, 'light', ['Luke Skywalker'])
    expect(refusal(hand.state, LIGHT, { type: 'play', payload: { slot: hand.slots[0]!, payment: [] } })).toBe(
      'unique-in-play',
    )
    expect(
      swlcg.legalActions(hand.state, LIGHT).some((a) => a.type === 'play' && a.payload.slot === hand.slots[0]),
    ).toBe(false)
  })

  // [R:799-801] „Egy játékos körönként csak egyetlen „Limited” kulcsszóval ellátott lapot játszhat ki.”
  it('one Limited card per turn', () => {
    let state = atDeployment('light')
    const objective = placeCard(state, 'light', card("A Hero's Journey").id, 'objectives')
    const hand = withHand(objective.state, 'light', ['Dagobah Training Grounds', 'Dagobah Training Grounds'])
    state = act(hand.state, 'light', {
      type: 'play',
      payload: {
        slot: hand.slots[0]!,
        payment: payFor(hand.state, 'light', 'Dagobah Training Grounds', objective.slot),
      },
    })
    state = act(state, 'dark', { type: 'pass' })
    const payer = affiliationCard(state, 'light')
    const second = {
      type: 'play',
      payload: { slot: hand.slots[1]!, payment: payFor(state, 'light', 'Dagobah Training Grounds', payer) },
    } as SwlcgAction
    expect(refusal(state, LIGHT, second)).toBe('limited-played')
    expect(swlcg.legalActions(state, LIGHT).some((a) => a.type === 'play' && a.payload.slot === hand.slots[1])).toBe(
      false,
    )
  })

  // [R:160-173] An enhancement attaches to the kind of card its text names; [R:806-812] No Enhancements cards take none.
  it('an enhancement goes only on a host its card names, never on a No Enhancements card', () => {
    let state = atDeployment('light')
    const units = withUnits(state, 'light', ["Twi'lek Loyalist", 'Luke Skywalker'])
    const hand = withHand(units.state, 'light', ['Jedi Lightsaber'])
    state = hand.state
    const play = (host?: string) =>
      ({
        type: 'play',
        payload: {
          slot: hand.slots[0]!,
          payment: payFor(state, 'light', 'Jedi Lightsaber', affiliationCard(state, 'light')),
          ...(host ? { host } : {}),
        },
      }) as SwlcgAction
    expect(refusal(state, LIGHT, play())).toBe('enhancement-needs-host')
    expect(refusal(state, LIGHT, play(units.slots[0]))).toBe('illegal-host') // a Character, not a Force User
    state = act(state, 'light', play(units.slots[1]))
    expect(state.table[hand.slots[0]!]!.host).toBe(units.slots[1])

    let dark = atDeployment('dark')
    const rancor = withUnits(dark, 'dark', ['Rancor'])
    const darkHand = withHand(rancor.state, 'dark', ["The Hand's Blessing"])
    dark = darkHand.state
    const bless = {
      type: 'play',
      payload: {
        slot: darkHand.slots[0]!,
        payment: [{ card: affiliationCard(dark, 'dark'), amount: 1 }],
        host: rancor.slots[0]!,
      },
    } as SwlcgAction
    expect(refusal(dark, DARK, bless)).toBe('illegal-host') // Rancor is a Creature, not a Character
    // No card in scope can name Rancor as a host; an enhancement of any unit shows the keyword's refusal.
    const anyUnit = { ...card('Jedi Lightsaber'), enhance: { on: 'unit' as const } }
    expect(hostProblem(dark, 'dark', anyUnit, rancor.slots[0]!)?.code).toBe('no-enhancements')
  })

  it("an enhancement naming an enemy unit goes on the opponent's unit, not on one's own", () => {
    let state = atDeployment('dark')
    const own = withUnits(state, 'dark', ['Darth Vader'])
    const enemy = withUnits(own.state, 'light', ['Luke Skywalker'])
    const hand = withHand(enemy.state, 'dark', ['Intimidated'])
    state = hand.state
    const on = (host: string) => ({ type: 'play', payload: { slot: hand.slots[0]!, payment: [], host } }) as SwlcgAction
    expect(refusal(state, DARK, on(own.slots[0]!))).toBe('illegal-host')
    state = act(state, 'dark', on(enemy.slots[0]!))
    expect(state.table[hand.slots[0]!]).toMatchObject({ host: enemy.slots[0], owner: 'dark', controller: 'dark' })
  })

  it('fate cards are never played, events not until their abilities are encoded, and only in your own deployment', () => {
    let state = atDeployment('light')
    const hand = withHand(state, 'light', ['Heat of Battle', 'Counter-stroke', "Twi'lek Loyalist"])
    state = hand.state
    const fate = { type: 'play', payload: { slot: hand.slots[0]!, payment: [] } } as SwlcgAction
    expect(refusal(state, LIGHT, fate)).toBe('fate-not-playable')
    const event = {
      type: 'play',
      payload: { slot: hand.slots[1]!, payment: [{ card: affiliationCard(state, 'light'), amount: 1 }] },
    } as SwlcgAction
    expect(refusal(state, LIGHT, event)).toBe('ability-not-implemented')
    state = act(state, 'light', { type: 'pass' })
    const darkHand = withHand(state, 'dark', ['Nightsister'])
    expect(refusal(darkHand.state, DARK, { type: 'play', payload: { slot: darkHand.slots[0]!, payment: [] } })).toBe(
      'not-your-deployment',
    )
  })

  it('after each play the opponent has priority; two passes in a row end the phase', () => {
    let state = atDeployment('light')
    const hand = withHand(state, 'light', ["Twi'lek Loyalist"])
    state = act(hand.state, 'light', {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: affiliationCard(hand.state, 'light'), amount: 1 }] },
    })
    expect(state.turn).toMatchObject({ step: 'deployment', priority: 'dark', passes: 0 })
    state = act(state, 'dark', { type: 'pass' })
    expect(state.turn).toMatchObject({ step: 'deployment', priority: 'light' })
    state = act(state, 'light', { type: 'pass' })
    expect(state.turn.phase).toBe('conflict')
  })
})
