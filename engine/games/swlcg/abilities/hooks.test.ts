/**
 * The named one-off hooks that change how a card is played or where it goes (issue 15): units played from the hand
 * straight into an engagement, a unit joining one after an edge battle, a unit played as an enhancement, a card
 * captured whenever it leaves play, split unit damage, a search of the objective deck, and Trench Run's dial.
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '../../../core/types'
import { swlcg } from '../swlcg'
import type { Affiliation } from '../data'
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
import {
  answer,
  answers,
  atDeployment,
  card,
  toConflict,
  toEdge,
  untilAnswer,
  withHand,
  withUnits,
} from '../testing/scenario'
import { objectivesOf, unitsOf, zones } from '../queries'
import { swlcgNeedsEntropy } from '../apply'
import { canSee, zoneSlots } from '../../../core/hidden'
import { withSlot } from '../../../core/slot-map'
import { strikeIcons } from '../strikes'
import type { Side, SwlcgAction, SwlcgState } from '../types'

const seatOf = (side: Side) => (side === 'light' ? LIGHT : DARK)

/** A game past setup with these starter affiliations. */
const game = (light: Affiliation, dark: Affiliation) => throughSetup(startGame(starterConfig(light, dark)))

/** The `play` actions offered to `side` for the card at `slot`. */
function plays(state: SwlcgState, side: Side, slot: string): SwlcgAction[] {
  return swlcg.legalActions(state, seatOf(side)).filter((a) => a.type === 'play' && a.payload.slot === slot)
}

describe('play into an engagement', () => {
  // Analysis §5.5 case 9 [R:624-632; FFG-UNOPP]: „Ha van legalább egy túlélő támadó egység, és a védekezők közül senki
  // nem élte túl …” — a defender destroyed before the edge battle (Admiral Ackbar) also leaves the engagement unopposed.
  it('Admiral Ackbar enters an engagement from the hand, damages each enemy participant; unopposed follows', () => {
    const luke = withUnits(atDeployment('light', game('rebel-alliance', 'sith')), 'light', ['Luke Skywalker'])
    const tie = withUnits(luke.state, 'dark', ['TIE Fighter'])
    const hand = withHand(tie.state, 'light', ['Admiral Ackbar'])
    const ackbar = hand.slots[0]!
    expect(plays(hand.state, 'light', ackbar)).not.toEqual([]) // a unit: in the deployment phase as usual
    let state = toConflict(hand.state)
    expect(plays(state, 'light', ackbar)).toEqual([]) // no engagement yet
    const objective = objectivesOf(state, 'dark')[0]!
    state = act(state, 'light', { type: 'engage', payload: { objective } })
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: luke.slots } })
    state = passUntil(state, (s) => s.turn.step === 'declare-defenders')
    state = act(state, 'dark', { type: 'declare-defenders', payload: { units: tie.slots } })
    state = passUntil(state, (s) => s.turn.step === 'defenders-window' && s.turn.priority === 'light')
    const play = plays(state, 'light', ackbar)[0]!
    state = untilAnswer(act(state, 'light', play), 'light', ackbar)
    expect(state.engagement!.attackers).toEqual([...luke.slots, ackbar])
    const events: EngineEvent[] = []
    state = passUntil(answer(state, 'light', ackbar), (s) => s.engagement === null, events)
    expect(Object.hasOwn(state.table, tie.slots[0]!)).toBe(false) // 1 damage destroyed it
    expect(events.find((e) => e.type === 'unopposed')?.data).toMatchObject({ objective, bonus: true })
  })

  it('"Backstabber" is played by the defender into the engagement and damages the engaged objective', () => {
    const luke = withUnits(atDeployment('light', game('jedi', 'imperial-navy')), 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'dark', ['"Backstabber"'])
    const stabber = hand.slots[0]!
    let state = toEdge(toConflict(hand.state), luke.slots, [])
    state = passUntil(state, (s) => plays(s, 'dark', stabber).length > 0)
    state = untilAnswer(act(state, 'dark', plays(state, 'dark', stabber)[0]!), 'dark', stabber)
    expect(state.engagement!.defenders).toEqual([stabber])
    const objective = state.engagement!.objective
    state = passWindows(answer(state, 'dark', stabber))
    expect(state.table[objective]!.damage).toBe(1)
  })

  it('refuses an ordinary unit in an engagement, and a play by the player without priority', () => {
    const luke = withUnits(atDeployment('light', game('rebel-alliance', 'sith')), 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'light', ['Jedi in Hiding', 'Admiral Ackbar'])
    let state = toEdge(toConflict(hand.state), luke.slots, [])
    state = passUntil(state, (s) => s.turn.step === 'edge-window' && s.turn.priority === 'light')
    const ackbar = plays(state, 'light', hand.slots[1]!)[0]!
    const hiding = { ...ackbar, payload: { ...(ackbar.payload as object), slot: hand.slots[0]! } } as SwlcgAction
    const refused = (s: SwlcgState, side: Side, a: SwlcgAction) => {
      const result = swlcg.apply(s, a, seatOf(side))
      return result.ok ? 'accepted' : result.error.code
    }
    expect(refused(state, 'light', hiding)).toBe('not-your-deployment')
    expect(refused(state, 'dark', ackbar)).not.toBe('accepted')
  })
})

