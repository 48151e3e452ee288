/**
 * Using an Action ability in an action window: a card in play's action, or an event played from the hand (its
 * Action is how it is played: its cost is paid with resources, it goes to the discard pile and its effects
 * resolve). `use { card, ability, choices?, costs?, payment? }` names the card, the ability's index in the card's
 * rules, the cards each choice names, the cards that pay the costs that need one (a focus or sacrifice of "a …",
 * discards from hand), and the resources paid.
 */
import type { SlotId } from '../../../core/hidden'
import { payloadRecord, readInt, readString } from '../../../core/game'
import { rngForAction } from '../../../core/random'
import type { Action, EngineError } from '../../../core/types'
import { rulesOf } from '../data/rules'
import { swlcgErrors } from '../errors'
import type { Handler } from '../payload'
import { readAmounts, readChoices, readSlots } from '../payload'
import { factsFor, friendly, inPlayFacts, usableAsHand, usableCards } from '../queries'
import type { Player, SwlcgAction, SwlcgState } from '../types'
import { allChoices, choiceSpecs, choosable, validChoice } from './choices'
import { effectsUsable } from './groups'
import { costCardsFor, costProblem, payCosts, paymentFor, type Source } from './costs'
import { afterPayment, openResponses } from '../responses'
import { startAbility } from './resolve'
import { limitKey } from './triggers'
import { needsChance, resolvable } from './support'
import type { Ability, Effect, PlayWindow } from './vocabulary'

type ActionAbility = Extract<Ability, { kind: 'action' }>

/**
 * The card at `slot` as a source of actions for `side`: a card it or a teammate controls in play (a teammate's only for
 * actions any friendly player may use: useProblem), or an event in its hand.
 */
function sourceOf(state: SwlcgState, slot: SlotId, side: Player): Source | null {
  const entry = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  if (entry)
    return friendly(entry.controller, side)
      ? { facts: inPlayFacts(state, slot), fromHand: false, ctx: { source: slot, side } }
      : null
  if (!usableAsHand(state, slot, side)) return null
  const facts = factsFor(state, slot, side)
  return facts?.type === 'event' ? { facts, fromHand: true, ctx: { source: slot, side } } : null
}

/** Whether the action's play window allows it now ("your turn", "your phase": the team's in 2v2 [B:292-296]). */
function windowOpen(state: SwlcgState, window: PlayWindow | undefined, side: Player): boolean {
  if (window === 'your-turn') return friendly(state.turn.active, side)
  if (window === 'your-deployment') return state.turn.phase === 'deployment' && friendly(state.turn.active, side)
  if (window === 'force-phase') return state.turn.phase === 'force'
  if (window === 'engagement') return state.engagement !== null
  return true
}

/**
 * Why `side` cannot use ability `index` of the card at `slot` now (costs and choices aside), or null. The step
 * is an action window (apply.ts accepts `use` only there).
 */
export function useProblem(state: SwlcgState, side: Player, slot: SlotId, index: number): EngineError | null {
  const source = sourceOf(state, slot, side)
  if (!source) return swlcgErrors.notYourCard()
  const ability = rulesOf(source.facts.id)[index]
  if (!ability || ability.kind !== 'action') return swlcgErrors.noSuchAbility(source.facts.title)
  const theirs = !source.fromHand && state.table[slot]!.controller !== side
  if (theirs && !ability.anyFriendly) return swlcgErrors.notYourCard()
  if (!resolvable(ability.effects)) return swlcgErrors.abilitiesNotYet(source.facts.title)
  if (!windowOpen(state, ability.window, side)) return swlcgErrors.notInThisWindow(source.facts.title)
  if (
    ability.limit !== undefined &&
    state.turn.used.filter((k) => k === limitKey(source, index)).length >= ability.limit
  ) {
    return swlcgErrors.limitReached(source.facts.title)
  }
  if (!choosable(state, choiceSpecs(ability.effects), source.ctx) || !effectsUsable(state, ability.effects, source.ctx))
    return swlcgErrors.noTarget(source.facts.title)
  return null
}

/** `use { card, ability, choices?, costs?, payment? }`: uses an Action (see the module comment). */
export const useAbility: Handler = (draft, action, side, events) => {
  const record = payloadRecord(action)
  const slot = readString(record, 'card', 40)
  const index = readInt(record, 'ability', 0, 20)
  const choices = readChoices(record)
  if (!choices) return swlcgErrors.badChoices()
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
  const chance = chanceProblem(ability.effects, action.entropy)
  if (chance) return chance
  const paid = costProblem(draft, source, ability, costCards, payment)
  if (paid) return paid
  payCosts(draft, source, ability, costCards, payment)
  draft.turn.used = [...draft.turn.used, limitKey(source, index)]
  events.push({ type: 'ability-used', data: { side, card: slot, id: source.facts.id, ability: index, choices } })
  const then = source.fromHand ? 'event-played' : 'acted-in-window'
  startAbility(draft, source.ctx, source.facts.id, index, choices, then, true, action.entropy ?? null)
  // "When an event is played" interrupts answer before its effects resolve (and may cancel them).
  if (source.fromHand) openResponses(draft, 'interrupt', { on: 'card-played', card: slot, side }, 'queue')
  afterPayment(draft, payment, side)
  return null
}

/** Why an ability that draws on chance cannot be used with this entropy (none, or malformed), or null. */
export function chanceProblem(effects: readonly Effect[], entropy: string | undefined): EngineError | null {
  if (!needsChance(effects)) return null
  const rng = rngForAction({ type: 'use', entropy })
  return rng.ok ? null : rng.error
}

/**
 * Whether the `use` or `respond` action names an ability that draws on chance (the net layer then draws entropy
 * with the other seats before the action is written to the log). The acting side knows the card it names.
 */
export function abilityNeedsChance(state: SwlcgState, action: Action): boolean {
  const payload = action.payload
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false
  const { card, ability } = payload as { card?: unknown; ability?: unknown }
  if (typeof card !== 'string' || typeof ability !== 'number') return false
  const id = Object.hasOwn(state.table, card)
    ? state.table[card]!.card
    : (factsFor(state, card, 'dark') ?? factsFor(state, card, 'light'))?.id
  const rules = id === undefined ? undefined : rulesOf(id)[ability]
  return !!rules && 'effects' in rules && needsChance(rules.effects)
}

/** The `use` actions `side` has now: each usable action with each way to choose (capped), one way to pay. */
export function useActions(state: SwlcgState, side: Player): SwlcgAction[] {
  const out: SwlcgAction[] = []
  const slots = [...Object.keys(state.table), ...usableCards(state, side)]
  for (const slot of slots) {
    const source = sourceOf(state, slot, side)
    if (!source) continue
    rulesOf(source.facts.id).forEach((ability, index) => {
      if (ability.kind !== 'action' || useProblem(state, side, slot, index)) return
      const costs = costCardsFor(state, source, ability)
      const payment = costs && paymentFor(state, source, ability)
      if (!costs || !payment) return
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
export function hasUsableAction(state: SwlcgState, side: Player): boolean {
  return Object.keys(state.table).some(
    (slot) =>
      friendly(state.table[slot]!.controller, side) &&
      rulesOf(state.table[slot]!.card).some((a, i) => a.kind === 'action' && !useProblem(state, side, slot, i)),
  )
}
