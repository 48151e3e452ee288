/**
 * Balance of the Force dark side cards (objective sets 94–96) played by the engine: one scenario per card in a 2v2
 * game (and in 1v1 where the card reads differently there), each saying in our own words what the card does.
 */
import { describe, expect, it } from 'vitest'
import { moveSlot, zoneSlots } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { forceIconBonus, gainedIcons } from './abilities/modifiers'
import { inPlayFacts, objectivesOf, zones } from './queries'
import { swlcg } from './swlcg'
import { act, passUntil, placeCard, seatOf, startGame, starterConfig, throughSetup } from './testing/fixtures'
import type { Player, SwlcgState } from './types'
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

const duel = (dark: 'sith' | 'imperial-navy' = 'sith') => throughSetup(startGame(starterConfig('jedi', dark)))

/** At the dark team's second turn, `attacker` engages the facing light player's first objective with `units`. */
function darkAttack(state: SwlcgState, units: string[], attacker: Player = 'dark'): SwlcgState {
  state = at(state, 3, 'conflict-declare', attacker)
  const facing = attacker === 'dark' ? 'light2' : 'light'
  state = act(state, attacker, { type: 'engage', payload: { objective: objectivesOf(state, facing)[0]! } })
  state = passUntil(state, (s) => s.turn.step === 'declare-attackers' && !s.prompt && s.windows.length === 0)
  return act(state, attacker, { type: 'declare-attackers', payload: { units } })
}