describe('join from the hand', () => {
  it('Human Replica Droid, after its player wins an edge battle, enters play from the hand as a participant, free', () => {
    const darkTurn3 = passUntil(atDeployment('dark'), (s) => s.turn.number === 3 && s.turn.step === 'deployment')
    const tie = withUnits(darkTurn3, 'dark', ['TIE Fighter'])
    const hand = withHand(tie.state, 'dark', ['Human Replica Droid'])
    const droid = hand.slots[0]!
    let state = toEdge(toConflict(hand.state), tie.slots, [])
    const focus = (s: SwlcgState) => Object.values(s.table).reduce((n, c) => n + c.focus, 0)
    const before = focus(state)
    state = untilAnswer(state, 'dark', droid)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'edge-won', side: 'dark' } })
    state = passWindows(answer(state, 'dark', droid))
    expect(state.table[droid]).toMatchObject({ owner: 'dark', controller: 'dark' })
    expect(state.engagement!.attackers).toEqual([...tie.slots, droid])
    expect(focus(state)).toBe(before) // put into play, not played: nothing paid
  })
})

describe('a unit played as an enhancement', () => {
  it('Black Squadron Pilot, played on a friendly Fighter, is an enhancement giving it 1 unit and 1 blast damage', () => {
    const tie = withUnits(atDeployment('dark'), 'dark', ['TIE Fighter', 'Darth Vader'])
    const [fighter, vader] = tie.slots as [string, string]
    const hand = withHand(tie.state, 'dark', ['Black Squadron Pilot'])
    const pilot = hand.slots[0]!
    const offered = plays(hand.state, 'dark', pilot).map((a) => (a.payload as { host?: string }).host)
    expect(offered).toEqual([undefined, fighter]) // as a unit, or on the Fighter; never on Vader (not a Fighter)
    const before = strikeIcons(hand.state, fighter)
    const onFighter = plays(hand.state, 'dark', pilot).find((a) => (a.payload as { host?: string }).host === fighter)!
    const state = passWindows(act(hand.state, 'dark', onFighter))
    expect(state.table[pilot]).toMatchObject({ host: fighter })
    expect(unitsOf(state, 'dark')).toEqual(expect.not.arrayContaining([pilot]))
    expect(strikeIcons(state, fighter)).toMatchObject({ unit: before.unit + 1, blast: before.blast + 1 })
    const onVader = { ...onFighter, payload: { ...(onFighter.payload as object), host: vader } } as SwlcgAction
    const refused = swlcg.apply(hand.state, onVader, DARK)
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('illegal-host')
  })

  it('played as a unit, Black Squadron Pilot is a unit with no icons of its own to give', () => {
    const tie = withUnits(atDeployment('dark'), 'dark', ['TIE Fighter'])
    const hand = withHand(tie.state, 'dark', ['Black Squadron Pilot'])
    const asUnit = plays(hand.state, 'dark', hand.slots[0]!).find((a) => !(a.payload as { host?: string }).host)!
    const state = passWindows(act(hand.state, 'dark', asUnit))
    expect(unitsOf(state, 'dark')).toContain(hand.slots[0])
    expect(strikeIcons(state, tie.slots[0]!)).toEqual(strikeIcons(hand.state, tie.slots[0]!))
  })
})

describe('captured whenever she leaves play', () => {
  it('Leia Organa, destroyed by Force Choke, is captured instead under the dark objective its player picks', () => {
    const leia = withUnits(atDeployment('dark'), 'light', ['Leia Organa'])
    const her = leia.slots[0]!
    const hand = withHand(leia.state, 'dark', ['Force Choke'])
    const choke = swlcg
      .legalActions(hand.state, DARK)
      .find((a) => a.type === 'use' && a.payload.card === hand.slots[0] && a.payload.choices?.[0]?.[0] === her)!
    const events: EngineEvent[] = []
    let state = passUntil(act(hand.state, 'dark', choke, events), (s) => !!s.prompt, events)
    const options = objectivesOf(state, 'dark')
    expect(state.prompt).toEqual({ kind: 'choose', side: 'dark', options, min: 1, max: 1, forQueue: 'capture' })
    expect(swlcg.legalActions(state, LIGHT).some((a) => a.type === 'choose')).toBe(false)
    state = passWindows(act(state, 'dark', { type: 'choose', payload: { slots: [options[2]!] } }, events))
    expect(state.captives[options[2]!]).toEqual([her])
    expect(Object.hasOwn(state.table, her)).toBe(false)
    expect(events.some((e) => e.type === 'destroyed')).toBe(false) // captured instead: never destroyed
  })
})

