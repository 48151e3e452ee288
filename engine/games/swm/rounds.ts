/**
 * Rounds, initiative and phases (rulebook "A kör menete", analysis §5). Each round both players roll a d20, a tie
 * rolls again ("Egyenlőség esetén újra kell dobni"), and the winner says who goes first. Then the players take
 * phases in turn, each activating two of its figures ("aktivál egymás után két karaktert"); when one side has no
 * figure left to activate, the other activates all its rest. The round ends when every figure on the map has
 * activated. Recon, Anticipation, Surprise Move and the reserves act around the roll (initiativeAbilities.ts).
 */
import { payloadRecord, readString, requireNoPayload } from '../../core/game'
import type { EngineError, EngineEvent, SeatId } from '../../core/types'
import { dieStream } from './attack/dice'
import type { Ctx } from './context'
import { opponentOf, placedFigures } from './context'
import { swmErrors } from './errors'
import { afterInitiativeRoll, initiativeDie } from './initiativeAbilities'
import type { SwmAction, SwmState } from './types'
import { endOfRound } from './victory'
import { registerSteps } from './pipeline'

/** Activations in a phase: "két karaktert". */
export const ACTIVATIONS_PER_PHASE = 2

/** A new round: every figure ready again, initiative to roll. */
export function startRound(state: SwmState, events: EngineEvent[]): void {
  state.round += 1
  state.stage = 'initiative'
  state.initiative = { rolls: [], winner: null, first: null }
  state.phase = null
  state.quiet.offenseThisRound = false
  for (const f of placedFigures(state)) f.activated = false
  events.push({ type: 'round-started', data: { round: state.round } })
}

/** `roll-initiative` (entropy, any seat): one d20 per seat; a tie waits for another roll. */
export function rollInitiative(
  state: SwmState,
  action: SwmAction,
  _seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  requireNoPayload(action)
  if (state.stage !== 'initiative') return swmErrors.wrongStage()
  const init = state.initiative!
  const attempt = init.rolls.length + 1
  const roll: { seat: SeatId; natural: number }[] = []
  for (const { seat } of state.config.seats) {
    const stream = dieStream('initiative', state.round, attempt, seat)
    const die = initiativeDie(state, ctx, action.entropy, seat, stream, events)
    if (!die.ok) return die.error
    roll.push({ seat, natural: die.value })
  }
  init.rolls.push(roll)
  const best = Math.max(...roll.map((r) => r.natural))
  const tie = roll.filter((r) => r.natural === best).length > 1
  events.push({ type: 'initiative-rolled', data: { round: state.round, rolls: roll, tie } })
  // Anticipation, the winner and the reserves a final 20 or 1 calls (initiativeAbilities.ts).
  afterInitiativeRoll(state, ctx, events)
  return null
}

/** `choose-first { seat }`: the initiative winner picks the seat whose phase comes first. */
export function chooseFirst(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
): EngineError | null {
  if (state.stage !== 'choose-first') return swmErrors.wrongStage()
  if (seat !== state.initiative!.winner) return swmErrors.notInitiativeWinner()
  const first = readString(payloadRecord(action), 'seat', 40)
  if (!state.config.seats.some((s) => s.seat === first)) return swmErrors.notInitiativeWinner()
  state.initiative!.first = first
  state.stage = 'phases'
  events.push({ type: 'first-chosen', data: { seat: first } })
  beginPhase(state, first, events)
  return null
}

/** The seat's figures on the map that have not activated this round. */
export function readyFigures(state: SwmState, seat: SeatId): number {
  return placedFigures(state).filter((f) => f.owner === seat && !f.activated).length
}

/** A phase for `seat`: two activations, or all its rest when the other side has none left. */
function beginPhase(state: SwmState, seat: SeatId, events: EngineEvent[]): void {
  const mine = readyFigures(state, seat)
  const theirs = readyFigures(state, opponentOf(state, seat))
  const left = theirs === 0 ? mine : Math.min(ACTIVATIONS_PER_PHASE, mine)
  state.phase = { seat, left }
  events.push({ type: 'phase-started', data: { seat, activations: left } })
}

/** After a turn: the phase goes on, passes to the other side, or the round ends. */
export function afterTurn(state: SwmState, ctx: Ctx, events: EngineEvent[]): void {
  const phase = state.phase!
  phase.left -= 1
  if (phase.left > 0 && readyFigures(state, phase.seat) > 0) return
  const other = opponentOf(state, phase.seat)
  if (readyFigures(state, other) > 0) return beginPhase(state, other, events)
  if (readyFigures(state, phase.seat) > 0) return beginPhase(state, phase.seat, events)
  state.phase = null
  events.push({ type: 'round-ended', data: { round: state.round } })
  if (endOfRound(state, ctx, events)) return
  startRound(state, events)
}

registerSteps({ startRound })
