/**
 * Paying an ability's costs: focusing or sacrificing this card or one of a kind, discarding from hand, damaging
 * this card, lowering the reserve, spending resources (with a resource match for an event's own cost only); and
 * checking a payment, for actions and for reactions alike. `costs` in a payload lists the cards that pay the costs
 * that need one, in the order of the card's costs.
 */
import { moveSlot } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { EngineError } from '../../../core/types'
import type { CardFacts } from '../data'
import { findPayment, paymentProblem } from '../deploy'
import { swlcgErrors } from '../errors'
import { inHand, inPlayFacts, isReady, reserveOwner, zones } from '../queries'
import { leaveLater } from '../pending'
import { addFocus, discardSlots, patchCard } from '../table'
import type { CardAmount, SwlcgState } from '../types'
import { matchesInPlay, type AbilityContext } from './filters'
import { playCost } from './modifiers'
import type { Cost } from './vocabulary'

/** What pays: an ability's costs. */
type Costed = { readonly cost?: readonly Cost[] }

/** A card `side` could use an action of now: its facts, where it is and the frame its ability reads. */
export type Source = { facts: CardFacts; fromHand: boolean; ctx: AbilityContext }
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
export function costProblem(
  state: SwlcgState,
  source: Source,
  ability: Costed,
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
  return paymentProblem(state, ctx.side, payerOf(source), resources, payment)
}

/** Pays the costs (validated): resources, focus, sacrifices, discards, damage, reserve; an event goes to the discard pile. */
export function payCosts(
  draft: SwlcgState,
  source: Source,
  ability: Costed,
  cards: readonly SlotId[],
  payment: readonly CardAmount[],
): void {
  const { ctx } = source
  for (const { card, amount } of payment) addFocus(draft, card, amount)
  if (source.fromHand) {
    // An event from a teammate's common reserve stays its owner's: it resolves, then is discarded, on their side.
    const owner = reserveOwner(draft, ctx.source) ?? ctx.side
    draft.cards = moveSlot(draft.cards, ctx.source, zones.resolving(owner))
    draft.turn.played = { ...draft.turn.played, [ctx.side]: [...(draft.turn.played[ctx.side] ?? []), source.facts.id] }
  }
  let next = 0
  for (const cost of ability.cost ?? []) {
    if ('focus' in cost) addFocus(draft, cost.focus === 'self' ? ctx.source : cards[next++]!, 1)
    else if ('sacrifice' in cost) {
      const slot = cost.sacrifice === 'self' ? ctx.source : cards[next++]!
      leaveLater(draft, [slot], 'sacrificed')
    } else if ('discard' in cost) {
      const slots = cards.slice(next, next + (cost.discard as number))
      next += slots.length
      discardSlots(draft, ctx.side, slots)
    } else if ('damageSelf' in cost) {
      patchCard(draft, ctx.source, { damage: draft.table[ctx.source]!.damage + cost.damageSelf })
    } else if ('reserve' in cost) {
      draft.turn.reserveCut = {
        ...draft.turn.reserveCut,
        [ctx.side]: (draft.turn.reserveCut[ctx.side] ?? 0) + cost.reserve,
      }
    }
  }
}

/** The cards a cost could be paid with now (for `legalActions`: the first that works is offered). */
export function costCardsFor(state: SwlcgState, source: Source, ability: Costed): SlotId[] | null {
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

/** The resources the ability costs to use now (an event's own cost included), and one payment for them, or null. */
export function paymentFor(state: SwlcgState, source: Source, ability: Costed): CardAmount[] | null {
  let resources = source.fromHand ? playCost(state, source.ctx.side, source.facts) : 0
  for (const cost of ability.cost ?? []) if ('resources' in cost) resources += cost.resources
  return findPayment(state, source.ctx.side, payerOf(source), resources)
}

/** The card whose resource match a payment needs: an event's own cost needs one; resources an ability spends none. */
function payerOf(source: Source): CardFacts {
  return source.fromHand ? source.facts : { ...source.facts, affiliation: 'neutral' }
}
