/**
 * Handlers for engagements (rulebook "Konfliktus fázis"): engaging an objective, declaring attackers and
 * defenders, Shielding, the edge battle's placements and fate order, strikes, and the answers to the shield and
 * Protect prompts raised while damage is placed.
 */
import { moveSlot, reveal, zoneSlots } from '../../core/hidden'
import { participatingHook } from './abilities/hooks'
import type { SlotId } from '../../core/hidden'
import { payloadRecord, readInt, readString } from '../../core/game'
import type { EngineError, EngineEvent } from '../../core/types'
import { mayAttack, maxAttackers, minDefenders, strikers } from './abilities/modifiers'
import { respondWithCard } from './abilities/respond'
import { answerShield } from './damage'
import { splitsUnitDamage, strikeIcons, unitDamageTargets } from './strikes'
import { openResponses, openWindow, responsesFor, useResponse } from './responses'
import type { ResponseChoice } from './responses'
import { swlcgErrors } from './errors'
import { declarableUnits, endConflictPhase, engageableObjectives } from './conflictFlow'
import { canPlaceEdge, resolveFates, settleEdge } from './edgeBattle'
import { point } from './flowSteps'
import {
  cardState,
  enemyUnits,
  facing,
  inPlayFacts,
  isReady,
  objectivesOf,
  opponent,
  otherEngaged,
  publicFacts,
  reserveOwner,
  sideObjectives,
  sideOfPlayer,
  teammate,
  usableAsHand,
  zones,
} from './queries'
import { addFocus, patchCard } from './table'
import type { Handler } from './payload'
import { readAmounts, readSlots } from './payload'
import type { KeywordKind } from './data'
import type { CardAmount, IconType, Player, SwlcgState } from './types'

/** `engage { objective }`: the active player engages an enemy objective not yet engaged this phase. */
export const engage: Handler = (draft, action, side, events) => {
  const objective = readString(payloadRecord(action), 'objective', 40)
  if (!engageableObjectives(draft).includes(objective)) {
    if (draft.turn.engaged.includes(objective)) return swlcgErrors.alreadyEngaged()
    if (objectivesOf(draft, facing(draft, side)).includes(objective)) return swlcgErrors.alreadyEngaged()
    return sideObjectives(draft, opponent(sideOfPlayer(side))).includes(objective)
      ? swlcgErrors.notFacingOpponent()
      : swlcgErrors.notEnemyObjective()
  }
  if (declarableUnits(draft, side).length === 0) return swlcgErrors.noAttackerAvailable()
  draft.turn.engaged = [...draft.turn.engaged, objective]
  draft.engagement = {
    objective,
    attackers: [],
    defenders: [],
    defender: facing(draft, side),
    lent: [],
    edge: null,
    striker: side,
    fatePlaced: [],
    struck: null,
    plan: null,
    twice: [],
  }
  events.push({ type: 'engaged', data: { side, objective } })
  // "When … is engaged" interrupts first (The Secret of Yavin 4 may take its place), then the reactions.
  point(draft, 'interrupt', { on: 'objective-engaged', objective }, 'engaged', events)
  return null
}

/** `end-conflict`: the active player engages nothing more this phase. */
export const endConflict: Handler = (draft, _action, side, events) => {
  events.push({ type: 'conflict-ended', data: { side } })
  endConflictPhase(draft, events)
  return null
}

/**
 * Why `units` cannot be declared by `side` (attackers need at least one), or null. In 2v2 one ready unit of the
 * teammate may be among them, beside at least one of the player's own [B:269-283].
 */
