/**
 * Reactions of cards in play (issue 15): each answers its point of the timing chart in a response window, with
 * its choices and costs, resolves inside that window (damage through the queue included), once per trigger.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { swlcg } from '../swlcg'
import {
  DARK,
  LIGHT,
  act,
  passUntil,
  passWindows,
  placeCard,
  startGame,
  starterConfig,
  throughSetup,
} from '../testing/fixtures'
import { answers, atDeployment, card, toConflict, toEdge, withHand, withUnits, untilAnswer } from '../testing/scenario'
import { handSize, objectivesOf, zones } from '../queries'
import type { Side, SwlcgAction, SwlcgState } from '../types'

/** Answers with the card at `slot` (the first offered way, or these choices). */
function answer(state: SwlcgState, side: Side, slot: string, choices?: string[][], events?: EngineEvent[]): SwlcgState {
  const way = answers(state, side, slot)[0]!
  const payload = choices ? { ...(way.payload as object), choices } : way.payload
  return passWindows(act(state, side, { type: 'respond', payload } as SwlcgAction, events), events)
}

describe('reactions of cards in play', () => {
  it("Luke Skywalker sheds 1 focus after his opponent's turn begins, once", () => {
    let state = atDeployment('light')
    const luke = withUnits(state, 'light', ['Luke Skywalker'], { focus: 2 })
    state = untilAnswer(luke.state, 'light', luke.slots[0]!)
    expect(state.turn.active).toBe('dark')
    expect(state.windows.at(-1)?.trigger).toMatchObject({ on: 'turn-began', side: 'dark' })
    state = answer(state, 'light', luke.slots[0]!)
    expect(state.table[luke.slots[0]!]!.focus).toBe(1)
    expect(answers(state, 'light', luke.slots[0]!)).toEqual([])
  })

  it('Admiral Motti removes 1 focus from a unit its player controls after the refresh', () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'dark', ['Admiral Motti'])
    const tired = withUnits(units.state, 'dark', ['Nightsister'], { focus: 3 })
    state = untilAnswer(tired.state, 'dark', units.slots[0]!)
    expect(state.windows.at(-1)?.trigger).toMatchObject({ on: 'refreshed', side: 'dark' })
    expect(state.table[tired.slots[0]!]!.focus).toBe(2) // the refresh took 1
    state = answer(state, 'dark', units.slots[0]!, [tired.slots])
    expect(state.table[tired.slots[0]!]!.focus).toBe(1)
  })

  it('Han Solo, declared as an attacker, deals 1 damage to an enemy unit inside the window (Protect may answer)', () => {
    let state = atDeployment('light')
    const han = withUnits(state, 'light', ['Han Solo'])
    const enemy = withUnits(han.state, 'dark', ['Nightsister', 'Emperor Palpatine'])
    state = toConflict(enemy.state)
    state = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark')[0]! } })
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: han.slots } })
    const targets = answers(state, 'light', han.slots[0]!).map((a) => a.payload.choices?.[0]?.[0])
    expect(new Set(targets)).toEqual(new Set(enemy.slots))
    state = answer(state, 'light', han.slots[0]!, [[enemy.slots[0]!]])
    // Nightsister has 1 capacity: destroyed.
    expect(Object.hasOwn(state.table, enemy.slots[0]!)).toBe(false)
    expect(state.ability).toBeNull()
    expect(answers(state, 'light', han.slots[0]!)).toEqual([])
  })

  it('Nightsister, committed to the Force, deals 1 damage to an objective', () => {
    let state = atDeployment('dark')
    const sister = withUnits(state, 'dark', ['Nightsister'])
    state = passUntil(sister.state, (s) => s.turn.step === 'force-commit')
    state = act(state, 'dark', { type: 'commit-force', payload: { units: sister.slots } })
    const objective = objectivesOf(state, 'light')[0]!
    const before = state.table[objective]!.damage
    state = answer(state, 'dark', sister.slots[0]!, [[objective]])
    expect(state.table[objective]!.damage).toBe(before + 1)
  })

  it('Home One, focused to strike as an attacker, damages each enemy objective not engaged', () => {
    let state = atDeployment('light')
    const home = withUnits(state, 'light', ['Home One'])
    state = toEdge(toConflict(home.state), home.slots, [])
    const [engaged, ...others] = objectivesOf(state, 'dark')
    state = passUntil(state, (s) => s.turn.step === 'strike')
    state = act(state, 'light', { type: 'strike', payload: { unit: home.slots[0]! } })
    state = answer(state, 'light', home.slots[0]!)
    for (const slot of others) expect(state.table[slot]!.damage).toBe(1)
    expect(state.table[engaged!]?.damage ?? 0).not.toBe(1)
  })

  it('Hit and Run damages the engaged objective after its player wins the edge as the attacker', () => {
    let state = atDeployment('light')
    const hit = placeCard(state, 'light', card('Hit and Run').id, 'objectives')
    const unit = withUnits(hit.state, 'light', ['Luke Skywalker'])
    state = toEdge(toConflict(unit.state), unit.slots, [])
    state = untilAnswer(state, 'light', hit.slot)
    const objective = state.engagement!.objective
    state = answer(state, 'light', hit.slot)
    expect(state.table[objective]!.damage).toBe(1)
  })

  it('TIE Advanced damages the engaged objective after surviving an unopposed engagement', () => {
    const tie = withUnits(atDeployment('dark'), 'dark', ['TIE Advanced'])
    let state = passUntil(tie.state, (s) => s.turn.number === 3 && s.turn.step === 'conflict-declare', undefined, 400)
    state = toEdge(state, tie.slots, [])
    state = untilAnswer(state, 'dark', tie.slots[0]!)
    const objective = state.engagement!.objective
    const before = state.table[objective]!.damage
    state = answer(state, 'dark', tie.slots[0]!)
    expect(state.table[objective]?.damage ?? Infinity).toBeGreaterThan(before)
  })

  it('Mission Briefing draws 1 card after the opponent’s turn begins', () => {
    let state = atDeployment('light')
    const briefing = placeCard(state, 'light', card('Mission Briefing').id, 'objectives')
    state = untilAnswer(briefing.state, 'light', briefing.slot)
    const hand = handSize(state, 'light')
    state = answer(state, 'light', briefing.slot)
    expect(handSize(state, 'light')).toBe(hand + 1)
  })

  it('Defense Protocol lowers its reserve by 1 for the phase to deal 1 damage to a unit', () => {
    let state = atDeployment('light')
    const target = withUnits(state, 'light', ['Luke Skywalker'])
    const protocol = placeCard(target.state, 'dark', card('Defense Protocol').id, 'objectives')
    state = untilAnswer(protocol.state, 'dark', protocol.slot)
    expect(state.turn.phase).toBe('draw')
    state = answer(state, 'dark', protocol.slot, [target.slots])
    expect(state.turn.reserveCut.dark).toBe(1)
    expect(state.table[target.slots[0]!]!.damage).toBe(1)
    state = passUntil(state, (s) => s.turn.step === 'draw-window')
    expect(handSize(state, 'dark')).toBe(5)
  })

  it('Devastator spends 1 resource to turn the dial after an enemy objective is destroyed', () => {
    const start = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const ship = withUnits(start, 'dark', ['Devastator'])
    const objective = objectivesOf(ship.state, 'light')[0]!
    let state = {
      ...ship.state,
      table: { ...ship.state.table, [objective]: { ...ship.state.table[objective]!, damage: 3 } },
    }
    state = passUntil(state, (s) => s.turn.number === 3 && s.turn.step === 'conflict-declare', undefined, 400)
    state = toEdge(state, ship.slots, [], objective)
    state = passUntil(state, (s) => s.turn.step === 'strike')
    state = act(state, 'dark', { type: 'strike', payload: { unit: ship.slots[0]! } })
    state = untilAnswer(state, 'dark', ship.slots[0]!)
    const dial = state.dial
    const way = answers(state, 'dark', ship.slots[0]!)[0]!
    expect(way.payload.payment?.reduce((n, p) => n + p.amount, 0)).toBe(1)
    state = answer(state, 'dark', ship.slots[0]!)
    expect(state.dial).toBe(dial + 1)
    expect(zoneSlots(state.cards, zones.victory('dark'))).toContain(objective)
  })

  it('AT-ST draws 1 card after it enters play', () => {
    const start = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const hand = withHand(start, 'dark', ['AT-ST'])
    const play = swlcg
      .legalActions(hand.state, DARK)
      .find((a) => a.type === 'play' && a.payload.slot === hand.slots[0])!
    let state = act(hand.state, 'dark', play)
    const before = handSize(state, 'dark')
    state = answer(state, 'dark', hand.slots[0]!)
    expect(handSize(state, 'dark')).toBe(before + 1)
  })

  it('Forgotten Heroes draws 1 card after its player plays a Force User unit, not another unit', () => {
    let state = atDeployment('light')
    const heroes = placeCard(state, 'light', card('Forgotten Heroes').id, 'objectives')
    const hand = withHand(heroes.state, 'light', ['Jedi in Hiding', "Twi'lek Loyalist"])
    const [jedi, loyalist] = hand.slots as [string, string]
    const play = (at: SwlcgState, slot: string) =>
      swlcg.legalActions(at, LIGHT).find((a) => a.type === 'play' && a.payload.slot === slot)!
    state = act(hand.state, 'light', play(hand.state, loyalist))
    expect(answers(state, 'light', heroes.slot)).toEqual([])
    state = passUntil(state, (s) => s.turn.priority === 'light' && s.windows.length === 0)
    state = act(state, 'light', play(state, jedi))
    const before = handSize(state, 'light')
    state = answer(state, 'light', heroes.slot)
    expect(handSize(state, 'light')).toBe(before + 1)
  })

  it('Darth Vader deals 1 damage after his player plays a Sith event, once per turn', () => {
    let state = atDeployment('dark')
    const vader = withUnits(state, 'dark', ['Darth Vader'])
    const target = withUnits(vader.state, 'light', ['Jedi in Hiding', 'Luke Skywalker'])
    const hand = withHand(target.state, 'dark', ['Force Choke'])
    const choke = swlcg
      .legalActions(hand.state, DARK)
      .find(
        (a) => a.type === 'use' && a.payload.card === hand.slots[0] && a.payload.choices?.[0]?.[0] === target.slots[1],
      )!
    state = untilAnswer(act(hand.state, 'dark', choke), 'dark', vader.slots[0]!)
    expect(state.table[target.slots[1]!]!.damage).toBe(1)
    state = answer(state, 'dark', vader.slots[0]!, [[target.slots[0]!]])
    expect(Object.hasOwn(state.table, target.slots[0]!)).toBe(false) // 1 capacity: destroyed
  })
})

