/**
 * Interrupts that lower the cost of a unit as it is played (The Defense of Yavin 4, Kuat Reinforcements: "when you
 * play a Vehicle unit, discard X cards to lower its cost by X, never below 1"). Only the player playing the unit
 * can use them, before paying, so they are named in the `play` action itself: `play { …, discount: { card, ability,
 * costs } }`, `costs` the cards discarded from the hand (X of them). A discount that would go below the minimum is
 * refused, so no card is discarded for nothing.
 */
import { zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { payloadRecord, readInt, readString } from '../../../core/game'
import type { Action, EngineError, EngineEvent } from '../../../core/types'
import type { CardFacts } from '../data'
import { rulesOf } from '../data/rules'
import { swlcgErrors } from '../errors'
import { readSlots } from '../payload'
import { inHand, inPlayFacts, zones } from '../queries'
import { discardSlots } from '../table'
import type { Player, SwlcgState } from '../types'
import { matchesFacts } from './filters'
import type { Ability, Effect } from './vocabulary'

/** A cost-lowering interrupt named in a `play` action. */
export type Discount = { card: SlotId; ability: number; costs: SlotId[] }

type ReduceCost = Extract<Effect, { do: 'reduce-cost' }>

/** The reduce-cost effect of an interrupt to a card being played, or null for any other ability. */
export function reduceCostOf(ability: Ability | undefined): ReduceCost | null {
  if (ability?.kind !== 'interrupt' || ability.on.on !== 'card-played') return null
  const effect = ability.effects[0]
  return effect?.do === 'reduce-cost' ? effect : null
}

/** The discount in a `play` payload, if any (shape only). */
export function readDiscount(action: Action): Discount | undefined {
  const record = payloadRecord(action)
  if (record.discount === undefined) return undefined
  const inner = { type: 'discount', payload: record.discount }
  const fields = payloadRecord(inner)
  return {
    card: readString(fields, 'card', 40),
    ability: readInt(fields, 'ability', 0, 20),
    costs: readSlots(fields, 'costs'),
  }
}

/** The cost `side` pays for `card` (at `slot`) with the discount, or why the discount cannot be used. */
export function discountedCost(
  state: SwlcgState,
  side: Player,
  card: CardFacts,
  slot: SlotId,
  base: number,
  discount: Discount,
): number | EngineError {
  const entry = Object.hasOwn(state.table, discount.card) ? state.table[discount.card] : undefined
  if (!entry || entry.controller !== side) return swlcgErrors.notYourCard()
  const ability = rulesOf(entry.card)[discount.ability]
  const effect = reduceCostOf(ability)
  if (!effect || ability?.kind !== 'interrupt' || ability.on.on !== 'card-played') {
    return swlcgErrors.noSuchAbility(inPlayFacts(state, discount.card).title)
  }
  if (!matchesFacts(card, ability.on.filter)) return swlcgErrors.cannotRespond()
  const x = discount.costs.length
  const distinct = new Set(discount.costs).size === x
  const fromHand = discount.costs.every((c) => c !== slot && inHand(state, c, side))
  if (x === 0 || !distinct || !fromHand || base - x < effect.min) return swlcgErrors.badCost(card.title)
  return base - x
}

/** Uses the discount: its cards are discarded from the hand. */
export function useDiscount(draft: SwlcgState, side: Player, discount: Discount, events: EngineEvent[]): void {
  discardSlots(draft, side, discount.costs)
  const id = draft.table[discount.card]!.card
  events.push({
    type: 'ability-used',
    data: { side, card: discount.card, id, ability: discount.ability, x: discount.costs.length },
  })
}

/** The discounts `side` could name when playing `card` at `slot` for `base`: each ability, each X (first cards). */
export function discountsFor(state: SwlcgState, side: Player, card: CardFacts, slot: SlotId, base: number): Discount[] {
  const out: Discount[] = []
  const hand = zoneSlots(state.cards, zones.hand(side)).filter((s) => s !== slot)
  for (const source of Object.keys(state.table)) {
    if (state.table[source]!.controller !== side) continue
    rulesOf(state.table[source]!.card).forEach((ability, index) => {
      const effect = reduceCostOf(ability)
      if (!effect || ability.kind !== 'interrupt' || ability.on.on !== 'card-played') return
      if (!matchesFacts(card, ability.on.filter)) return
      for (let x = 1; x <= Math.min(hand.length, base - effect.min); x++) {
        out.push({ card: source, ability: index, costs: hand.slice(0, x) })
      }
    })
  }
  return out
}
