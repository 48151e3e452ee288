/**
 * Taking back: the seat that acted may undo its own actions of this turn (or of its deployment) while nothing random
 * and no other player's decision has come since — a placement, an activation, a move that offered no attack of
 * opportunity, Force Leap, Knight Speed, Sith Rage. The first die rolled or any other seat's action ends the chance,
 * so no result anyone has seen is ever taken back. Snapshots are the states before each such action.
 */
import { payloadRecord, requireNoPayload } from '../../core/game'
import type { Action, EngineError, SeatId } from '../../core/types'
import { swmErrors } from './errors'
import type { SwmState } from './types'

/** Powers with no dice and no target: using one can be taken back. */
const QUIET_POWERS: ReadonlySet<string> = new Set(['force-leap', 'knight-speed', 'sith-rage'])

/** Whether `action`, which turned `before` into `after`, may be taken back. */
function undoable(action: Action, before: SwmState, after: SwmState): boolean {
  if (after.pending.length > 0 || after.stage !== before.stage || after.result) return false
  switch (action.type) {
    case 'deploy':
    case 'activate':
    case 'move':
      return true
    case 'use-power':
      return QUIET_POWERS.has(String(payloadRecord(action).power))
    default:
      return false
  }
}

/** The undo stack after `action` by `seat` turned `before` into `after` (set on `after`). */
export function recordUndo(action: Action, seat: SeatId, before: SwmState, after: SwmState): void {
  if (!undoable(action, before, after)) {
    after.undo = null
    return
  }
  const earlier = before.undo?.seat === seat ? before.undo.stack : []
  after.undo = { seat, stack: [...earlier, { ...before, undo: null }] }
}

/** `undo`: the state before the seat's last action that may still be taken back, or why not. */
export function undo(
  state: SwmState,
  action: Action,
  seat: SeatId,
): { ok: true; state: SwmState } | { ok: false; error: EngineError } {
  requireNoPayload(action)
  const stack = state.undo?.seat === seat ? state.undo.stack : []
  const last = stack[stack.length - 1]
  if (!last) return { ok: false, error: swmErrors.nothingToUndo() }
  const rest = stack.slice(0, -1)
  return { ok: true, state: { ...last, undo: rest.length > 0 ? { seat, stack: rest } : null } }
}
