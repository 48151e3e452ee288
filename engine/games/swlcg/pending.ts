/**
 * Putting events into the queue of pending events (damage.ts runs it): tokens to place and cards about to leave
 * play. Kept apart from the runner so that costs and effects can queue without depending on response windows.
 */
import type { SlotId } from '../../core/hidden'
import type { LeaveHow, Leaving, Pending, Placement, SwlcgState } from './types'

/** A placement or leaving as its caller describes it: the queue adds the depth. */
export type Queued = Omit<Placement, 'depth'> | Omit<Leaving, 'depth'>

/**
 * Queues events. Each records the response windows open now; the queue keeps the deepest first, so what an ability
 * used in a window causes is done before the event that window interrupted carries on (FIFO within one depth).
 * `first` puts them before their depth's other entries (a destruction follows its damage at once).
 */
export function enqueue(draft: SwlcgState, entries: readonly Queued[], first = false): void {
  const depth = draft.windows.length
  const added = entries.filter((p) => p.kind === 'leave' || p.amount > 0).map((p) => ({ ...p, depth }) as Pending)
  if (added.length === 0) return
  const at = draft.queue.findIndex((p) => (first ? p.depth <= depth : p.depth < depth))
  const cut = at === -1 ? draft.queue.length : at
  draft.queue = [...draft.queue.slice(0, cut), ...added, ...draft.queue.slice(cut)]
}

/** Queues the destruction of a card in play (`first`: before anything else at this depth). */
export function destroyLater(draft: SwlcgState, card: SlotId, first = false): void {
  enqueue(draft, [{ kind: 'leave', card, how: 'destroyed', instead: null, stage: 'protect' }], first)
}

/** Queues cards leaving play other than by destruction (discarded, returned to hand, sacrificed). */
export function leaveLater(
  draft: SwlcgState,
  cards: readonly SlotId[],
  how: Exclude<LeaveHow, 'destroyed' | 'captured'>,
): void {
  enqueue(
    draft,
    cards.map((card) => ({ kind: 'leave', card, how, instead: null, stage: 'protect' }) as const),
  )
}
