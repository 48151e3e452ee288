/**
 * TEST-ONLY: one short game fragment for every named one-off hook (the cards' own scenarios, condensed), each
 * checked to have used its hook, and the state hash each ends in. The determinism test runs the tour in separate
 * Node processes and in its own: the hashes must agree, so no hook's code path depends on the process.
 */
import { hashState } from '../../../core/hash'
import type { EngineEvent } from '../../../core/types'
import { objectivesOf, unitsOf } from '../queries'
import { swlcg } from '../swlcg'
import type { HookName } from '../abilities/vocabulary'
import type { Player, SwlcgAction, SwlcgState } from '../types'
import {
  DARK,
  LIGHT,
  act,
  passUntil,
  passWindows,
  placeCard,
  resetEntropy,
  startGame,
  starterConfig,
  throughSetup,
} from './fixtures'
import { answer, atDeployment, card, toConflict, toEdge, toStrikes, untilAnswer, withHand, withUnits } from './scenario'

/** A fragment's end: its state and the events on the way. */
type Run = { state: SwlcgState; events: EngineEvent[] }

const seat = (side: Player) => (side === 'light' ? LIGHT : DARK)

/** The first legal action of `side` that `pick` accepts; throws when there is none. */
function first(state: SwlcgState, side: Player, pick: (a: SwlcgAction) => boolean): SwlcgAction {
  const found = swlcg.legalActions(state, seat(side)).find(pick)
  if (!found) throw new Error('hook tour: no such action')
  return found
}

/** Answers the open `choose` prompt with `slots`. */
const choose = (state: SwlcgState, side: Player, slots: string[], events: EngineEvent[]) =>
  act(state, side, { type: 'choose', payload: { slots } }, events)

const playOf = (slot: string) => (a: SwlcgAction) => a.type === 'play' && a.payload.slot === slot
const useOf = (slot: string) => (a: SwlcgAction) => a.type === 'use' && a.payload.card === slot
const darkTurn3 = () => passUntil(atDeployment('dark'), (s) => s.turn.number === 3 && s.turn.step === 'deployment')
const game = (light: 'jedi' | 'rebel-alliance', dark: 'sith' | 'imperial-navy') =>
  throughSetup(startGame(starterConfig(light, dark)))

