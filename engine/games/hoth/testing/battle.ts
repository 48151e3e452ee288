/**
 * TEST-ONLY battle helpers for Battle of Hoth tests, shared by the test files instead of a copy in each: a
 * custom board with a chosen side to play, playing a card, ordering, moving, attacks that roll exactly the
 * faces a test asks for (found with `findEntropy`, then checked), and refusals checked with `expect`. Only
 * test files import this module (it uses vitest); engine code never does.
 */
import { expect } from 'vitest'
import type { EngineError, EngineEvent, SeatId } from '../../../core/types'
import { cloneJson } from '../../../core/json'
import { rollDice } from '../data/dice'
import { hoth } from '../hoth'
import type { DieFace, HexId, HothState, Side, Terrain } from '../types'
import type { PlacedUnit, TestAction } from './fixtures'
import { act, EMPIRE, findEntropy, REBEL, refused, setBoard, startGame, withCard } from './fixtures'

/** The seat that plays `side` in the fixtures' two-player games. */
export const seatOf = (side: Side): SeatId => (side === 'rebel' ? REBEL : EMPIRE)

/** Cards that order up to 4 units in the centre sector (columns 3–6) and give no bonus. */
export const CENTRE_CARD: Record<Side, string> = { rebel: 'reb-hold-the-line', empire: 'emp-onslaught' }

/** One unit per side far from the action, so that no side ever runs out of units. */
export const BYSTANDERS: PlacedUnit[] = [
  { id: 'rebel-far', type: 'rebel-infantry', hex: '0,0' },
  { id: 'empire-far', type: 'imperial-infantry', hex: '9,6' },
]

/** `scenario` with the bystanders, these units and terrain, `side` to play, and `extra` state (medal hexes, …). */
export function board(
  side: Side,
  units: PlacedUnit[],
  terrain: Record<HexId, Terrain> = {},
  extra: Partial<HothState> = {},
  scenario = 'first-contact',
): HothState {
  const base = startGame(scenario)
  const seat = seatOf(side)
  const turn = { ...base.turn, seat, side, index: base.turnOrder.indexOf(seat) }
  return setBoard(base, [...BYSTANDERS, ...units], terrain, { turn, ...extra })
}

/** Infantry of the side its id starts with ('r…': Rebel, otherwise Imperial), with `figures` if given. */
export const inf = (id: string, hex: HexId, figures?: number): PlacedUnit =>
  id.startsWith('r') ? { id, type: 'rebel-infantry', hex, figures } : { id, type: 'imperial-infantry', hex, figures }

/** Plays `card` (put into the active seat's hand first). */
export function play(state: HothState, card: string): HothState {
  const seat = state.turn.seat
  const played = withCard(state, seat, card)
  return act(played.state, seat, { type: 'play-card', payload: { slot: played.slot } }).state
}

/** Plays `card` (default: the side's centre card), orders `units` and confirms: the move phase begins. */
export function ordered(state: HothState, units: string[], card?: string): HothState {
  let s = play(state, card ?? CENTRE_CARD[state.turn.side])
  for (const unit of units) s = act(s, s.turn.seat, { type: 'order', payload: { unit } }).state
  return act(s, s.turn.seat, { type: 'confirm-orders' }).state
}

/** The active seat moves `unit` to `to`. */
export function move(state: HothState, unit: string, to: HexId): HothState {
  return act(state, state.turn.seat, { type: 'move', payload: { unit, to } }).state
}

/** The active seat ends its move phase: the attack phase begins. */
export function endMoves(state: HothState): HothState {
  return act(state, state.turn.seat, { type: 'end-moves' }).state
}

/** `ordered` with `card`, then makes `moves` and ends the move phase. */
export function ready(state: HothState, units: string[], moves: Record<string, HexId> = {}, card?: string): HothState {
  let s = ordered(state, units, card)
  for (const [unit, to] of Object.entries(moves)) s = move(s, unit, to)
  return endMoves(s)
}

/** Whether two rolls show the same faces in the same order. */
export const same = (a: readonly DieFace[], b: readonly DieFace[]): boolean =>
  a.length === b.length && a.every((f, i) => f === b[i])

/** Entropy whose `context` stream rolls `faces`, then `then` (an AT-AT's confirmation roll). */
export function rolling(faces: DieFace[], then: DieFace[] = [], context = 'attack'): string {
  return findEntropy(
    context,
    (rng) => same(rollDice(rng, faces.length), faces) && same(rollDice(rng, then.length), then),
  )
}

/** The faces of the first roll of `type` among `events`. */
export function rolled(events: EngineEvent[], type = 'attack-rolled'): DieFace[] | undefined {
  return (events.find((e) => e.type === type)?.data as { faces: DieFace[] } | undefined)?.faces
}

/** `unit` attacks `target` rolling exactly `faces` (checked) and confirmation `then`. */
export function attack(
  state: HothState,
  unit: string,
  target: string,
  faces: DieFace[],
  then: DieFace[] = [],
): HothState {
  const result = act(state, state.turn.seat, {
    type: 'attack',
    payload: { unit, target },
    entropy: rolling(faces, then),
  })
  expect(rolled(result.events)).toEqual(faces)
  return result.state
}

/** How many dice `unit` rolls at `target` (whatever they show). */
export function diceAt(state: HothState, unit: string, target: string): number | undefined {
  return rolled(act(state, state.turn.seat, { type: 'attack', payload: { unit, target } }).events)?.length
}

/** Legal actions of `seat` in short words ('attack c>r1', 'retreat 4,4', 'reroll 0', 'end-turn', …). */
export function legal(state: HothState, seat: SeatId): string[] {
  return hoth.legalActions(state, seat).map((a) => {
    if (a.type === 'attack') return `attack ${a.payload.unit}>${a.payload.target}`
    if (a.type === 'retreat') return `retreat ${a.payload.to}`
    if (a.type === 'reroll') return `reroll ${a.payload.dice.join('')}`
    return a.type
  })
}

/** Expects `action` to be refused with `code`, with reasons in both languages, and `state` untouched. */
export function rejects(state: HothState, seat: SeatId, action: TestAction, code: string): EngineError {
  const before = cloneJson(state)
  const error = refused(state, seat, action)
  expect(error.code).toBe(code)
  expect(error.reason.hu.length).toBeGreaterThan(0)
  expect(error.reason.en.length).toBeGreaterThan(0)
  expect(state).toEqual(before)
  return error
}
