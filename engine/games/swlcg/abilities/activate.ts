/**
 * Using an Action ability in an action window: a card in play's action, or an event played from the hand (its
 * Action is how it is played: its cost is paid with resources, it goes to the discard pile and its effects
 * resolve). `use { card, ability, choices?, costs?, payment? }` names the card, the ability's index in the card's
 * rules, the cards each choice names, the cards that pay the costs that need one (a focus or sacrifice of "a …",
 * discards from hand), and the resources paid.
 */
import { moveSlot } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { payloadRecord, readInt, readString } from '../../../core/game'
import type { EngineError, EngineEvent } from '../../../core/types'
import type { CardFacts } from '../data'
import { rulesOf } from '../data/rules'
import { findPayment, paymentProblem } from '../deploy'
import { swlcgErrors } from '../errors'
import type { Handler } from '../payload'
import { readAmounts, readSlots } from '../payload'
import { factsFor, inHand, inPlayFacts, isReady, zones } from '../queries'
import { addFocus, discardSlots, leavePlay, patchCard } from '../table'
import type { CardAmount, Side, SwlcgAction, SwlcgState } from '../types'
import { allChoices, choiceSpecs, choosable, validChoice } from './choices'
import { matchesInPlay, type AbilityContext } from './filters'
import { playCost } from './modifiers'
import { resolvable, startAbility } from './resolve'
import type { Ability, Cost, PlayWindow } from './vocabulary'

type ActionAbility = Extract<Ability, { kind: 'action' }>

/** A card `side` could use an action of now: its facts, where it is and the frame its ability reads. */
type Source = { facts: CardFacts; fromHand: boolean; ctx: AbilityContext }

/** The card at `slot` as a source of actions for `side`: a card it controls in play, or an event in its hand. */
function sourceOf(state: SwlcgState, slot: SlotId, side: Side): Source | null {
  const entry = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  if (entry)
    return entry.controller === side
      ? { facts: inPlayFacts(state, slot), fromHand: false, ctx: { source: slot, side } }
      : null
  if (!inHand(state, slot, side)) return null
  const facts = factsFor(state, slot, side)
  return facts?.type === 'event' ? { facts, fromHand: true, ctx: { source: slot, side } } : null
}

/** The key a per-turn limit counts under: the card in play, or an event's title (copies share the limit). */
function limitKey(source: Source, index: number): string {
  return source.fromHand ? `${source.facts.title}#${index}` : `${source.ctx.source}#${index}`
}

/** Whether the action's play window allows it now. */
function windowOpen(state: SwlcgState, window: PlayWindow | undefined, side: Side): boolean {
  if (window === 'your-turn') return state.turn.active === side
  if (window === 'force-phase') return state.turn.phase === 'force'
  if (window === 'engagement') return state.engagement !== null
  return true
}

/** Whether a card-paid cost can be paid with `slot`. */
function costCardOk(state: SwlcgState, cost: Cost, slot: SlotId, ctx: AbilityContext): boolean {
  const entry = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  if ('discard' in cost) return inHand(state, slot, ctx.side) && slot !== ctx.source
  if (!entry || entry.controller !== ctx.side || slot === ctx.source) return false
  const filter = 'focus' in cost ? cost.focus : 'sacrifice' in cost ? cost.sacrifice : 'self'
  if (filter === 'self') return false
  if ('focus' in cost && !isReady(state, slot)) return false
  return matchesInPlay(state, slot, inPlayFacts(state, slot), filter, ctx)
}

/** How many cards a cost is paid with from the payload's `costs` list. */
function cardsFor(cost: Cost): number {
  if ('focus' in cost) return cost.focus === 'self' ? 0 : 1
  if ('sacrifice' in cost) return cost.sacrifice === 'self' ? 0 : 1
  if ('discard' in cost) return typeof cost.discard === 'number' ? cost.discard : -1
  return 0
}

