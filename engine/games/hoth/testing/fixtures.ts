/**
 * TEST-ONLY helpers for Battle of Hoth tests: start a game, lay out a custom board, put a chosen card in a
 * hand, read card zones, act with automatic entropy, pass turns, and find entropy that rolls the dice a test
 * needs. Free of vitest, so that non-test scripts (the random player) may use it too; the helpers that assert
 * live in `./battle`.
 */
import { createRng, type Rng } from '../../../core/random'
import type { EngineError, EngineEvent, SeatId } from '../../../core/types'
import { ENTROPY_ACTIONS } from '../apply'
import { hoth } from '../hoth'
import { ELITE_SQUADRON_FIGURES } from '../data/badges'
import { unitSpec } from '../data/units'
import type { Badge, HexId, HothAction, HothConfig, HothState, Terrain, UnitState, UnitType } from '../types'
import { slotGet, withSlot } from '../../../core/slot-map'

/** Seat ids used by the fixtures: s1 Rebel, s2 Empire (two-player games). */
export const REBEL = 's1'
export const EMPIRE = 's2'

/** Deterministic entropy for the n-th call. */
export function entropy(n: number): string {
  return n.toString(16).padStart(16, '0')
}

/** A new two-player game of `scenario`. */
export function startGame(scenario = 'first-contact', config: Partial<HothConfig> = {}, seed = 'ab12'): HothState {
  const players = config.players ?? [
    { seat: REBEL, side: 'rebel' as const },
    { seat: EMPIRE, side: 'empire' as const },
  ]
  return hoth.setup(
    { scenario, players },
    players.map((p) => p.seat),
    seed,
  )
}

/** A unit to place on a custom board. */
export type PlacedUnit = { id: string; type: UnitType; hex: HexId; figures?: number; badge?: Badge; deployed?: boolean }

/** Replaces the board: these units, this terrain, no structures unless given; medal hexes cleared. */
export function setBoard(
  state: HothState,
  units: PlacedUnit[],
  terrain: Record<HexId, Terrain> = {},
  extra: Partial<HothState> = {},
): HothState {
  const placed: Record<string, UnitState> = {}
  for (const u of units) {
    const spec = unitSpec(u.type)
    const max = u.badge === 'elite-squadron' ? ELITE_SQUADRON_FIGURES : spec.figures
    placed[u.id] = {
      id: u.id,
      type: u.type,
      side: spec.side,
      hex: u.hex,
      figures: u.figures ?? max,
      maxFigures: max,
      badge: u.badge ?? null,
      deployed: u.deployed ?? u.badge === 'e-web',
    }
  }
  return { ...state, units: placed, terrain, structures: {}, medalHexes: [], ...extra }
}

/** Makes the first card in `seat`'s hand the card definition `cardId`, returning the state and its slot. */
export function withCard(state: HothState, seat: SeatId, cardId: string): { state: HothState; slot: string } {
  const slot = state.cards.zones[`hand:${seat}`]!.slots[0]!
  const cards = { ...state.cards, secrets: withSlot(state.cards.secrets, slot, `${cardId}#9`) }
  return { state: { ...state, cards }, slot }
}

/** An action as a test writes it: any type and payload, entropy optional (added by `act` when needed). */
export type TestAction = { type: string; payload?: unknown; entropy?: string }

/** The slots of card zone `zone` ('hand:s1', 'deck:s2', …). */
export const slots = (s: HothState, zone: string): string[] => s.cards.zones[zone]!.slots

/** The slots in `seat`'s hand. */
export const hand = (s: HothState, seat: SeatId): string[] => slots(s, `hand:${seat}`)

/** The card definition id in `slot` (without its copy suffix). */
export const defOf = (s: HothState, slot: string): string => slotGet(s.cards.secrets, slot)!.replace(/#\d+$/, '')

let counter = 1

/** Applies an action (adding entropy when the type needs it); throws with the reason if it is refused. */
export function act(state: HothState, seat: SeatId, action: TestAction): { state: HothState; events: EngineEvent[] } {
  const withEntropy =
    ENTROPY_ACTIONS.has(action.type) && !action.entropy ? { ...action, entropy: entropy(counter++) } : action
  const result = hoth.apply(state, withEntropy as HothAction, seat)
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code}: ${result.error.reason.en}`)
  return { state: result.state, events: result.events }
}

/** Applies an action expected to fail and returns its error. */
export function refused(state: HothState, seat: SeatId, action: TestAction): EngineError {
  const withEntropy =
    ENTROPY_ACTIONS.has(action.type) && !action.entropy ? { ...action, entropy: entropy(counter++) } : action
  const result = hoth.apply(state, withEntropy as HothAction, seat)
  if (result.ok) throw new Error(`${action.type} was accepted but should have been refused`)
  return result.error
}

/** The active seat plays its first card, answers any Fleet Deployment with no discard, and ends the turn. */
export function passTurn(state: HothState): { state: HothState; events: EngineEvent[] } {
  const seat = state.turn.seat
  let s = act(state, seat, { type: 'play-card', payload: { slot: hand(state, seat)[0] } }).state
  while (s.turn.pending?.kind === 'fleet') {
    s = act(s, s.turn.pending.seat, { type: 'fleet-discard', payload: { slots: [] } }).state
  }
  return act(s, seat, { type: 'end-turn' })
}

/** Finds entropy whose `context` stream satisfies `want` (e.g. rolls exactly these faces). */
export function findEntropy(context: string, want: (rng: Rng) => boolean, limit = 200_000): string {
  for (let i = 1; i < limit; i++) {
    const hex = entropy(i * 7919)
    if (want(createRng(hex, context))) return hex
  }
  throw new Error('no entropy found')
}
