/**
 * Action abilities (issue 15): events played from hand and actions of cards in play, with their costs, choices,
 * per-turn limits, play windows and lasting effects; an ability the interpreter cannot resolve yet is refused whole.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import { strikeIcons } from '../strikes'
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
import { answers, atDeployment, card, toConflict, toEdge, withHand, withUnits } from '../testing/scenario'
import { zones } from '../queries'
import type { Side, SwlcgAction, SwlcgState } from '../types'

/** The code of the error `action` by `seat` is refused with (or 'accepted'). */
function refusal(state: SwlcgState, seat: string, action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seat)
  return result.ok ? 'accepted' : result.error.code
}

/** The `use` actions legalActions offers `seat` for the card at `slot`. */
function offered(state: SwlcgState, seat: string, slot: string): Extract<SwlcgAction, { type: 'use' }>[] {
  return swlcg
    .legalActions(state, seat)
    .filter((a): a is Extract<SwlcgAction, { type: 'use' }> => a.type === 'use' && a.payload.card === slot)
}

const seatOf = (side: Side) => (side === 'light' ? LIGHT : DARK)

/** Uses the first offered way for the card, with the choices given (or the first offered). */
function use(state: SwlcgState, side: Side, slot: string, choices?: string[][]): SwlcgState {
  const way = offered(state, seatOf(side), slot)[0]
  if (!way) throw new Error(`no use offered for ${slot}`)
  const payload = choices ? { ...(way.payload as object), choices } : way.payload
  return passWindows(act(state, side, { type: 'use', payload } as SwlcgAction))
}