/** Why the costs cannot be paid with these cards and resources, or null. */
function costProblem(
  state: SwlcgState,
  source: Source,
  ability: ActionAbility,
  cards: readonly SlotId[],
  payment: readonly CardAmount[],
): EngineError | null {
  const { ctx, facts } = source
  let next = 0
  let resources = source.fromHand ? playCost(state, ctx.side, facts) : 0
  for (const cost of ability.cost ?? []) {
    if (cardsFor(cost) < 0) return swlcgErrors.abilitiesNotYet(facts.title)
    if ('focus' in cost && cost.focus === 'self' && !isReady(state, ctx.source))
      return swlcgErrors.exhausted(facts.title)
    if ('resources' in cost) resources += cost.resources
    if ('reserve' in cost || 'damageSelf' in cost) continue
    for (let i = 0; i < cardsFor(cost); i++) {
      const slot = cards[next++]
      if (slot === undefined || !costCardOk(state, cost, slot, ctx)) return swlcgErrors.badCost(facts.title)
    }
  }
  if (next !== cards.length || new Set(cards).size !== cards.length) return swlcgErrors.badCost(facts.title)
  // An event's cost needs its resource match; resources an ability spends need none.
  const payer = source.fromHand ? facts : { ...facts, affiliation: 'neutral' as const }
  return paymentProblem(state, ctx.side, payer, resources, payment)
}

/**
 * Why `side` cannot use ability `index` of the card at `slot` now (costs and choices aside), or null. The step
 * is an action window (apply.ts accepts `use` only there).
 */
export function useProblem(state: SwlcgState, side: Side, slot: SlotId, index: number): EngineError | null {
  const source = sourceOf(state, slot, side)
  if (!source) return swlcgErrors.notYourCard()
  const ability = rulesOf(source.facts.id)[index]
  if (!ability || ability.kind !== 'action') return swlcgErrors.noSuchAbility(source.facts.title)
  if (!resolvable(ability.effects)) return swlcgErrors.abilitiesNotYet(source.facts.title)
  if (!windowOpen(state, ability.window, side)) return swlcgErrors.notInThisWindow(source.facts.title)
  if (
    ability.limit !== undefined &&
    state.turn.used.filter((k) => k === limitKey(source, index)).length >= ability.limit
  ) {
    return swlcgErrors.limitReached(source.facts.title)
  }
  if (!choosable(state, choiceSpecs(ability.effects), source.ctx)) return swlcgErrors.noTarget(source.facts.title)
  return null
}

/** `use { card, ability, choices?, costs?, payment? }`: uses an Action (see the module comment). */
export const useAbility: Handler = (draft, action, side, events) => {
  const record = payloadRecord(action)
  const slot = readString(record, 'card', 40)
  const index = readInt(record, 'ability', 0, 20)
  const rawChoices = record.choices === undefined ? [] : record.choices
  if (!Array.isArray(rawChoices) || rawChoices.length > 8) return swlcgErrors.badChoices()
  const choices = rawChoices.map((_, i) => readSlots({ list: rawChoices[i] ?? null }, 'list'))
  const costCards = record.costs === undefined ? [] : readSlots(record, 'costs')
  const payment = readAmounts(record, 'payment')
  const problem = useProblem(draft, side, slot, index)
  if (problem) return problem
  const source = sourceOf(draft, slot, side)!
  const ability = rulesOf(source.facts.id)[index] as ActionAbility
  const specs = choiceSpecs(ability.effects)
  if (choices.length !== specs.length || specs.some((spec, i) => !validChoice(draft, spec, source.ctx, choices[i]!))) {
    return swlcgErrors.badChoices()
  }
  const paid = costProblem(draft, source, ability, costCards, payment)
  if (paid) return paid
  payCosts(draft, source, ability, costCards, payment, events)
  draft.turn.used = [...draft.turn.used, limitKey(source, index)]
  events.push({ type: 'ability-used', data: { side, card: slot, id: source.facts.id, ability: index, choices } })
  startAbility(draft, source.ctx, source.facts.id, index, choices)
  return null
}