/** Each hook's fragment. */
const FRAGMENTS: Record<HookName, (events: EngineEvent[]) => SwlcgState> = {
  'restart-edge-battle': (events) => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'])
    const vader = withUnits(luke.state, 'dark', ['Darth Vader'])
    const twist = withHand(vader.state, 'light', ['Twist of Fate'])
    let state = toEdge(toConflict(twist.state), luke.slots, vader.slots)
    state = act(state, 'light', { type: 'place-edge', payload: { slot: twist.slots[0]! } }, events)
    return passUntil(state, () => events.some((e) => e.type === 'edge-restarted'), events)
  },
  'fates-twice': (events) => {
    const informant = withUnits(atDeployment('light'), 'light', ['Secret Informant'])
    const hand = withHand(informant.state, 'light', ['Target of Opportunity'])
    let state = toEdge(toConflict(hand.state), informant.slots, [])
    state = act(state, 'light', { type: 'place-edge', payload: { slot: hand.slots[0]! } }, events)
    return passUntil(state, (s) => s.engagement?.edge !== null, events)
  },
  'first-edge-face-up': (events) => {
    const obiwan = withUnits(atDeployment('light'), 'light', ['Obi-Wan Kenobi'])
    const vader = withUnits(obiwan.state, 'dark', ['Darth Vader'])
    const state = act(toEdge(toConflict(vader.state), obiwan.slots, vader.slots), 'light', { type: 'pass' }, events)
    return act(
      state,
      'dark',
      first(state, 'dark', (a) => a.type === 'place-edge'),
      events,
    )
  },
  'redirect-engagement': (events) => {
    const secret = placeCard(
      atDeployment('dark', atDeployment('light')),
      'light',
      card('The Secret of Yavin 4').id,
      'objectives',
    )
    const state = toConflict(withUnits(secret.state, 'dark', ['TIE Fighter']).state)
    const named = objectivesOf(state, 'light').find((slot) => slot !== secret.slot)!
    const engaged = untilAnswer(
      act(state, 'dark', { type: 'engage', payload: { objective: named } }, events),
      'light',
      secret.slot,
    )
    return passWindows(answer(engaged, 'light', secret.slot, undefined, events), events)
  },
  'engage-again': (events) => {
    const units = withUnits(atDeployment('light'), 'light', ['Wookiee Navigator'])
    let state = toStrikes(toEdge(toConflict(units.state), units.slots, []))
    state = untilAnswer(
      act(state, 'light', { type: 'strike', payload: { unit: units.slots[0]! } }, events),
      'light',
      units.slots[0]!,
    )
    return passUntil(
      answer(state, 'light', units.slots[0]!, undefined, events),
      (s) => s.turn.step === 'conflict-declare',
      events,
    )
  },
  'search-objective-deck': (events) => {
    const bomber = withUnits(darkTurn3(), 'dark', ['TIE Bomber'])
    const dagobah = placeCard(bomber.state, 'light', card('A Journey to Dagobah').id, 'objectives', { damage: 3 })
    let state = act(toConflict(dagobah.state), 'dark', { type: 'engage', payload: { objective: dagobah.slot } }, events)
    state = act(state, 'dark', { type: 'declare-attackers', payload: { units: bomber.slots } }, events)
    state = passUntil(state, (s) => s.turn.step === 'strike', events)
    state = untilAnswer(
      act(state, 'dark', { type: 'strike', payload: { unit: bomber.slots[0]! } }, events),
      'light',
      dagobah.slot,
    )
    state = answer(state, 'light', dagobah.slot, undefined, events)
    return passWindows(choose(state, 'light', [(state.prompt as { options: string[] }).options[1]!], events), events)
  },
  'keep-three-units': (events) => {
    const ours = withUnits(atDeployment('light'), 'light', [
      'Luke Skywalker',
      'Jedi in Hiding',
      "Twi'lek Loyalist",
      'X-Wing',
    ])
    const rebel = placeCard(ours.state, 'light', card('The Defense of Yavin 4').id, 'objectives')
    const hand = withHand(rebel.state, 'light', ['A New Hope'])
    const used = act(hand.state, 'light', first(hand.state, 'light', useOf(hand.slots[0]!)), events)
    return passWindows(
      choose(
        passUntil(used, (s) => !!s.prompt, events),
        'light',
        ours.slots.slice(0, 3),
        events,
      ),
      events,
    )
  },
  'split-unit-damage': (events) => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'])
    const training = placeCard(luke.state, 'light', card('Shii-Cho-Training').id, 'play', { host: luke.slots[0]! })
    const ties = withUnits(training.state, 'dark', ['TIE Fighter', 'TIE Fighter'])
    let state = toEdge(toConflict(ties.state), luke.slots, ties.slots)
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'light', events)
    return passWindows(
      act(
        state,
        'light',
        first(state, 'light', (a) => a.type === 'strike' && !!a.payload.split),
        events,
      ),
      events,
    )
  },
  'captured-when-leaving': (events) => {
    const leia = withUnits(atDeployment('dark'), 'light', ['Leia Organa'])
    const hand = withHand(leia.state, 'dark', ['Force Choke'])
    const state = passUntil(
      act(hand.state, 'dark', first(hand.state, 'dark', useOf(hand.slots[0]!)), events),
      (s) => !!s.prompt,
      events,
    )
    return passWindows(choose(state, 'dark', [objectivesOf(state, 'dark')[1]!], events), events)
  },
  'play-as-enhancement': (events) => {
    const tie = withUnits(atDeployment('dark'), 'dark', ['TIE Fighter'])
    const hand = withHand(tie.state, 'dark', ['Black Squadron Pilot'])
    const onFighter = (a: SwlcgAction) =>
      playOf(hand.slots[0]!)(a) && (a.payload as { host?: string }).host === tie.slots[0]
    return passWindows(act(hand.state, 'dark', first(hand.state, 'dark', onFighter), events), events)
  },
  'play-into-engagement': (events) => {
    const luke = withUnits(atDeployment('light', game('rebel-alliance', 'sith')), 'light', ['Luke Skywalker'])
    const hand = withHand(withUnits(luke.state, 'dark', ['TIE Fighter']).state, 'light', ['Admiral Ackbar'])
    let state = passUntil(
      toEdge(toConflict(hand.state), luke.slots, []),
      (s) => s.turn.step === 'edge-window' && s.turn.priority === 'light',
      events,
    )
    state = untilAnswer(
      act(state, 'light', first(state, 'light', playOf(hand.slots[0]!)), events),
      'light',
      hand.slots[0]!,
    )
    return passWindows(answer(state, 'light', hand.slots[0]!, undefined, events), events)
  },
  'join-from-hand': (events) => {
    const tie = withUnits(darkTurn3(), 'dark', ['TIE Fighter'])
    const hand = withHand(tie.state, 'dark', ['Human Replica Droid'])
    const state = untilAnswer(toEdge(toConflict(hand.state), tie.slots, []), 'dark', hand.slots[0]!)
    return passWindows(answer(state, 'dark', hand.slots[0]!, undefined, events), events)
  },
  'trench-run': (events) => {
    const luke = withUnits(atDeployment('light', game('rebel-alliance', 'sith')), 'light', ['Luke Skywalker'])
    const run = placeCard(luke.state, 'light', card('Trench Run').id, 'play', { damage: 7 })
    let state = act(toConflict(run.state), 'light', { type: 'engage', payload: { objective: run.slot } }, events)
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: luke.slots } }, events)
    state = passUntil(state, (s) => s.turn.step === 'strike', events)
    return passUntil(
      act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } }, events),
      (s) => !!s.result,
      events,
    )
  },
  'destroy-lowest-cost': (events) => {
    const rancor = withUnits(atDeployment('dark'), 'dark', ['Rancor'])
    const tied = withUnits(rancor.state, 'light', ["Twi'lek Loyalist", "Twi'lek Loyalist"])
    const state = answer(untilAnswer(tied.state, 'dark', rancor.slots[0]!), 'dark', rancor.slots[0]!, undefined, events)
    return choose(state, 'dark', [tied.slots[1]!], events)
  },
}

