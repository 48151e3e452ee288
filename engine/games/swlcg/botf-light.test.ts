/**
 * Balance of the Force light side cards (objective sets 91–93) played by the engine: one scenario per card in a 2v2
 * game (and in 1v1 where the card reads differently there), each saying in our own words what the card does.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { forceIconBonus, gainedIcons } from './abilities/modifiers'
import { objectivesOf, zones } from './queries'
import { swlcg } from './swlcg'
import { act, passUntil, placeCard, seatOf, startGame, starterConfig, throughSetup } from './testing/fixtures'
import type { Player, SwlcgAction, SwlcgState } from './types'
import {
  botf,
  core,
  team,
  at,
  offered,
  activate,
  untilAnswer,
  choose,
  affiliationOf,
  toReserve,
  until,
  done,
  inZone,
} from './testing/botf'

const duel = (light: 'jedi' | 'rebel-alliance' = 'jedi') => throughSetup(startGame(starterConfig(light)))

/** At the light team's first conflict, `attacker` engages the facing dark player's first objective with `units`. */
function lightAttack(state: SwlcgState, units: string[], attacker: Player = 'light'): SwlcgState {
  state = at(state, 2, 'conflict-declare', attacker)
  const facing = attacker === 'light' ? 'dark2' : 'dark'
  state = act(state, attacker, { type: 'engage', payload: { objective: objectivesOf(state, facing)[0]! } })
  state = passUntil(state, (s) => s.turn.step === 'declare-attackers' && !s.prompt && s.windows.length === 0)
  return act(state, attacker, { type: 'declare-attackers', payload: { units } })
}

/** The first strike `player` is offered for `unit`. */
function strike(state: SwlcgState, player: Player, unit: string): SwlcgState {
  state = passUntil(
    state,
    (s) => s.turn.step === 'strike' && s.turn.priority === player && !s.prompt && !s.windows.length,
  )
  const way = swlcg.legalActions(state, seatOf(player)).find((a) => a.type === 'strike' && a.payload.unit === unit)
  if (!way) throw new Error(`no strike for ${unit}`)
  return act(state, player, way)
}

describe('Watchers in the Wasteland (set 91)', () => {
  it('each card in a light side common reserve is one more Force icon for the light side in the struggle', () => {
    // The light team counts a Force icon for every card waiting in a light player's common reserve (not the dark ones).
    const game = team()
    // (The light #1's Jedi Training already adds 1.)
    const before = forceIconBonus(game, 'light')
    let state = placeCard(game, 'light', botf('Watchers in the Wasteland'), 'objectives').state
    state = toReserve(toReserve(toReserve(state, 'light'), 'light2'), 'dark')
    expect(forceIconBonus(state, 'light')).toBe(before + 2)
    const events: EngineEvent[] = []
    until(state, 'force-struggle', events)
    expect(events.find((e) => e.type === 'force-struggle')!.data).toMatchObject({ light: before + 2, dark: 0 })
    // 1v1: there are no common reserves, so it adds nothing.
    expect(
      forceIconBonus(placeCard(duel(), 'light', botf('Watchers in the Wasteland'), 'objectives').state, 'light'),
    ).toBe(0)
  })
})

describe('Obi-Wan Kenobi (set 91)', () => {
  it('Obi-Wan Kenobi, after his side wins the Force struggle, lets each friendly player take back the top card of their discard pile, or not', () => {
    // Winning the struggle: every friendly player in turn may return their discard pile's top card to their hand.
    let state = team()
    const obi = placeCard(state, 'light', botf('Obi-Wan Kenobi'), 'play', { committed: true })
    const mine = placeCard(obi.state, 'light', botf('Rapid Fire'), 'discard')
    const mate = placeCard(mine.state, 'light2', botf('Rapid Fire'), 'discard')
    state = activate(untilAnswer(mate.state, 'light', obi.slot), 'light', 'respond', obi.slot)
    // The dark #1 is active: clockwise from it, the light #1 decides first, then the light #2.
    state = choose(state, 'light', [obi.slot])
    state = choose(state, 'light2', [])
    expect(inZone(state, zones.hand('light'), mine.slot)).toBe(true)
    expect(inZone(state, zones.discard('light2'), mate.slot)).toBe(true)
  })

  it('in 1v1 only its own player is asked', () => {
    let state = duel()
    const obi = placeCard(state, 'light', botf('Obi-Wan Kenobi'), 'play', { committed: true })
    const mine = placeCard(obi.state, 'light', botf('Rapid Fire'), 'discard')
    state = activate(untilAnswer(mine.state, 'light', obi.slot), 'light', 'respond', obi.slot)
    state = choose(state, 'light', [obi.slot])
    expect(state.prompt).toBeNull()
    expect(inZone(state, zones.hand('light'), mine.slot)).toBe(true)
  })
})

