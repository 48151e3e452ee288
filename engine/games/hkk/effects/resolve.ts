/**
 * The effects resolver: runs the resolution queue one item at a time (effects of abilities, permanents entering play,
 * spells leaving limbo). Every `HkkEffect` kind has a handler (the Record is exhaustive); a die, a coin or a random
 * discard pauses the queue on a pending `roll` whose action carries the entropy (core/random.ts).
 */
import { moveSlot, showSlotsTo, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { Rng } from '../../../core/random'
import type { EngineEvent } from '../../../core/types'
import type { HkkAim, HkkAmount, HkkEffect } from '../data/types'
import { creatures, defOf, other, playZone, seatOf, zones } from '../queries'
import { dealDamage, drawCards, enterPlay, leavePlay, takeTokens } from '../table'
import { stillThere } from '../targets'
import type { EffectCtx, HkkState, Plain, Player } from '../types'

type Effect = Plain<HkkEffect>
type Kind = Effect['kind']
type Handler<K extends Kind> = (d: HkkState, e: Extract<Effect, { kind: K }>, ctx: EffectCtx, ev: EngineEvent[]) => void

/** Effects that wait for a `roll` action (they need entropy). */
export const ROLL_KINDS: ReadonlySet<Kind> = new Set<Kind>(['roll-d6', 'coin', 'random-discard'])

/** 20.1.1: "az eredmény nem módosulhat 1 alá illetve 6 fölé" — a modified die result stays in 1..6. */
export const clampDie = (n: number): number => Math.min(6, Math.max(1, n))

/** An amount: a number, or the X paid. */
const amount = (n: Plain<HkkAmount>, ctx: EffectCtx): number => (n === 'X' ? ctx.x : n)

/** The combat opponent of a fighting creature (35.5): its target, or the attacker it strikes back. */
export function combatOpponent(state: HkkState, slot: SlotId): SlotId | null {
  const c = state.combat
  if (!c) return null
  const mine = c.attacks.find((a) => a.attacker === slot)
  if (mine) return mine.target === 'player' || !state.perms[mine.target] ? null : mine.target
  const against = c.attacks.filter((a) => a.target === slot).map((a) => a.attacker)
  const pick = c.strikeBack[slot] ?? (against.length === 1 ? against[0] : undefined)
  return pick !== undefined && state.perms[pick] ? pick : null
}

/** Who an aim reaches now: slots in play and players; a target gone from play is skipped (it fizzles). */
export function aimed(state: HkkState, aim: Plain<HkkAim>, ctx: EffectCtx): string[] {
  if (typeof aim === 'object' && 'target' in aim) {
    const t = ctx.targets[aim.target]
    return t && stillThere(state, t) ? [t] : []
  }
  if (typeof aim === 'object') {
    const sides: Player[] =
      aim.side === 'you' ? [ctx.controller] : aim.side === 'opponent' ? [other(ctx.controller)] : ['p1', 'p2']
    return sides.flatMap((p) => creatures(state, p).filter((s) => !aim.zone || playZone(state, s) === aim.zone))
  }
  if (aim === 'controller') return [ctx.controller]
  if (ctx.source === null || !state.perms[ctx.source]) return []
  if (aim === 'self') return [ctx.source]
  if (aim === 'host') {
    const h = state.perms[ctx.source]!.attachedTo
    return h && state.perms[h] ? [h] : []
  }
  const o = combatOpponent(state, ctx.source)
  return o ? [o] : []
}

/** The player an effect names. */
const whom = (side: 'you' | 'opponent' | undefined, ctx: EffectCtx): Player =>
  side === 'opponent' ? other(ctx.controller) : ctx.controller

/** Adds a stat change to a perm (this turn or lasting). */
function addStats(
  d: HkkState,
  slot: SlotId,
  stats: { damage?: number; ep?: number; sp?: number },
  temp: boolean,
): void {
  const perm = d.perms[slot]
  if (!perm) return
  const key = temp ? 'temp' : 'mod'
  const s = perm[key]
  perm[key] = { damage: s.damage + (stats.damage ?? 0), ep: s.ep + (stats.ep ?? 0), sp: s.sp + (stats.sp ?? 0) }
}

/** Changes a player's Ép. */
function changeEp(d: HkkState, p: Player, n: number, ev: EngineEvent[]): void {
  d.players[p].ep += n
  ev.push({ type: n >= 0 ? 'gain-life' : 'lose-life', data: { player: p, n: Math.abs(n) } })
}

/** One handler per effect kind. */
const HANDLERS: { [K in Kind]: Handler<K> } = {
  damage: (d, e, ctx, ev) => {
    for (const t of aimed(d, e.to, ctx)) dealDamage(d, t as SlotId, amount(e.n, ctx), ev)
  },
  heal: (d, e, ctx, ev) => {
    for (const t of aimed(d, e.to, ctx)) {
      if (t === 'p1' || t === 'p2') changeEp(d, t, amount(e.n, ctx), ev)
      else if (d.perms[t]) d.perms[t]!.damage = Math.max(0, d.perms[t]!.damage - amount(e.n, ctx))
      ev.push({ type: 'heal', data: { to: t, n: amount(e.n, ctx) } })
    }
  },
  'gain-life': (d, e, ctx, ev) => changeEp(d, whom(e.player, ctx), amount(e.n, ctx), ev),
  'lose-life': (d, e, ctx, ev) => changeEp(d, whom(e.player, ctx), -amount(e.n, ctx), ev),
  stat: (d, e, ctx) => {
    for (const t of aimed(d, e.to, ctx)) addStats(d, t, e.stats, e.until === 'end-of-turn')
  },
  vp: (d, e, ctx) => {
    const p = d.players[ctx.controller]
    p.vp = Math.max(0, p.vp + amount(e.n, ctx))
  },
  'vp-regen': (d, e, ctx) => {
    d.players[ctx.controller].regenBonus += e.n
  },
  draw: (d, e, ctx, ev) => drawCards(d, whom(e.player, ctx), amount(e.n, ctx), ev),
  'peek-top': (d, e, ctx, ev) => {
    const top = zoneSlots(d.cards, zones.deck(ctx.controller)).slice(0, e.n)
    d.cards = showSlotsTo(d.cards, top, [seatOf(d, ctx.controller)])
    ev.push({ type: 'peek', visibleTo: [seatOf(d, ctx.controller)], data: { slots: top } })
  },
  'return-to-hand': (d, e, ctx, ev) => {
    for (const t of aimed(d, e.to, ctx)) if (d.perms[t]) leavePlay(d, t, 'hand', ev)
  },
  destroy: (d, e, ctx, ev) => {
    for (const t of aimed(d, e.to, ctx)) if (d.perms[t]) leavePlay(d, t, 'discard', ev)
  },
  passivize: (d, e, ctx) => {
    for (const t of aimed(d, e.to, ctx)) if (d.perms[t]) d.perms[t]!.active = false
  },
  activate: (d, e, ctx) => {
    for (const t of aimed(d, e.to, ctx)) if (d.perms[t]) d.perms[t]!.active = true
  },
  'create-token': (d, e, ctx, ev) => takeTokens(d, ctx.controller, e.token, e.n, e.zone, ev),
  'add-counter': (d, e, ctx) => {
    for (const t of aimed(d, e.to, ctx)) if (d.perms[t]) d.perms[t]!.plusOne += e.n
  },
  'prevent-play': (d, _e, ctx, ev) => {
    const entry = d.stack.find((s) => s.slot === ctx.reactsTo)
    if (entry) {
      entry.prevented = true
      ev.push({ type: 'prevented', data: { slot: entry.slot } })
    }
  },
  'cost-mod': (d, e, ctx) => {
    d.players[ctx.controller].costMod += e.n
  },
  'end-turn': (d, _e, _ctx, ev) => {
    d.turn.cut = true
    ev.push({ type: 'turn-cut' })
  },
  // These three wait for a roll (runQueue stops before them); reaching them here is a bug.
  'roll-d6': () => {
    throw new Error('hkk: roll-d6 needs a roll')
  },
  coin: () => {
    throw new Error('hkk: coin needs a roll')
  },
  'random-discard': () => {
    throw new Error('hkk: random-discard needs a roll')
  },
}

/** Every effect kind the resolver knows (the handler table is exhaustive over `HkkEffect`). */
export const EFFECT_KINDS: readonly string[] = Object.keys(HANDLERS)

/** Resolves one effect now. */
export function resolveEffect(d: HkkState, effect: Effect, ctx: EffectCtx, ev: EngineEvent[]): void {
  ;(HANDLERS[effect.kind] as Handler<Kind>)(d, effect as never, ctx, ev)
}

/** The on-enter abilities of a card that just entered play, as queue items (their targets chosen at play). */
function onEnterItems(d: HkkState, slot: SlotId, by: Player, targets: string[]): HkkState['queue'] {
  const items: HkkState['queue'] = []
  let offset = 0
  for (const a of defOf(d, slot).abilities) {
    if (a.trigger !== 'on-enter') continue
    const n = a.targets?.length ?? 0
    const ctx: EffectCtx = {
      source: slot,
      controller: by,
      targets: targets.slice(offset, offset + n),
      x: 0,
      reactsTo: null,
    }
    offset += n
    for (const effect of a.effects) items.push({ do: 'effect', effect, ctx })
  }
  return items
}

/** Runs the queue until it is empty, a roll is pending, or the game is over. */
export function runQueue(d: HkkState, ev: EngineEvent[]): void {
  while (d.queue.length > 0 && !d.pending && !d.result) {
    const item = d.queue[0]!
    if (item.do === 'effect' && ROLL_KINDS.has(item.effect.kind)) {
      d.pending = { kind: 'roll', by: item.ctx.controller }
      return
    }
    d.queue.shift()
    if (item.do === 'effect') resolveEffect(d, item.effect, item.ctx, ev)
    else if (item.do === 'manual') {
      // The text is the player's to resolve: the queue waits until the opponent has acknowledged it (manual.ts).
      const { slot: source, by, def, reason } = item
      d.pending = { kind: 'manual', by, source, def, reason, ops: [] }
      ev.push({ type: 'manual-start', data: { player: by, source, def, reason } })
    } else if (item.do === 'enter') {
      enterPlay(d, item.slot, item.by, item.host, ev)
      const def = d.perms[item.slot]!.def
      const manual: HkkState['queue'] = d.defs[def]?.manual
        ? [{ do: 'manual', slot: item.slot, by: item.by, def, reason: 'enter' }]
        : []
      d.queue.unshift(...onEnterItems(d, item.slot, item.by, item.targets), ...manual)
    } else {
      d.cards = moveSlot(d.cards, item.slot, zones.discard(item.owner))
      ev.push({ type: 'to-discard', data: { slot: item.slot } })
    }
    if (d.players.p1.ep <= 0 || d.players.p2.ep <= 0) return
  }
}

/** Answers a pending roll with `rng`: the die, coin or random discard at the head of the queue, then runs on. */
export function answerRoll(d: HkkState, rng: Rng, ev: EngineEvent[]): void {
  const item = d.queue.shift()
  d.pending = null
  if (!item || item.do !== 'effect') return
  const { effect, ctx } = item
  if (effect.kind === 'roll-d6') {
    const n = clampDie(rng.int(1, 6))
    ev.push({ type: 'die', data: { n } })
    const row = effect.table.find((r) => n >= r.from && n <= r.to)
    if (row) d.queue.unshift(...row.effects.map((e) => ({ do: 'effect' as const, effect: e, ctx })))
  } else if (effect.kind === 'coin') {
    const heads = rng.int(0, 1) === 0
    ev.push({ type: 'coin', data: { heads } })
    d.queue.unshift(...(heads ? effect.heads : effect.tails).map((e) => ({ do: 'effect' as const, effect: e, ctx })))
  } else if (effect.kind === 'random-discard') {
    const p = whom(effect.player, ctx)
    const hand = [...zoneSlots(d.cards, zones.hand(p))]
    const picked = rng.shuffle(hand).slice(0, effect.n)
    for (const s of picked) d.cards = moveSlot(d.cards, s, zones.discard(p))
    ev.push({ type: 'random-discard', data: { player: p, slots: picked } })
  }
  runQueue(d, ev)
}
