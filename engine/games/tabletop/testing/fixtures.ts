/**
 * TEST-ONLY helpers for the tabletop's tests: a frozen fresh table, apply-and-expect helpers that also prove a
 * refusal left the state untouched, and card id lists. States are deep-frozen as the fold would freeze them, so
 * a handler that mutates its input fails the test instead of passing by luck.
 */
import { expect } from 'vitest'
import { hashState } from '../../../core/hash'
import { freezeJson } from '../../../core/json'
import type { EngineError, EngineEvent, Json } from '../../../core/types'
import { tabletop } from '../tabletop'
import type { PileKind, TabletopAction, TabletopConfig, TabletopState } from '../types'
import { slotGet } from '../../../core/slot-map'

/** Entropy for tests: `n` as 16 hex bytes. */
export function entropy(n: number): string {
  return n.toString(16).padStart(32, '0')
}

/** `n` distinct card ids with a prefix ("d-00", "d-01" …), distinct enough that no id is part of another. */
export function cardIds(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}/card-${String(i).padStart(3, '0')}#1`)
}

/** A fresh, frozen table for `seats`. */
export function start(seats: string[] = ['s1', 's2'], config: TabletopConfig = {}): TabletopState {
  return freezeJson(tabletop.setup(config, seats, entropy(1)))
}

/**
 * An action as a peer might send it: any type, any payload (tests pass junk on purpose, so the payload is
 * `unknown` and the cast is deliberate).
 */
export function action(type: string, payload: unknown, ent?: string): TabletopAction {
  const out = { type, ...(payload === undefined ? {} : { payload: payload as Json }), entropy: ent }
  return out as unknown as TabletopAction
}

/** Applies an action and expects it to be accepted; returns the frozen new state and its events. */
export function ok(
  state: TabletopState,
  seat: string,
  type: string,
  payload?: unknown,
  ent?: string,
): { state: TabletopState; events: EngineEvent[] } {
  const result = tabletop.apply(state, action(type, payload, ent), seat)
  if (!result.ok) throw new Error(`${type} refused: ${result.error.code} ${result.error.reason.en}`)
  return { state: freezeJson(result.state), events: result.events }
}

/** Applies an action, expects a refusal with `code`, checks the state is untouched and both reasons are set. */
export function refused(
  state: TabletopState,
  seat: string,
  type: string,
  payload: unknown,
  code: string,
  ent?: string,
): EngineError {
  const before = hashState(state)
  const result = tabletop.apply(state, action(type, payload, ent), seat)
  expect(result.ok, `${type} should be refused with ${code}`).toBe(false)
  if (result.ok) throw new Error('unreachable')
  expect(result.error.code).toBe(code)
  expect(result.error.reason.hu.length).toBeGreaterThan(0)
  expect(result.error.reason.en.length).toBeGreaterThan(0)
  expect(hashState(state)).toBe(before)
  return result.error
}

/** Adds a pile of `cards` at the origin (unshuffled) and returns the new state. */
export function withPile(
  state: TabletopState,
  pile: string,
  cards: string[],
  kind: PileKind = 'deck',
  seat = 's1',
): TabletopState {
  return ok(state, seat, 'add-pile', { pile, name: pile, kind, x: 0, z: 0, cards }).state
}

/** Every card identity a seat's view holds. */
export function visibleIds(state: TabletopState, seat: string | null): string[] {
  return Object.values(tabletop.view(state, seat).cards.cards)
}

/** The slots of a zone in `state`. */
export function slotsOf(state: TabletopState, zone: string): string[] {
  return (state.cards.zones[zone]?.slots ?? []).slice()
}

/** The identity in `slot`, read straight from the secrets (tests only: game code must use `look`). */
export function secret(state: TabletopState, slot: string): string {
  return slotGet(state.cards.secrets, slot) as string
}
