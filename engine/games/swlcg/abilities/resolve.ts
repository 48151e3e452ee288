/**
 * Resolving an ability's effects, one at a time, from `state.ability` (a resumable machine in the state, so an
 * effect may wait: damage goes through the damage queue with its Protect and shield steps, a destruction opens its
 * reaction window, and the ability carries on after them). apply.ts runs it while nothing else waits.
 *
 * ./support.ts lists the effect kinds resolved today; an ability using any other kind is refused when used (the
 * card's title and "not in the rules engine yet"), never resolved halfway.
 */
import { moveSlot, zoneOf, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { enqueue } from '../damage'
import { rulesOf } from '../data/rules'
import { inPlayFacts, publicFacts, zones } from '../queries'
import { openResponses } from '../responses'
import { destroy, drawCards, enterPlay, leavePlay, patchCard, turnDial } from '../table'
import type { PendingAbility, Side, SwlcgState } from '../types'
import { holds, matchesInPlay, resolveRef, type AbilityContext } from './filters'
import { addLasting } from './lasting'
import type { Amount, Effect, Target } from './vocabulary'

/** The effect list at `path` in the card's rules: [ability], then (effect, branch) pairs into `if` branches. */
function listAt(card: string, path: readonly number[]): readonly Effect[] {
  const ability = rulesOf(card)[path[0]!]
  let list: readonly Effect[] = ability && 'effects' in ability ? ability.effects : []
  for (let i = 1; i + 1 < path.length; i += 2) {
    const effect = list[path[i]!]
    list = effect?.do === 'if' ? (path[i + 1] === 0 ? effect.then : (effect.else ?? [])) : []
  }
  return list
}

/**
 * Starts resolving ability `index` of `card` (a card id) in the frame `ctx`, with the user's choices; an action
 * (`then` 'acted-in-window') or a response used in the open window ('respond').
 */
export function startAbility(
  draft: SwlcgState,
  ctx: AbilityContext,
  card: string,
  index: number,
  choices: SlotId[][],
  then: PendingAbility['then'] = 'acted-in-window',
): void {
  const frames = [{ path: [index], next: 0 }]
  draft.ability = { ctx, card, frames, choices, choice: 0, x: 0, depth: draft.windows.length, then }
}

/** Whether the pending ability may run now: nothing it caused waits (a prompt, damage, a newer window). */
export function abilityMayRun(draft: SwlcgState): boolean {
  const a = draft.ability
  return !!a && !draft.result && !draft.prompt && draft.windows.length === a.depth && draft.queue.length === 0
}

/** A number an effect names, now. */
function amountOf(state: SwlcgState, amount: Amount, a: PendingAbility): number {
  if (typeof amount === 'number') return amount
  if ('ref' in amount) return a.x
  if ('if' in amount) return holds(state, amount.if, a.ctx, (s) => publicFacts(state, s)) ? amount.then : amount.else
  const matching = Object.keys(state.table).filter((slot) =>
    matchesInPlay(state, slot, inPlayFacts(state, slot), amount.count, a.ctx),
  )
  return matching.length * (amount.times ?? 1)
}

/** The cards in play a target names now (a reference that left play names none). */
function targetSlots(draft: SwlcgState, target: Target, a: PendingAbility): SlotId[] {
  if ('ref' in target) {
    const slot = resolveRef(draft, target.ref, a.ctx)
    return slot !== null && Object.hasOwn(draft.table, slot) ? [slot] : []
  }
  if ('each' in target) {
    return Object.keys(draft.table).filter((slot) =>
      matchesInPlay(draft, slot, inPlayFacts(draft, slot), target.each, a.ctx),
    )
  }
  return nextChoice(draft).filter((slot) => Object.hasOwn(draft.table, slot))
}

/** The next list of chosen cards. */
function nextChoice(draft: SwlcgState): SlotId[] {
  const a = draft.ability!
  draft.ability = { ...a, choice: a.choice + 1 }
  return a.choices[a.choice] ?? []
}

/**
 * Runs the pending ability until it is done or something else must happen first; returns true when it finished
 * now (the caller then hands priority on, `then`).
 */
export function runAbility(draft: SwlcgState, events: EngineEvent[]): boolean {
  while (abilityMayRun(draft)) {
    const a = draft.ability!
    const frame = a.frames[a.frames.length - 1]
    if (!frame) {
      draft.ability = null
      // A played event goes to its owner's discard pile once its effects are done (never a target of its own).
      if (zoneOf(draft.cards, a.ctx.source) === zones.resolving(a.ctx.side)) {
        draft.cards = moveSlot(draft.cards, a.ctx.source, zones.discard(a.ctx.side))
      }
      events.push({ type: 'ability-resolved', data: { card: a.ctx.source } })
      return true
    }
    const list = listAt(a.card, frame.path)
    if (frame.next >= list.length) {
      draft.ability = { ...a, frames: a.frames.slice(0, -1) }
      continue
    }
    const rest = a.frames.slice(0, -1)
    draft.ability = { ...a, frames: [...rest, { ...frame, next: frame.next + 1 }] }
    const effect = list[frame.next]!
    if (effect.do === 'if') {
      const branch = holds(draft, effect.cond, a.ctx, (s) => publicFacts(draft, s)) ? 0 : 1
      const now = draft.ability
      draft.ability = { ...now, frames: [...now.frames, { path: [...frame.path, frame.next, branch], next: 0 }] }
      continue
    }
    resolveEffect(draft, effect, events)
  }
  return false
}

/** Resolves one effect of the pending ability. */
function resolveEffect(draft: SwlcgState, effect: Effect, events: EngineEvent[]): void {
  const a = draft.ability!
  const side = a.ctx.side
  const amount = (n: Amount) => amountOf(draft, n, a)
  switch (effect.do) {
    case 'damage':
    case 'focus': {
      const n = amount(effect.amount)
      const slots = targetSlots(draft, effect.target, a)
      enqueue(
        draft,
        slots.map((card) => ({ kind: effect.do, card, amount: n, by: side, source: 'effect', stage: 'protect' })),
      )
      return
    }
    case 'unfocus':
    case 'heal': {
      const key = effect.do === 'unfocus' ? 'focus' : 'damage'
      for (const slot of targetSlots(draft, effect.target, a)) {
        const has = draft.table[slot]![key]
        const n = effect.amount === 'all' ? has : Math.min(has, amount(effect.amount))
        patchCard(draft, slot, { [key]: has - n })
        events.push({
          type: effect.do === 'unfocus' ? 'focus-removed' : 'damage-removed',
          data: { card: slot, amount: n },
        })
      }
      return
    }
    case 'move-damage': {
      const [from] = targetSlots(draft, effect.from, a)
      const [to] = targetSlots(draft, effect.to, a)
      if (from === undefined || to === undefined) return
      const n = Math.min(effect.amount, draft.table[from]!.damage)
      patchCard(draft, from, { damage: draft.table[from]!.damage - n })
      patchCard(draft, to, { damage: draft.table[to]!.damage + n })
      events.push({ type: 'damage-moved', data: { from, to, amount: n } })
      return
    }
    case 'shield':
      for (const slot of targetSlots(draft, effect.target, a)) {
        if (draft.table[slot]!.shield) continue
        patchCard(draft, slot, { shield: true })
        events.push({ type: 'shield-placed', data: { card: slot } })
      }
      return
    case 'clear':
      for (const slot of targetSlots(draft, effect.target, a)) clearCard(draft, slot, effect.what, events)
      return
    case 'draw':
      drawCards(draft, side, amount(effect.amount), events)
      return
    case 'recover':
      recover(draft, side, effect.from === 'top' ? topOfDiscard(draft, side, amount(effect.amount)) : nextChoice(draft))
      return
    case 'put-into-play':
      for (const slot of nextChoice(draft)) putIntoPlay(draft, slot, side, effect.participating === true, events)
      return
    case 'destroy':
      for (const slot of targetSlots(draft, effect.target, a)) {
        const owner = draft.table[slot]!.owner
        destroy(draft, slot, events)
        if (!draft.result) openResponses(draft, 'reaction', { on: 'destroyed', card: slot, owner }, 'queue')
      }
      return
    case 'discard':
    case 'return-to-hand':
      for (const slot of targetSlots(draft, effect.target, a)) {
        const owner = draft.table[slot]!.owner
        leavePlay(draft, slot, effect.do === 'discard' ? zones.discard(owner) : zones.hand(owner), events)
      }
      return
    case 'dial': {
      const by = effect.by < 0 ? Math.max(effect.by, Math.min(0, (effect.min ?? 0) - draft.dial)) : effect.by
      turnDial(draft, by, events)
      return
    }
    case 'grant': {
      const icons = typeof effect.icons === 'object' ? effect.icons : {}
      const cards = targetSlots(draft, effect.target, a)
      addLasting(draft, { kind: 'grant', cards, icons, keywords: [...(effect.keywords ?? [])], until: effect.duration })
      return
    }
    case 'restrict':
      addLasting(draft, {
        kind: 'restrict',
        cards: targetSlots(draft, effect.target, a),
        cannot: effect.cannot,
        until: effect.duration,
      })
      return
    case 'next-card':
      addLasting(draft, {
        kind: 'next-card',
        side,
        costLess: effect.costLess,
        ignoreMatch: effect.ignoreMatch,
        until: 'phase',
      })
      return
    case 'ignore-match':
      addLasting(draft, { kind: 'ignore-match', side, until: effect.duration })
      return
    default:
      throw new Error(`swlcg: effect ${effect.do} is not resolved yet`)
  }
}

/** Tokens and/or enhancements off a card. */
function clearCard(
  draft: SwlcgState,
  slot: SlotId,
  what: readonly ('focus' | 'damage' | 'shields' | 'enhancements')[],
  events: EngineEvent[],
): void {
  const patch: Partial<{ focus: number; damage: number; shield: boolean }> = {}
  if (what.includes('focus')) patch.focus = 0
  if (what.includes('damage')) patch.damage = 0
  if (what.includes('shields')) patch.shield = false
  patchCard(draft, slot, patch)
  if (what.includes('enhancements')) {
    for (const attached of Object.keys(draft.table).filter((s) => draft.table[s]!.host === slot)) {
      leavePlay(draft, attached, zones.discard(draft.table[attached]!.owner), events)
    }
  }
  events.push({ type: 'cleared', data: { card: slot, what: [...what] } })
}

/** The top `n` cards of `side`'s discard pile. */
function topOfDiscard(draft: SwlcgState, side: Side, n: number): SlotId[] {
  return zoneSlots(draft.cards, zones.discard(side)).slice(0, n)
}

/** Cards from `side`'s discard pile to its hand. */
function recover(draft: SwlcgState, side: Side, slots: readonly SlotId[]): void {
  for (const slot of slots) draft.cards = moveSlot(draft.cards, slot, zones.hand(side), 'bottom')
}

/** A unit from a hand or discard pile into play under `side`'s control (participating on its side if asked). */
function putIntoPlay(draft: SwlcgState, slot: SlotId, side: Side, participating: boolean, events: EngineEvent[]) {
  enterPlay(draft, slot, zones.play(side), side)
  const e = draft.engagement
  if (participating && e) {
    const attacking = draft.turn.active === side
    draft.engagement = attacking
      ? { ...e, attackers: [...e.attackers, slot] }
      : { ...e, defenders: [...e.defenders, slot] }
  }
  events.push({ type: 'put-into-play', data: { side, slot, card: draft.table[slot]!.card } })
}
