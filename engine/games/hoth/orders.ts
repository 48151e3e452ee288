/**
 * Giving orders (rulebook "Parancsok kiosztása"): which units the played card lets you order. A card is a list
 * of order slots (a sector group, a unit class, or anywhere), each with a limit; a set of ordered units is
 * legal when the units can be matched to slots within the limits. A unit on a dashed hex fits either sector.
 * A class card with no unit of its class to order falls back to "order 1 unit anywhere" without its bonuses.
 */
import { inSector } from './board'
import { unitSpec } from './data/units'
import { playedCard, unitsOf } from './queries'
import type { CardDef, HothBoard, Side, UnitState } from './types'

/** One slot of a card: who fits it and how many it takes. */
interface OrderSlot {
  fits: (unit: UnitState) => boolean
  count: number
}

/** The card's order slots for `side` now, and whether the "order 1 unit instead" clause applies. */
export function orderSlots(state: HothBoard, card: CardDef, side: Side): { slots: OrderSlot[]; fallback: boolean } {
  const order = card.order
  const anywhere = (count: number): OrderSlot[] => [{ fits: () => true, count }]
  switch (order.kind) {
    case 'none':
      return { slots: [], fallback: false }
    case 'any':
      return { slots: anywhere(order.count), fallback: false }
    case 'sector':
      return {
        slots: order.groups.map((g) => ({
          fits: (u: UnitState) => g.sectors.some((name) => inSector(u.hex, side, name)),
          count: g.count,
        })),
        fallback: false,
      }
    case 'class': {
      const fits = (u: UnitState) =>
        order.classes.includes(unitSpec(u.type).unitClass) &&
        (order.sectors === undefined || order.sectors.some((name) => inSector(u.hex, side, name)))
      const candidates = unitsOf(state, side).filter(fits).length
      if (candidates === 0) return { slots: anywhere(1), fallback: true }
      return { slots: [{ fits, count: order.count === 'all' ? candidates : order.count }], fallback: false }
    }
  }
}

/** Whether every unit can be given its own slot within the slots' limits (small search: cards order ≤ 4 units). */
function assignable(units: readonly UnitState[], slots: readonly OrderSlot[], left: number[]): boolean {
  const [first, ...rest] = units
  if (!first) return true
  for (let i = 0; i < slots.length; i++) {
    if ((left[i] ?? 0) <= 0 || !slots[i]!.fits(first)) continue
    left[i]!--
    const ok = assignable(rest, slots, left)
    left[i]!++
    if (ok) return true
  }
  return false
}

/**
 * Whether a unit may be added to this turn's orders now, with the card's slots and the units already ordered worked
 * out once (asking per unit made listing the orderable units quadratic).
 */
function orderTest(state: HothBoard): (unit: UnitState) => boolean {
  const turn = state.turn
  const card = turn.card === null ? null : playedCard(state)
  if (!card) return () => false
  const { slots } = orderSlots(state, card, turn.side)
  const ordered = turn.ordered.map((id) => state.units[id]).filter((u): u is UnitState => !!u)
  return (unit) =>
    unit.side === turn.side &&
    !turn.ordered.includes(unit.id) &&
    assignable(
      [...ordered, unit],
      slots,
      slots.map((s) => s.count),
    )
}

/** Whether `unit` may be added to this turn's orders. */
export function canOrder(state: HothBoard, unit: UnitState): boolean {
  return orderTest(state)(unit)
}

/** Units that may be added to this turn's orders now. */
export function orderableUnits(state: HothBoard): UnitState[] {
  return unitsOf(state, state.turn.side).filter(orderTest(state))
}

/** Whether any unit may be added to this turn's orders now. */
export function canOrderAny(state: HothBoard): boolean {
  return Object.values(state.units).some(orderTest(state))
}

/**
 * How many units the played card lets the active side order this turn (its slots' limits, at most as many units
 * as fit a slot), or null before a card is played. The turn bar shows it as "1 of 2 units ordered".
 */
export function orderLimit(state: HothBoard): number | null {
  const card = state.turn.card === null ? null : playedCard(state)
  if (!card) return null
  const { slots } = orderSlots(state, card, state.turn.side)
  const units = unitsOf(state, state.turn.side)
  return slots.reduce((sum, slot) => sum + Math.min(slot.count, units.filter(slot.fits).length), 0)
}
