/**
 * What interrupts do to the pending event they answer (the analysis' pending-event model): cancel the effects of
 * the event or ability being played or used, prevent or redirect part of the damage about to be placed, or send a
 * card about to be destroyed to its owner's hand instead. The event is the trigger of the window the interrupt was
 * used in (the window at its depth); it is changed where it waits — in the queue, or on the ability stack.
 */
import type { SlotId } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import type { Trigger } from '../responses'
import type { PendingAbility, SwlcgState } from '../types'

/** The trigger of the window the interrupt `a` answers. */
function answered(draft: SwlcgState, a: PendingAbility): Trigger | undefined {
  return draft.windows[a.depth - 1]?.trigger
}

/**
 * Cancels the effects of the event just played or the interrupt just used: its ability, waiting on the stack,
 * has nothing left to resolve (a played event still goes to its owner's discard pile).
 */
export function cancelPending(draft: SwlcgState, a: PendingAbility, events: EngineEvent[]): void {
  const t = answered(draft, a)
  if (t?.on !== 'card-played' && t?.on !== 'interrupt-used') return
  const at = draft.suspended.map((s) => s.ctx.source).lastIndexOf(t.card)
  if (at < 0) return
  draft.suspended = draft.suspended.map((s, i) => (i === at ? { ...s, frames: [] } : s))
  events.push({ type: 'effects-cancelled', data: { card: t.card, by: a.ctx.source } })
}

/**
 * Takes `amount` (at most all) off the damage about to be placed; with `to`, that much is dealt to `to` instead
 * (a placement of its own, right after, through its own interrupts and shield).
 */
export function divertDamage(
  draft: SwlcgState,
  a: PendingAbility,
  amount: number,
  to: SlotId | null,
  events: EngineEvent[],
): void {
  const t = answered(draft, a)
  if (t?.on !== 'damage') return
  const at = draft.queue.findIndex(
    (p) => p.kind === 'damage' && p.card === t.card && p.stage === 'shield' && p.depth === a.depth - 1,
  )
  const p = draft.queue[at]
  if (!p || p.kind === 'leave') return
  const n = Math.min(amount, p.amount)
  const moved = to === null ? [] : [{ ...p, card: to, amount: n, stage: 'protect' as const }]
  draft.queue = [...draft.queue.slice(0, at), { ...p, amount: p.amount - n }, ...moved, ...draft.queue.slice(at + 1)]
  const w = draft.windows[a.depth - 1]!
  draft.windows = draft.windows.map((x) => (x === w ? { ...w, trigger: { ...t, amount: t.amount - n } } : x))
  events.push({ type: to === null ? 'damage-prevented' : 'damage-redirected', data: { card: t.card, amount: n, to } })
}

/** The card about to be destroyed goes to its owner's hand instead of its discard pile. */
export function insteadToHand(draft: SwlcgState, a: PendingAbility, events: EngineEvent[]): void {
  const t = answered(draft, a)
  if (t?.on !== 'leaving') return
  draft.queue = draft.queue.map((p) =>
    p.kind === 'leave' && p.card === t.card && p.stage === 'place' ? { ...p, instead: 'hand' } : p,
  )
  events.push({ type: 'destination-replaced', data: { card: t.card, to: 'hand' } })
}
