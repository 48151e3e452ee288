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
import { destroyLater, enqueue, leaveLater } from '../pending'
import { openResponses } from '../responses'
import { inPlayFacts, publicFacts, zones } from '../queries'
import { drawCards, leavePlay, patchCard, turnDial } from '../table'
import type { PendingAbility, Player, SwlcgState } from '../types'
import { candidates, targetSpec, targetsOf } from './choices'
import { holds, matchesInPlay, resolveRef, sideOf, type AbilityContext } from './filters'
import { cancelPending, divertDamage, insteadToHand } from './interrupts'
import {
  captureCards,
  captureFromHand,
  fromHand,
  lookAtHand,
  rescueOne,
  sacrifice,
  grantChosenIcon,
  toDeckBottom,
} from './picks'
import { addLasting } from './lasting'
import { examineTop } from './examine'
import { listAt, speakTo } from './frames'
import { runHook } from './hookEffects'
import { futile, groupPlayers } from './groups'
import { edgeFromHand, moveCaptive, putIntoPlayEffect, takeControl, WAITING } from './team'
import { settleOpponent } from './opponent'
import type { Amount, Effect, Filter, Icons, Target } from './vocabulary'

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
  upFront = true,
  entropy: string | null = null,
): void {
  const frames = [{ path: [index], next: 0 }]
  const depth = draft.windows.length
  // An ability used while another waits (a response to something it caused) resolves first; the other then resumes.
  if (draft.ability) draft.suspended = [...draft.suspended, draft.ability]
  draft.ability = {
    ctx,
    card,
    frames,
    choices,
    choice: 0,
    x: 0,
    depth,
    upFront,
    answer: null,
    then,
    entropy,
    step: 0,
    held: [],
  }
}