describe('more reactions', () => {
  it('Fall of the Jedi puts a card of its player’s hand, their choice, on the bottom of the deck as the draw phase begins', () => {
    let state = atDeployment('light')
    const fall = placeCard(state, 'dark', card('Fall of the Jedi').id, 'objectives')
    state = untilAnswer(fall.state, 'dark', fall.slot)
    expect(state.turn.phase).toBe('draw')
    const hand = zoneSlots(state.cards, zones.hand('dark'))
    state = answer(state, 'dark', fall.slot)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: hand, min: 1, max: 1 })
    state = act(state, 'dark', { type: 'choose', payload: { slots: [hand[0]!] } })
    const deck = zoneSlots(state.cards, zones.deck('dark'))
    expect(deck[deck.length - 1]).toBe(hand[0])
    // The light seat sees a back there, never the face.
    expect(swlcg.view(state, LIGHT).cards.cards[hand[0]!]).toBeUndefined()
  })

  it('Questionable Contacts damages itself to move 1 damage from a friendly unit to an enemy unit after the refresh', () => {
    let state = atDeployment('dark')
    const contacts = placeCard(state, 'light', card('Questionable Contacts').id, 'objectives')
    const ours = withUnits(contacts.state, 'light', ['Luke Skywalker'], { damage: 2 })
    const theirs = withUnits(ours.state, 'dark', ['Emperor Palpatine'])
    state = untilAnswer(theirs.state, 'light', contacts.slot)
    state = answer(state, 'light', contacts.slot, [ours.slots, theirs.slots])
    expect(state.table[contacts.slot]!.damage).toBe(1)
    expect(state.table[ours.slots[0]!]!.damage).toBe(1)
    expect(state.table[theirs.slots[0]!]!.damage).toBe(1)
  })
})

