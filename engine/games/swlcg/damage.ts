/**
 * Placing damage and focus tokens (rulebook: damage, shields, Protect). Each placement waits in `state.queue` and
 * passes three stages: the "when damage would be dealt" interrupt point (damage only; Protect answers there, see
 * responses.ts), the shield (a shielded card's controller may discard the shield to prevent 1 damage or focus that
 * an enemy's strike places), and landing (damage at capacity destroys the card at once, then "after … destroyed"
 * reactions). A stage that needs a choice opens a window or a prompt and stops the queue; the answer resumes it.
 */
import type { EngineEvent } from '../../core/types'
import { damageCapacity } from './abilities/modifiers'
import { openResponses } from './responses'
import { addFocus, destroy, patchCard } from './table'
import type { Placement, SwlcgState } from './types'

/** Queues placements (after whatever is already waiting). */
export function enqueue(draft: SwlcgState, placements: readonly Placement[]): void {
  draft.queue = [...draft.queue, ...placements.filter((p) => p.amount > 0)]
}

/** Replaces the head of the queue (or drops it when `head` is null). */
function setHead(draft: SwlcgState, head: Placement | null, after: readonly Placement[] = []): void {
  const rest = draft.queue.slice(1)
  draft.queue = head ? [head, ...after, ...rest] : [...after, ...rest]
}

/** Runs the queue until it is empty, a prompt waits, or the game ends (apply.ts then resumes the flow). */
export function runQueue(draft: SwlcgState, events: EngineEvent[]): void {
  // Damage an ability deals inside a response window runs in that window (the ability's depth).
  const depth = draft.ability?.depth ?? 0
  while (!draft.result && !draft.prompt && draft.windows.length === depth && draft.queue.length > 0) {
    const p = draft.queue[0] as Placement
    const card = draft.table[p.card]
    if (!card || p.amount <= 0) {
      setHead(draft, null)
      continue
    }
    if (p.stage === 'protect') {
      setHead(draft, { ...p, stage: 'shield' })
      if (p.kind === 'damage')
        openResponses(draft, 'interrupt', { on: 'damage', card: p.card, amount: p.amount, by: p.by }, 'queue')
    } else if (p.stage === 'shield') {
      setHead(draft, { ...p, stage: 'place' })
      if (card.shield && p.source !== 'rule' && p.by !== card.controller) {
        draft.prompt = { kind: 'use-shield', side: card.controller, card: p.card }
      }
    } else {
      setHead(draft, null)
      land(draft, p, events)
    }
  }
}

/** Puts the tokens on the card; damage at its capacity destroys it. */
function land(draft: SwlcgState, p: Placement, events: EngineEvent[]): void {
  const card = draft.table[p.card]!
  if (p.kind === 'focus') {
    addFocus(draft, p.card, p.amount)
    events.push({ type: 'focused', data: { card: p.card, amount: p.amount } })
    return
  }
  const damage = card.damage + p.amount
  events.push({ type: 'damaged', data: { card: p.card, amount: p.amount, by: p.by } })
  if (damage < damageCapacity(draft, p.card)) {
    patchCard(draft, p.card, { damage })
    return
  }
  destroy(draft, p.card, events)
  if (!draft.result) openResponses(draft, 'reaction', { on: 'destroyed', card: p.card, owner: card.owner }, 'queue')
}

/**
 * Destroys the first card whose damage has reached its capacity without a placement (a capacity modifier left play
 * or arrived: capacity is a constant rule); returns whether one was destroyed.
 */
export function destroyOverCapacity(draft: SwlcgState, events: EngineEvent[]): boolean {
  for (const slot of Object.keys(draft.table)) {
    const card = draft.table[slot]!
    if (card.damage === 0 || card.damage < damageCapacity(draft, slot)) continue
    destroy(draft, slot, events)
    if (!draft.result) openResponses(draft, 'reaction', { on: 'destroyed', card: slot, owner: card.owner }, 'queue')
    return true
  }
  return false
}

/** The shield prompt's answer: discard the shield to prevent 1, or keep it. */
export function answerShield(draft: SwlcgState, use: boolean, events: EngineEvent[]): void {
  const prompt = draft.prompt
  if (prompt?.kind !== 'use-shield') throw new Error('swlcg: no shield prompt')
  draft.prompt = null
  if (use) {
    patchCard(draft, prompt.card, { shield: false })
    const head = draft.queue[0]
    if (head) setHead(draft, { ...head, amount: head.amount - 1 })
    events.push({ type: 'shield-used', data: { card: prompt.card } })
  }
  runQueue(draft, events)
}