describe('split unit damage', () => {
  it('Shii-Cho Training lets its unit share its unit damage among participating enemies', () => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'])
    const training = placeCard(luke.state, 'light', card('Shii-Cho-Training').id, 'play', { host: luke.slots[0]! })
    const ties = withUnits(training.state, 'dark', ['TIE Fighter', 'TIE Fighter'])
    const [first, second] = ties.slots as [string, string]
    let state = toEdge(toConflict(ties.state), luke.slots, ties.slots)
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'light')
    const strikes = swlcg.legalActions(state, LIGHT).filter((a) => a.type === 'strike')
    const splits = strikes.flatMap((a) => (a.payload.split ? [a.payload.split] : []))
    expect(splits).toEqual([
      [
        { card: first, amount: 1 },
        { card: second, amount: 1 },
      ],
    ])
    const split = strikes.find((a) => a.payload.split)!
    state = passUntil(act(state, 'light', split), (s) => s.windows.length === 0 && s.queue.length === 0)
    expect(Object.hasOwn(state.table, first) || Object.hasOwn(state.table, second)).toBe(false)
  })

  it('refuses a split without Shii-Cho Training, one that does not add up, and one naming a target twice', () => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'])
    const ties = withUnits(luke.state, 'dark', ['TIE Fighter', 'TIE Fighter'])
    const [first, second] = ties.slots as [string, string]
    const edge = toEdge(toConflict(ties.state), luke.slots, ties.slots)
    const bare = passUntil(edge, (s) => s.turn.step === 'strike' && s.turn.priority === 'light')
    const strike = (split: { card: string; amount: number }[]) =>
      ({ type: 'strike', payload: { unit: luke.slots[0]!, split } }) as SwlcgAction
    const code = (s: SwlcgState, a: SwlcgAction) => {
      const result = swlcg.apply(s, a, LIGHT)
      return result.ok ? 'accepted' : result.error.code
    }
    const halves = [
      { card: first, amount: 1 },
      { card: second, amount: 1 },
    ]
    expect(bare.turn.step).toBe('strike')
    expect(code(bare, strike(halves))).toBe('illegal-strike-target')
    const trained = placeCard(bare, 'light', card('Shii-Cho-Training').id, 'play', { host: luke.slots[0]! }).state
    expect(code(trained, strike(halves))).toBe('accepted')
    expect(
      code(
        trained,
        strike([
          { card: first, amount: 2 },
          { card: second, amount: 1 },
        ]),
      ),
    ).toBe('illegal-strike-target')
    expect(
      code(
        trained,
        strike([
          { card: first, amount: 1 },
          { card: first, amount: 1 },
        ]),
      ),
    ).toBe('illegal-strike-target')
    // A modified client's garbage is refused as malformed, never a crash.
    for (const split of ['all', [{ card: first, amount: -1 }], [{ card: 7, amount: 1 }]]) {
      const garbage = { type: 'strike', payload: { unit: luke.slots[0]!, split } } as unknown as SwlcgAction
      expect(code(trained, garbage)).toBe('malformed-action')
    }
  })
})

