/**
 * Tally: a tiny TEST-ONLY game that exercises every part of the engine core (turns, entropy, hidden cards,
 * typed errors, views, outcome). Not a real game and never shown to players.
 *
 * Rules: seats take turns in seat order. On your turn you may
 * - 'roll' (needs entropy): add a die roll (1…sides) to your score;
 * - 'draw': take the top card of the shuffled deck into your hand, hidden from the others;
 * - 'reveal' { slot }: reveal a card from your hand to everyone and add its value to your score;
 * - 'pass'.
 * The first seat to reach the target score wins. Card `card-NNN` is worth (NNN mod 10) + 1.
 */
import { coreErrors, engineError, reject } from '../../core/errors'
import { defineGame, payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { HiddenState, HiddenView, SlotId } from '../../core/hidden'
import {
  createZone,
  draw,
  emptyHidden,
  look,
  redactForSeat,
  reveal,
  shuffleZone,
  zoneOf,
  zoneSlots,
} from '../../core/hidden'
import { createRng, rngForAction } from '../../core/random'
import type { ApplyResult, EngineEvent, SeatId } from '../../core/types'

/** Setup options; every field has a default. */
export type TallyConfig = {
  /** Score that wins (default 30). */
  target?: number
  /** Number of cards in the deck (default 20). */
  deckSize?: number
  /** Faces of the die (default 6). */
  sides?: number
}

/** The whole game state (plain JSON). */
export type TallyState = {
  /** Seats in turn order. */
  seats: SeatId[]
  /** Index into `seats` of the seat to act. */
  turn: number
  /** Score per seat. */
  scores: Record<SeatId, number>
  /** Score that wins. */
  target: number
  /** Faces of the die. */
  sides: number
  /** The deck ('deck', hidden) and one hand per seat ('hand:<seat>', owner-only). */
  cards: HiddenState
  /** The winner once someone reached the target. */
  winner: SeatId | null
}

/** The actions Tally understands; 'roll' carries entropy from the log. */
export type TallyAction =
  | { type: 'roll'; entropy?: string }
  | { type: 'draw' }
  | { type: 'reveal'; payload: { slot: SlotId } }
  | { type: 'pass' }

/** What one seat sees: everything public plus the identities of cards it may see. */
export type TallyView = {
  /** Seats in turn order. */
  seats: SeatId[]
  /** The seat to act, or null once the game is over. */
  toAct: SeatId | null
  /** Score per seat. */
  scores: Record<SeatId, number>
  /** Score that wins. */
  target: number
  /** The winner, if any. */
  winner: SeatId | null
  /** Zones and the card identities this seat may see. */
  cards: HiddenView
}

/** Card id for deck position `n` (zero-padded so no id is a prefix of another). */
export function tallyCardId(n: number): string {
  return `card-${String(n).padStart(3, '0')}`
}

/** Points a card is worth when revealed. */
export function tallyCardValue(card: string): number {
  return (Number(card.slice(5)) % 10) + 1
}

/** The hand zone of a seat. */
export function handZone(seat: SeatId): string {
  return `hand:${seat}`
}

/** Tally's own errors. */
const tallyErrors = {
  emptyDeck: () => engineError('empty-deck', 'A pakli elfogyott.', 'The deck is empty.'),
  notInHand: () => engineError('not-in-hand', 'Ez a lap nincs a kezedben.', 'That card is not in your hand.'),
  alreadyRevealed: () =>
    engineError('already-revealed', 'Ezt a lapot már felfedted.', 'That card is already revealed.'),
}

/** Reads an integer setup option; a bad config is the host's error, so it throws. */
function option(value: number | undefined, fallback: number, min: number, max: number, name: string): number {
  const v = value ?? fallback
  if (!Number.isSafeInteger(v) || v < min || v > max) throw new RangeError(`tally: ${name} must be in ${min}…${max}`)
  return v
}

/** Initial state: a deck of `deckSize` cards shuffled with the setup entropy, empty hands, zero scores. */
function setup(config: TallyConfig, seats: SeatId[], entropy: string): TallyState {
  if (seats.length === 0 || new Set(seats).size !== seats.length) throw new RangeError('tally: seats must be unique')
  const deckSize = option(config.deckSize, 20, 0, 999, 'deckSize')
  let cards = createZone(emptyHidden(), 'deck', {
    visibility: 'hidden',
    cards: Array.from({ length: deckSize }, (_, i) => tallyCardId(i)),
  })
  cards = shuffleZone(cards, 'deck', createRng(entropy, 'tally/setup'))
  for (const seat of seats) cards = createZone(cards, handZone(seat), { visibility: 'owner', owner: seat })
  return {
    seats: seats.slice(),
    turn: 0,
    scores: Object.fromEntries(seats.map((s) => [s, 0])),
    target: option(config.target, 30, 1, 1e9, 'target'),
    sides: option(config.sides, 6, 2, 100, 'sides'),
    cards,
    winner: null,
  }
}

/** Ends the turn, adding `points` to `seat` and declaring a winner at the target. */
function endTurn(
  state: TallyState,
  seat: SeatId,
  points: number,
  events: EngineEvent[],
  cards = state.cards,
): ApplyResult<TallyState> {
  const score = (state.scores[seat] ?? 0) + points
  const winner = score >= state.target ? seat : null
  if (winner) events.push({ type: 'won', data: { seat } })
  return {
    ok: true,
    state: {
      ...state,
      cards,
      scores: points === 0 ? state.scores : { ...state.scores, [seat]: score },
      turn: (state.turn + 1) % state.seats.length,
      winner,
    },
    events,
  }
}

/** Applies one action; every refusal is a typed error (wrapped by defineGame, so a throw is never fatal). */
function apply(state: TallyState, action: TallyAction, seat: SeatId): ApplyResult<TallyState> {
  if (state.seats[state.turn] !== seat) return reject(coreErrors.notYourTurn())
  switch (action.type) {
    case 'roll': {
      const r = rngForAction(action, 'tally/roll')
      if (!r.ok) return reject(r.error)
      const roll = r.rng.int(1, state.sides)
      return endTurn(state, seat, roll, [{ type: 'rolled', data: { seat, roll } }])
    }
    case 'draw': {
      requireNoPayload(action)
      const d = draw(state.cards, 'deck', handZone(seat))
      // Only the slot goes into the event: events are seen by every peer, the identity is in the seat's view.
      if (!d.ok) return reject(tallyErrors.emptyDeck())
      return endTurn(state, seat, 0, [{ type: 'drew', data: { seat, slot: d.slot } }], d.state)
    }
    case 'reveal': {
      const slot = readString(payloadRecord(action), 'slot', 40)
      if (zoneOf(state.cards, slot) !== handZone(seat)) return reject(tallyErrors.notInHand())
      if (look(state.cards, slot, null) !== null) return reject(tallyErrors.alreadyRevealed())
      const cards = reveal(state.cards, slot)
      const card = look(cards, slot, seat) as string
      const points = tallyCardValue(card)
      return endTurn(state, seat, points, [{ type: 'revealed', data: { seat, slot, card, points } }], cards)
    }
    case 'pass':
      requireNoPayload(action)
      return endTurn(state, seat, 0, [{ type: 'passed', data: { seat } }])
    default:
      return reject(coreErrors.unknownAction(String((action as { type: unknown }).type)))
  }
}

/** Legal actions now; 'roll' is listed without entropy, which the log adds when the action is sent. */
function legalActions(state: TallyState, seat: SeatId): TallyAction[] {
  if (state.winner !== null || state.seats[state.turn] !== seat) return []
  const actions: TallyAction[] = [{ type: 'roll' }]
  if (zoneSlots(state.cards, 'deck').length > 0) actions.push({ type: 'draw' })
  for (const slot of zoneSlots(state.cards, handZone(seat))) {
    if (look(state.cards, slot, null) === null) actions.push({ type: 'reveal', payload: { slot } })
  }
  actions.push({ type: 'pass' })
  return actions
}

/** A seat's view: public fields plus only the card identities that seat may see. */
function view(state: TallyState, seat: SeatId | null): TallyView {
  return {
    seats: state.seats.slice(),
    toAct: state.winner === null ? (state.seats[state.turn] ?? null) : null,
    scores: { ...state.scores },
    target: state.target,
    winner: state.winner,
    cards: redactForSeat(state.cards, seat),
  }
}

/** TEST-ONLY game definition exercising the engine core. */
export const tally = defineGame<TallyState, TallyAction, TallyConfig, TallyView>({
  id: 'tally',
  setup,
  apply,
  view,
  legalActions,
  outcome: (state) =>
    state.winner === null
      ? null
      : {
          winners: [state.winner],
          reason: { hu: `${state.winner} elérte a célpontszámot.`, en: `${state.winner} reached the target score.` },
        },
})