describe('forced reactions', () => {
  it('Intimidated must put 1 focus on its unit after it is focused to strike; its player cannot pass first', () => {
    let state = atDeployment('light')
    const luke = withUnits(state, 'light', ['Luke Skywalker'])
    const curse = placeCard(luke.state, 'dark', card('Intimidated').id, 'play', { host: luke.slots[0]! })
    state = toEdge(toConflict(curse.state), luke.slots, [])
    state = passUntil(state, (s) => s.turn.step === 'strike')
    state = act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } })
    expect(answers(state, 'dark', curse.slot)).toHaveLength(1)
    expect(swlcg.legalActions(state, DARK).some((a) => a.type === 'pass')).toBe(false)
    const pass = swlcg.apply(state, { type: 'pass' }, DARK)
    expect(pass.ok ? 'accepted' : pass.error.code).toBe('forced-first')
    const focus = state.table[luke.slots[0]!]!.focus
    state = answer(state, 'dark', curse.slot)
    expect(state.table[luke.slots[0]!]!.focus).toBe(focus + 1)
  })

  it('Rancor destroys the lowest-cost non-Vehicle unit in play after its refresh; on a tie the active player picks', () => {
    let state = atDeployment('dark')
    const rancor = withUnits(state, 'dark', ['Rancor'])
    const tied = withUnits(rancor.state, 'light', ["Twi'lek Loyalist", "Twi'lek Loyalist"])
    const vehicle = withUnits(tied.state, 'light', ['X-Wing'])
    state = untilAnswer(vehicle.state, 'dark', rancor.slots[0]!)
    expect(state.turn.active).toBe('dark')
    state = answer(state, 'dark', rancor.slots[0]!)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: tied.slots, min: 1, max: 1 })
    state = act(state, 'dark', { type: 'choose', payload: { slots: [tied.slots[1]!] } })
    expect(Object.hasOwn(state.table, tied.slots[1]!)).toBe(false)
    expect(Object.hasOwn(state.table, tied.slots[0]!)).toBe(true)
    expect(Object.hasOwn(state.table, vehicle.slots[0]!)).toBe(true) // an X-Wing costs 1 too, but is a Vehicle
  })
})

describe('reactions to a payment', () => {
  it('Stolen Plans draws its player 1 card after the enemy objective it enhances generates resources', () => {
    let state = atDeployment('dark')
    const [host, other] = objectivesOf(state, 'dark') as [string, string]
    const plans = placeCard(state, 'light', card('Stolen Plans').id, 'play', { host })
    const hand = withHand(plans.state, 'dark', ['TIE Advanced'])
    const before = handSize(hand.state, 'light')
    const payment = [
      { card: host, amount: 1 },
      { card: other, amount: 1 },
    ]
    state = act(hand.state, 'dark', { type: 'play', payload: { slot: hand.slots[0]!, payment } })
    state = untilAnswer(state, 'light', plans.slot)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'resources-generated', cards: [host, other] } })
    state = answer(state, 'light', plans.slot)
    expect(handSize(state, 'light')).toBe(before + 1)
  })
})