/** At the light team's first conflict, the light #1 engages the dark #2's first objective with `units`. */
function lightAttack(state: SwlcgState, units: string[]): SwlcgState {
  state = at(state, 2, 'conflict-declare', 'light')
  state = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark2')[0]! } })
  state = passUntil(state, (s) => s.turn.step === 'declare-attackers' && !s.prompt && s.windows.length === 0)
  return act(state, 'light', { type: 'declare-attackers', payload: { units } })
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

/** Plays the card at `slot` (a unit or enhancement, on `host`) the first way `player` is offered. */
function play(state: SwlcgState, player: Player, slot: string, host?: string): SwlcgState {
  const way = swlcg
    .legalActions(state, seatOf(player))
    .find((a) => a.type === 'play' && a.payload.slot === slot && a.payload.host === host && !a.payload.discount)
  if (!way) throw new Error(`no play offered for ${slot}`)
  return act(state, player, way)
}

/** Sets tokens on a card in play. */
function tokens(state: SwlcgState, slot: string, patch: { focus?: number; damage?: number }): SwlcgState {
  return { ...state, table: { ...state.table, [slot]: { ...state.table[slot]!, ...patch } } }
}

describe("The Emperor's Hand (set 94)", () => {
  it('each card in a dark side common reserve is one more Force icon for the dark side in the struggle', () => {
    // The dark team counts a Force icon for every card waiting in a dark player's common reserve (not the light ones).
    const game = team()
    const before = forceIconBonus(game, 'dark')
    let state = placeCard(game, 'dark', botf("The Emperor's Hand"), 'objectives').state
    state = toReserve(toReserve(toReserve(state, 'dark'), 'dark2'), 'light')
    expect(forceIconBonus(state, 'dark')).toBe(before + 2)
    const events: EngineEvent[] = []
    until(state, 'force-struggle', events)
    expect(events.find((e) => e.type === 'force-struggle')!.data).toMatchObject({ dark: before + 2 })
    expect(forceIconBonus(placeCard(duel(), 'dark', botf("The Emperor's Hand"), 'objectives').state, 'dark')).toBe(0)
  })
})

describe('Mara Jade (set 94)', () => {
  it('Mara Jade, after her team’s turn ends, sheds 1 focus and may then go to the other friendly player', () => {
    let state = at(team(), 1, 'deployment', 'dark')
    const mara = placeCard(state, 'dark', botf('Mara Jade'), 'play', { focus: 2 })
    state = activate(untilAnswer(mara.state, 'dark', mara.slot), 'dark', 'respond', mara.slot)
    expect(state.table[mara.slot]!.focus).toBe(1)
    // "You may": its player is asked (the card stands for "yes").
    state = choose(state, 'dark', [mara.slot])
    expect(state.table[mara.slot]).toMatchObject({ controller: 'dark2', owner: 'dark' })
  })

  it('in 1v1 there is no one to hand her to: only the focus comes off, and nobody is asked', () => {
    let state = at(duel(), 1, 'deployment', 'dark')
    const mara = placeCard(state, 'dark', botf('Mara Jade'), 'play', { focus: 2 })
    state = activate(untilAnswer(mara.state, 'dark', mara.slot), 'dark', 'respond', mara.slot)
    expect(state.prompt).toBeNull()
    expect(state.table[mara.slot]).toMatchObject({ controller: 'dark', focus: 1 })
  })
})

describe('Agent of the Hand (set 94)', () => {
  it('Agent of the Hand sheds 1 focus after its player takes control of a unit (Mara Jade handed over)', () => {
    let state = at(team(), 1, 'deployment', 'dark')
    const agent = placeCard(state, 'dark2', botf('Agent of the Hand'), 'play', { focus: 1 })
    const mara = placeCard(agent.state, 'dark', botf('Mara Jade'), 'play', { focus: 1 })
    state = activate(untilAnswer(mara.state, 'dark', mara.slot), 'dark', 'respond', mara.slot)
    state = choose(state, 'dark', [mara.slot])
    state = activate(untilAnswer(state, 'dark2', agent.slot), 'dark2', 'respond', agent.slot)
    expect(state.table[agent.slot]!.focus).toBe(0)
  })

  it('and after its player borrows a teammate’s unit for an attack (taking control of it for the engagement)', () => {
    let state = at(team(), 3, 'deployment', 'dark')
    const agent = placeCard(state, 'dark', botf('Agent of the Hand'), 'play', { focus: 1 })
    const tie = placeCard(agent.state, 'dark', core('TIE Fighter'), 'play')
    const lent = placeCard(tie.state, 'dark2', core('TIE Fighter'), 'play')
    state = darkAttack(lent.state, [tie.slot, lent.slot])
    state = act(state, 'dark2', { type: 'answer-support', payload: { agree: true } })
    expect(state.table[lent.slot]!.controller).toBe('dark')
    state = activate(untilAnswer(state, 'dark', agent.slot), 'dark', 'respond', agent.slot)
    expect(state.table[agent.slot]!.focus).toBe(0)
  })

  it("Agent of the Hand sheds 1 focus after its player plays a unit from the teammate's common reserve", () => {
    let state = at(team(), 1, 'deployment', 'dark')
    const agent = placeCard(state, 'dark2', botf('Agent of the Hand'), 'play', { focus: 1 })
    const officer = placeCard(agent.state, 'dark', botf('Logistics Officer'), 'hand')
    state = { ...officer.state, cards: moveSlot(officer.state.cards, officer.slot, zones.reserve('dark')) }
    state = play(at(state, 1, 'deployment', 'dark2'), 'dark2', officer.slot)
    // It stays the dark #1's card, played by (and under) the dark #2.
    expect(state.table[officer.slot]).toMatchObject({ owner: 'dark', controller: 'dark2' })
    state = activate(untilAnswer(state, 'dark2', agent.slot), 'dark2', 'respond', agent.slot)
    expect(state.table[agent.slot]!.focus).toBe(0)
  })

  it("and after its player plays an event from the teammate's common reserve (the event goes to its owner's pile)", () => {
    let state = at(team(), 1, 'deployment', 'dark')
    const agent = placeCard(state, 'dark', botf('Agent of the Hand'), 'play', { focus: 1 })
    const victim = placeCard(agent.state, 'light', botf('Shistavanen Wolfman'), 'play')
    const choke = placeCard(victim.state, 'dark2', core('Force Choke'), 'hand')
    state = { ...choke.state, cards: moveSlot(choke.state.cards, choke.slot, zones.reserve('dark2')) }
    state = activate(state, 'dark', 'use', choke.slot, [[victim.slot]])
    state = untilAnswer(state, 'dark', agent.slot)
    expect(inZone(state, zones.discard('dark2'), choke.slot)).toBe(true)
    state = activate(state, 'dark', 'respond', agent.slot)
    expect(state.table[agent.slot]!.focus).toBe(0)
  })
})

describe('Join Me (set 94)', () => {
  it('Join Me takes control of a non-unique Character unit, in its player’s deployment phase only', () => {
    // The dark player gains the unit; a committed one loses its Force card (it changed sides).
    let state = at(team(), 1, 'deployment', 'dark')
    const wolf = placeCard(state, 'light2', botf('Shistavanen Wolfman'), 'play', { committed: true })
    const luke = placeCard(wolf.state, 'light', core('Luke Skywalker'), 'play')
    const join = placeCard(luke.state, 'dark', botf('Join Me'), 'hand')
    state = join.state
    const targets = offered(state, 'dark', 'use', join.slot).map(
      (w) => (w.payload as { choices: string[][] }).choices[0],
    )
    expect(targets).toContainEqual([wolf.slot])
    expect(targets).not.toContainEqual([luke.slot])
    state = done(activate(state, 'dark', 'use', join.slot, [[wolf.slot]]))
    expect(state.table[wolf.slot]).toMatchObject({ controller: 'dark', owner: 'light2', committed: false })
    // Not outside the dark team's deployment phase.
    const later = placeCard(at(state, 2, 'deployment', 'light', 'dark'), 'dark', botf('Join Me'), 'hand')
    expect(offered(later.state, 'dark', 'use', later.slot)).toEqual([])
  })
})

describe('Repair and Refurbish (set 95)', () => {
  it('Repair and Refurbish, after its team’s turn begins, lets each friendly player remove 1 damage from one of their objectives', () => {
    let state = at(team(), 2, 'deployment', 'light')
    // The dark #2's Imperial Navy deck holds it.
    const refurbish = objectivesOf(state, 'dark2').find((s) => inPlayFacts(state, s).title === 'Repair and Refurbish')!
    const mine = objectivesOf(state, 'dark')[0]!
    const theirs = objectivesOf(state, 'dark2').find((s) => s !== refurbish)!
    state = tokens(tokens(state, mine, { damage: 2 }), theirs, { damage: 1 })
    state = activate(untilAnswer(state, 'dark2', refurbish), 'dark2', 'respond', refurbish)
    expect(state.turn.number).toBe(3)
    // Clockwise from the active dark #1: each picks among the damaged objectives they control (or none).
    expect(state.prompt).toMatchObject({ side: 'dark', options: [mine], min: 0, max: 1 })
    state = choose(state, 'dark', [mine])
    state = choose(state, 'dark2', [theirs])
    expect([state.table[mine]!.damage, state.table[theirs]!.damage]).toEqual([1, 0])
  })
})

describe('Thunderflare (set 95)', () => {
  it('Thunderflare, focused to strike, moves 1 damage from a friendly objective to an enemy objective', () => {
    let state = at(team(), 3, 'deployment', 'dark')
    const flare = placeCard(state, 'dark', botf('Thunderflare'), 'play')
    const friendlyObjective = objectivesOf(state, 'dark2')[0]!
    state = tokens(flare.state, friendlyObjective, { damage: 2 })
    state = strike(darkAttack(state, [flare.slot]), 'dark', flare.slot)
    const enemy = objectivesOf(state, 'light')[0]!
    state = activate(state, 'dark', 'respond', flare.slot, [[friendlyObjective], [enemy]])
    expect([state.table[friendlyObjective]!.damage, state.table[enemy]!.damage]).toEqual([1, 1])
  })
})

describe('Logistics Officer (set 95)', () => {
  it('Logistics Officer, played, may go to another friendly player; then 1 damage comes off a friendly objective', () => {
    let state = at(team(), 1, 'deployment', 'dark2')
    const officer = placeCard(state, 'dark2', botf('Logistics Officer'), 'hand')
    const damaged = objectivesOf(state, 'dark')[0]!
    state = play(tokens(officer.state, damaged, { damage: 2 }), 'dark2', officer.slot)
    state = untilAnswer(state, 'dark2', officer.slot)
    state = activate(state, 'dark2', 'respond', officer.slot, [[damaged]])
    expect(state.table[officer.slot]).toMatchObject({ controller: 'dark', owner: 'dark2' })
    expect(state.table[damaged]!.damage).toBe(1)
  })

  it('in 1v1 there is no other friendly player: it is simply played', () => {
    let state = at(duel('imperial-navy'), 1, 'deployment', 'dark')
    const officer = placeCard(state, 'dark', botf('Logistics Officer'), 'hand')
    state = play(officer.state, 'dark', officer.slot)
    expect(offered(state, 'dark', 'respond', officer.slot)).toEqual([])
    expect(state.table[officer.slot]!.controller).toBe('dark')
  })
})

describe('Weapons Upgrade (set 95)', () => {
  it("Weapons Upgrade gives the enhanced Vehicle a blast icon, and draws its player 1 card when that Vehicle is a teammate's", () => {
    let state = at(team(), 1, 'deployment', 'dark2')
    const theirs = placeCard(state, 'dark', core('TIE Fighter'), 'play')
    const mine = placeCard(theirs.state, 'dark2', core('TIE Fighter'), 'play')
    const first = placeCard(mine.state, 'dark2', botf('Weapons Upgrade'), 'hand')
    const second = placeCard(first.state, 'dark2', botf('Weapons Upgrade'), 'hand')
    state = second.state
    const hand = (s: SwlcgState) => zoneSlots(s.cards, zones.hand('dark2')).length
    let before = hand(state)
    // On the dark #1's TIE Fighter: a friendly Vehicle it does not control, so it draws (a forced reaction).
    state = done(play(state, 'dark2', first.slot, theirs.slot))
    expect(hand(state)).toBe(before)
    expect(gainedIcons(state, theirs.slot).blast).toBe(1)
    state = passUntil(state, (s) => s.turn.step === 'deployment' && s.turn.priority === 'dark2' && !s.windows.length)
    before = hand(state)
    state = done(play(state, 'dark2', second.slot, mine.slot))
    expect(hand(state)).toBe(before - 1)
    expect(gainedIcons(state, mine.slot).blast).toBe(1)
  })
})

describe('Mercenary Support (set 96)', () => {
  it('Mercenary Support puts a Mercenary from its player’s hand into play for a friendly player, until the phase ends', () => {
    let state = at(team(), 1, 'deployment', 'dark')
    const support = placeCard(state, 'dark', botf('Mercenary Support'), 'objectives')
    const merc = placeCard(support.state, 'dark', botf('Trandoshan Security Team'), 'hand')
    state = activate(merc.state, 'dark', 'use', support.slot, [[merc.slot]])
    state = passUntil(state, (s) => s.prompt !== null)
    // Its player names the friendly player who gets it (the affiliation cards stand for the players).
    state = choose(state, 'dark', [affiliationOf(state, 'dark2')])
    state = done(state)
    expect(state.table[merc.slot]).toMatchObject({ controller: 'dark2', owner: 'dark' })
    expect(state.lasting).toContainEqual({ kind: 'discard-at-end', cards: [merc.slot], until: 'phase' })
    state = passUntil(state, (s) => s.turn.phase !== 'deployment')
    state = passUntil(state, (s) => !s.queue.length && !s.windows.length)
    expect(inZone(state, zones.discard('dark'), merc.slot)).toBe(true)
  })
})

describe('Punishing One (set 96)', () => {
  it('Punishing One, after its team’s deployment phase begins, moves a captured card to a different dark objective', () => {
    let state = at(team(), 2, 'deployment', 'light')
    const ship = placeCard(state, 'dark', botf('Punishing One'), 'play')
    const captive = placeCard(ship.state, 'light', core('Luke Skywalker'), 'hand')
    const from = objectivesOf(state, 'dark')[0]!
    state = {
      ...captive.state,
      cards: moveSlot(captive.state.cards, captive.slot, zones.captured('light')),
      captives: { [from]: [captive.slot] },
    }
    state = activate(untilAnswer(state, 'dark', ship.slot), 'dark', 'respond', ship.slot)
    expect(state.turn).toMatchObject({ number: 3, phase: 'deployment' })
    // One holder and one captive: only the new objective is asked (any other dark objective, the teammate's too).
    const to = objectivesOf(state, 'dark2')[1]!
    expect((state.prompt as { options: string[] }).options).not.toContain(from)
    state = choose(state, 'dark', [to])
    expect(state.captives).toEqual({ [to]: [captive.slot] })
  })
})

describe('Trandoshan Security Team (set 96)', () => {
  it('Trandoshan Security Team strikes in an engagement against a dark objective without taking part in it', () => {
    let state = at(team(), 2, 'deployment', 'light')
    const luke = placeCard(state, 'light', core('Luke Skywalker'), 'play')
    const guard = placeCard(luke.state, 'dark2', botf('Trandoshan Security Team'), 'play')
    state = passUntil(
      lightAttack(guard.state, [luke.slot]),
      (s) => s.turn.step === 'declare-defenders' && !s.windows.length,
    )
    state = act(state, 'dark2', { type: 'declare-defenders', payload: { units: [] } })
    state = strike(state, 'light', luke.slot)
    // No defender, yet the dark #2's guard strikes the attacker.
    state = strike(state, 'dark2', guard.slot)
    state = passUntil(state, (s) => s.table[luke.slot]!.damage > 0)
    expect(state.engagement?.defenders).toEqual([])
  })

  it('the defending dark player strikes with the teammate’s Trandoshan Security Team too', () => {
    // The guard of dark #1 protects the dark #2's objective: the engaged dark #2 strikes with it, as with a lent unit.
    let state = at(team(), 2, 'deployment', 'light')
    const luke = placeCard(state, 'light', core('Luke Skywalker'), 'play')
    const guard = placeCard(luke.state, 'dark', botf('Trandoshan Security Team'), 'play')
    // The dark #2 has no unit to declare as a defender: the engagement goes straight on to the strikes.
    state = passUntil(lightAttack(guard.state, [luke.slot]), (s) => s.turn.step === 'strike' && !s.windows.length)
    state = strike(state, 'light', luke.slot)
    state = strike(state, 'dark2', guard.slot)
    state = passUntil(state, (s) => s.table[luke.slot]!.damage > 0)
    expect(state.table[guard.slot]).toMatchObject({ controller: 'dark' })
  })

  it('it does not strike from outside in an engagement against a light objective', () => {
    let state = at(team(), 3, 'deployment', 'dark')
    const tie = placeCard(state, 'dark', core('TIE Fighter'), 'play')
    const guard = placeCard(tie.state, 'dark', botf('Trandoshan Security Team'), 'play')
    state = passUntil(
      darkAttack(guard.state, [tie.slot]),
      (s) => s.turn.step === 'strike' && s.turn.priority === 'dark',
    )
    const strikers = swlcg
      .legalActions(state, seatOf('dark'))
      .filter((a) => a.type === 'strike')
      .map((a) => a.payload.unit)
    expect(strikers).toContain(tie.slot)
    expect(strikers).not.toContain(guard.slot)
  })
})

describe('A Price on Their Heads (set 96)', () => {
  it('A Price on Their Heads captures up to 2 units, each controlled by a different light side player', () => {
    let state = at(team(), 1, 'deployment', 'dark')
    // Six resources with a Scum and Villainy match: Mercenary Support and a Logistics Officer join the Sith cards.
    state = placeCard(state, 'dark', botf('Mercenary Support'), 'objectives').state
    state = placeCard(state, 'dark', botf('Logistics Officer'), 'play').state
    const luke = placeCard(state, 'light', core('Luke Skywalker'), 'play')
    const wolf = placeCard(luke.state, 'light2', botf('Shistavanen Wolfman'), 'play')
    const other = placeCard(wolf.state, 'light2', botf('Shistavanen Wolfman'), 'play')
    const price = placeCard(other.state, 'dark', botf('A Price on Their Heads'), 'hand')
    state = price.state
    const ways = offered(state, 'dark', 'use', price.slot).map((w) => (w.payload as { choices: string[][] }).choices[0])
    expect(ways).toContainEqual([luke.slot, wolf.slot])
    expect(ways).not.toContainEqual([wolf.slot, other.slot])
    state = activate(state, 'dark', 'use', price.slot, [[luke.slot, wolf.slot]])
    state = passUntil(state, (s) => s.prompt !== null)
    const at1 = objectivesOf(state, 'dark')[0]!
    state = done(choose(state, 'dark', [at1]))
    expect(state.captives[at1]).toEqual([luke.slot, wolf.slot])
    expect(inZone(state, zones.captured('light'), luke.slot)).toBe(true)
    expect(inZone(state, zones.captured('light2'), wolf.slot)).toBe(true)
  })
})
