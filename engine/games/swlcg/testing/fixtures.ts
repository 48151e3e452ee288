/**
 * TEST-ONLY helpers for SWLCG tests: start a game with two starter decks, act with automatic entropy, play through
 * setup, pass windows, and put a chosen card into a hand or into play (by rewriting a deck slot's secret, which
 * only a test may do). Free of vitest, so the random player and the benches may use them too.
 */
import { moveSlot, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { slotGet, withSlot } from '../../../core/slot-map'
import type { EngineEvent, SeatId } from '../../../core/types'
import { STARTER_DECKS, TEAM_DECKS } from '../data'
import type { Affiliation } from '../data'
import { actingSide, swlcgNeedsEntropy } from '../apply'
import { reserveValue } from '../abilities/modifiers'
import { reserveSlots, zones } from '../queries'
import { mustRespond, openWindow } from '../responses'
import { answersFromHand } from '../abilities/triggers'
import { swlcg } from '../swlcg'
import type { CardState, Player, Step, SwlcgAction, SwlcgConfig, SwlcgState } from '../types'

/** Seat ids used by the fixtures: s1 Light Side, s2 Dark Side; in 2v2 also s3 the dark #2 and s4 the light #2. */
export const LIGHT = 's1'
export const DARK = 's2'
export const DARK2 = 's3'
export const LIGHT2 = 's4'

const SEATS: Record<Player, SeatId> = { light: LIGHT, dark: DARK, dark2: DARK2, light2: LIGHT2 }

/** The seat of a player in fixture games. */
export const seatOf = (side: Player): SeatId => SEATS[side]

/** Deterministic entropy for the n-th call. */
export function entropy(n: number): string {
  return n.toString(16).padStart(16, '0')
}

/** A config with two starter decks (Jedi vs Sith unless named). */
export function starterConfig(light: Affiliation = 'jedi', dark: Affiliation = 'sith', mulligan = true): SwlcgConfig {
  const deck = (aff: Affiliation) => {
    const starter = STARTER_DECKS.find((d) => d.affiliation === aff)
    if (!starter) throw new Error(`no starter deck for ${aff}`)
    return { affiliation: aff, sets: [...starter.sets] }
  }
  return {
    players: [
      { seat: LIGHT, side: 'light', deck: deck(light) },
      { seat: DARK, side: 'dark', deck: deck(dark) },
    ],
    mulligan,
  }
}

/** A new game with starter decks (or any config, 1v1 or 2v2). */
export function startGame(config: SwlcgConfig = starterConfig(), seed = 'ab12'): SwlcgState {
  return swlcg.setup(config, [LIGHT, DARK, DARK2, LIGHT2], seed)
}

/** A 2v2 config with the ready-made team decks: Jedi and Rebel Alliance against Sith and Imperial Navy. */
export function teamConfig(mulligan = false): SwlcgConfig {
  const deck = (id: string) => {
    const d = TEAM_DECKS.find((t) => t.id === id)!
    return { affiliation: d.affiliation, sets: [...d.sets] }
  }
  return {
    players: [
      { seat: LIGHT, side: 'light', order: 1, deck: deck('swlcg/team-jedi') },
      { seat: LIGHT2, side: 'light', order: 2, deck: deck('swlcg/team-rebel-alliance') },
      { seat: DARK, side: 'dark', order: 1, deck: deck('swlcg/team-sith') },
      { seat: DARK2, side: 'dark', order: 2, deck: deck('swlcg/team-imperial-navy') },
    ],
    mulligan,
  }
}

let entropyCounter = 1

/** Starts the entropy `act` adds again from 1 (a run that must match another process's starts from the same point). */
export function resetEntropy(): void {
  entropyCounter = 1
}

/** Applies `action` by `side` (adding entropy when needed); throws with the reason when refused. */
export function act(state: SwlcgState, side: Player, action: SwlcgAction, events?: EngineEvent[]): SwlcgState {
  const full = swlcgNeedsEntropy(state, action) ? { ...action, entropy: entropy(entropyCounter++) } : action
  const result = swlcg.apply(state, full, seatOf(side))
  if (!result.ok) throw new Error(`${side} ${JSON.stringify(action)} refused: ${result.error.reason.en}`)
  events?.push(...result.events)
  return result.state
}

/**
 * Finishes setup from wherever it stands, with no mulligans: the first drawn objective to the bottom, hands kept,
 * the remaining objectives revealed in order.
 */
export function throughSetup(state: SwlcgState): SwlcgState {
  for (const side of state.players) {
    if (state.turn.step !== 'choose-objectives' || state.turn.ready[side]) continue
    const bottom = zoneSlots(state.cards, zones.setup(side))[0]!
    state = act(state, side, { type: 'choose-objectives', payload: { bottom } })
  }
  while (state.turn.step === 'mulligan') state = act(state, state.turn.priority, { type: 'keep-hand' })
  for (const side of state.players) {
    if (state.turn.step !== 'reveal-objectives') break
    for (const slot of [...zoneSlots(state.cards, zones.setup(side))]) {
      state = act(state, side, { type: 'reveal-objective', payload: { slot } })
    }
  }
  return state
}

/** Passes (whoever must act) until `until` holds, collecting events when asked; throws if it never holds. */
export function passUntil(
  state: SwlcgState,
  until: (s: SwlcgState) => boolean,
  events?: EngineEvent[],
  limit = 200,
): SwlcgState {
  for (let i = 0; i < limit && !until(state); i++) {
    const side = actingSide(state)
    if (!side) throw new Error('both sides act: cannot pass')
    state = act(state, side, passFor(state), events)
  }
  if (!until(state)) throw new Error(`passUntil: not reached (step ${state.turn.step})`)
  return state
}

/**
 * The "do nothing" answer for the current step: a pass, or the minimal choice where passing is not allowed (no
 * defenders, no commitment, the first listed strike, the last cards over the reserve).
 */
function passFor(state: SwlcgState): SwlcgAction {
  const step: Step = state.turn.step
  if (!state.prompt && state.windows.length > 0) {
    // A forced reaction cannot be passed: it is used (its first listed way).
    const forced =
      mustRespond(state) &&
      swlcg.legalActions(state, seatOf(openWindow(state)!.priority)).find((a) => a.type === 'respond')
    return forced || { type: 'pass' }
  }
  if (state.prompt?.kind === 'fate-order') return { type: 'order-fates', payload: { slots: state.prompt.fates } }
  if (state.prompt?.kind === 'choose-icon') return { type: 'choose-icon', payload: { icon: 'unit' } }
  if (state.prompt?.kind === 'choose')
    return { type: 'choose', payload: { slots: state.prompt.options.slice(0, state.prompt.min) } }
  if (state.prompt?.kind === 'support') return { type: 'answer-support', payload: { agree: true } }
  if (state.prompt) return { type: 'pass' }
  if (step === 'conflict-declare') return { type: 'end-conflict' }
  if (step === 'force-commit') return { type: 'commit-force', payload: { units: [] } }
  if (step === 'declare-defenders') return { type: 'declare-defenders', payload: { units: [] } }
  if (step === 'strike') {
    const strike = swlcg.legalActions(state, seatOf(state.turn.priority)).find((a) => a.type === 'strike')
    if (strike) return strike
  }
  if (step === 'draw-trim') {
    const active = state.turn.active
    const held = [...zoneSlots(state.cards, zones.hand(active)), ...reserveSlots(state, active)]
    return { type: 'discard-to-reserve', payload: { slots: held.slice(reserveValue(state, active)) } }
  }
  return { type: 'pass' }
}

/**
 * Passes every open interrupt or reaction window (each side with priority passes; forced abilities are used) until
 * none is open or a prompt waits: for tests where the other side's possible answers (an event its hand might hold)
 * are not the point.
 */
export function passWindows(state: SwlcgState, events?: EngineEvent[]): SwlcgState {
  return passUntil(state, (s) => s.windows.length === 0 || s.prompt !== null, events)
}

/** Passes until `step` waits (with the given side acting, when named). */
export function passToStep(state: SwlcgState, step: Step, side?: Player): SwlcgState {
  return passUntil(state, (s) => s.turn.step === step && !s.prompt && (side === undefined || actingSide(s) === side))
}

/**
 * TEST-ONLY: turns the top card of `side`'s command deck into `cardId` and moves it to `where` (its hand or discard
 * pile, or into play with `tokens`). Returns the new state and the slot.
 */
export function placeCard(
  state: SwlcgState,
  side: Player,
  cardId: string,
  where: 'hand' | 'play' | 'objectives' | 'discard',
  tokens: Partial<CardState> = {},
): { state: SwlcgState; slot: SlotId } {
  const slot = zoneSlots(state.cards, zones.deck(side))[0]
  if (!slot || slotGet(state.cards.secrets, slot) === undefined) throw new Error('no deck card to rewrite')
  let cards = { ...state.cards, secrets: withSlot(state.cards.secrets, slot, cardId) }
  const zone = { hand: zones.hand, play: zones.play, objectives: zones.objectives, discard: zones.discard }[where](side)
  cards = moveSlot(cards, slot, zone, 'bottom')
  const table =
    where === 'hand' || where === 'discard'
      ? state.table
      : {
          ...state.table,
          [slot]: {
            card: cardId,
            owner: side,
            controller: side,
            focus: 0,
            damage: 0,
            shield: 0,
            committed: false,
            host: null,
            ...tokens,
          } as CardState,
        }
  // A response event put in a hand makes the deck list hold it, as if the deck had been built with it.
  const answerable =
    answersFromHand(cardId) && !(state.answerable[side] ?? []).includes(cardId)
      ? { ...state.answerable, [side]: [...(state.answerable[side] ?? []), cardId] }
      : state.answerable
  return { state: { ...state, cards, table, answerable }, slot }
}

/** The slots of a zone. */
export function slotsIn(state: SwlcgState, zone: string): readonly SlotId[] {
  return zoneSlots(state.cards, zone)
}
