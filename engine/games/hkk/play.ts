/**
 * The card-play pipeline (21–24) and activated abilities. `play-card` checks everything first — the card is in the
 * hand, its timing, X, targets (21.5), cost with modifiers (21.8) against the magic points — so a refused play changes
 * nothing and is no action (23.3). Then it pays, puts the card into the public limbo (21.3.3) and on the stack; the
 * reaction window follows (21.15), and the top of the stack resolves when both pass: prevented → discard, else its
 * on-play abilities, then a permanent enters play (its on-enter abilities) or a spell goes to the discard.
 */
import { look, moveSlot, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import { payloadRecord, readInt } from '../../core/game'
import type { EngineError, EngineEvent } from '../../core/types'
import { abilityBlock } from './abilities'
import { costOf } from './cost'
import { hkkErrors } from './errors'
import type { Handler } from './payload'
import { readSlot, readTargets, readX } from './payload'
import { defIdOf, defOf, other, seatOf, zones } from './queries'
import { isAttachment, playTargets, targetProblem } from './targets'
import type { Def, EffectCtx, HkkState, Player, StackEntry } from './types'

/** The kind of moment it is for `p`: own main phase, a reaction window, any other priority, or none. */
export function playMoment(d: HkkState, p: Player): 'main' | 'reaction' | 'immediate' | 'none' {
  if (d.window) return d.window.priority !== p ? 'none' : d.window.kind === 'reaction' ? 'reaction' : 'immediate'
  const t = d.turn
  if (t.priority !== p || d.pending) return 'none'
  if ((t.stage === 'main-1' || t.stage === 'main-2') && t.active === p && !t.passedTurn) return 'main'
  // 29.4.6, 30.2, 32.2: no card play in preparation, draw or exchange.
  if (['prep', 'draw', 'exchange', 'roll-off', 'mulligan', 'start-choice'].includes(t.stage)) return 'none'
  return 'immediate'
}

/** Whether a card of `timing` may be played at `moment`. */
export const timingFits = (timing: Def['timing'], moment: ReturnType<typeof playMoment>): boolean =>
  moment === 'main'
    ? timing !== 'reaction'
    : moment === 'reaction'
      ? timing !== 'main'
      : moment === 'immediate'
        ? timing === 'immediate'
        : false

/** Validates a play of the hand card `slot` by `p`; the def and cost when legal. */
export function checkPlay(
  d: HkkState,
  p: Player,
  slot: SlotId,
  targets: string[],
  x: number | null,
  payNow = true,
): { ok: true; def: Def; cost: number } | { ok: false; error: EngineError } {
  if (zoneOf(d.cards, slot) !== zones.hand(p)) return { ok: false, error: hkkErrors.notInHand() }
  const card = look(d.cards, slot, seatOf(d, p))
  const def = card === null ? undefined : d.defs[defIdOf(card)]
  if (!def) return { ok: false, error: hkkErrors.notInHand() }
  const moment = playMoment(d, p)
  if (moment === 'none')
    return {
      ok: false,
      error: d.turn.priority === p && !d.window ? hkkErrors.wrongStage(d.turn.stage) : hkkErrors.noPriority(),
    }
  if (!timingFits(def.timing, moment)) return { ok: false, error: hkkErrors.wrongTiming() }
  if ((def.cost === 'X') !== (x !== null)) return { ok: false, error: hkkErrors.badX() }
  const problem = targetProblem(d, p, playTargets(def), targets)
  if (problem) return { ok: false, error: problem === 'none' ? hkkErrors.noLegalTarget() : hkkErrors.badTarget() }
  const cost = costOf(d, p, def, x ?? 0).total
  if (payNow && cost > d.players[p].vp) return { ok: false, error: hkkErrors.notEnoughVp(cost, d.players[p].vp) }
  return { ok: true, def, cost }
}

/** Pays for a card in limbo and puts it on the stack (step 6: from now on it counts as played). */
function payAndStack(
  d: HkkState,
  p: Player,
  slot: SlotId,
  targets: string[],
  x: number,
  cost: number,
  ev: EngineEvent[],
): void {
  d.players[p].vp -= cost
  const top = d.stack[d.stack.length - 1]
  d.stack.push({ slot, by: p, targets, x, prevented: false, reactsTo: d.window && top ? top.slot : null })
  ev.push({ type: 'play', data: { slot, player: p, cost, targets } })
  // A new card on the stack opens its own reaction window (settle does it); the stage's passes start over.
  d.window = null
  d.turn.passes = 0
}

/** `play-card {slot, targets?, x?}`: announce, pay and put on the stack in one action (steps 1–6). */
export const playCard: Handler = (d, action, p, ev) => {
  const rec = payloadRecord(action)
  const slot = readSlot(rec, 'slot')
  const targets = readTargets(rec)
  const x = readX(rec)
  const checked = checkPlay(d, p, slot, targets, x)
  if (!checked.ok) return checked.error
  d.cards = moveSlot(d.cards, slot, zones.limbo)
  payAndStack(d, p, slot, targets, x ?? 0, checked.cost, ev)
  return null
}

/** `announce {slot, targets?, x?}`: the card is shown in limbo with its targets, not yet paid (21.3.3, 23.1). */
export const announce: Handler = (d, action, p, ev) => {
  const rec = payloadRecord(action)
  const slot = readSlot(rec, 'slot')
  const targets = readTargets(rec)
  const x = readX(rec)
  const checked = checkPlay(d, p, slot, targets, x, false)
  if (!checked.ok) return checked.error
  d.cards = moveSlot(d.cards, slot, zones.limbo)
  d.announced = { slot, by: p, targets, x: x ?? 0 }
  ev.push({ type: 'announce', data: { slot, player: p, targets } })
  return null
}

/** `pay`: pays for the announced card (its cost now); refused while the magic points do not reach it. */
export const pay: Handler = (d, _action, p, ev) => {
  const a = d.announced!
  const card = look(d.cards, a.slot, null)
  const def = card === null ? undefined : d.defs[defIdOf(card)]
  if (!def) return hkkErrors.notInHand()
  const cost = costOf(d, p, def, a.x).total
  if (cost > d.players[p].vp) return hkkErrors.notEnoughVp(cost, d.players[p].vp)
  d.announced = null
  payAndStack(d, p, a.slot, a.targets, a.x, cost, ev)
  return null
}

/** `withdraw`: the unpaid card goes back to the hand — still known to all, it was shown (23.1, 23.3). */
export const withdraw: Handler = (d, _action, p, ev) => {
  const a = d.announced!
  d.cards = moveSlot(d.cards, a.slot, zones.hand(p))
  d.announced = null
  ev.push({ type: 'withdraw', data: { slot: a.slot, player: p } })
  return null
}

/** Opens the reaction window for the card on top of the stack (21.15). */
export function openReactions(d: HkkState): void {
  const top = d.stack[d.stack.length - 1]
  if (!top) return
  d.window = { kind: 'reaction', priority: d.rules.opponentReactsFirst ? other(top.by) : top.by, passes: 0 }
}

/** Resolves the next stack entry (LIFO or FIFO): its abilities go to the queue (steps 8–11). */
export function resolveTop(d: HkkState, ev: EngineEvent[]): void {
  const entry: StackEntry | undefined = d.rules.reactionOrder === 'lifo' ? d.stack.pop() : d.stack.shift()
  if (!entry) return
  if (entry.prevented) {
    d.queue.push({ do: 'discard-limbo', slot: entry.slot, owner: entry.by })
    return
  }
  const card = look(d.cards, entry.slot, null)
  const def = card === null ? undefined : d.defs[defIdOf(card)]
  if (!def) return
  const attach = isAttachment(def)
  let offset = 0
  for (const a of def.abilities) {
    if (a.trigger !== 'on-play') continue
    const n = a.targets?.length ?? 0
    const ctx: EffectCtx = {
      source: entry.slot,
      controller: entry.by,
      targets: entry.targets.slice(offset, offset + n),
      x: entry.x,
      reactsTo: entry.reactsTo,
    }
    offset += n
    for (const effect of a.effects) d.queue.push({ do: 'effect', effect, ctx })
  }
  // A manual spell's text resolves now, while the card is still in limbo (a manual permanent's as it enters play).
  if (def.type === 'spell' && def.manual)
    d.queue.push({ do: 'manual', slot: entry.slot, by: entry.by, def: def.id, reason: 'play' })
  if (def.type === 'spell') d.queue.push({ do: 'discard-limbo', slot: entry.slot, owner: entry.by })
  else
    d.queue.push({
      do: 'enter',
      slot: entry.slot,
      by: entry.by,
      host: attach ? (entry.targets[0] ?? null) : null,
      targets: entry.targets.slice(offset),
    })
  ev.push({ type: 'resolve', data: { slot: entry.slot } })
}

/** `activate {source, ability, targets?, x?}`: pays the cost and resolves the ability at once. */
export const activate: Handler = (d, action, p, ev) => {
  const rec = payloadRecord(action)
  const source = readSlot(rec, 'source')
  const index = readInt(rec, 'ability', 0, 20)
  const targets = readTargets(rec)
  const block = abilityBlock(d, p, source, index)
  if (block === 'card') return hkkErrors.notYourCard()
  if (block === 'ability') return hkkErrors.noSuchAbility()
  if (block === 'once') return hkkErrors.oncePerTurn()
  if (block === 'passive') return hkkErrors.notActive()
  if (block === 'target') return hkkErrors.noLegalTarget()
  const a = defOf(d, source).abilities[index]!
  if (a.trigger !== 'activated') return hkkErrors.noSuchAbility()
  const moment = playMoment(d, p)
  if (moment === 'none') return hkkErrors.noPriority()
  if (!timingFits(a.timing, moment) || (a.timing === 'reaction' && moment !== 'reaction'))
    return hkkErrors.wrongTiming()
  if (block === 'vp') return hkkErrors.notEnoughVp(a.cost.vp ?? 0, d.players[p].vp)
  const specs = (a.targets ?? []).map((spec) => ({ spec, optional: false }))
  const problem = targetProblem(d, p, specs, targets)
  if (problem) return problem === 'none' ? hkkErrors.noLegalTarget() : hkkErrors.badTarget()
  const perm = d.perms[source]!
  d.players[p].vp -= a.cost.vp ?? 0
  if (a.cost.passivize) perm.active = false
  if (a.oncePerTurn) perm.used = [...perm.used, index]
  const top = d.stack[d.stack.length - 1]
  const ctx: EffectCtx = {
    source,
    controller: p,
    targets,
    x: 0,
    reactsTo: d.window?.kind === 'reaction' && top ? top.slot : null,
  }
  for (const effect of a.effects) d.queue.push({ do: 'effect', effect, ctx })
  ev.push({ type: 'activate', data: { source, ability: index, player: p } })
  if (d.window) {
    d.window.passes = 0
    d.window.priority = other(p)
  } else d.turn.passes = 0
  return null
}

/** The hand of `p` (for the legal-action lister). */
export const handOf = (d: HkkState, p: Player): readonly SlotId[] => zoneSlots(d.cards, zones.hand(p))