describe('Shistavanen Wolfman (set 91)', () => {
  it('Shistavanen Wolfman comes back from its owner’s discard pile after a Force struggle won by 3 or more icons', () => {
    // From the discard pile: when its team wins the struggle by at least 3 icons, it may enter play again.
    let state = team()
    const wolf = placeCard(state, 'light2', botf('Shistavanen Wolfman'), 'discard')
    const obi = placeCard(wolf.state, 'light', botf('Obi-Wan Kenobi'), 'play', { committed: true })
    state = activate(untilAnswer(obi.state, 'light2', wolf.slot), 'light2', 'respond', wolf.slot)
    expect(state.table[wolf.slot]).toMatchObject({ controller: 'light2', owner: 'light2' })
    expect(inZone(state, zones.play('light2'), wolf.slot)).toBe(true)
  })

  it('a win by 2 icons is not enough', () => {
    const events: EngineEvent[] = []
    const wolf = placeCard(team(), 'light2', botf('Shistavanen Wolfman'), 'discard')
    // A committed B-Wing (1 Force icon) and Jedi Training (1 more) win the struggle 2 to 0.
    const other = placeCard(wolf.state, 'light', botf('B-Wing'), 'play', { committed: true })
    let state = passUntil(
      other.state,
      (s) => offered(s, 'light2', 'respond', wolf.slot).length > 0 || s.turn.number === 2,
      events,
    )
    expect(events.find((e) => e.type === 'force-struggle')!.data).toMatchObject({ light: 2, dark: 0 })
    expect(state.turn.number).toBe(2)
    state = passUntil(state, (s) => s.turn.number === 2)
    expect(inZone(state, zones.discard('light2'), wolf.slot)).toBe(true)
  })
})

describe('Force Cleansing (set 91)', () => {
  it('Force Cleansing, after the Death Star dial goes up, takes 1 focus and 1 damage off the enhanced unit', () => {
    // Attached to a friendly Character (here the teammate's): each time the dial rises, it cleans that unit a little.
    let state = at(team(), 2, 'deployment', 'light')
    const unit = placeCard(state, 'light2', botf('Shistavanen Wolfman'), 'play', { focus: 2, damage: 1 })
    const cleansing = placeCard(unit.state, 'light', botf('Force Cleansing'), 'play', { host: unit.slot })
    state = untilAnswer(cleansing.state, 'light', cleansing.slot)
    // The dark team's next Balance phase turned the dial.
    expect(state.turn.number).toBe(3)
    expect(state.dial).toBe(2)
    state = activate(state, 'light', 'respond', cleansing.slot)
    expect(state.table[unit.slot]).toMatchObject({ focus: 1, damage: 0 })
  })
})