/** Pays the costs (validated): resources, focus, sacrifices, discards, damage, reserve; an event goes to the discard pile. */
function payCosts(
  draft: SwlcgState,
  source: Source,
  ability: ActionAbility,
  cards: readonly SlotId[],
  payment: readonly CardAmount[],
  events: EngineEvent[],
): void {
  const { ctx } = source
  for (const { card, amount } of payment) addFocus(draft, card, amount)
  if (source.fromHand) {
    draft.cards = moveSlot(draft.cards, ctx.source, zones.resolving(ctx.side))
    draft.turn.played = { ...draft.turn.played, [ctx.side]: [...draft.turn.played[ctx.side], source.facts.id] }
  }
  let next = 0
  for (const cost of ability.cost ?? []) {
    if ('focus' in cost) addFocus(draft, cost.focus === 'self' ? ctx.source : cards[next++]!, 1)
    else if ('sacrifice' in cost) {
      const slot = cost.sacrifice === 'self' ? ctx.source : cards[next++]!
      leavePlay(draft, slot, zones.discard(draft.table[slot]!.owner), events)
    } else if ('discard' in cost) {
      const slots = cards.slice(next, next + (cost.discard as number))
      next += slots.length
      discardSlots(draft, ctx.side, slots)
    } else if ('damageSelf' in cost) {
      patchCard(draft, ctx.source, { damage: draft.table[ctx.source]!.damage + cost.damageSelf })
    } else if ('reserve' in cost) {
      draft.turn.reserveCut = { ...draft.turn.reserveCut, [ctx.side]: draft.turn.reserveCut[ctx.side] + cost.reserve }
    }
  }
}

/** The cards a cost could be paid with now (for `legalActions`: the first that works is offered). */
function costCardsFor(state: SwlcgState, source: Source, ability: ActionAbility): SlotId[] | null {
  const out: SlotId[] = []
  for (const cost of ability.cost ?? []) {
    const n = cardsFor(cost)
    if (n < 0) return null
    const pool =
      'discard' in cost ? [...(state.cards.zones[zones.hand(source.ctx.side)]?.slots ?? [])] : Object.keys(state.table)
    const fits = pool.filter((slot) => !out.includes(slot) && costCardOk(state, cost, slot, source.ctx))
    if (fits.length < n) return null
    out.push(...fits.slice(0, n))
  }
  return out
}

/** The `use` actions `side` has now: each usable action with each way to choose (capped), one way to pay. */
export function useActions(state: SwlcgState, side: Side): SwlcgAction[] {
  const out: SwlcgAction[] = []
  const slots = [...Object.keys(state.table), ...(state.cards.zones[zones.hand(side)]?.slots ?? [])]
  for (const slot of slots) {
    const source = sourceOf(state, slot, side)
    if (!source) continue
    rulesOf(source.facts.id).forEach((ability, index) => {
      if (ability.kind !== 'action' || useProblem(state, side, slot, index)) return
      const costs = costCardsFor(state, source, ability)
      if (!costs) return
      let resources = source.fromHand ? playCost(state, side, source.facts) : 0
      for (const cost of ability.cost ?? []) if ('resources' in cost) resources += cost.resources
      const payer = source.fromHand ? source.facts : { ...source.facts, affiliation: 'neutral' as const }
      const payment = findPayment(state, side, payer, resources)
      if (!payment) return
      for (const choices of allChoices(state, choiceSpecs(ability.effects), source.ctx)) {
        const payload = { card: slot, ability: index, choices, costs, payment }
        if (!costProblem(state, source, ability, costs, payment)) out.push({ type: 'use', payload })
      }
    })
  }
  return out
}

/**
 * Whether `side` controls a card in play with an action it could use now (public facts only: the flow asks it to
 * decide whether a window waits for that side).
 */
export function hasUsableAction(state: SwlcgState, side: Side): boolean {
  return Object.keys(state.table).some(
    (slot) =>
      state.table[slot]!.controller === side &&
      rulesOf(state.table[slot]!.card).some((a, i) => a.kind === 'action' && !useProblem(state, side, slot, i)),
  )
}
