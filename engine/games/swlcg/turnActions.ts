/**
 * Handlers for the turn's decisions outside engagements: passing (what a pass means depends on the step or
 * prompt), the Balance damage, the draw phase's discards, playing cards in deployment, committing to the Force.
 * Each handler validates first and returns a typed error without touching the draft, or changes it and moves on.
 */
import { moveSlot, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import { payloadRecord, readString } from '../../core/game'
import type { Action, EngineError, EngineEvent } from '../../core/types'
import { answerShield } from './damage'
import { enqueue } from './pending'
import { mustRespond, passResponse } from './responses'
import { discountedCost, readDiscount, useDiscount } from './abilities/discount'
import { playCost, reserveValue } from './abilities/modifiers'
import { deploy, deployProblem, paymentProblem } from './deploy'
import { swlcgErrors } from './errors'
import { settleEdge } from './edgeBattle'
import { afterBalance } from './flow'
import { afterDeploy, isWindow, passWindow } from './flowSteps'
import { afterCommit, afterDrawSegment, afterTrim, drawToReserve } from './segments'
import {
  committedCount,
  factsFor,
  FORCE_CARDS,
  heldCount,
  inPlayFacts,
  otherEngaged,
  reserveSlots,
  sideObjectives,
  unitsOf,
  zones,
} from './queries'
import { readAmounts, readSlots } from './payload'
import { discardSlots, patchCard } from './table'
import type { Player, Step, SwlcgState } from './types'

/** `pass`: closes nothing by itself; its meaning follows the step or the prompt waiting. */
export function pass(draft: SwlcgState, _action: Action, side: Player, events: EngineEvent[]): EngineError | null {
  if (draft.windows.length > 0) {
    if (mustRespond(draft)) return swlcgErrors.forcedFirst()
    events.push({ type: 'passed', data: { side, step: 'response' } })
    passResponse(draft)
    return null
  }
  const prompt = draft.prompt
  if (prompt) {
    if (prompt.kind !== 'use-shield') return swlcgErrors.cannotPass()
    events.push({ type: 'shield-kept', data: { card: prompt.card } })
    answerShield(draft, false, events)
    return null
  }
  const step = draft.turn.step
  const after = isWindow(step) ? passWindow : PASS_STEPS[step]
  if (!after) return swlcgErrors.cannotPass()
  // The pass is logged before what it sets off (a window closing, the next phase), so a log reads in order.
  events.push({ type: 'passed', data: { side, step } })
  after(draft, events, side)
  return null
}

/** What a pass does in each step that takes one (besides action windows). */
const PASS_STEPS: Partial<Record<Step, (draft: SwlcgState, events: EngineEvent[], side: Player) => void>> = {
  'balance-damage': (d, ev) => afterBalance(d, ev),
  'draw-discard': (d, ev) => drawToReserve(d, ev),
  'draw-reserve': (d, ev) => afterDrawSegment(d, ev),
  'edge-placement': (d, ev, side) => {
    d.turn.passes += 1
    d.turn.priority = otherEngaged(d, side)
    settleEdge(d, ev)
  },
}

/** `balance-damage { objective }`: the Light Side deals 1 damage to a Dark Side objective. */
export function balanceDamage(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const objective = readString(payloadRecord(action), 'objective', 40)
  if (!sideObjectives(draft, 'dark').includes(objective)) return swlcgErrors.notDarkObjective()
  events.push({ type: 'balance-damage', data: { objective } })
  enqueue(draft, [{ kind: 'damage', card: objective, amount: 1, by: side, source: 'rule', stage: 'protect' }])
  draft.turn.step = 'resolving'
  draft.turn.after = 'balance-damage'
  return null
}

/** `draw-discard { slot }`: one card from hand to the discard pile before drawing. */
export function drawDiscard(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const slot = readString(payloadRecord(action), 'slot', 40)
  if (zoneOf(draft.cards, slot) !== zones.hand(side)) return swlcgErrors.notInHand()
  discardSlots(draft, side, [slot])
  events.push({ type: 'discarded', data: { side, slots: [slot] } })
  drawToReserve(draft, events)
  return null
}

/**
 * `discard-to-reserve { slots }`: exactly the cards over the reserve value, from hand (in 2v2 the card in the player's
 * own common reserve counts as held, and may be among them [B:249-252]).
 */
export function discardToReserve(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const slots = readSlots(payloadRecord(action), 'slots')
  const over = heldCount(draft, side) - reserveValue(draft, side)
  if (slots.length !== over) return swlcgErrors.trimCount(over)
  if (new Set(slots).size !== slots.length) return swlcgErrors.duplicateCard()
  const held = (slot: SlotId) =>
    zoneOf(draft.cards, slot) === zones.hand(side) || reserveSlots(draft, side).includes(slot)
  if (!slots.every(held)) return swlcgErrors.notInHand()
  discardSlots(draft, side, slots)
  events.push({ type: 'discarded', data: { side, slots } })
  afterTrim(draft, events)
  return null
}

/**
 * `play { slot, payment, host?, discount? }`: a unit or enhancement from hand in the active player's deployment
 * phase (or a unit that may be, into an engagement: deploy.ts); `discount` names a cost-lowering interrupt used as it is played (abilities/discount.ts).
 */
export function play(draft: SwlcgState, action: Action, side: Player, events: EngineEvent[]): EngineError | null {
  const record = payloadRecord(action)
  const slot = readString(record, 'slot', 40)
  const payment = readAmounts(record, 'payment')
  const host = record.host === undefined ? undefined : readString(record, 'host', 40)
  const discount = readDiscount(action)
  const problem = deployProblem(draft, side, slot, host)
  if (problem) return problem
  const card = factsFor(draft, slot, side)!
  const base = playCost(draft, side, card)
  const cost = discount ? discountedCost(draft, side, card, slot, base, discount) : base
  if (typeof cost !== 'number') return cost
  const paid = paymentProblem(draft, side, card, cost, payment)
  if (paid) return paid
  if (discount) useDiscount(draft, side, discount, events)
  deploy(draft, side, slot, payment, host, events)
  afterDeploy(
    draft,
    slot,
    payment.map((p) => p.card),
    events,
  )
  return null
}

/** `commit-force { units }`: Force cards onto units the active player controls (none is a choice too). */
export function commitForce(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const units = readSlots(payloadRecord(action), 'units')
  if (new Set(units).size !== units.length) return swlcgErrors.duplicateUnit()
  const own = new Set(unitsOf(draft, side))
  for (const slot of units) {
    if (!Object.hasOwn(draft.table, slot)) return swlcgErrors.notInPlay()
    const facts = inPlayFacts(draft, slot)
    if (!own.has(slot))
      return facts.type === 'unit' ? swlcgErrors.notYours(facts.title) : swlcgErrors.notAUnit(facts.title)
    if (draft.table[slot]?.committed) return swlcgErrors.alreadyCommitted(facts.title)
  }
  if (committedCount(draft, side) + units.length > FORCE_CARDS) return swlcgErrors.forceLimit()
  for (const slot of units) {
    patchCard(draft, slot, { committed: true })
  }
  events.push({ type: 'committed', data: { side, units } })
  afterCommit(draft, units, events)
  return null
}

/** Every card in `side`'s hand (for legal actions). */
export function handOf(state: SwlcgState, side: Player): readonly SlotId[] {
  return zoneSlots(state.cards, zones.hand(side))
}

/**
 * `place-reserve { slot }` (2v2): a card from the active player's hand goes face down into their common reserve; a
 * card already there is discarded first [B:245-247]. Then the next team player's draw.
 */
export function placeReserve(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const slot = readString(payloadRecord(action), 'slot', 40)
  if (zoneOf(draft.cards, slot) !== zones.hand(side)) return swlcgErrors.notInHand()
  const old = [...reserveSlots(draft, side)]
  discardSlots(draft, side, old)
  draft.cards = moveSlot(draft.cards, slot, zones.reserve(side))
  events.push({ type: 'reserve-placed', data: { side, slot, discarded: old } })
  afterDrawSegment(draft, events)
  return null
}
