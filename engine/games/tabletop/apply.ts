/**
 * `apply` for the tabletop: looks up the action's handler and checks that the actor has a seat. There are no
 * turns: any seated player may act at any time, and concurrent actions converge because every peer folds the
 * same log order; the one that lost a race (drawing the last card twice) is refused with a typed error.
 */
import { coreErrors, reject } from '../../core/errors'
import type { Action, ApplyResult, SeatId } from '../../core/types'
import * as cards from './cards'
import { roll } from './dice'
import * as piles from './piles'
import type { Handler, TabletopState } from './types'

/** Every action type and its handler. */
const HANDLERS: Record<string, Handler> = {
  'add-pile': piles.addPile,
  'remove-pile': piles.removePile,
  shuffle: piles.shuffle,
  draw: piles.drawCards,
  deal: piles.deal,
  search: piles.search,
  'end-search': piles.endSearch,
  cut: piles.cut,
  'move-pile': piles.movePile,
  move: cards.move,
  play: cards.play,
  flip: cards.flip,
  rotate: cards.rotate,
  counter: cards.counter,
  'reorder-hand': cards.reorderHand,
  roll,
}

/**
 * Action types that may need entropy from the log: 'shuffle' and 'roll' always, 'end-search' and 'add-pile' when
 * their payload asks for a shuffle. Fetching entropy for the latter two when it is not needed is harmless (it is
 * ignored); `tabletopNeedsEntropy` says exactly.
 */
export const TABLETOP_ENTROPY_ACTIONS: ReadonlySet<string> = new Set(['shuffle', 'roll', 'end-search', 'add-pile'])

/** Whether this very action needs entropy (so the net layer draws fair entropy only for a shuffle or a roll). */
export function tabletopNeedsEntropy(action: Action): boolean {
  if (action.type === 'shuffle' || action.type === 'roll') return true
  if (action.type !== 'end-search' && action.type !== 'add-pile') return false
  const payload = action.payload
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && payload.shuffle === true
}

/** Applies `action` by `seat` (see the module comment). */
export function applyTabletop(state: TabletopState, action: Action, seat: SeatId): ApplyResult<TabletopState> {
  const handler = Object.hasOwn(HANDLERS, action.type) ? HANDLERS[action.type] : undefined
  if (!handler) return reject(coreErrors.unknownAction(action.type))
  if (!state.seats.includes(seat)) return reject(coreErrors.spectatorCannotAct())
  return handler(state, action, seat)
}
