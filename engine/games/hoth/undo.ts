/**
 * Undo for Battle of Hoth. Steps that roll no dice and move no hidden card (orders, confirming them, moves,
 * ending moves) are taken back newest first, until a roll or a card move clears the stack: nothing random or
 * hidden is ever revealed and then unseen. Orders are planning the other side never saw carried out, so the
 * active player takes them back alone; a move was watched on the board, so taking it back needs an opposing
 * player's agreement: `undo` then only records a request, which `answer-undo` allows or refuses, and any other
 * step withdraws it (the asker playing on means they no longer want it).
 */
import { payloadError, payloadRecord } from '../../core/game'
import type { EngineEvent, SeatId } from '../../core/types'
import { otherSide } from './board'
import { restoreSnapshot } from './draft'
import { hothErrors } from './errors'
import { seatsOf } from './queries'
import type { Handler } from './turnActions'
import type { HothState, UndoSnapshot, UndoableStep } from './types'

/** The steps undo can take back, and whether taking each back needs the other side's agreement. */
const UNDOABLE: Readonly<Record<UndoableStep, boolean>> = {
  order: false,
  'confirm-orders': false,
  move: true,
  'end-moves': true,
}

/** Actions that keep the undo stack and a pending request: undo's own, and showing a hand (no game step). */
const KEEPS_UNDO: ReadonlySet<string> = new Set(['undo', 'answer-undo', 'share-hand'])

/** Whether an action type is a step undo can take back. */
export function isUndoable(type: string): type is UndoableStep {
  return Object.hasOwn(UNDOABLE, type)
}

/** What undo restores: everything an undoable step can change. */
export function undoSnapshot(state: HothState, step: UndoableStep): UndoSnapshot {
  return {
    step,
    units: state.units,
    turn: state.turn,
    medals: state.medals,
    permanentTaken: state.permanentTaken,
  }
}

/** Whether the active player's undo now asks the other side instead of taking the step back at once. */
export function undoNeedsAgreement(state: HothState): boolean {
  const top = state.undo.at(-1)
  return top !== undefined && UNDOABLE[top.step] && seatsOf(state, otherSide(state.turn.side)).length > 0
}

/** Before an action is handled: any game step withdraws a pending take-back request (logged, so both sides see it). */
export function withdrawUndoRequest(draft: HothState, type: string, events: EngineEvent[]): void {
  const request = draft.undoRequest
  if (!request || KEEPS_UNDO.has(type)) return
  draft.undoRequest = null
  events.push({ type: 'undo-withdrawn', data: { seat: request.seat, step: request.step } })
}

/**
 * After an action: an undoable step stacks the state before it (its sections shared, not copied: nothing writes
 * into them); anything but undo's own actions clears the stack.
 */
export function recordUndo(before: HothState, draft: HothState, type: string): void {
  if (isUndoable(type)) draft.undo.push(undoSnapshot(before, type))
  else if (!KEEPS_UNDO.has(type)) draft.undo = []
}

/** Restores the newest snapshot for `seat`; `allowedBy` is the opposing seat that agreed, if one had to. */
function takeBack(draft: HothState, seat: SeatId, allowedBy: SeatId | null, events: EngineEvent[]): void {
  const snapshot = draft.undo.pop()!
  restoreSnapshot(draft, snapshot)
  draft.undoRequest = null
  events.push({ type: 'undone', data: { seat, step: snapshot.step, phase: snapshot.turn.phase, allowedBy } })
}

/** Take back the last order at once, or ask the other side to let a move be taken back. */
export const undo: Handler = (draft, _action, player, events) => {
  if (draft.undoRequest) return hothErrors.undoAlreadyRequested()
  const top = draft.undo.at(-1)
  if (!top) return hothErrors.nothingToUndo()
  if (!undoNeedsAgreement(draft)) {
    takeBack(draft, player.seat, null, events)
    return null
  }
  draft.undoRequest = { seat: player.seat, step: top.step }
  events.push({ type: 'undo-requested', data: { seat: player.seat, step: top.step } })
  return null
}

/** An opposing player allows (the step is taken back now) or refuses (the step stands) the pending request. */
export const answerUndo: Handler = (draft, action, player, events) => {
  const request = draft.undoRequest
  if (!request) return hothErrors.noUndoRequest()
  if (player.side === draft.turn.side) return hothErrors.notYourUndoToAnswer()
  const allow = payloadRecord(action).allow
  if (typeof allow !== 'boolean')
    payloadError('az „allow” mezőnek igaznak vagy hamisnak kell lennie.', 'field "allow" must be a boolean.')
  if (allow) {
    if (draft.undo.length === 0) return hothErrors.nothingToUndo()
    takeBack(draft, request.seat, player.seat, events)
    return null
  }
  draft.undoRequest = null
  events.push({ type: 'undo-refused', data: { seat: player.seat, asker: request.seat, step: request.step } })
  return null
}