describe('events played from hand', () => {
  it('Force Choke deals 1 damage to a Character; a second copy in the same turn is refused (limit 1 per turn)', () => {
    let state = atDeployment('dark')
    const target = withUnits(state, 'light', ['Believer in the Old Ways'])
    const hand = withHand(target.state, 'dark', ['Force Choke', 'Force Choke'])
    state = hand.state
    const [first, second] = hand.slots as [string, string]
    expect(offered(state, DARK, first).map((a) => a.payload.choices)).toContainEqual([[target.slots[0]!]])
    state = use(state, 'dark', first, [[target.slots[0]!]])
    expect(state.table[target.slots[0]!]!.damage).toBe(1)
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(first)
    state = passUntil(state, (s) => s.turn.priority === 'dark')
    expect(offered(state, DARK, second)).toEqual([])
    const again = { type: 'use', payload: { card: second, ability: 0, choices: [[target.slots[0]!]] } } as SwlcgAction
    expect(refusal(state, DARK, again)).toBe('limit-reached')
  })

  it('a choice that does not fit the filter is refused; so is a Vehicle for Force Choke', () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'light', ['X-Wing'])
    const hand = withHand(units.state, 'dark', ['Force Choke'])
    state = hand.state
    const bad = {
      type: 'use',
      payload: { card: hand.slots[0]!, ability: 0, choices: [[units.slots[0]!]] },
    } as SwlcgAction
    expect(refusal(state, DARK, bad)).toBe('no-target')
  })

  it('Emergency Repair removes all damage from an objective, but only in its player’s own turn', () => {
    let state = atDeployment('light')
    const objective = placeCard(state, 'light', card("A Hero's Journey").id, 'objectives', { damage: 3 })
    const hand = withHand(objective.state, 'light', ['Emergency Repair'])
    state = use(hand.state, 'light', hand.slots[0]!, [[objective.slot]])
    expect(state.table[objective.slot]!.damage).toBe(0)

    let dark = atDeployment('dark')
    const other = placeCard(dark, 'light', card("A Hero's Journey").id, 'objectives', { damage: 2 })
    const again = withHand(other.state, 'light', ['Emergency Repair'])
    dark = passUntil(again.state, (s) => s.turn.priority === 'light')
    expect(offered(dark, LIGHT, again.slots[0]!)).toEqual([])
  })

  it('Jedi Mind Trick places 2 focus while the Balance is with the light side, 1 otherwise', () => {
    for (const [balance, focus] of [
      ['light', 2],
      ['dark', 1],
    ] as const) {
      let state = { ...atDeployment('light'), balance }
      const target = withUnits(state, 'dark', ['Emperor Palpatine'])
      const hand = withHand(target.state, 'light', ['Jedi Mind Trick'])
      state = use(hand.state, 'light', hand.slots[0]!, [[target.slots[0]!]])
      expect(state.table[target.slots[0]!]!.focus).toBe(focus)
    }
  })

  it('Force Stasis keeps an enemy Character from attacking until the end of the phase', () => {
    let state = atDeployment('light')
    const attackers = withUnits(state, 'light', ['Luke Skywalker', 'Jedi in Hiding'])
    const hand = withHand(attackers.state, 'dark', ['Force Stasis'])
    const [luke, jedi] = attackers.slots as [string, string]
    // In the Light Side's conflict phase, before it engages, the Dark Side plays Force Stasis on Luke.
    state = passUntil(hand.state, (s) => s.turn.step === 'conflict-window' && s.turn.priority === 'dark')
    state = use(state, 'dark', hand.slots[0]!, [[luke]])
    state = toConflict(state)
    const objective = zoneSlots(state.cards, zones.objectives('dark'))[0]!
    state = act(state, 'light', { type: 'engage', payload: { objective } })
    const declare = (units: string[]) => ({ type: 'declare-attackers', payload: { units } }) as SwlcgAction
    expect(refusal(state, LIGHT, declare([luke]))).toBe('cannot-attack-here')
    const legal = swlcg.legalActions(state, LIGHT).filter((a) => a.type === 'declare-attackers')
    expect(legal).toEqual([declare([jedi])])
    state = passUntil(act(state, 'light', declare([jedi])), (s) => s.turn.phase === 'force')
    expect(state.lasting).toEqual([])
  })

  // [R:609-610] „Pajzs jelzőt nem lehet olyan kártyára tenni, amin már van egy Pajzs jelző” (no second shield on a
  // card), which Our Most Desperate Hour overrides (analysis §5.5 case 8).
  it('Our Most Desperate Hour places a second shield on a shielded Character', () => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'], { shield: 1 })
    const hand = withHand(luke.state, 'light', ['Our Most Desperate Hour'])
    const state = passWindows(use(hand.state, 'light', hand.slots[0]!, [luke.slots]))
    expect(state.table[luke.slots[0]!]!.shield).toBe(2)
    expect(zoneSlots(state.cards, zones.discard('light'))).toContain(hand.slots[0])
  })
})

