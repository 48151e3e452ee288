/**
 * `apply` for Battle of Hoth: checks who may act, keeps pending choices first, makes a draft (draft.ts: only the
 * sections handlers write into are copied, the rest is shared with the input state), runs the action's handler, keeps the undo stack and any take-back request (undo.ts), and ends the game the
 * moment a side meets its condition.
 */
import { coreErrors, reject } from '../../core/errors'
import type { Action, ApplyResult, EngineEvent, SeatId } from '../../core/types'
import * as attackActions from './attackActions'
import { hothErrors } from './errors'
import { draftOf } from './draft'
import { checkVictory } from './objectives'
import { playerOf } from './queries'
import * as turnActions from './turnActions'
import type { Handler } from './turnActions'
import type { HothState, Pending } from './types'
import * as undoActions from './undo'

/** Every action type and its handler. */
const HANDLERS: Record<string, Handler> = {
  'play-card': turnActions.playCard,
  order: turnActions.orderUnit,
  'confirm-orders': turnActions.confirmOrders,
  move: turnActions.moveUnit,
  'end-moves': turnActions.endMoves,
  'end-turn': turnActions.endTurn,
  'fleet-discard': turnActions.fleetDiscard,
  undo: undoActions.undo,
  'answer-undo': undoActions.answerUndo,
  'share-hand': turnActions.shareHand,
  attack: attackActions.attack,
  reroll: attackActions.reroll,
  'keep-roll': attackActions.keepRoll,
  retreat: attackActions.retreat,
  'ignore-retreat': attackActions.ignoreRetreat,
  breakthrough: attackActions.breakthrough,
  'skip-breakthrough': attackActions.skipBreakthrough,
  barrage: attackActions.barrage,
}

/** Action types that need entropy from the log. */
export const ENTROPY_ACTIONS: ReadonlySet<string> = new Set([
  'attack',
  'reroll',
  'keep-roll',
  'barrage',
  'fleet-discard',
  'end-turn',
])

/** Actions anyone may take whoever's turn it is (the handler checks the rest). */
const ANY_TIME: ReadonlySet<string> = new Set(['share-hand'])

/** Actions that answer each kind of pending choice. */
const ANSWERS: Record<Pending['kind'], readonly string[]> = {
  reroll: ['reroll', 'keep-roll'],
  retreat: ['retreat', 'ignore-retreat'],
  breakthrough: ['breakthrough', 'skip-breakthrough'],
  'breakthrough-attack': ['attack', 'skip-breakthrough'],
  fleet: ['fleet-discard'],
}

/** Actions answered by someone other than the active player (the handler checks who). */
const OTHERS_ANSWER: ReadonlySet<string> = new Set(['retreat', 'ignore-retreat', 'fleet-discard', 'answer-undo'])

/** Applies `action` by `seat` (see the module comment). */
export function applyHoth(state: HothState, action: Action, seat: SeatId): ApplyResult<HothState> {
  const handler = Object.hasOwn(HANDLERS, action.type) ? HANDLERS[action.type] : undefined
  if (!handler) return reject(coreErrors.unknownAction(action.type))
  const player = playerOf(state, seat)
  if (!player) return reject(coreErrors.spectatorCannotAct())
  const pending = state.turn.pending
  if (!ANY_TIME.has(action.type)) {
    if (pending && !ANSWERS[pending.kind].includes(action.type)) return reject(hothErrors.pendingChoice())
    if (!OTHERS_ANSWER.has(action.type) && seat !== state.turn.seat) return reject(coreErrors.notYourTurn())
  }
  const draft = draftOf(state)
  const events: EngineEvent[] = []
  undoActions.withdrawUndoRequest(draft, action.type, events)
  const error = handler(draft, action, player, events)
  if (error) return reject(error)
  undoActions.recordUndo(state, draft, action.type)
  checkVictory(draft, state.turn.side, events)
  return { ok: true, state: draft, events }
}
