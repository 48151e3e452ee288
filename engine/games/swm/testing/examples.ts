/**
 * TEST-ONLY cards and helpers for the rulebook's worked examples (rulebook.test.ts, rulebook2.test.ts): fixtures with
 * exactly the numbers the examples use, the game over them, and short builders for actions and squares.
 */
import type { Action, EngineEvent, SeatId } from '../../../core/types'
import { createSwm } from '../swm'
import type { At, SwmState } from '../types'
import { fixture } from './roster'
import { act as actIn, entropyRolling, refusal as refusalIn } from './skirmish'

/** The cards the examples need, and nothing else. */
export const EXAMPLE_CARDS = [
  fixture('r-trooper', 'Clone Trooper', { traits: ['trooper'] }), // Attack 8, Defense 15, Damage 10, 50 hp, 10 points
  fixture('r-obi-wan', 'Obi-Wan Kenobi', {
    cost: 42,
    unique: { group: 'obi-wan-kenobi' },
    hp: 120,
    defense: 21,
    attack: 14,
    damage: 20,
    force: 5,
  }),
  fixture('s-grievous', 'General Grievous, Supreme Commander', {
    faction: 'separatist',
    cost: 40,
    unique: { group: 'general-grievous' },
    traits: ['cyborg'],
    hp: 140,
    defense: 21,
    attack: 12,
    damage: 20,
  }),
  fixture('s-sbd', 'Super Battle Droid', { faction: 'separatist', traits: ['droid'], cost: 14, damage: 20 }),
  fixture('s-spider', 'Dwarf Spider Droid', {
    faction: 'separatist',
    traits: ['droid'],
    cost: 20,
    hp: 70,
    defense: 17,
    attack: 6,
    damage: 30,
  }),
  fixture('s-brute', 'Melee droid', { faction: 'separatist', abilities: [{ id: 'melee-attack' }] }),
  fixture('s-marksman', 'Separatist marksman', { faction: 'separatist', abilities: [{ id: 'accurate-shot' }] }),
  fixture('s-minion', 'Battle Droid', { faction: 'separatist', traits: ['droid'], hp: 10 }), // 10 points
]
/** The game over the example cards, and the era their factions need. */
export const game = createSwm(new Map(EXAMPLE_CARDS.map((c) => [c.id, c])))
export const CONFIG = { era: 'rise-of-the-empire' as const }

/** Applies an accepted action (entropy added when needed). */
export const act = (state: SwmState, seat: SeatId, action: Action) => actIn(state, seat, action, game)
/** The refusal code of an action, or 'ok'. */
export const refusal = (state: SwmState, seat: SeatId, action: Action) => refusalIn(state, seat, action, game)

/** Applies an action that must be accepted, with its events. */
export function applied(state: SwmState, seat: SeatId, action: Action): { state: SwmState; events: EngineEvent[] } {
  const r = game.apply(state, action, seat)
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.code}`)
  return r
}

/** The data of the first event of `type`. */
export function eventData(events: EngineEvent[], type: string): Record<string, unknown> {
  const e = events.find((x) => x.type === type)
  if (!e) throw new Error(`no ${type} event`)
  return e.data as Record<string, unknown>
}

/** The events' types in order. */
export const types = (events: EngineEvent[]) => events.map((e) => e.type)
/** A figure id, a square, a path of squares, a row of squares. */
export const id = (seat: SeatId, card: string, n = 1) => `${seat}/${card}/${n}`
export const at = (x: number, y: number): At => ({ x, y })
export const path = (...squares: [number, number][]) => squares.map(([x, y]) => at(x, y))
export const row = (y: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => at(from + i, y))
/** Actions: a move (with Force points), an activation, the turn's end. */
export const move = (squares: At[], force?: number): Action => ({
  type: 'move',
  payload: force === undefined ? { path: squares } : { path: squares, force },
})
export const activate = (figure: string): Action => ({ type: 'activate', payload: { figure } })
export const END: Action = { type: 'end-turn' }

/** Entropy whose d20 for the running turn's next attack is `natural`. */
export function attackRolling(state: SwmState, natural: number): string {
  const t = state.turn!
  return entropyRolling(natural, 'attack', t.figure, t.ref, t.segments.length + 1)
}
/** The running turn's next attack on `target`, rolling `natural`. */
export const attack = (state: SwmState, target: string, natural: number, helpers?: string[]): Action => ({
  type: 'attack',
  payload: helpers ? { target, helpers } : { target },
  entropy: attackRolling(state, natural),
})