describe('actions of cards in play', () => {
  it('Trust Your Feelings focuses itself to remove 1 focus from its unit, and is then exhausted', () => {
    let state = atDeployment('light')
    const luke = withUnits(state, 'light', ['Luke Skywalker'], { focus: 2 })
    const enh = placeCard(luke.state, 'light', card('Trust Your Feelings').id, 'play', { host: luke.slots[0]! })
    state = use(enh.state, 'light', enh.slot)
    expect(state.table[luke.slots[0]!]!.focus).toBe(1)
    expect(state.table[enh.slot]!.focus).toBe(1)
    state = passUntil(state, (s) => s.turn.priority === 'light')
    expect(offered(state, LIGHT, enh.slot)).toEqual([])
  })

  it('Rebel Sympathizer is sacrificed to make the next card 1 cheaper and free of resource match', () => {
    let state = atDeployment('light')
    const sympathizer = withUnits(state, 'light', ['Rebel Sympathizer'])
    const hand = withHand(sympathizer.state, 'light', ['Battlefield Engineers'])
    state = use(hand.state, 'light', sympathizer.slots[0]!)
    expect(Object.hasOwn(state.table, sympathizer.slots[0]!)).toBe(false)
    state = passUntil(state, (s) => s.turn.priority === 'light')
    // A Rebel Alliance unit costing 2, paid with 1 from the Jedi affiliation card.
    const affiliation = zoneSlots(state.cards, zones.play('light'))[0]!
    const play = {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: affiliation, amount: 1 }] },
    } as SwlcgAction
    expect(refusal(state, LIGHT, play)).toBe('accepted')
    state = act(state, 'light', play)
    expect(state.lasting).toEqual([])
  })

  it('Death from Above gives attacking Vehicles blast until the end of the engagement', () => {
    // An Imperial Navy event: the Imperial Navy starter deck pays for it with a resource match.
    const start = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const ties = withUnits(start, 'dark', ['TIE Attack Squadron', 'TIE Attack Squadron'])
    let state = passUntil(ties.state, (s) => s.turn.number === 3 && s.turn.step === 'conflict-declare', undefined, 400)
    const hand = withHand(state, 'dark', ['Death from Above'])
    state = toEdge(hand.state, ties.slots, [])
    state = passUntil(state, (s) => s.turn.step === 'edge-window' && s.turn.priority === 'dark')
    const blast = strikeIcons(state, ties.slots[0]!).blast
    state = use(state, 'dark', hand.slots[0]!, [ties.slots])
    expect(strikeIcons(state, ties.slots[0]!).blast).toBe(blast + 1)
    expect(strikeIcons(state, ties.slots[1]!).blast).toBe(blast + 1)
    state = passUntil(state, (s) => s.engagement === null)
    expect(state.lasting).toEqual([])
  })

  it('Yub Yub! focuses an Ewok (its cost) to discard an enhancement from play', () => {
    let state = atDeployment('light')
    const ewok = withUnits(state, 'light', ['Ewok Scout'])
    const enemy = withUnits(ewok.state, 'dark', ['Darth Vader'])
    const saber = placeCard(enemy.state, 'dark', card("Vader's Lightsaber").id, 'play', { host: enemy.slots[0]! })
    const hand = withHand(saber.state, 'light', ['Yub Yub!'])
    state = hand.state
    const way = offered(state, LIGHT, hand.slots[0]!).find((a) => a.payload.choices?.[0]?.[0] === saber.slot)!
    expect(way.payload.costs).toEqual(ewok.slots)
    state = passWindows(act(state, 'light', way))
    expect(state.table[ewok.slots[0]!]!.focus).toBe(1)
    expect(Object.hasOwn(state.table, saber.slot)).toBe(false)
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(saber.slot)
  })
})

