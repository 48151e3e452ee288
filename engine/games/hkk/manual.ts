/**
 * Manual resolution of text-only cards (issue 20). The frame stays the engine's: a manual card is played, paid for,
 * reacted to and prevented like any other; only when its text would resolve — a spell as it resolves, a permanent as
 * it enters play, or a permanent its controller uses (`manual-use`) — a pending `manual` resolution opens. Its
 * resolver alone acts, with `manual-op`s from a closed set (manualOps.ts), each applied at once, then `manual-done`;
 * the opponent must then `acknowledge` or `dispute` (the engine cannot judge text, so a dispute is logged and play
 * goes on). Every step is an event, so the log shows what was done by hand and what the opponent said of it.
 */
import { zoneSlots } from '../../core/hidden'
import { optionalPayloadRecord, payloadError, payloadRecord, readString } from '../../core/game'
import { manualCards } from './abilities'
import { hkkErrors } from './errors'
import { applyManualOp, readManualOp } from './manualOps'
import type { Handler } from './payload'
import { readSlot } from './payload'
import { playMoment } from './play'
import { other, zones } from './queries'
import type { HkkAction, HkkState, ManualOp, Player } from './types'

/** The most operations one manual resolution may hold. */
export const MANUAL_MAX_OPS = 20

/** The longest note a dispute may carry. */
export const DISPUTE_NOTE_MAX = 200

/**
 * `manual-use {slot}`: the controller uses a manual card in play (its text may be an activated ability), whenever an
 * immediate action is open to them. Like `activate`, the other player gets priority after it.
 */
export const manualUse: Handler = (d, action, p, ev) => {
  const slot = readSlot(payloadRecord(action), 'slot')
  if (!manualCards(d, p).includes(slot)) return hkkErrors.notManual()
  if (playMoment(d, p) === 'none')
    return d.turn.priority === p && !d.window ? hkkErrors.wrongStage(d.turn.stage) : hkkErrors.noPriority()
  d.queue.push({ do: 'manual', slot, by: p, def: d.perms[slot]!.def, reason: 'use' })
  ev.push({ type: 'manual-use', data: { player: p, source: slot } })
  if (d.window) {
    d.window.passes = 0
    d.window.priority = other(p)
  } else d.turn.passes = 0
  return null
}

/** `manual-op {op, ...}`: one operation of the pending resolution, applied at once (at most MANUAL_MAX_OPS). */
export const manualOp: Handler = (d, action, p, ev) => {
  const pend = d.pending
  if (pend?.kind !== 'manual' || pend.by !== p) return hkkErrors.noManual()
  const rec = payloadRecord(action)
  if (pend.ops.length >= MANUAL_MAX_OPS) return hkkErrors.tooManyOps(MANUAL_MAX_OPS)
  const read = readManualOp(d, rec, p)
  if ('error' in read) return read.error
  ev.push({ type: 'manual-op', data: { player: p, source: pend.source, op: read.op } })
  const error = applyManualOp(d, read.op, ev)
  if (error) return error
  d.pending = { ...pend, ops: [...pend.ops, read.op] }
  return null
}

/** `manual-done`: the resolver is finished; the opponent must acknowledge (or dispute) before play goes on. */
export const manualDone: Handler = (d, _action, p, ev) => {
  const pend = d.pending
  if (pend?.kind !== 'manual' || pend.by !== p) return hkkErrors.noManual()
  const { source, def, reason, ops } = pend
  d.pending = { kind: 'acknowledge', by: other(p), resolver: p, source, def, reason, ops }
  ev.push({ type: 'manual-done', data: { player: p, source, ops: ops.length } })
  return null
}

/** `acknowledge`: the opponent accepts the manual resolution; the game settles on (deaths, the queue, windows). */
export const acknowledge: Handler = (d, _action, p, ev) => {
  const pend = d.pending
  if (pend?.kind !== 'acknowledge' || pend.by !== p) return hkkErrors.noManual()
  d.pending = null
  ev.push({ type: 'acknowledge', data: { player: p, resolver: pend.resolver, source: pend.source } })
  return null
}

/** `dispute {note?}`: the opponent records an objection (≤ 200 characters); the engine cannot judge it, play goes on. */
export const dispute: Handler = (d, action, p, ev) => {
  const rec = optionalPayloadRecord(action)
  for (const key of Object.keys(rec))
    if (key !== 'note') payloadError(`ismeretlen mező: ${key.slice(0, 20)}.`, `unknown field: ${key.slice(0, 20)}.`)
  const note = rec.note === undefined ? '' : readString(rec, 'note', DISPUTE_NOTE_MAX)
  const pend = d.pending
  if (pend?.kind !== 'acknowledge' || pend.by !== p) return hkkErrors.noManual()
  d.pending = null
  ev.push({ type: 'dispute', data: { player: p, resolver: pend.resolver, source: pend.source, note } })
  return null
}

/**
 * A sample of operations `p` may add now, each one the engine accepts (the random player and the legal-action
 * cross-check rely on it): a point of damage, life, magic and a draw, then some on the first card in play and in
 * limbo. The full set is open to a player; listing every slot × amount would be thousands.
 */
function sampleOps(state: HkkState, p: Player): ManualOp[] {
  const out: ManualOp[] = [
    { op: 'damage', to: other(p), n: 1 },
    { op: 'ep', player: p, n: 1 },
    { op: 'vp', player: p, n: 1 },
    { op: 'draw', player: p, n: 1 },
  ]
  const first = Object.keys(state.perms)[0]
  if (first !== undefined) {
    const active = state.perms[first]!.active
    out.push(
      { op: 'damage', to: first, n: 1 },
      { op: 'counter', slot: first, n: 1 },
      { op: active ? 'passivize' : 'activate', slot: first },
      { op: 'move', slot: first, to: 'hand' },
    )
  }
  const limbo = zoneSlots(state.cards, zones.limbo).find((s) => state.stack.some((e) => e.slot === s))
  if (limbo !== undefined) out.push({ op: 'move', slot: limbo, to: 'discard' })
  if (zoneSlots(state.cards, zones.tokens).length > 0)
    out.push({ op: 'token', def: { name: 'Token', type: 'monster', damage: 1, ep: 1 }, zone: 'reserve', player: p })
  return out
}

/** The manual actions listed for `p` while a manual resolution or its acknowledgement waits on them. */
export function manualActions(state: HkkState, p: Player): HkkAction[] {
  const pend = state.pending
  if (pend?.kind === 'acknowledge' && pend.by === p)
    return [{ type: 'acknowledge' }, { type: 'dispute', payload: { note: 'Not as the text says.' } }]
  if (pend?.kind !== 'manual' || pend.by !== p) return []
  const ops = pend.ops.length < MANUAL_MAX_OPS ? sampleOps(state, p) : []
  return [{ type: 'manual-done' }, ...ops.map((op) => ({ type: 'manual-op' as const, payload: op }))]
}

/** `manual-use` for each of `p`'s manual cards, when an immediate action is open to `p`. */
export function manualUses(state: HkkState, p: Player): HkkAction[] {
  if (playMoment(state, p) === 'none') return []
  return manualCards(state, p).map((slot) => ({ type: 'manual-use', payload: { slot } }))
}