function declarationProblem(
  draft: SwlcgState,
  side: Player,
  units: readonly SlotId[],
  atLeastOne: boolean,
): EngineError | null {
  if (atLeastOne && units.length === 0) return swlcgErrors.needAttacker()
  if (new Set(units).size !== units.length) return swlcgErrors.duplicateUnit()
  const as = atLeastOne ? 'attack' : 'defend'
  const ready = new Set(declarableUnits(draft, side, as))
  const mate = teammate(draft, side)
  const support = mate ? units.filter((slot) => draft.table[slot]?.controller === mate) : []
  if (support.length > 1) return swlcgErrors.oneSupportUnit()
  if (support.length === 1) {
    if (support.length === units.length) return swlcgErrors.supportNeedsOwnUnit()
    if (!declarableUnits(draft, mate!, as).includes(support[0]!))
      return swlcgErrors.exhausted(inPlayFacts(draft, support[0]!).title)
  }
  for (const slot of units) {
    if (ready.has(slot) || support.includes(slot)) continue
    const card = cardState(draft, slot)
    if (!card) return swlcgErrors.notInPlay()
    const facts = inPlayFacts(draft, slot)
    if (facts.type !== 'unit') return swlcgErrors.notAUnit(facts.title)
    if (card.controller !== side) return swlcgErrors.notYours(facts.title)
    if (card.focus === 0) return swlcgErrors.cannotDefend(facts.title)
    return swlcgErrors.exhausted(facts.title)
  }
  return null
}

/** Why these (declarable) units cannot all attack the engaged objective, or null: its and their restrictions. */
function attackProblem(state: SwlcgState, units: readonly SlotId[]): EngineError | null {
  const objective = state.engagement!.objective
  const max = maxAttackers(state, objective)
  if (units.length > max) return swlcgErrors.tooManyAttackers(max)
  const barred = units.find((slot) => !mayAttack(state, slot, objective))
  return barred === undefined ? null : swlcgErrors.cannotAttackHere(inPlayFacts(state, barred).title)
}

/** `declare-attackers { units }`: one or more ready units the active player controls, as the objective allows. */
export const declareAttackers: Handler = (draft, action, side, events) => {
  const units = readSlots(payloadRecord(action), 'units')
  const problem = declarationProblem(draft, side, units, true) ?? attackProblem(draft, units)
  if (problem) return problem
  if (!askSupport(draft, side, 'attacker', units, events)) declared(draft, 'attacker', units, events)
  return null
}

/** The declaration stands: the units take part, then the "after … declared" reactions and the window. */
function declared(draft: SwlcgState, role: 'attacker' | 'defender', units: SlotId[], events: EngineEvent[]): void {
  const e = draft.engagement!
  draft.engagement = role === 'attacker' ? { ...e, attackers: units } : { ...e, defenders: units }
  events.push({ type: role === 'attacker' ? 'attackers-declared' : 'defenders-declared', data: { units } })
  const resume = role === 'attacker' ? 'attackers-window' : 'defenders-window'
  point(draft, 'reaction', { on: 'declared', role, units }, resume, events)
}

/**
 * 2v2: when a declaration names a teammate's unit, the teammate is asked first (a `support` prompt); returns whether
 * it asked.
 */
function askSupport(
  draft: SwlcgState,
  side: Player,
  role: 'attacker' | 'defender',
  units: SlotId[],
  events: EngineEvent[],
): boolean {
  const mate = teammate(draft, side)
  const lent = mate ? units.find((slot) => draft.table[slot]?.controller === mate) : undefined
  if (lent === undefined) return false
  draft.prompt = { kind: 'support', side: mate!, role, units, lent }
  events.push({ type: 'support-asked', data: { side, teammate: mate, unit: lent, role } })
  return true
}

/**
 * `answer-support { agree }`: the teammate lends the unit (the declaring player controls it until the engagement
 * ends) and the declaration stands, or refuses and the declaring player declares again.
 */
export const answerSupport: Handler = (draft, action, side, events) => {
  const agree = payloadRecord(action).agree
  if (typeof agree !== 'boolean') return swlcgErrors.badSupportAnswer()
  const prompt = draft.prompt
  if (prompt?.kind !== 'support') return swlcgErrors.badSupportAnswer()
  draft.prompt = null
  events.push({
    type: agree ? 'support-given' : 'support-refused',
    data: { side, unit: prompt.lent, role: prompt.role },
  })
  if (!agree) return null
  const borrower = prompt.role === 'attacker' ? draft.turn.active : draft.engagement!.defender
  patchCard(draft, prompt.lent, { controller: borrower })
  const e = draft.engagement!
  draft.engagement = { ...e, lent: [...e.lent, { unit: prompt.lent, from: side }] }
  declared(draft, prompt.role, prompt.units, events)
  // The borrower took control of the unit: "after you take control" reactions (Agent of the Hand).
  openResponses(draft, 'reaction', { on: 'control-taken', card: prompt.lent, by: borrower }, 'queue')
  return null
}