describe('more effects of actions', () => {
  it('Force Lightning destroys an exhausted unit, and only an exhausted one', () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'light', ['Luke Skywalker'])
    const tired = withUnits(units.state, 'light', ['Jedi in Hiding'], { focus: 1 })
    const hand = withHand(tired.state, 'dark', ['Force Lightning'])
    state = hand.state
    expect(offered(state, DARK, hand.slots[0]!).map((a) => a.payload.choices)).toEqual([[tired.slots]])
    state = use(state, 'dark', hand.slots[0]!)
    expect(Object.hasOwn(state.table, tired.slots[0]!)).toBe(false)
    expect(zoneSlots(state.cards, zones.discard('light'))).toContain(tired.slots[0]!)
  })

  it('Fall Back! returns a unit its player controls to the hand', () => {
    let state = atDeployment('light')
    const unit = withUnits(state, 'light', ['Luke Skywalker'], { damage: 2 })
    const hand = withHand(unit.state, 'light', ['Fall Back!'])
    state = use(hand.state, 'light', hand.slots[0]!, [unit.slots])
    expect(Object.hasOwn(state.table, unit.slots[0]!)).toBe(false)
    expect(zoneSlots(state.cards, zones.hand('light'))).toContain(unit.slots[0]!)
  })

  it('It Binds All Things returns the top card of the discard pile, the top 2 while the Balance is light', () => {
    for (const [balance, back] of [
      ['dark', 1],
      ['light', 2],
    ] as const) {
      let state = { ...atDeployment('light'), balance }
      for (const title of ['Jedi in Hiding', 'Yoda', 'Luke Skywalker']) {
        state = placeCard(state, 'light', card(title).id, 'discard').state
      }
      const before = zoneSlots(state.cards, zones.discard('light'))
      const hand = withHand(state, 'light', ['It Binds All Things'])
      state = use(hand.state, 'light', hand.slots[0]!)
      const returned = before.slice(0, back)
      for (const slot of returned) expect(zoneSlots(state.cards, zones.hand('light'))).toContain(slot)
      expect(zoneSlots(state.cards, zones.discard('light'))).not.toContain(before[0])
      expect(zoneSlots(state.cards, zones.discard('light'))).toContain(before[back])
    }
  })

  it('Return of the Jedi puts a Force User from the discard pile into play (not played: Forgotten Heroes is silent)', () => {
    const heroes = placeCard(atDeployment('light'), 'light', card('Forgotten Heroes').id, 'objectives')
    let state = heroes.state
    const jedi = placeCard(state, 'light', card('Jedi in Hiding').id, 'discard')
    const other = placeCard(jedi.state, 'light', card("Twi'lek Loyalist").id, 'discard')
    const hand = withHand(other.state, 'light', ['Return of the Jedi'])
    state = hand.state
    expect(offered(state, LIGHT, hand.slots[0]!).map((a) => a.payload.choices)).toEqual([[[jedi.slot]]])
    state = act(state, 'light', offered(state, LIGHT, hand.slots[0]!)[0]!)
    state = passUntil(state, (s) => Object.hasOwn(s.table, jedi.slot))
    expect(state.table[jedi.slot]).toMatchObject({ owner: 'light', controller: 'light', focus: 0 })
    // Forgotten Heroes answers a Force User its player plays; one put into play was not played.
    expect(answers(state, 'light', heroes.slot)).toEqual([])
  })

  it('Covering Fire sacrifices a unit (its cost) to shield each friendly participating unit', () => {
    const units = withUnits(atDeployment('light'), 'light', ['Luke Skywalker', 'Jedi in Hiding', "Twi'lek Loyalist"])
    const [luke, jedi, loyalist] = units.slots as [string, string, string]
    const hand = withHand(units.state, 'light', ['Covering Fire'])
    let state = toEdge(toConflict(hand.state), [luke, jedi], [])
    state = passUntil(state, (s) => s.turn.step === 'edge-window' && s.turn.priority === 'light')
    const ways = offered(state, LIGHT, hand.slots[0]!)
    expect(ways.length).toBeGreaterThan(0)
    const way = { ...ways[0]!, payload: { ...(ways[0]!.payload as object), costs: [loyalist] } } as SwlcgAction
    state = passWindows(act(state, 'light', way))
    expect(Object.hasOwn(state.table, loyalist)).toBe(false)
    expect([state.table[luke]!.shield, state.table[jedi]!.shield]).toEqual([1, 1])
  })

  it('Force Rejuvenation clears a friendly Character of its tokens and the enhancements on it', () => {
    let state = atDeployment('light')
    const luke = withUnits(state, 'light', ['Luke Skywalker'], { focus: 1, damage: 2 })
    const curse = placeCard(luke.state, 'dark', card('Intimidated').id, 'play', { host: luke.slots[0]! })
    const hand = withHand(curse.state, 'light', ['Force Rejuvenation'])
    state = use(hand.state, 'light', hand.slots[0]!, [luke.slots])
    expect(state.table[luke.slots[0]!]).toMatchObject({ focus: 0, damage: 0, shield: 0 })
    expect(Object.hasOwn(state.table, curse.slot)).toBe(false)
  })

  it('Dark Alliance lets an Imperial Navy unit be paid from the Sith affiliation card until the end of the phase', () => {
    let state = atDeployment('dark')
    const hand = withHand(state, 'dark', ['Dark Alliance', 'Duty Officer'])
    const [alliance, officer] = hand.slots as [string, string]
    const affiliation = zoneSlots(hand.state.cards, zones.play('dark'))[0]!
    const play = {
      type: 'play',
      payload: { slot: officer, payment: [{ card: affiliation, amount: 1 }] },
    } as SwlcgAction
    expect(refusal(hand.state, DARK, play)).toBe('no-resource-match')
    state = use(hand.state, 'dark', alliance)
    state = passUntil(state, (s) => s.turn.priority === 'dark')
    state = act(state, 'dark', play)
    expect(state.table[officer]).toMatchObject({ controller: 'dark' })
    state = passUntil(state, (s) => s.turn.phase !== 'deployment')
    expect(state.lasting).toEqual([])
  })

  it('Heavy Blaster Emplacement has the opponent choose which of their own units takes 1 damage', () => {
    let state = atDeployment('light')
    const blaster = placeCard(state, 'light', card('Heavy Blaster Emplacement').id, 'play')
    const enemies = withUnits(blaster.state, 'dark', ['Emperor Palpatine', 'Nightsister'])
    state = use(enemies.state, 'light', blaster.slot)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: enemies.slots, min: 1, max: 1 })
    expect(refusal(state, LIGHT, { type: 'choose', payload: { slots: [enemies.slots[0]!] } })).toBe('not-your-decision')
    state = act(state, 'dark', { type: 'choose', payload: { slots: [enemies.slots[0]!] } })
    expect(state.table[enemies.slots[0]!]!.damage).toBe(1)
    expect(state.table[blaster.slot]!.focus).toBe(1)
  })

  it('Dark Precognition draws 2, then its player chooses 1 card of their hand to discard', () => {
    let state = atDeployment('dark')
    const hand = withHand(state, 'dark', ['Dark Precognition'])
    const before = zoneSlots(hand.state.cards, zones.hand('dark')).length
    state = use(hand.state, 'dark', hand.slots[0]!)
    const now = zoneSlots(state.cards, zones.hand('dark'))
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options: now, min: 1, max: 1 })
    expect(now).toHaveLength(before - 1 + 2)
    state = act(state, 'dark', { type: 'choose', payload: { slots: [now[0]!] } })
    expect(zoneSlots(state.cards, zones.hand('dark'))).toHaveLength(before)
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(now[0])
  })

  it("You're My Only Hope: sacrifice a unit, draw 2, and the opponent discards 1 card of their choice", () => {
    let state = atDeployment('light')
    const unit = withUnits(state, 'light', ["Twi'lek Loyalist"])
    const hand = withHand(unit.state, 'light', ["You're My Only Hope"])
    const theirs = zoneSlots(hand.state.cards, zones.hand('dark'))
    state = use(hand.state, 'light', hand.slots[0]!)
    expect(Object.hasOwn(state.table, unit.slots[0]!)).toBe(false)
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'dark', min: 1, max: 1 })
    expect(swlcg.legalActions(state, LIGHT).some((a) => a.type === 'choose')).toBe(false)
    state = act(state, 'dark', { type: 'choose', payload: { slots: [theirs[1]!] } })
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(theirs[1])
    expect(zoneSlots(state.cards, zones.hand('dark'))).toHaveLength(theirs.length - 1)
  })
})