describe('search the objective deck', () => {
  it('A Journey to Dagobah, destroyed, puts an objective its player picks into play; then that deck is shuffled', () => {
    const darkTurn3 = passUntil(atDeployment('dark'), (s) => s.turn.number === 3 && s.turn.step === 'deployment')
    const bomber = withUnits(darkTurn3, 'dark', ['TIE Bomber'])
    // TEST-ONLY: the first light objective is A Journey to Dagobah, one damage short of destruction.
    const dagobah = objectivesOf(bomber.state, 'light')[0]!
    const id = card('A Journey to Dagobah').id
    const entry = { ...bomber.state.table[dagobah]!, card: id, damage: 3 }
    const secrets = withSlot(bomber.state.cards.secrets, dagobah, id)
    let state: SwlcgState = {
      ...bomber.state,
      table: { ...bomber.state.table, [dagobah]: entry },
      cards: { ...bomber.state.cards, secrets },
    }
    state = act(toConflict(state), 'dark', { type: 'engage', payload: { objective: dagobah } })
    state = act(state, 'dark', { type: 'declare-attackers', payload: { units: bomber.slots } })
    state = passUntil(state, (s) => s.turn.step === 'strike')
    state = untilAnswer(act(state, 'dark', { type: 'strike', payload: { unit: bomber.slots[0]! } }), 'light', dagobah)
    const deck = zones.objectiveDeck('light')
    const options = [...zoneSlots(state.cards, deck)]
    expect(options.every((slot) => canSee(state.cards, slot, LIGHT))).toBe(false) // only the setup's bottom card
    const respond = answers(state, 'light', dagobah)[0]!
    expect(swlcgNeedsEntropy(state, respond)).toBe(true) // the shuffle at the end
    state = answer(state, 'light', dagobah)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'light', options, min: 1, max: 1 })
    expect(options.every((slot) => canSee(state.cards, slot, LIGHT))).toBe(true)
    expect(options.some((slot) => canSee(state.cards, slot, DARK))).toBe(false)
    const picked = options[2]!
    state = passWindows(act(state, 'light', { type: 'choose', payload: { slots: [picked] } }))
    expect(state.table[picked]).toMatchObject({ owner: 'light' })
    expect(Object.hasOwn(state.table, dagobah)).toBe(false)
    expect(objectivesOf(state, 'light')).toHaveLength(3)
    // Shuffled: fresh slots, none known to anyone.
    const after = zoneSlots(state.cards, deck)
    expect(after).toHaveLength(options.length - 1)
    expect(after.some((slot) => options.includes(slot) || canSee(state.cards, slot, LIGHT))).toBe(false)
    expect(state.undo).toBeNull()
  })
})

describe('Trench Run', () => {
  it('enhances the dial; the Light Side engages it like an objective, and 10 damage on it wins the game', () => {
    const start = atDeployment('light', game('rebel-alliance', 'sith'))
    const luke = withUnits(start, 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'light', ['Trench Run'])
    const run = hand.slots[0]!
    const play = plays(hand.state, 'light', run)
    expect(play.map((a) => (a.payload as { host?: string }).host)).toEqual([undefined]) // on the dial, not a card
    let state = passWindows(act(hand.state, 'light', play[0]!))
    expect(state.table[run]).toMatchObject({ controller: 'light', host: null })
    state = toConflict({ ...state, table: { ...state.table, [run]: { ...state.table[run]!, damage: 7 } } })
    expect(swlcg.legalActions(state, LIGHT)).toContainEqual({ type: 'engage', payload: { objective: run } })
    state = act(state, 'light', { type: 'engage', payload: { objective: run } })
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: luke.slots } })
    state = passUntil(state, (s) => s.turn.step === 'strike' || s.result !== null)
    const events: EngineEvent[] = []
    state = passUntil(
      act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } }, events),
      (s) => !!s.result,
    )
    // Luke's blast (1, and 1 more with the edge) lands on Trench Run; the unopposed bonus makes it 10.
    expect(events.filter((e) => e.type === 'damaged').map((e) => (e.data as { card: string }).card)).toContain(run)
    expect(state.table[run]!.damage).toBe(10)
    expect(swlcg.outcome(state)?.winners).toEqual([LIGHT])
    expect(Object.hasOwn(state.table, run)).toBe(true) // never destroyed: it is no objective
  })

  it('cannot be engaged by the Dark Side, nor twice in one phase', () => {
    const start = atDeployment('light', game('rebel-alliance', 'sith'))
    const luke = withUnits(start, 'light', ['Red Two', 'Luke Skywalker'])
    const tie = withUnits(luke.state, 'dark', ['TIE Fighter'])
    const run = placeCard(tie.state, 'light', card('Trench Run').id, 'play')
    let state = toConflict(run.state)
    state = act(state, 'light', { type: 'engage', payload: { objective: run.slot } })
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: [luke.slots[0]!] } })
    state = passUntil(state, (s) => s.turn.step === 'conflict-declare')
    const again = swlcg.apply(state, { type: 'engage', payload: { objective: run.slot } }, LIGHT)
    expect(again.ok ? 'accepted' : again.error.code).toBe('already-engaged')
    const darkTurn = passUntil(state, (s) => s.turn.active === 'dark' && s.turn.step === 'conflict-declare')
    const dark = swlcg.apply(darkTurn, { type: 'engage', payload: { objective: run.slot } }, DARK)
    expect(dark.ok ? 'accepted' : dark.error.code).toBe('not-enemy-objective')
  })
})
