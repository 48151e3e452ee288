/**
 * TEST-ONLY scenario helpers for SWLCG rule tests: find cards by title, reach a side's deployment or conflict
 * with chosen units in play, and walk an engagement to its strikes. Built on ./fixtures.
 */
import { moveSlot, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { withSlot } from '../../../core/slot-map'
import type { EngineEvent } from '../../../core/types'
import { ALL_CARDS } from '../data'
import type { CardFacts } from '../data'
import { objectivesOf, zones } from '../queries'
import type { CardState, Player, SwlcgAction, SwlcgState } from '../types'
import { swlcg } from '../swlcg'
import {
  DARK,
  LIGHT,
  act,
  passToStep,
  passUntil,
  placeCard,
  slotsIn,
  startGame,
  starterConfig,
  throughSetup,
} from './fixtures'

/** The first card with this title (optionally of a side). */
export function card(title: string, side?: Player): CardFacts {
  const found = ALL_CARDS.find((c) => c.title === title && (side === undefined || c.side === side))
  if (!found) throw new Error(`no card titled ${title}`)
  return found
}

/** A game just past setup, at `side`'s deployment phase of its first turn (turn 1 Dark, turn 2 Light). */
export function atDeployment(side: Player, state: SwlcgState = throughSetup(startGame(starterConfig()))): SwlcgState {
  return passUntil(state, (s) => s.turn.active === side && s.turn.step === 'deployment' && s.turn.priority === side)
}

/** Puts cards into play for `side` (by title, with tokens); returns the state and the slots in order. */
export function withUnits(
  state: SwlcgState,
  side: Player,
  titles: readonly string[],
  tokens: Partial<CardState> = {},
): { state: SwlcgState; slots: SlotId[] } {
  const slots: SlotId[] = []
  for (const title of titles) {
    const placed = placeCard(state, side, card(title).id, 'play', tokens)
    state = placed.state
    slots.push(placed.slot)
  }
  return { state, slots }
}

/** Puts cards into `side`'s hand by title; returns the slots. */
export function withHand(
  state: SwlcgState,
  side: Player,
  titles: readonly string[],
): { state: SwlcgState; slots: SlotId[] } {
  const slots: SlotId[] = []
  for (const title of titles) {
    const placed = placeCard(state, side, card(title).id, 'hand')
    state = placed.state
    slots.push(placed.slot)
  }
  return { state, slots }
}

/** Rewrites the top cards of `side`'s deck to these titles (the first on top); returns their slots. */
export function withTopOfDeck(
  state: SwlcgState,
  side: Player,
  titles: readonly string[],
): { state: SwlcgState; slots: SlotId[] } {
  const slots = zoneSlots(state.cards, zones.deck(side)).slice(0, titles.length)
  let secrets = state.cards.secrets
  slots.forEach((slot, i) => (secrets = withSlot(secrets, slot, card(titles[i]!, side).id)))
  return { state: { ...state, cards: { ...state.cards, secrets } }, slots: [...slots] }
}

/**
 * `side`'s first objective leaves play (to the opponent's victory pile) and the objective titled `title` waits on
 * top of its objective deck, to enter play when the flow replenishes; returns its slot.
 */
export function withNextObjective(state: SwlcgState, side: Player, title: string): { state: SwlcgState; slot: SlotId } {
  const gone = objectivesOf(state, side)[0]!
  const { [gone]: _removed, ...table } = state.table
  const slot = zoneSlots(state.cards, zones.objectiveDeck(side))[0]!
  const cards = moveSlot(state.cards, gone, zones.victory(side === 'light' ? 'dark' : 'light'))
  return {
    state: { ...state, table, cards: { ...cards, secrets: withSlot(cards.secrets, slot, card(title).id) } },
    slot,
  }
}

/** From `side`'s deployment, passes to its conflict phase's engagement choice. */
export function toConflict(state: SwlcgState): SwlcgState {
  return passToStep(state, 'conflict-declare')
}

/**
 * Engages the enemy's first objective (or `objective`) with `attackers`, passes the windows, declares
 * `defenders`, and stops at the edge battle (placement, attacker first).
 */
export function toEdge(
  state: SwlcgState,
  attackers: readonly SlotId[],
  defenders: readonly SlotId[],
  objective?: SlotId,
): SwlcgState {
  const attacker = state.turn.active
  const defender: Player = attacker === 'light' ? 'dark' : 'light'
  const target = objective ?? objectivesOf(state, defender)[0]!
  state = act(state, attacker, { type: 'engage', payload: { objective: target } })
  state = act(state, attacker, { type: 'declare-attackers', payload: { units: [...attackers] } })
  state = passUntil(state, (s) => s.turn.step === 'declare-defenders' || s.turn.step === 'edge-placement')
  if (state.turn.step === 'declare-defenders') {
    state = act(state, defender, { type: 'declare-defenders', payload: { units: [...defenders] } })
    state = passUntil(state, (s) => s.turn.step === 'edge-placement' || s.turn.step === 'edge-window')
  }
  return state
}

/** Passes through the edge battle (no cards placed) to the first strike. */
export function toStrikes(state: SwlcgState): SwlcgState {
  return passUntil(state, (s) => s.turn.step === 'strike' || s.engagement === null)
}

/** Applies a list of actions in order, each by the side that must act. */
export function actAll(state: SwlcgState, steps: readonly [Player, SwlcgAction][]): SwlcgState {
  for (const [side, action] of steps) state = act(state, side, action)
  return state
}

/** Cards in a zone of a side, for assertions. */
export function count(state: SwlcgState, zone: keyof typeof zones, side: Player): number {
  return slotsIn(state, zones[zone](side)).length
}

/** A `respond` action. */
export type Respond = Extract<SwlcgAction, { type: 'respond' }>

/** The card-ability answers `side` has now for the card at `slot` (in play or in its hand). */
export function answers(state: SwlcgState, side: Player, slot: string): Respond[] {
  return swlcg
    .legalActions(state, side === 'light' ? LIGHT : DARK)
    .filter(
      (a): a is Respond => a.type === 'respond' && a.payload.card === slot && typeof a.payload.ability === 'number',
    )
}

/** Passes until `side` may answer with the card at `slot`; throws when the game moves past without one. */
export function untilAnswer(state: SwlcgState, side: Player, slot: string, limit = 300): SwlcgState {
  return passUntil(state, (s) => answers(s, side, slot).length > 0, undefined, limit)
}

/**
 * Answers with the card at `slot` (its first offered way, or these choices); windows it opens stay open. Throws when
 * no answer is offered.
 */
export function answer(
  state: SwlcgState,
  side: Player,
  slot: string,
  choices?: string[][],
  events?: EngineEvent[],
): SwlcgState {
  const way = answers(state, side, slot)[0]
  if (!way) throw new Error(`no answer offered for ${slot}`)
  const payload = choices ? { ...(way.payload as object), choices } : way.payload
  return act(state, side, { type: 'respond', payload } as SwlcgAction, events)
}