/** `declare-defenders { units }`: any number of ready units the defending player controls (none is a choice). */
export const declareDefenders: Handler = (draft, action, side, events) => {
  const units = readSlots(payloadRecord(action), 'units')
  const problem = declarationProblem(draft, side, units, false)
  if (problem) return problem
  // A card may ask for at least N defenders, or none (Arcona Rumor Monger).
  const min = minDefenders(draft)
  if (units.length > 0 && units.length < min) return swlcgErrors.tooFewDefenders(min)
  if (!askSupport(draft, side, 'defender', units, events)) declared(draft, 'defender', units, events)
  return null
}

/** `respond { card, ability, target?, amount? }`: uses an ability in the open interrupt or reaction window. */
export const respond: Handler = (draft, action, side, events) => {
  const record = payloadRecord(action)
  if (typeof record.ability === 'number') return respondWithCard(draft, record, action.entropy, side, events)
  const card = readString(record, 'card', 40)
  const ability = readString(record, 'ability', 40)
  const choice: ResponseChoice = {}
  if (record.target !== undefined) choice.target = readString(record, 'target', 40)
  if (record.amount !== undefined) choice.amount = readInt(record, 'amount', 1, 99)
  const w = openWindow(draft)!
  const response = responsesFor(draft, side, w.timing, w.trigger, w.used).find(
    (r) => r.card === card && r.ability === ability,
  )
  if (!response) return swlcgErrors.cannotRespond()
  if (!response.choices.some((c) => c.target === choice.target && c.amount === choice.amount))
    return swlcgErrors.badResponseChoice()
  useResponse(draft, card, response.ability as KeywordKind, choice, events)
  return null
}

/** `use-shield`: the shield is discarded to prevent 1 damage or focus token. */
export const useShield: Handler = (draft, _action, _side, events) => {
  answerShield(draft, true, events)
  return null
}

/** `place-edge { slot }`: one card from hand face down into the edge stack. */
export const placeEdge: Handler = (draft, action, side, events) => {
  const slot = readString(payloadRecord(action), 'slot', 40)
  if (!canPlaceEdge(draft, side)) return swlcgErrors.cannotPlaceEdge()
  if (!usableAsHand(draft, slot, side)) return swlcgErrors.notInHand()
  // A card from the teammate's common reserve stays theirs: it goes back to their discard pile afterwards.
  const owner = reserveOwner(draft, slot)
  if (owner !== null && owner !== side) draft.edgeOwners = { ...draft.edgeOwners, [slot]: owner }
  draft.cards = moveSlot(draft.cards, slot, zones.edge(side), 'bottom')
  events.push({ type: 'edge-placed', data: { side, slot } })
  // Obi-Wan Kenobi: while he takes part, the first card his opponent places goes face up.
  const first = zoneSlots(draft.cards, zones.edge(side)).length === 1
  if (first && participatingHook(draft, otherEngaged(draft, side), 'first-edge-face-up')) {
    draft.cards = reveal(draft.cards, slot)
    events.push({ type: 'edge-card-face-up', data: { side, slot } })
  }
  draft.turn.passes = 0
  draft.turn.priority = otherEngaged(draft, side)
  settleEdge(draft, events)
  return null
}