describe('one-off actions', () => {
  it('A New Hope: each player keeps up to 3 units (its player first); every other unit returns to its owner’s hand', () => {
    const ours = withUnits(atDeployment('light'), 'light', [
      'Luke Skywalker',
      'Jedi in Hiding',
      "Twi'lek Loyalist",
      'X-Wing',
    ])
    const theirs = withUnits(ours.state, 'dark', ['TIE Fighter', 'Darth Vader'])
    // A Rebel Alliance objective gives the resource match A New Hope's cost needs.
    const rebel = placeCard(theirs.state, 'light', card('The Defense of Yavin 4').id, 'objectives')
    const hand = withHand(rebel.state, 'light', ['A New Hope'])
    let state = act(hand.state, 'light', offered(hand.state, LIGHT, hand.slots[0]!)[0]!)
    state = passUntil(state, (s) => s.prompt !== null)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'light', options: ours.slots, min: 0, max: 3 })
    state = passWindows(act(state, 'light', { type: 'choose', payload: { slots: ours.slots.slice(0, 3) } }))
    expect(zoneSlots(state.cards, zones.hand('light'))).toContain(ours.slots[3])
    for (const slot of [...ours.slots.slice(0, 3), ...theirs.slots]) expect(Object.hasOwn(state.table, slot)).toBe(true)
  })
})
