/**
 * The queue of pending events (rulebook: damage, shields, Protect, destruction; the analysis' pending-event model).
 * A placement of damage or focus passes three stages: the "when damage would be dealt" interrupt point (damage
 * only: Protect and card interrupts may prevent or redirect some of it), the shield (a shielded card's controller
 * may discard the shield to prevent 1 damage or focus an enemy places), and landing. A card about to leave play
 * (destroyed at its capacity or by an effect, discarded, returned, sacrificed) passes the "when … leaves play / is
 * destroyed" interrupt point, where an interrupt may send it elsewhere, then leaves; a destruction then opens
 * "after … destroyed" reactions. A stage that needs a choice opens a window or a prompt and stops the queue; the
 * answer resumes it. Entries queued inside a response window run before the event the window interrupted.
 */
import type { EngineEvent } from '../../core/types'
import { damageCapacity } from './abilities/modifiers'
import { openResponses } from './responses'
import { zones } from './queries'
import { capture, leavingAs } from './captives'
import { withVictoryPile } from './victoryPile'
import { addFocus, destroy, leavePlay, patchCard } from './table'
import { destroyLater } from './pending'
import { isTrenchRun, trenchRunDamaged } from './trenchRun'
import type { Leaving, Pending, Placement, SwlcgState } from './types'

/** Replaces the head of the queue (or drops it when `head` is null). */
function setHead(draft: SwlcgState, head: Pending | null): void {
  const rest = draft.queue.slice(1)
  draft.queue = head ? [head, ...rest] : rest
}

/** The depth the queue runs at now: that of the ability resolving, or the flow's (no window open). */
function queueLevel(draft: SwlcgState): number {
  return draft.ability?.depth ?? 0
}

/** Whether the head of the queue may run now (no newer window, nothing deeper resolving first). */
export function queueMayRun(draft: SwlcgState): boolean {
  const head = draft.queue[0]
  const level = queueLevel(draft)
  return !!head && !draft.result && !draft.prompt && draft.windows.length === level && head.depth >= level
}

/** Runs the queue until it is empty, a prompt or window waits, or the game ends (apply.ts then resumes the flow). */
export function runQueue(draft: SwlcgState, events: EngineEvent[]): void {
  while (queueMayRun(draft)) {
    const p = draft.queue[0]!
    const card = draft.table[p.card]
    if (!card || (p.kind !== 'leave' && p.amount <= 0)) {
      setHead(draft, null)
      continue
    }
    if (p.kind === 'leave') {
      if (p.stage === 'protect') {
        setHead(draft, { ...p, stage: 'place' })
        openResponses(draft, 'interrupt', { on: 'leaving', card: p.card, owner: card.owner, how: p.how }, 'queue')
      } else {
        const how = leavingAs(draft, p)
        const settled = how && withVictoryPile(draft, how)
        if (!settled) return
        setHead(draft, null)
        leave(draft, settled, events)
      }
    } else if (p.stage === 'protect') {
      setHead(draft, { ...p, stage: 'shield' })
      if (p.kind === 'damage')
        openResponses(draft, 'interrupt', { on: 'damage', card: p.card, amount: p.amount, by: p.by }, 'queue')
    } else if (p.stage === 'shield') {
      setHead(draft, { ...p, stage: 'place' })
      if (card.shield > 0 && p.source !== 'rule' && p.by !== card.controller) {
        draft.prompt = { kind: 'use-shield', side: card.controller, card: p.card }
      }
    } else {
      setHead(draft, null)
      land(draft, p, events)
    }
  }
}

/** Puts the tokens on the card; damage at its capacity destroys it (its destruction is next in the queue). */
function land(draft: SwlcgState, p: Placement, events: EngineEvent[]): void {
  const card = draft.table[p.card]!
  if (p.kind === 'focus') {
    addFocus(draft, p.card, p.amount)
    events.push({ type: 'focused', data: { card: p.card, amount: p.amount } })
    return
  }
  const damage = card.damage + p.amount
  events.push({ type: 'damaged', data: { card: p.card, amount: p.amount, by: p.by } })
  patchCard(draft, p.card, { damage })
  if (isTrenchRun(draft, p.card)) trenchRunDamaged(draft, p.card, events)
  if (damage >= damageCapacity(draft, p.card)) destroyLater(draft, p.card, true)
  // "After this unit deals damage to …": only a card that survived the damage can be answered for.
  else if (p.from !== undefined)
    openResponses(draft, 'reaction', { on: 'dealt-damage', from: p.from, card: p.card }, 'queue')
}

/** The card leaves play (its interrupts done): destroyed, or to its hand or discard pile; then its reactions. */
function leave(draft: SwlcgState, p: Leaving, events: EngineEvent[]): void {
  const { owner } = draft.table[p.card]!
  if (p.how === 'captured') {
    capture(draft, p.card, p.at!, true, events)
    return
  }
  if (p.how === 'to-deck-bottom') {
    leavePlay(draft, p.card, zones.deck(owner), events, 'bottom')
    return
  }
  if (p.how !== 'destroyed') {
    const toHand = p.instead === 'hand' || p.how === 'returned'
    leavePlay(draft, p.card, toHand ? zones.hand(owner) : zones.discard(owner), events)
    return
  }
  const dial = draft.dial
  if (p.instead === 'hand') {
    events.push({ type: 'destroyed', data: { slot: p.card, card: draft.table[p.card]!.card, to: 'hand' } })
    leavePlay(draft, p.card, zones.hand(owner), events)
  } else destroy(draft, p.card, events, p.pile)
  if (draft.result) return
  // A light objective into a dark victory pile turned the dial: "after the dial increases" reactions, after these.
  if (draft.dial > dial) openResponses(draft, 'reaction', { on: 'dial-raised', by: draft.dial - dial }, 'queue')
  openResponses(draft, 'reaction', { on: 'destroyed', card: p.card, owner }, 'queue')
}

/**
 * Queues the destruction of every card whose damage has reached its capacity without a placement (a capacity
 * modifier left play or arrived: capacity is a constant rule); returns whether one was found.
 */
export function destroyOverCapacity(draft: SwlcgState): boolean {
  let found = false
  for (const slot of Object.keys(draft.table)) {
    const card = draft.table[slot]!
    if (card.damage === 0 || card.damage < damageCapacity(draft, slot)) continue
    // Every card over its capacity goes at once; one already on its way out is not queued twice.
    if (draft.queue.some((p) => p.kind === 'leave' && p.card === slot)) continue
    destroyLater(draft, slot)
    found = true
  }
  return found
}

/** The shield prompt's answer: discard a shield to prevent 1, or keep it. */
export function answerShield(draft: SwlcgState, use: boolean, events: EngineEvent[]): void {
  const prompt = draft.prompt
  if (prompt?.kind !== 'use-shield') throw new Error('swlcg: no shield prompt')
  draft.prompt = null
  if (use) {
    const left = draft.table[prompt.card]!.shield - 1
    patchCard(draft, prompt.card, { shield: left })
    const head = draft.queue[0]
    // A second shield may prevent 1 more of what is still to land: the shield step asks again.
    if (head && head.kind !== 'leave') {
      const amount = head.amount - 1
      setHead(draft, { ...head, amount, stage: left > 0 && amount > 0 ? 'shield' : head.stage })
    }
    events.push({ type: 'shield-used', data: { card: prompt.card } })
  }
  runQueue(draft, events)
}
