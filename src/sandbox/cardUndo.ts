/**
 * Undo for this browser's own card actions: the actions that put things back as they were, computed from the view
 * the action was taken in. Only what can be undone honestly is: moves, plays, draws, flips, turns, counters, cuts.
 * A shuffle, a deal (it fills other players' hands) or a search cannot be taken back, as at a real table.
 */
import type { TabletopAction, TabletopView } from '../../engine/games/tabletop'
import { handZone, pileZone } from '../../engine/games/tabletop'

type Where = { pile: string } | { hand: string } | { table: true } | null

/** Where `slot` is in `view`. */
export function whereIs(view: TabletopView, slot: string): Where {
  for (const [zone, { slots }] of Object.entries(view.cards.zones)) {
    if (!slots.includes(slot)) continue
    if (zone === 'table') return { table: true }
    if (zone.startsWith('pile:')) return { pile: zone.slice('pile:'.length) }
    if (zone.startsWith('hand:')) return { hand: zone.slice('hand:'.length) }
  }
  return null
}

/** The actions that undo `action` taken by `seat` in `before`, or null when it cannot be undone. */
export function inverseOf(action: TabletopAction, before: TabletopView, seat: string): TabletopAction[] | null {
  switch (action.type) {
    case 'flip':
      return [action]
    case 'rotate': {
      const place = before.table[action.payload.slot]
      return place ? [{ type: 'rotate', payload: { slot: action.payload.slot, quarter: place.quarter } }] : null
    }
    case 'counter':
      return [{ type: 'counter', payload: { ...action.payload, delta: -action.payload.delta } }]
    case 'move-pile': {
      const pile = before.piles[action.payload.pile]
      return pile ? [{ type: 'move-pile', payload: { pile: action.payload.pile, x: pile.x, z: pile.z } }] : null
    }
    case 'cut': {
      const size = before.piles[action.payload.pile]?.count ?? 0
      return [{ type: 'cut', payload: { pile: action.payload.pile, at: size - action.payload.at } }]
    }
    case 'draw': {
      const slots = before.cards.zones[pileZone(action.payload.pile)]?.slots.slice(0, action.payload.count) ?? []
      // Put back the deepest drawn card first, so the first drawn ends on top again.
      return slots.reverse().map((slot) => ({
        type: 'move' as const,
        payload: { slot, to: { pile: action.payload.pile, position: 'top' as const } },
      }))
    }
    case 'play':
      return [{ type: 'move', payload: { slot: action.payload.slot, to: { hand: seat } } }]
    case 'move':
      return moveBack(action.payload.slot, before, seat)
    default:
      return null
  }
}

function moveBack(slot: string, before: TabletopView, seat: string): TabletopAction[] | null {
  const from = whereIs(before, slot)
  if (!from) return null
  if ('table' in from) {
    const place = before.table[slot]
    if (!place) return null
    const { x, z, faceUp, quarter } = place
    const back: TabletopAction[] = [{ type: 'move', payload: { slot, to: { table: { x, z, faceUp, quarter } } } }]
    for (const [name, value] of Object.entries(place.counters))
      back.push({ type: 'counter', payload: { slot, name, delta: value } })
    return back
  }
  if ('hand' in from) return from.hand === seat ? [{ type: 'move', payload: { slot, to: { hand: seat } } }] : null
  const zone = before.cards.zones[pileZone(from.pile)]?.slots ?? []
  const position = zone[0] === slot ? 'top' : zone[zone.length - 1] === slot ? 'bottom' : null
  return position ? [{ type: 'move', payload: { slot, to: { pile: from.pile, position } } }] : null
}

/** True when `slot` is in `seat`'s hand in `view`. */
export function inHand(view: TabletopView, seat: string, slot: string): boolean {
  return view.cards.zones[handZone(seat)]?.slots.includes(slot) ?? false
}