/** `order-fates { slots }`: the attacker orders revealed fate cards whose priority numbers tie. */
export const orderFates: Handler = (draft, action, _side, events) => {
  const slots = readSlots(payloadRecord(action), 'slots')
  const prompt = draft.prompt
  if (prompt?.kind !== 'fate-order') return swlcgErrors.badFateOrder()
  const priority = (slot: SlotId) => publicFacts(draft, slot)?.edgePriority ?? 0
  const same = slots.length === prompt.fates.length && [...slots].sort().join() === [...prompt.fates].sort().join()
  const ascending = slots.every((slot, i) => i === 0 || priority(slots[i - 1]!) <= priority(slot))
  if (!same || !ascending) return swlcgErrors.badFateOrder()
  draft.prompt = null
  draft.fates = slots
  resolveFates(draft, events)
  return null
}

const ICON_TYPES: readonly IconType[] = ['unit', 'tactics', 'blast']

/** `strike { unit, target?, tactics?, order? }`: a ready participating unit strikes; focus, then its icons. */
export const strike: Handler = (draft, action, side, events) => {
  const record = payloadRecord(action)
  const unit = readString(record, 'unit', 40)
  const target = record.target === undefined ? undefined : readString(record, 'target', 40)
  const split = readAmounts(record, 'split')
  const tactics = readAmounts(record, 'tactics')
  const order = record.order === undefined ? ICON_TYPES : readOrder(record.order)
  if (!order) return swlcgErrors.badIconOrder()
  if (!strikers(draft, side).includes(unit)) {
    const facts = publicFacts(draft, unit)
    return facts ? swlcgErrors.notParticipating(facts.title) : swlcgErrors.notInPlay()
  }
  if (!isReady(draft, unit)) return swlcgErrors.exhausted(inPlayFacts(draft, unit).title)
  const icons = strikeIcons(draft, unit)
  const targets = unitDamageTargets(draft, unit)
  const needTarget = icons.unit > 0 && targets.length > 0
  if (split.length > 0) {
    if (target !== undefined || !fitsSplit(draft, unit, split, targets, icons.unit))
      return swlcgErrors.badStrikeTarget()
  } else if (needTarget ? target === undefined || !targets.includes(target) : target !== undefined) {
    return swlcgErrors.badStrikeTarget()
  }
  const enemies = new Set(enemyUnits(draft, side))
  const spread = tactics.reduce((sum, t) => sum + t.amount, 0)
  const wantTactics = icons.tactics > 0 && enemies.size > 0 ? icons.tactics : 0
  const distinct = new Set(tactics.map((t) => t.card)).size === tactics.length
  if (spread !== wantTactics || !distinct || tactics.some((t) => !enemies.has(t.card))) {
    return swlcgErrors.badTactics(wantTactics)
  }
  const e = draft.engagement!
  const committed = draft.table[unit]!.committed
  addFocus(draft, unit, committed ? 2 : 1)
  events.push({ type: 'strike', data: { side, unit, icons, target: target ?? null } })
  draft.engagement = { ...e, struck: unit, plan: { target: target ?? null, split, tactics, order: [...order] } }
  draft.turn.step = 'resolving'
  draft.turn.after = 'strike'
  // "After … focused to strike" reactions first: icons they give count for this strike (strikeDamage).
  point(draft, 'reaction', { on: 'focused-to-strike', unit }, 'strike-damage', events)
  return null
}

/** Whether `split` shares all `total` unit damage among two or more distinct `targets`, for a unit that may split. */
function fitsSplit(
  state: SwlcgState,
  unit: SlotId,
  split: readonly CardAmount[],
  targets: readonly SlotId[],
  total: number,
): boolean {
  const cards = split.map((s) => s.card)
  return (
    splitsUnitDamage(state, unit) &&
    split.length >= 2 &&
    new Set(cards).size === cards.length &&
    cards.every((card) => targets.includes(card)) &&
    split.reduce((n, s) => n + s.amount, 0) === total
  )
}

/** Reads a strike's icon order: each of unit, tactics and blast once; null when it is not. */
function readOrder(value: unknown): IconType[] | null {
  if (!Array.isArray(value) || value.length !== 3) return null
  if (!value.every((v) => (ICON_TYPES as readonly unknown[]).includes(v))) return null
  return new Set(value).size === 3 ? (value as IconType[]) : null
}