describe('Supporting Fire (sets 91–96)', () => {
  it('Supporting Fire lets a friendly player the user picks put a non-fate card from their hand face up into the user’s edge stack', () => {
    // Revealed in the edge battle: its player names a friendly player (here the teammate), who may add one card.
    let state = at(team(), 2, 'deployment', 'light')
    const luke = placeCard(state, 'light', core('Luke Skywalker'), 'play')
    const fire = placeCard(luke.state, 'light', botf('Supporting Fire'), 'hand')
    const gift = placeCard(fire.state, 'light2', botf('Obi-Wan Kenobi'), 'hand')
    const fate = placeCard(gift.state, 'light2', botf('Supporting Fire'), 'hand')
    state = lightAttack(fate.state, [luke.slot])
    state = passUntil(state, (s) => s.turn.step === 'edge-placement' && s.turn.priority === 'light')
    state = act(state, 'light', { type: 'place-edge', payload: { slot: fire.slot } })
    const events: EngineEvent[] = []
    state = passUntil(state, (s) => s.prompt !== null, events)
    // The user picks the player: the two friendly players' affiliation cards stand for them.
    expect(state.prompt).toMatchObject({
      side: 'light',
      options: [affiliationOf(state, 'light'), affiliationOf(state, 'light2')],
    })
    state = choose(state, 'light', [affiliationOf(state, 'light2')])
    // The teammate may give any non-fate card of their hand (the other Supporting Fire is not offered).
    expect(state.prompt).toMatchObject({ side: 'light2', min: 0, max: 1 })
    expect((state.prompt as { options: string[] }).options).toContain(gift.slot)
    expect((state.prompt as { options: string[] }).options).not.toContain(fate.slot)
    state = act(state, 'light2', { type: 'choose', payload: { slots: [gift.slot] } }, events)
    // The card's Force icons count for the light #1: Supporting Fire's 1 and Obi-Wan's 4 (then the stacks go).
    expect(events.find((e) => e.type === 'edge-won')!.data).toMatchObject({ side: 'light', attacker: 5 })
    // The stacks go to the discard piles: the teammate's card to the teammate's own pile.
    expect(inZone(state, zones.discard('light2'), gift.slot)).toBe(true)
    expect(inZone(state, zones.discard('light'), fire.slot)).toBe(true)
  })

  it('in 1v1 its player is the only friendly player: no player is asked for, and the card comes from their own hand', () => {
    let state = at(duel(), 2, 'deployment', 'light')
    const luke = placeCard(state, 'light', core('Luke Skywalker'), 'play')
    const fire = placeCard(luke.state, 'light', botf('Supporting Fire'), 'hand')
    const gift = placeCard(fire.state, 'light', botf('Obi-Wan Kenobi'), 'hand')
    state = at(gift.state, 2, 'conflict-declare', 'light')
    state = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark')[0]! } })
    state = passUntil(state, (s) => s.turn.step === 'declare-attackers' && !s.windows.length)
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: [luke.slot] } })
    state = passUntil(state, (s) => s.turn.step === 'edge-placement' && s.turn.priority === 'light')
    state = act(state, 'light', { type: 'place-edge', payload: { slot: fire.slot } })
    state = passUntil(state, (s) => s.prompt !== null)
    expect(state.prompt).toMatchObject({ side: 'light', min: 0, max: 1 })
    const events: EngineEvent[] = []
    state = act(state, 'light', { type: 'choose', payload: { slots: [gift.slot] } }, events)
    expect(events.find((e) => e.type === 'edge-won')!.data).toMatchObject({ side: 'light', attacker: 5 })
  })
})

describe('Blue Squadron Support (set 92)', () => {
  it('Blue Squadron Support: each friendly player in turn looks at the top 2 of their deck, keeps 1 and puts the other under the deck', () => {
    // Focusing the objective: every player of the team looks at their own top two cards, takes one, buries one.
    let state = at(team(), 2, 'deployment', 'light')
    const support = placeCard(state, 'light', botf('Blue Squadron Support'), 'objectives')
    state = support.state
    const top = (p: Player) => zoneSlots(state.cards, zones.deck(p)).slice(0, 2) as [string, string]
    const [mine, mate] = [top('light'), top('light2')]
    state = activate(state, 'light', 'use', support.slot)
    expect(state.table[support.slot]!.focus).toBe(1)
    state = choose(state, 'light', [mine[1]])
    state = choose(state, 'light2', [mate[0]])
    expect(inZone(state, zones.hand('light'), mine[1])).toBe(true)
    expect(zoneSlots(state.cards, zones.deck('light')).at(-1)).toBe(mine[0])
    expect(inZone(state, zones.hand('light2'), mate[0])).toBe(true)
    expect(zoneSlots(state.cards, zones.deck('light2')).at(-1)).toBe(mate[1])
  })
})

describe('Blue Leader (set 92)', () => {
  it('Blue Leader, focused to strike as an attacker, deals 1 damage to an objective that is not the engaged one', () => {
    let state = at(team(), 2, 'deployment', 'light')
    const leader = placeCard(state, 'light', botf('Blue Leader'), 'play')
    state = strike(lightAttack(leader.state, [leader.slot]), 'light', leader.slot)
    const engaged = state.engagement!.objective
    const ways = offered(state, 'light', 'respond', leader.slot).map(
      (a) => (a.payload as { choices: string[][] }).choices[0]![0],
    )
    expect(ways).not.toContain(engaged)
    const other = objectivesOf(state, 'dark')[0]!
    expect(ways).toContain(other)
    state = activate(state, 'light', 'respond', leader.slot, [[other]])
    state = passUntil(state, (s) => s.table[other]!.damage === 1)
    expect(state.engagement?.objective).toBe(engaged)
  })
})