/** The event each hook's fragment must show (proof the hook acted), or a check on its end state. */
const PROOF: Record<HookName, (run: Run) => boolean> = {
  'restart-edge-battle': ({ events }) => events.some((e) => e.type === 'edge-restarted'),
  'fates-twice': ({ events }) => events.filter((e) => e.type === 'fate-resolved').length === 2,
  'first-edge-face-up': ({ events }) => events.some((e) => e.type === 'edge-card-face-up'),
  'redirect-engagement': ({ events }) => events.some((e) => e.type === 'engagement-redirected'),
  'engage-again': ({ events }) => events.some((e) => e.type === 'may-engage-again'),
  'search-objective-deck': ({ events }) => events.some((e) => e.type === 'searched'),
  'keep-three-units': ({ state }) => unitsOf(state, 'light').length === 3,
  'split-unit-damage': ({ events }) => events.filter((e) => e.type === 'destroyed').length === 2,
  'captured-when-leaving': ({ events }) => events.some((e) => e.type === 'captured'),
  'play-as-enhancement': ({ state }) =>
    Object.values(state.table).some((c) => c.host !== null && c.card === card('Black Squadron Pilot').id),
  'play-into-engagement': ({ state }) => state.engagement?.attackers.length === 2,
  'join-from-hand': ({ state }) => state.engagement?.attackers.length === 2,
  'trench-run': ({ state }) => state.result?.winner === 'light',
  'destroy-lowest-cost': ({ events }) => events.some((e) => e.type === 'destroyed'),
}

/** Runs every hook's fragment (entropy from 1 for each) and returns each end state's hash; throws if a hook did not act. */
export function hookTour(): Record<HookName, string> {
  const out = {} as Record<HookName, string>
  for (const name of Object.keys(FRAGMENTS) as HookName[]) {
    resetEntropy()
    const events: EngineEvent[] = []
    const state = FRAGMENTS[name](events)
    if (!PROOF[name]({ state, events })) throw new Error(`hook tour: ${name} did not act`)
    out[name] = hashState(state)
  }
  return out
}
