/**
 * TEST-ONLY helpers for the Balance of the Force card tests (botf-light.test.ts, botf-dark.test.ts): find a card by
 * title, start a 2v2 game, pass to a step, use or answer with a card, answer a choice, fill a common reserve.
 */
import { expect } from 'vitest'
import { moveSlot, zoneSlots } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { ALL_CARDS } from '../data'
import { inPlayFacts, zones } from '../queries'
import { swlcg } from '../swlcg'
import type { Player, SwlcgAction, SwlcgState } from '../types'
import { act, passUntil, seatOf, startGame, teamConfig, throughSetup } from './fixtures'
import { card } from './scenario'

/** The id of the Balance of the Force card with this title (titles repeat in the Core Set). */
export const botf = (title: string) => ALL_CARDS.find((c) => c.title === title && (c.set ?? 0) >= 91)!.id
export const core = (title: string) => card(title).id
export const team = () => throughSetup(startGame(teamConfig()))

/** Passes until `player` has priority in the active `side`'s step `step` of turn `turn`. */
export function at(
  state: SwlcgState,
  turn: number,
  step: SwlcgState['turn']['step'],
  active: Player,
  priority = active,
) {
  return passUntil(
    state,
    (s) =>
      s.turn.number === turn &&
      s.turn.step === step &&
      s.turn.active === active &&
      s.turn.priority === priority &&
      s.windows.length === 0 &&
      !s.prompt,
  )
}

/** Legal actions of `player` of a type about the card at `slot`. */
export function offered(state: SwlcgState, player: Player, type: 'use' | 'respond', slot: string) {
  return swlcg
    .legalActions(state, seatOf(player))
    .filter((a) => a.type === type && (a.payload as { card: string }).card === slot) as SwlcgAction[]
}

/** Uses (`use`) or answers with (`respond`) the card's first offered way, with these choices. */
export function activate(
  state: SwlcgState,
  player: Player,
  type: 'use' | 'respond',
  slot: string,
  choices?: string[][],
) {
  const way = offered(state, player, type, slot)[0]
  if (!way) throw new Error(`no ${type} offered for ${slot}`)
  return act(state, player, {
    ...way,
    payload: { ...(way.payload as object), ...(choices ? { choices } : {}) },
  } as SwlcgAction)
}

/** Passes until `player` may answer with the card at `slot`. */
export const untilAnswer = (state: SwlcgState, player: Player, slot: string) =>
  passUntil(state, (s) => offered(s, player, 'respond', slot).length > 0, undefined, 400)

/** Answers the open `choose` prompt (it must be `player`'s). */
export function choose(state: SwlcgState, player: Player, slots: string[]): SwlcgState {
  expect(state.prompt?.side).toBe(player)
  return act(state, player, { type: 'choose', payload: { slots } })
}

/** A player's affiliation card: it stands for the player when one is picked. */
export const affiliationOf = (state: SwlcgState, player: Player) =>
  zoneSlots(state.cards, zones.play(player)).find((s) => inPlayFacts(state, s).type === 'affiliation')!

/** Moves the first card of `player`'s hand into their common reserve. */
export function toReserve(state: SwlcgState, player: Player): SwlcgState {
  const slot = zoneSlots(state.cards, zones.hand(player))[0]!
  return { ...state, cards: moveSlot(state.cards, slot, zones.reserve(player)) }
}

/** Passes until an event of this type happened (collected in `events`). */
export const until = (state: SwlcgState, type: string, events: EngineEvent[]) =>
  passUntil(state, () => events.some((e) => e.type === type), events, 400)

/** Passes the windows an ability opened until it has resolved. */
export const done = (state: SwlcgState) => passUntil(state, (s) => s.ability === null && !s.windows.length && !s.prompt)

/** The slot's zone holds it. */
export const inZone = (state: SwlcgState, zone: string, slot: string) => zoneSlots(state.cards, zone).includes(slot)