describe('B-Wing (set 92)', () => {
  it('B-Wing, focused to strike, makes every other friendly player draw 1 card; in 1v1 there is no one to draw', () => {
    let state = at(team(), 2, 'deployment', 'light')
    const wing = placeCard(state, 'light', botf('B-Wing'), 'play')
    state = strike(lightAttack(wing.state, [wing.slot]), 'light', wing.slot)
    const hands = (s: SwlcgState) =>
      [zones.hand('light'), zones.hand('light2')].map((z) => zoneSlots(s.cards, z).length)
    const [mine, mate] = hands(state)
    state = activate(state, 'light', 'respond', wing.slot)
    expect(hands(state)).toEqual([mine, mate! + 1])
    // 1v1: the reaction would do nothing, so it is never offered.
    let single = at(duel(), 2, 'deployment', 'light')
    const lone = placeCard(single, 'light', botf('B-Wing'), 'play')
    single = at(lone.state, 2, 'conflict-declare', 'light')
    single = act(single, 'light', { type: 'engage', payload: { objective: objectivesOf(single, 'dark')[0]! } })
    single = passUntil(single, (s) => s.turn.step === 'declare-attackers' && !s.windows.length)
    single = strike(
      act(single, 'light', { type: 'declare-attackers', payload: { units: [lone.slot] } }),
      'light',
      lone.slot,
    )
    expect(offered(single, 'light', 'respond', lone.slot)).toEqual([])
  })
})

describe('Rapid Fire (set 92)', () => {
  it('Rapid Fire deals 1 damage to up to 2 units, each controlled by a different opponent, only in its player’s turn', () => {
    // Played by the Rebel player (the light #2) in the light team's turn: one unit of each dark player at most.
    let state = at(team(), 1, 'deployment', 'dark', 'light2')
    const a = placeCard(state, 'dark', botf('Agent of the Hand'), 'play')
    const b = placeCard(a.state, 'dark', botf('Agent of the Hand'), 'play')
    const c = placeCard(b.state, 'dark2', botf('Agent of the Hand'), 'play')
    const fire = placeCard(c.state, 'light2', botf('Rapid Fire'), 'hand')
    // Not during the dark team's turn.
    expect(offered(fire.state, 'light2', 'use', fire.slot)).toEqual([])
    // In the light team's turn, during the light #1's deployment too (a fresh copy: the first went in the draw).
    const copy = placeCard(at(fire.state, 2, 'deployment', 'light', 'light2'), 'light2', botf('Rapid Fire'), 'hand')
    state = copy.state
    const ways = offered(state, 'light2', 'use', copy.slot).map(
      (w) => (w.payload as { choices: string[][] }).choices[0],
    )
    expect(ways).toContainEqual([a.slot, c.slot])
    expect(ways).not.toContainEqual([a.slot, b.slot])
    const way = offered(state, 'light2', 'use', copy.slot)[0]!.payload as object
    const twice = { type: 'use', payload: { ...way, choices: [[a.slot, b.slot]] } } as SwlcgAction
    expect(swlcg.apply(state, twice, seatOf('light2')).ok).toBe(false)
    state = done(activate(state, 'light2', 'use', copy.slot, [[a.slot, c.slot]]))
    expect([state.table[a.slot]!.damage, state.table[b.slot]!.damage, state.table[c.slot]!.damage]).toEqual([1, 0, 1])
  })

  it('in 1v1 there is one opponent, so one unit at most', () => {
    const state = at(duel('rebel-alliance'), 2, 'deployment', 'light')
    const a = placeCard(state, 'dark', botf('Agent of the Hand'), 'play')
    const b = placeCard(a.state, 'dark', botf('Agent of the Hand'), 'play')
    const fire = placeCard(b.state, 'light', botf('Rapid Fire'), 'hand')
    const ways = offered(fire.state, 'light', 'use', fire.slot).map(
      (w) => (w.payload as { choices: string[][] }).choices[0]!,
    )
    expect(Math.max(...ways.map((w) => w.length))).toBe(1)
  })
})

/** At the light #1's conflict, attacking the dark #2 with `units`, until the dark #2 declares defenders. */
function toDefenders(state: SwlcgState, units: string[]): SwlcgState {
  return passUntil(lightAttack(state, units), (s) => s.turn.step === 'declare-defenders' && !s.windows.length)
}

describe("Rendar's Wrath (set 93)", () => {
  it("Rendar's Wrath deals 1 damage to a lone defender an opponent declares (not to one of two)", () => {
    // When the defending enemy stands with exactly one unit, the objective hits that unit for 1.
    let state = at(team(), 2, 'deployment', 'light')
    const wrath = placeCard(state, 'light2', botf("Rendar's Wrath"), 'objectives')
    const luke = placeCard(wrath.state, 'light', core('Luke Skywalker'), 'play')
    const [d1, d2] = [botf('Agent of the Hand'), botf('Agent of the Hand')]
    const one = placeCard(luke.state, 'dark2', d1, 'play')
    const two = placeCard(one.state, 'dark2', d2, 'play')
    const ready = toDefenders(two.state, [luke.slot])
    // The teammate's objective answers too: "an opponent" is any player of the other team.
    state = act(ready, 'dark2', { type: 'declare-defenders', payload: { units: [one.slot] } })
    state = activate(untilAnswer(state, 'light2', wrath.slot), 'light2', 'respond', wrath.slot)
    state = passUntil(state, (s) => s.table[one.slot]!.damage === 1)
    const both = act(ready, 'dark2', { type: 'declare-defenders', payload: { units: [one.slot, two.slot] } })
    const events: EngineEvent[] = []
    passUntil(both, (s) => s.turn.step === 'edge-placement', events)
    expect(events.some((e) => e.type === 'ability-used')).toBe(false)
  })
})

