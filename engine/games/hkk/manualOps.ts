/**
 * The closed set of manual operations a player uses to resolve a text-only card (issue 20): each is read from a
 * peer's payload (shape errors throw PayloadError → 'malformed-action'; a number out of range, a slot that is not in
 * play or in limbo, a card that cannot go there → a typed HKK error), then applied at once with the usual
 * consequences (damage events, tokens from the pool, cards leaving play). Nothing here reads a hidden card: a slot is
 * judged by its zone (public layout) and its perm; a card in limbo is public, so `look` with no seat may read it.
 */
import { look, moveSlot, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import { payloadError, readOneOf, readString } from '../../core/game'
import type { EngineError, EngineEvent, Json } from '../../core/types'
import { hkkErrors } from './errors'
import { readSlot } from './payload'
import { creatures, defIdOf, defOf, isCreatureType, playZone, zones } from './queries'
import { dealDamage, drawCards, enterPlay, leavePlay, takeTokens } from './table'
import type { HkkState, ManualMoveTo, ManualOp, ManualToken, Player } from './types'

/** The largest amount one operation may name (damage, healing, Ép, VP, cards drawn, counters, token stats). */
export const MANUAL_MAX = 20

/** The operation kinds, as a peer names them. */
export const MANUAL_OP_KINDS = [
  'damage',
  'heal',
  'ep',
  'vp',
  'draw',
  'move',
  'token',
  'counter',
  'activate',
  'passivize',
] as const

/** The fields each kind carries besides `op` (anything else is refused, so the log holds one spelling of an op). */
const FIELDS: Record<ManualOp['op'], readonly string[]> = {
  damage: ['to', 'n'],
  heal: ['to', 'n'],
  ep: ['player', 'n'],
  vp: ['player', 'n'],
  draw: ['player', 'n'],
  move: ['slot', 'to'],
  token: ['def', 'zone', 'player'],
  counter: ['slot', 'n'],
  activate: ['slot'],
  passivize: ['slot'],
}

/** Where `move` may send a card. */
const MOVE_TO: readonly ManualMoveTo[] = ['hand', 'discard', 'reserve', 'guard', 'deck-top', 'deck-bottom']

type Rec = { [key: string]: Json }

/** Thrown inside the readers for a typed (non-payload) refusal; caught by `readManualOp`. */
class Refusal extends Error {
  constructor(readonly error: EngineError) {
    super(error.code)
  }
}

/** An integer in [min, max] (not 0 where `change`): a non-number is malformed, a number out of range refused. */
function amount(rec: Rec, key: string, min: number, max: number, change = true): number {
  const v = rec[key]
  if (typeof v !== 'number' || !Number.isSafeInteger(v))
    payloadError(`a(z) „${key}” mező egész szám kell legyen.`, `field "${key}" must be an integer.`)
  if (v < min || v > max || (change && v === 0)) throw new Refusal(hkkErrors.badAmount(min, max))
  return v
}

/** A slot in play (a perm), else refused; `Object.hasOwn` so names like `__proto__` are simply not in play. */
function inPlay(d: HkkState, slot: SlotId): SlotId {
  if (!Object.hasOwn(d.perms, slot)) throw new Refusal(hkkErrors.notInPlay())
  return slot
}

/** A player ('p1'/'p2') or a slot in play. */
function targetOf(d: HkkState, rec: Rec): string {
  const to = readSlot(rec, 'to')
  return to === 'p1' || to === 'p2' ? to : inPlay(d, to)
}

const readPlayer = (rec: Rec, key = 'player'): Player => readOneOf(rec, key, ['p1', 'p2'] as const)

/** A token description: a creature with damage and Ép, or a building with Sp. */
function readToken(v: Json | undefined): ManualToken {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    payloadError('a „def” mező zsetonleírás kell legyen.', 'field "def" must be a token description.')
  const rec = v as Rec
  for (const key of Object.keys(rec))
    if (!['name', 'type', 'damage', 'ep', 'sp'].includes(key))
      payloadError(`ismeretlen mező: ${key.slice(0, 20)}.`, `unknown field: ${key.slice(0, 20)}.`)
  const name = readString(rec, 'name', 40)
  const type = readOneOf(rec, 'type', ['monster', 'adventurer', 'building'] as const)
  if (type === 'building') {
    if (rec.damage !== undefined || rec.ep !== undefined) throw new Refusal(hkkErrors.badToken())
    return { name, type, sp: amount(rec, 'sp', 1, MANUAL_MAX) }
  }
  if (rec.sp !== undefined) throw new Refusal(hkkErrors.badToken())
  const damage = rec.damage === undefined ? 0 : amount(rec, 'damage', 0, MANUAL_MAX, false)
  return { name, type, damage, ep: amount(rec, 'ep', 1, MANUAL_MAX) }
}

/** Reads one operation of `p`'s manual resolution; throws PayloadError or Refusal. */
function readOp(d: HkkState, rec: Rec, p: Player): ManualOp {
  const op = readOneOf(rec, 'op', MANUAL_OP_KINDS)
  for (const key of Object.keys(rec))
    if (key !== 'op' && !FIELDS[op].includes(key))
      payloadError(`ismeretlen mező: ${key.slice(0, 20)}.`, `unknown field: ${key.slice(0, 20)}.`)
  switch (op) {
    case 'damage':
    case 'heal':
      return { op, to: targetOf(d, rec), n: amount(rec, 'n', 1, MANUAL_MAX) }
    case 'draw':
      return { op, player: readPlayer(rec), n: amount(rec, 'n', 1, MANUAL_MAX) }
    case 'ep':
    case 'vp':
      return { op, player: readPlayer(rec), n: amount(rec, 'n', -MANUAL_MAX, MANUAL_MAX) }
    case 'move':
      return { op, slot: readSlot(rec, 'slot'), to: readOneOf(rec, 'to', MOVE_TO) }
    case 'token': {
      const def = readToken(rec.def)
      const zone = readOneOf(rec, 'zone', ['reserve', 'guard', 'field'] as const)
      if ((def.type === 'building') !== (zone === 'field')) throw new Refusal(hkkErrors.badToken())
      return { op, def, zone, player: rec.player === undefined ? p : readPlayer(rec) }
    }
    case 'counter':
      return { op, slot: inPlay(d, readSlot(rec, 'slot')), n: amount(rec, 'n', -MANUAL_MAX, MANUAL_MAX) }
    case 'activate':
    case 'passivize':
      return { op, slot: inPlay(d, readSlot(rec, 'slot')) }
  }
}

/** The checked operation, or the typed error that refuses it (payload shape errors still throw). */
export function readManualOp(d: HkkState, rec: Rec, p: Player): { op: ManualOp } | { error: EngineError } {
  try {
    return { op: readOp(d, rec, p) }
  } catch (err) {
    if (err instanceof Refusal) return { error: err.error }
    throw err
  }
}

/** The player a card in limbo belongs to: whoever played it (its stack entry or its queued resolution). */
function limboOwner(d: HkkState, slot: SlotId): Player | null {
  const entry = d.stack.find((e) => e.slot === slot)
  if (entry) return entry.by
  for (const q of d.queue) {
    if (q.do === 'enter' && q.slot === slot) return q.by
    if (q.do === 'discard-limbo' && q.slot === slot) return q.owner
  }
  return null
}

/** Whether `p`'s guard is full (32.4 switch). */
const guardFull = (d: HkkState, p: Player): boolean =>
  d.rules.guardCapacity !== null && creatures(d, p, 'guard').length >= d.rules.guardCapacity

/** Moves a card in play: within play (guard ↔ reserve, creatures only) or out of it. */
function movePerm(d: HkkState, slot: SlotId, to: ManualMoveTo, ev: EngineEvent[]): EngineError | null {
  const perm = d.perms[slot]!
  if (to === 'guard' || to === 'reserve') {
    if (!isCreatureType(defOf(d, slot).type) || playZone(d, slot) === to) return hkkErrors.badMove()
    if (to === 'guard' && guardFull(d, perm.controller)) return hkkErrors.guardFull()
    const dest = to === 'guard' ? zones.guard(perm.controller) : zones.reserve(perm.controller)
    d.cards = moveSlot(d.cards, slot, dest, 'bottom')
    return null
  }
  leavePlay(d, slot, to, ev)
  return null
}

/**
 * Moves a card out of limbo: it no longer waits on the stack or in the queue (a card moved away never resolves), and
 * goes to its owner's hand, discard or deck, or (a creature) into play without its on-enter abilities.
 */
function moveLimbo(d: HkkState, slot: SlotId, to: ManualMoveTo, ev: EngineEvent[]): EngineError | null {
  const owner = limboOwner(d, slot)
  const card = look(d.cards, slot, null)
  const def = card === null ? undefined : d.defs[defIdOf(card)]
  if (!owner || !def) return hkkErrors.notInPlay()
  const entersPlay = to === 'guard' || to === 'reserve'
  if (entersPlay && (!isCreatureType(def.type) || (to === 'guard' && guardFull(d, owner)))) return hkkErrors.badMove()
  d.stack = d.stack.filter((e) => e.slot !== slot)
  d.queue = d.queue.filter((q) => q.do === 'effect' || q.slot !== slot)
  if (entersPlay) {
    enterPlay(d, slot, owner, null, ev)
    if (to === 'guard') d.cards = moveSlot(d.cards, slot, zones.guard(owner), 'bottom')
    return null
  }
  const dest = to === 'hand' ? zones.hand(owner) : to === 'discard' ? zones.discard(owner) : zones.deck(owner)
  d.cards = moveSlot(d.cards, slot, dest, to === 'deck-bottom' ? 'bottom' : 'top')
  ev.push({ type: 'manual-move', data: { slot, to, player: owner } })
  return null
}

/** Makes a token from the pool for `op.player`, into the zone named. */
function makeToken(d: HkkState, op: Extract<ManualOp, { op: 'token' }>, ev: EngineEvent[]): EngineError | null {
  const slot = zoneSlots(d.cards, zones.tokens)[0]
  if (slot === undefined) return hkkErrors.tokenPoolEmpty()
  if (op.zone === 'guard' && guardFull(d, op.player)) return hkkErrors.guardFull()
  const { name, ...stats } = op.def
  takeTokens(d, op.player, { id: 'hkk/manual-token', name: { hu: name, en: name }, ...stats }, 1, 'reserve', ev)
  if (op.zone !== 'reserve') {
    const dest = op.zone === 'guard' ? zones.guard(op.player) : zones.field(op.player)
    d.cards = moveSlot(d.cards, slot, dest, 'bottom')
  }
  return null
}

/** Applies a checked operation now; a typed error (nothing changed) when the table refuses it. */
export function applyManualOp(d: HkkState, op: ManualOp, ev: EngineEvent[]): EngineError | null {
  switch (op.op) {
    case 'damage':
      dealDamage(d, op.to, op.n, ev)
      return null
    case 'heal':
      if (op.to === 'p1' || op.to === 'p2') d.players[op.to].ep += op.n
      else d.perms[op.to]!.damage = Math.max(0, d.perms[op.to]!.damage - op.n)
      ev.push({ type: 'heal', data: { to: op.to, n: op.n } })
      return null
    case 'ep':
      d.players[op.player].ep += op.n
      ev.push({ type: op.n > 0 ? 'gain-life' : 'lose-life', data: { player: op.player, n: Math.abs(op.n) } })
      return null
    case 'vp':
      // Magic points never go below 0 (as the `vp` effect): losing more than one has empties them.
      d.players[op.player].vp = Math.max(0, d.players[op.player].vp + op.n)
      return null
    case 'draw':
      drawCards(d, op.player, op.n, ev)
      return null
    case 'move':
      if (Object.hasOwn(d.perms, op.slot)) return movePerm(d, op.slot, op.to, ev)
      if (zoneOf(d.cards, op.slot) === zones.limbo) return moveLimbo(d, op.slot, op.to, ev)
      return hkkErrors.notInPlay()
    case 'token':
      return makeToken(d, op, ev)
    case 'counter':
      d.perms[op.slot]!.plusOne = Math.max(0, d.perms[op.slot]!.plusOne + op.n)
      return null
    case 'activate':
    case 'passivize':
      d.perms[op.slot]!.active = op.op === 'activate'
      return null
  }
}