/** Whether the pending ability may run now: nothing it caused waits (a prompt, damage, a newer window). */
export function abilityMayRun(draft: SwlcgState): boolean {
  const a = draft.ability
  const head = draft.queue[0]
  return !!a && !draft.result && !draft.prompt && draft.windows.length === a.depth && !(head && head.depth >= a.depth)
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
function targetSlots(draft: SwlcgState, target: Target, a: PendingAbility): SlotId[] | typeof WAIT {
  if ('ref' in target) {
    const slot = resolveRef(draft, target.ref, a.ctx)
    return slot !== null && Object.hasOwn(draft.table, slot) ? [slot] : []
  }
  if ('each' in target) {
    return Object.keys(draft.table).filter((slot) =>
      matchesInPlay(draft, slot, inPlayFacts(draft, slot), target.each, a.ctx),
    )
  }
  const asked = askedChoice(draft, target, a)
  return asked === WAIT ? WAIT : asked.filter((slot) => Object.hasOwn(draft.table, slot))
}

/** Returned when an effect must wait for a `choose` prompt's answer (the effect then runs again). */
const WAIT = null

/** The next list of chosen cards made when the ability was used. */
function nextChoice(draft: SwlcgState): SlotId[] {
  const a = draft.ability!
  draft.ability = { ...a, choice: a.choice + 1 }
  return a.choices[a.choice] ?? []
}

/**
 * The cards a `choose` target names: chosen up front by the ability's user, or asked now (an opponent's pick, or
 * any choice of a fate card) through a `choose` prompt; WAIT while the prompt is open. A choice with no candidate
 * names nothing; one with no freedom (as many candidates as it must take) is made without asking.
 */
function askedChoice(draft: SwlcgState, target: Extract<Target, { choose: Filter }>, a: PendingAbility) {
  const chooser = target.chooser ?? 'you'
  // Choices nested in `may` or `each-player` are asked as they resolve (of the player then carrying them out).
  if (a.upFront && chooser === 'you' && a.frames.length === 1) return nextChoice(draft)
  if (a.answer !== null) {
    draft.ability = { ...a, answer: null }
    return a.answer
  }
  const spec = targetSpec(target)
  const who = sideOf(draft, a.ctx, chooser)
  // An opponent choosing picks a card they control: in 2v2 one of the opponent the user picked (./opponent.ts).
  const options = candidates(draft, spec, a.ctx).filter(
    (slot) => chooser === 'you' || draft.table[slot]?.controller === who,
  )
  const max = Math.min(spec.count, spec.distinctControllers ? 1 : options.length)
  const min = spec.upTo ? 0 : max
  if (options.length === 0 || (min === max && options.length === max)) return options
  draft.prompt = { kind: 'choose', side: who, options, min, max }
  return WAIT
}

/**
 * Runs the pending ability until it is done or something else must happen first; returns what follows it when it
 * finished now (`then`: the caller carries on there), else null. While it waits, "you" is its user again.
 */
export function runAbility(draft: SwlcgState, events: EngineEvent[]): PendingAbility['then'] | null {
  const then = runFrames(draft, events)
  if (then === null) speakTo(draft, true)
  return then
}

/** The interpreter's loop (runAbility). */
function runFrames(draft: SwlcgState, events: EngineEvent[]): PendingAbility['then'] | null {
  while (abilityMayRun(draft)) {
    speakTo(draft)
    const a = draft.ability!
    const frame = a.frames[a.frames.length - 1]
    if (!frame) {
      draft.ability = draft.suspended[draft.suspended.length - 1] ?? null
      draft.suspended = draft.suspended.slice(0, -1)
      // A played event goes to its owner's discard pile once its effects are done (never a target of its own).
      const resolving = draft.players.find((p) => zoneOf(draft.cards, a.ctx.source) === zones.resolving(p))
      if (resolving) draft.cards = moveSlot(draft.cards, a.ctx.source, zones.discard(resolving))
      events.push({ type: 'ability-resolved', data: { card: a.ctx.source } })
      return a.then
    }
    const list = listAt(a.card, frame.path)
    if (frame.next >= list.length) {
      draft.ability = { ...a, frames: a.frames.slice(0, -1) }
      continue
    }
    const effect = list[frame.next]!
    const advance = () => {
      const now = draft.ability!
      const frames = now.frames.map((f, i) => (i === a.frames.length - 1 ? { ...f, next: f.next + 1 } : f))
      draft.ability = { ...now, frames, step: 0 }
    }
    if (effect.do === 'if') {
      advance()
      const branch = holds(draft, effect.cond, a.ctx, (s) => publicFacts(draft, s)) ? 0 : 1
      const now = draft.ability!
      draft.ability = { ...now, frames: [...now.frames, { path: [...frame.path, frame.next, branch], next: 0 }] }
      continue
    }
    if (effect.do === 'each-player') {
      // Each player of the group in turn: one frame each, the first player's on top.
      advance()
      const players = groupPlayers(draft, effect.who, a.ctx.side).reverse()
      const now = draft.ability!
      const frames = players.map((p) => ({ path: [...frame.path, frame.next, draft.players.indexOf(p)], next: 0 }))
      draft.ability = { ...now, frames: [...now.frames, ...frames] }
      continue
    }
    if (effect.do === 'may') {
      // "You may": a prompt naming this card (take it: yes); not asked when the effects could do nothing.
      if (a.answer === null && effect.effects.some((e) => !futile(draft, e, a.ctx))) {
        draft.prompt = { kind: 'choose', side: a.ctx.side, options: [a.ctx.source], min: 0, max: 1 }
        continue
      }
      const yes = (a.answer?.length ?? 0) > 0
      draft.ability = { ...a, answer: null }
      advance()
      const now = draft.ability!
      if (yes) draft.ability = { ...now, frames: [...now.frames, { path: [...frame.path, frame.next, 0], next: 0 }] }
      continue
    }
    if (resolveEffect(draft, effect, events)) advance()
  }
  return null
}

/**
 * Resolves one effect of the pending ability; false when it waits for a `choose` prompt (it runs again once the
 * prompt is answered).
 */
function resolveEffect(draft: SwlcgState, effect: Effect, events: EngineEvent[]): boolean {
  if (settleOpponent(draft, effect) === WAITING) return false
  const a = draft.ability!
  if (effect.do === 'hook') return runHook(draft, effect.name, a, events)
  if (effect.do === 'discard-hand' || effect.do === 'hand-to-deck-bottom') return fromHand(draft, effect, a, events)
  if (effect.do === 'sacrifice') return sacrifice(draft, effect, a)
  if (effect.do === 'capture-from-hand') return captureFromHand(draft, effect, a, events)
  if (effect.do === 'rescue') return rescueOne(draft, effect, a, events)
  if (effect.do === 'examine-top') return examineTop(draft, effect, a, events)
  if (effect.do === 'edge-from-hand') return edgeFromHand(draft, effect, a)
  if (effect.do === 'move-captive') return moveCaptive(draft, events)
  if (effect.do === 'put-into-play') {
    const slot = a.step > 0 ? a.held[0] : effect.self ? a.ctx.source : nextChoice(draft)[0]
    return putIntoPlayEffect(draft, effect, draft.ability!, slot, events)
  }
  // An effect asking again after its targets were named goes on with them (`held`), never naming them twice.
  if (effect.do === 'take-control' && a.step > 0) return takeControl(draft, effect, a, a.held)
  if (effect.do === 'capture' && a.step > 0) return captureCards(draft, effect, a, a.held)
  const lists: SlotId[][] = []
  for (const target of targetsOf(effect)) {
    const slots = targetSlots(draft, target, draft.ability!)
    if (slots === WAIT) return false
    lists.push(slots)
  }
  if (effect.do === 'to-deck-bottom') return toDeckBottom(draft, draft.ability!, lists[0] ?? [])
  if (effect.do === 'capture') return captureCards(draft, effect, draft.ability!, lists[0] ?? [])
  if (effect.do === 'take-control') return takeControl(draft, effect, draft.ability!, lists[0] ?? [])
  if (effect.do === 'grant' && effect.icons === 'choose-one')
    return grantChosenIcon(draft, effect, draft.ability!, lists[0] ?? [])
  applyEffect(draft, effect, a, lists, events)
  return true
}

/** Applies one effect with the cards its targets name (`lists`, in the order `targetsOf` gives them). */
function applyEffect(
  draft: SwlcgState,
  effect: Effect,
  a: PendingAbility,
  lists: SlotId[][],
  events: EngineEvent[],
): void {
  const side = a.ctx.side
  const amount = (n: Amount) => amountOf(draft, n, a)
  const slots = lists[0] ?? []
  switch (effect.do) {
    case 'damage':
    case 'focus': {
      const n = amount(effect.amount)
      enqueue(
        draft,
        slots.map((card) => ({ kind: effect.do, card, amount: n, by: side, source: 'effect', stage: 'protect' })),
      )
      return
    }
    case 'unfocus':
    case 'heal': {
      const key = effect.do === 'unfocus' ? 'focus' : 'damage'
      for (const slot of slots) {
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
      const [from] = slots
      const [to] = lists[1] ?? []
      if (from === undefined || to === undefined) return
      const n = Math.min(effect.amount, draft.table[from]!.damage)
      patchCard(draft, from, { damage: draft.table[from]!.damage - n })
      patchCard(draft, to, { damage: draft.table[to]!.damage + n })
      events.push({ type: 'damage-moved', data: { from, to, amount: n } })
      return
    }
    case 'shield':
      for (const slot of slots) {
        const shields = draft.table[slot]!.shield
        if (shields > 0 && !effect.ignoreLimit) continue
        patchCard(draft, slot, { shield: shields + 1 })
        events.push({ type: 'shield-placed', data: { card: slot } })
      }
      return
    case 'clear':
      for (const slot of slots) clearCard(draft, slot, effect.what, events)
      return
    case 'draw':
      drawCards(draft, side, amount(effect.amount), events)
      return
    case 'recover':
      recover(draft, side, effect.from === 'top' ? topOfDiscard(draft, side, amount(effect.amount)) : nextChoice(draft))
      return
    case 'discard-at-end':
      addLasting(draft, { kind: 'discard-at-end', cards: slots, until: effect.duration })
      return
    case 'destroy':
      for (const slot of slots) destroyLater(draft, slot)
      return
    case 'discard':
    case 'return-to-hand':
      leaveLater(draft, slots, effect.do === 'discard' ? 'discarded' : 'returned')
      return
    case 'dial': {
      const by = effect.by < 0 ? Math.max(effect.by, Math.min(0, (effect.min ?? 0) - draft.dial)) : effect.by
      turnDial(draft, by, events)
      if (by > 0 && !draft.result) openResponses(draft, 'reaction', { on: 'dial-raised', by }, 'queue')
      return
    }
    case 'grant': {
      const printed = effect.icons === 'printed-of-previous'
      const icons = printed ? printedIcons(draft, a.ctx.previous) : typeof effect.icons === 'object' ? effect.icons : {}
      addLasting(draft, {
        kind: 'grant',
        cards: slots,
        icons,
        keywords: [...(effect.keywords ?? [])],
        until: effect.duration,
      })
      return
    }
    case 'mill':
      mill(draft, side, effect.amount, events)
      return
    case 'restrict':
      addLasting(draft, {
        kind: 'restrict',
        cards: slots,
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
    case 'cancel':
      cancelPending(draft, a, events)
      return
    case 'prevent':
      divertDamage(draft, a, effect.amount, null, events)
      return
    case 'redirect':
      if (slots[0] !== undefined) divertDamage(draft, a, effect.amount, slots[0], events)
      return
    case 'look-at-hand':
      lookAtHand(draft, a, events)
      return
    case 'instead-to-hand':
      insteadToHand(draft, a, events)
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
  const patch: Partial<{ focus: number; damage: number; shield: number }> = {}
  if (what.includes('focus')) patch.focus = 0
  if (what.includes('damage')) patch.damage = 0
  if (what.includes('shields')) patch.shield = 0
  patchCard(draft, slot, patch)
  if (what.includes('enhancements')) {
    for (const attached of Object.keys(draft.table).filter((s) => draft.table[s]!.host === slot)) {
      leavePlay(draft, attached, zones.discard(draft.table[attached]!.owner), events)
    }
  }
  events.push({ type: 'cleared', data: { card: slot, what: [...what] } })
}

/** The top `n` cards of `side`'s discard pile. */
function topOfDiscard(draft: SwlcgState, side: Player, n: number): SlotId[] {
  return zoneSlots(draft.cards, zones.discard(side)).slice(0, n)
}

/** Cards from `side`'s discard pile to its hand. */
function recover(draft: SwlcgState, side: Player, slots: readonly SlotId[]): void {
  for (const slot of slots) draft.cards = moveSlot(draft.cards, slot, zones.hand(side), 'bottom')
}

/**
 * The top `n` cards of `side`'s deck to its discard pile, face up; the last one becomes `previous` for the effects
 * after it (an empty deck gives none).
 */
function mill(draft: SwlcgState, side: Player, n: number, events: EngineEvent[]): void {
  for (let i = 0; i < n; i++) {
    const top = zoneSlots(draft.cards, zones.deck(side))[0]
    if (top === undefined) return
    draft.cards = moveSlot(draft.cards, top, zones.discard(side))
    const a = draft.ability!
    draft.ability = { ...a, ctx: { ...a.ctx, previous: top } }
    events.push({ type: 'milled', data: { side, slot: top, card: publicFacts(draft, top)?.id ?? null } })
  }
}

/** The printed (normal) combat icons of the card `slot`, as icons to grant; none for no card. */
function printedIcons(draft: SwlcgState, slot: SlotId | null | undefined): Icons {
  const printed = slot ? publicFacts(draft, slot)?.combatIcons : null
  return printed ? { unit: printed.unitDamage, blast: printed.blastDamage, tactics: printed.tactics } : {}
}