describe('Dash Rendar (set 93)', () => {
  it('Dash Rendar gains a unit damage icon for the engagement when any friendly player spends 1 resource on it', () => {
    // Its action may be started by its controller's teammate, who pays; an enemy may not.
    let state = at(team(), 2, 'deployment', 'light')
    const dash = placeCard(state, 'light', botf('Dash Rendar'), 'play')
    state = lightAttack(dash.state, [dash.slot])
    state = passUntil(
      state,
      (s) => s.turn.step === 'attackers-window' && s.turn.priority === 'light2' && !s.windows.length,
    )
    expect(offered(state, 'light2', 'use', dash.slot)).not.toEqual([])
    state = activate(state, 'light2', 'use', dash.slot)
    expect(gainedIcons(state, dash.slot).unit).toBe(1)
    // light2 paid with one of its own cards.
    expect(Object.values(state.table).some((c) => c.controller === 'light2' && c.focus > 0)).toBe(true)
    state = passUntil(
      state,
      (s) => s.turn.priority === 'dark' && s.turn.step === 'attackers-window' && !s.windows.length,
    )
    expect(offered(state, 'dark', 'use', dash.slot)).toEqual([])
    // It lasts until the engagement ends.
    state = passUntil(state, (s) => s.engagement === null)
    expect(gainedIcons(state, dash.slot).unit).toBe(0)
  })
})

describe('Arcona Rumor Monger (set 93)', () => {
  it('Arcona Rumor Monger, attacking alone, makes the defender declare at least 2 defenders or none', () => {
    const state = at(team(), 2, 'deployment', 'light')
    const arcona = placeCard(state, 'light', botf('Arcona Rumor Monger'), 'play')
    const luke = placeCard(arcona.state, 'light', core('Luke Skywalker'), 'play')
    const one = placeCard(luke.state, 'dark2', botf('Agent of the Hand'), 'play')
    const two = placeCard(one.state, 'dark2', botf('Agent of the Hand'), 'play')
    const alone = toDefenders(two.state, [arcona.slot])
    const lone = { type: 'declare-defenders', payload: { units: [one.slot] } } as SwlcgAction
    const result = swlcg.apply(alone, lone, seatOf('dark2'))
    expect(!result.ok && result.error.code).toBe('too-few-defenders')
    const declarations = swlcg
      .legalActions(alone, seatOf('dark2'))
      .filter((a) => a.type === 'declare-defenders')
      .map((a) => (a.payload as { units: string[] }).units.length)
    expect(declarations).not.toContain(1)
    expect(declarations).toContain(0)
    expect(declarations).toContain(2)
    act(alone, 'dark2', { type: 'declare-defenders', payload: { units: [one.slot, two.slot] } })
    // With a second attacker beside it, one defender is fine.
    const pair = toDefenders(two.state, [arcona.slot, luke.slot])
    act(pair, 'dark2', lone)
  })
})

describe('Smuggling Shipment (set 93)', () => {
  it('Smuggling Shipment removes 1 focus from up to 2 resource cards, each of a different friendly player', () => {
    // One exhausted resource-generating card of each player of the team gets a focus token back.
    let state = at(team(), 2, 'deployment', 'light')
    const [mine, other] = objectivesOf(state, 'light') as [string, string]
    const mate = objectivesOf(state, 'light2')[0]!
    const ship = placeCard(state, 'light', botf('Smuggling Shipment'), 'hand')
    state = ship.state
    for (const slot of [mine, other, mate])
      state = { ...state, table: { ...state.table, [slot]: { ...state.table[slot]!, focus: 2 } } }
    const ways = offered(state, 'light', 'use', ship.slot).map((w) => (w.payload as { choices: string[][] }).choices[0])
    expect(ways).toContainEqual([mine, mate])
    expect(ways).not.toContainEqual([mine, other])
    state = done(activate(state, 'light', 'use', ship.slot, [[mine, mate]]))
    expect([state.table[mine]!.focus, state.table[other]!.focus, state.table[mate]!.focus]).toEqual([1, 2, 1])
  })
})
