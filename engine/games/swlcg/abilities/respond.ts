/**
 * Answering a response window with a card's reaction or interrupt, from play or an event from the hand:
 * `respond { card, ability: <index>, choices?, costs?, payment? }`. It must answer the window's trigger now
 * (./triggers.ts), its choices must fit and its costs be paid; then it is marked used for this trigger (and for the
 * turn's limit), the other side has priority, and its effects resolve inside the window before anyone answers
 * again (apply.ts) — after the interrupts to its own use (an event played, an interrupt used), if any. Also the answer to a
 * `choose` prompt, which an effect asks while it resolves.
 */
import { payloadRecord, readInt, readString } from '../../../core/game'
import type { Action, EngineError, EngineEvent, Json } from '../../../core/types'
import { rulesOf } from '../data/rules'
import { swlcgErrors } from '../errors'
import { readAmounts, readChoices, readSlots } from '../payload'
import { factsFor, inPlayFacts } from '../queries'
import { captureLeavingAt } from '../captives'
import { victoryPileAt } from '../victoryPile'
import { afterPayment, markAnswered, openResponses, openWindow } from '../responses'
import type { Player, SwlcgState } from '../types'
import { choiceSpecs, validChoice } from './choices'
import { costProblem, payCosts, type Source } from './costs'
import { chanceProblem } from './activate'
import { startAbility } from './resolve'
import { cardResponses, limitKey, reactionKey } from './triggers'
import type { Ability } from './vocabulary'

/** Uses the card reaction the payload names in the open window, or says why not. */
export function respondWithCard(
  draft: SwlcgState,
  record: { [key: string]: Json },
  entropy: string | undefined,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const card = readString(record, 'card', 40)
  const index = readInt(record, 'ability', 0, 20)
  const choices = readChoices(record)
  const costs = record.costs === undefined ? [] : readSlots(record, 'costs')
  const payment = readAmounts(record, 'payment')
  const w = openWindow(draft)!
  const response = cardResponses(draft, side, w.timing, w.trigger, w.used).find(
    (r) => r.card === card && r.ability === index,
  )
  if (!response) return swlcgErrors.cannotRespond()
  const inHand = !Object.hasOwn(draft.table, card)
  const facts = inHand ? factsFor(draft, card, side)! : inPlayFacts(draft, card)
  // An event from the hand is played (its cost paid, "when played" answered); a unit answering there is not.
  const fromHand = inHand && facts.type === 'event'
  const ability = rulesOf(facts.id)[index] as Extract<Ability, { kind: 'reaction' | 'interrupt' }>
  const specs = choiceSpecs(ability.effects)
  if (!choices || choices.length !== specs.length) return swlcgErrors.badChoices()
  if (specs.some((spec, i) => !validChoice(draft, spec, response.ctx, choices[i]!))) return swlcgErrors.badChoices()
  const source: Source = { facts, fromHand, ctx: response.ctx }
  const chance = chanceProblem(ability.effects, entropy)
  if (chance) return chance
  const paid = costProblem(draft, source, ability, costs, payment)
  if (paid) return paid
  payCosts(draft, source, ability, costs, payment)
  markAnswered(draft, reactionKey(card, index))
  draft.turn.used = [...draft.turn.used, limitKey(source, index)]
  events.push({ type: 'ability-used', data: { side, card, id: facts.id, ability: index, choices } })
  const then = fromHand ? 'response-event' : 'nothing'
  startAbility(draft, response.ctx, facts.id, index, choices, then, true, entropy ?? null)
  // Its own "when … is played" and "when an interrupt is used" points come before its effects resolve.
  if (fromHand) openResponses(draft, 'interrupt', { on: 'card-played', card, side }, 'queue')
  if (ability.kind === 'interrupt') openResponses(draft, 'interrupt', { on: 'interrupt-used', card, side }, 'queue')
  afterPayment(draft, payment, side)
  return null
}

/** `choose-icon { icon }`: the answer to a `choose-icon` prompt (one of unit, blast, tactics). */
export function answerIcon(draft: SwlcgState, action: Action): EngineError | null {
  const icon = readString(payloadRecord(action), 'icon', 10)
  if (draft.prompt?.kind !== 'choose-icon' || !draft.ability) return swlcgErrors.badChoices()
  if (icon !== 'unit' && icon !== 'blast' && icon !== 'tactics') return swlcgErrors.badChoices()
  draft.prompt = null
  draft.ability = { ...draft.ability, answer: [icon] }
  return null
}

/** `choose { slots }`: the answer to a `choose` prompt: distinct cards it offers, as many as it asks. */
export function answerChoose(
  draft: SwlcgState,
  action: Action,
  _side: Player,
  _events: EngineEvent[],
): EngineError | null {
  const prompt = draft.prompt
  if (prompt?.kind !== 'choose' || (!draft.ability && !prompt.forQueue)) return swlcgErrors.badChoices()
  const slots = readSlots(payloadRecord(action), 'slots')
  const fits =
    slots.length >= prompt.min &&
    slots.length <= prompt.max &&
    new Set(slots).size === slots.length &&
    slots.every((slot) => prompt.options.includes(slot))
  if (!fits) return swlcgErrors.badChoices()
  draft.prompt = null
  if (prompt.forQueue === 'capture') captureLeavingAt(draft, slots[0]!)
  else if (prompt.forQueue === 'victory-pile') victoryPileAt(draft, slots[0]!)
  else draft.ability = { ...draft.ability!, answer: slots }
  return null
}
