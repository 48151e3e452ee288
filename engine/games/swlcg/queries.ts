/**
 * Zone names and read-only questions about a state: whose card is this, what are its facts, which units are ready,
 * how big is a hand. Identities are read only through the hidden-information API (`look`), and only for cards a
 * seat may see; cards in play are public, so anyone (`null`) may look at them.
 */
import { look, zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { SeatId } from '../../core/types'
import { cardFacts, edgeValue, hasKeyword } from './data'
import type { CardFacts } from './data'
import type { CardState, Side, SwlcgState } from './types'

/** A zone's name for each side, built once (zone names are looked up on every action). */
function perSide(prefix: string): (side: Side) => string {
  const names: Record<Side, string> = { dark: `${prefix}:dark`, light: `${prefix}:light` }
  return (side) => names[side]
}

/** The zones of each side (see docs/games/swlcg.md "Zones"). */
export const zones = {
  /** The command deck, top first; nobody sees it. */
  deck: perSide('deck'),
  /** The objective deck; nobody sees it. */
  objectiveDeck: perSide('objdeck'),
  /** The hand; its owner sees it. */
  hand: perSide('hand'),
  /** Setup: the 4 drawn objectives, then the 3 chosen face down until revealed; its owner sees it. */
  setup: perSide('setup'),
  /** Objectives in play (public). */
  objectives: perSide('objectives'),
  /** Units, enhancements and the affiliation card in play (public). */
  play: perSide('play'),
  /** The edge stack during an edge battle; its owner sees it until the reveal. */
  edge: perSide('edge'),
  discard: perSide('discard'),
  /** An event being played, until its effects have resolved (public). */
  resolving: perSide('resolving'),
  /** Enemy objectives this side destroyed. */
  victory: perSide('victory'),
  /** Cards captured under dark objectives (by objective in `state.captives`); face down. */
  captured: () => 'captured',
}

/** Both sides, dark first (the order setup decisions are taken in). */
export const SIDES: readonly Side[] = ['dark', 'light']

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'dark' ? 'light' : 'dark'
}

/** The side `seat` plays, or null for a spectator. */
export function sideOf(state: SwlcgState, seat: SeatId): Side | null {
  if (state.seats.dark === seat) return 'dark'
  if (state.seats.light === seat) return 'light'
  return null
}

/** The facts of the card in a public slot (in play, discarded, in a victory pile, or revealed). */
export function publicFacts(state: SwlcgState, slot: SlotId): CardFacts | undefined {
  const id = look(state.cards, slot, null)
  return id === null ? undefined : cardFacts(id)
}

/** The facts of the card in `slot` as `side` sees it (its own hand, for example), or undefined if hidden from it. */
export function factsFor(state: SwlcgState, slot: SlotId, side: Side): CardFacts | undefined {
  const id = look(state.cards, slot, state.seats[side])
  return id === null ? undefined : cardFacts(id)
}

/** The facts of a card in play; throws for a slot that is not in play (a bug, not bad input). */
export function inPlayFacts(state: SwlcgState, slot: SlotId): CardFacts {
  const entry = Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
  const facts = entry && cardFacts(entry.card)
  if (!facts) throw new Error(`swlcg: ${slot} is not in play`)
  return entry.host !== null && facts.type === 'unit' ? attachedUnit(facts) : facts
}

const ATTACHED_UNITS = new Map<string, CardFacts>()

/**
 * A unit played as an enhancement (Black Squadron Pilot) is an enhancement while attached: it never takes part, has
 * no combat icons and takes no damage. One frozen copy per card, made on first use.
 */
function attachedUnit(facts: CardFacts): CardFacts {
  let attached = ATTACHED_UNITS.get(facts.id)
  if (!attached) {
    attached = Object.freeze({ ...facts, type: 'enhancement' as const, combatIcons: null, damageCapacity: null })
    ATTACHED_UNITS.set(facts.id, attached)
  }
  return attached
}

/** The table entry of a card in play, or undefined. */
export function cardState(state: SwlcgState, slot: SlotId): CardState | undefined {
  return Object.hasOwn(state.table, slot) ? state.table[slot] : undefined
}

/** Slots of the units `side` controls, in play order. */
export function unitsOf(state: SwlcgState, side: Side): SlotId[] {
  const out: SlotId[] = []
  for (const owner of SIDES) {
    for (const slot of zoneSlots(state.cards, zones.play(owner))) {
      const card = state.table[slot]
      if (card?.controller === side && inPlayFacts(state, slot).type === 'unit') out.push(slot)
    }
  }
  return out
}

/** The objectives `side` has in play. */
export function objectivesOf(state: SwlcgState, side: Side): readonly SlotId[] {
  return zoneSlots(state.cards, zones.objectives(side))
}

/** Whether a card in play is ready (no focus token). */
export function isReady(state: SwlcgState, slot: SlotId): boolean {
  return state.table[slot]?.focus === 0
}

/** Cards in `side`'s hand. */
export function handSize(state: SwlcgState, side: Side): number {
  return zoneSlots(state.cards, zones.hand(side)).length
}

/** Whether `slot` is in `side`'s hand. */
export function inHand(state: SwlcgState, slot: SlotId, side: Side): boolean {
  return zoneOf(state.cards, slot) === zones.hand(side)
}

/** The resources a card in play generates at most (printed value; modifiers arrive with card abilities). */
export function resourceValue(state: SwlcgState, slot: SlotId): number {
  return inPlayFacts(state, slot).resources ?? 0
}

/** How many focus tokens a refresh removes from the card: 1, or 2 for Elite. */
export function refreshAmount(facts: CardFacts): number {
  return hasKeyword(facts, 'elite') ? 2 : 1
}

/** Force cards `side` has committed (at most 3). */
export function committedCount(state: SwlcgState, side: Side): number {
  return unitsOf(state, side).filter((slot) => state.table[slot]?.committed).length
}

/** Each side has three Force cards. */
export const FORCE_CARDS = 3

/** Edge (X) of the side's participating units: added to its Force icons in the edge battle. */
export function edgeBonus(state: SwlcgState, side: Side): number {
  const e = state.engagement
  if (!e) return 0
  const units = e.attackers.concat(e.defenders).filter((slot) => state.table[slot]?.controller === side)
  return units.reduce((sum, slot) => sum + edgeValue(inPlayFacts(state, slot)), 0)
}

/** The participating units `side` controls in the current engagement. */
export function participants(state: SwlcgState, side: Side): SlotId[] {
  const e = state.engagement
  if (!e) return []
  return e.attackers.concat(e.defenders).filter((slot) => state.table[slot]?.controller === side)
}

/** Whether a unique card with this title is in play (on either side). */
export function uniqueTitleInPlay(state: SwlcgState, title: string): boolean {
  for (const slot of Object.keys(state.table)) {
    const facts = inPlayFacts(state, slot)
    if (facts.unique && facts.title === title) return true
  }
  return false
}

/** The enhancements attached to `slot`. */
export function attachmentsOf(state: SwlcgState, slot: SlotId): SlotId[] {
  return Object.keys(state.table).filter((s) => state.table[s]?.host === slot)
}
