/**
 * TEST-ONLY helpers for HKK tests: start a game with inline test decks, act with automatic entropy, play through the
 * start, pass until a stage, and put chosen cards into a hand or into play (by rewriting a deck slot's secret, which
 * only a test may do). Free of vitest, so the random player may use them too.
 */
import { moveSlot, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { cloneJson } from '../../../core/json'
import { withSlot } from '../../../core/slot-map'
import type { EngineEvent, SeatId } from '../../../core/types'
import { actingPlayer, hkkNeedsEntropy } from '../apply'
import { hkkGame } from '../hkk'
import { zones } from '../queries'
import type { HkkRules } from '../rules'
import { newPerm } from '../table'
import type { HkkAction, HkkConfig, HkkState, Player, Stage } from '../types'
import { MANUAL_TEST_DEFS, T, TEST_DEFS } from './defs'

/** Seats of the fixture games. */
export const S1 = 's1'
/** The second seat. */
export const S2 = 's2'
const SEATS: Record<Player, SeatId> = { p1: S1, p2: S2 }

/** The seat of a player. */
export const seatOf = (p: Player): SeatId => SEATS[p]

/** Deterministic entropy for the n-th call. */
export const entropy = (n: number): string => n.toString(16).padStart(16, '0')

let counter = 1

/** A config: 30 bears each unless decks are given; rules overrides. */
export function testConfig(rules: Partial<HkkRules> = {}, decks?: { p1: string[]; p2: string[] }): HkkConfig {
  const bears = Array.from({ length: 30 }, () => T.bear.id)
  return { decks: decks ?? { p1: bears, p2: [...bears] }, defs: TEST_DEFS, rules }
}

/** `testConfig` whose defs also hold the manual (text-only) test cards, so decks may name them. */
export function manualTestConfig(rules: Partial<HkkRules> = {}, decks?: { p1: string[]; p2: string[] }): HkkConfig {
  return { ...testConfig(rules, decks), defs: { ...TEST_DEFS, ...MANUAL_TEST_DEFS } }
}

/** A new game (at the roll-off). */
export function startGame(config: HkkConfig = testConfig(), seed = 'ab12'): HkkState {
  return hkkGame.setup(config, [S1, S2], seed)
}

/** Applies `action` by `p` (adding entropy when needed); throws with the reason when refused. */
export function act(state: HkkState, p: Player, action: HkkAction, events?: EngineEvent[]): HkkState {
  const full = hkkNeedsEntropy(action) ? { ...action, entropy: entropy(counter++) } : action
  const r = hkkGame.apply(state, full, seatOf(p))
  if (!r.ok) throw new Error(`${p} ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.reason.en}`)
  events?.push(...r.events)
  return r.state
}

/** Applies and returns the refusal code, or 'accepted'. */
export function tryAct(state: HkkState, p: Player, action: HkkAction): string {
  const full = hkkNeedsEntropy(action) ? { ...action, entropy: entropy(counter++) } : action
  const r = hkkGame.apply(state, full, seatOf(p))
  return r.ok ? 'accepted' : r.error.code
}

/** Through the start: roll-off, both keep, and `starter` begins; stops in its first MAIN-1. */
export function begin(state: HkkState = startGame(), starter: Player = 'p1'): HkkState {
  state = act(state, 'p1', { type: 'roll-off' })
  while (state.turn.stage === 'mulligan') state = act(state, state.turn.priority, { type: 'keep' })
  const decider = state.start.decider!
  state = act(state, decider, { type: 'choose-start', payload: { start: decider === starter } })
  return passUntil(state, (s) => s.turn.stage === 'main-1')
}

/** Passes (whoever must act) until `until` holds; throws if it never does. */
export function passUntil(
  state: HkkState,
  until: (s: HkkState) => boolean,
  events?: EngineEvent[],
  limit = 300,
): HkkState {
  for (let i = 0; i < limit && !until(state); i++) {
    const p = actingPlayer(state)
    if (!p) throw new Error('nobody acts: cannot pass')
    state = act(state, p, { type: 'pass' }, events)
  }
  if (!until(state)) throw new Error(`passUntil: not reached (stage ${state.turn.stage})`)
  return state
}

/** Passes until `stage` of the current (or a later) turn. */
export const passTo = (state: HkkState, stage: Stage): HkkState => passUntil(state, (s) => s.turn.stage === stage)

/** Rewrites the top deck card of `p` to `defId` and returns its slot (test only). */
function deckCardAs(state: HkkState, p: Player, defId: string): SlotId {
  const slot = zoneSlots(state.cards, zones.deck(p))[0]
  if (!slot) throw new Error('deck empty')
  state.cards = { ...state.cards, secrets: withSlot(state.cards.secrets, slot, `${defId}#x${counter++}`) }
  return slot
}

/** Puts cards of `defIds` into `p`'s hand (mutates a copy); returns the state and the new slots. */
export function withHand(state: HkkState, p: Player, defIds: string[]): { state: HkkState; slots: SlotId[] } {
  const s = cloneJson(state) as HkkState
  const slots: SlotId[] = []
  for (const id of defIds) {
    const slot = deckCardAs(s, p, id)
    s.cards = moveSlot(s.cards, slot, zones.hand(p), 'bottom')
    slots.push(slot)
  }
  return { state: s, slots }
}

/** Puts a card of `defId` into play for `p` in `zone`, active unless told. */
export function inPlay(
  state: HkkState,
  p: Player,
  defId: string,
  zone: 'guard' | 'reserve' | 'field',
  active = true,
): { state: HkkState; slot: SlotId } {
  const s = cloneJson(state) as HkkState
  const slot = deckCardAs(s, p, defId)
  s.cards = moveSlot(
    s.cards,
    slot,
    zone === 'guard' ? zones.guard(p) : zone === 'reserve' ? zones.reserve(p) : zones.field(p),
    'bottom',
  )
  s.perms[slot] = newPerm(s, defId, p, active)
  return { state: s, slot }
}

/** Sets a player's magic points (test only). */
export function withVp(state: HkkState, p: Player, vp: number): HkkState {
  const s = cloneJson(state) as HkkState
  s.players[p].vp = vp
  return s
}
