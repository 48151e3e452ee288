/**
 * Constant modifiers, recomputed from the state whenever a rule asks (never stored as numbers that could go stale):
 * combat icons, keywords, damage capacity, Force icons in the struggle, the reserve value, cost reductions,
 * resource match, who may attack an objective. Each reads the constant abilities of the cards in play now (with their
 * `while` conditions) on top of the printed facts.
 */
import type { SlotId } from '../../../core/hidden'
import { cardFacts } from '../data'
import type { CardFacts, Keyword, KeywordKind } from '../data'
import { rulesOf } from '../data/rules'
import { friendsOf, inPlayFacts, participants, publicFacts, reserveSlots, teamOf, unitsOf } from '../queries'
import type { Player, Side, SwlcgState } from '../types'
import { holds, matchesFacts, matchesInPlay, resolveRef, type AbilityContext } from './filters'
import { lastingFor, lastingOn, restricted } from './lasting'
import type { Ability, Icons, Modifier, Target } from './vocabulary'

/** A constant modifier in force now, with the frame it is read in (its card and controller). */
export type ActiveModifier = { modifier: Modifier; ctx: AbilityContext }

/** The facts of a card anywhere public, for conditions that look at a card. */
const factsOf = (state: SwlcgState) => (slot: SlotId) =>
  Object.hasOwn(state.table, slot) ? inPlayFacts(state, slot) : publicFacts(state, slot)

type Constant = Extract<Ability, { kind: 'constant' }>

/** Each card id's constant abilities, listed once: most cards have none, and this is read on every rules query. */
const constantsById = new Map<string, readonly Constant[]>()

/** The constant abilities of the card with this id. */
function constantsOf(id: string): readonly Constant[] {
  let constants = constantsById.get(id)
  if (constants === undefined) {
    constants = rulesOf(id).filter((a): a is Constant => a.kind === 'constant')
    constantsById.set(id, constants)
  }
  return constants
}

/** Every constant modifier of the cards in play whose condition holds now. */
export function activeModifiers(state: SwlcgState): ActiveModifier[] {
  const out: ActiveModifier[] = []
  for (const slot of Object.keys(state.table)) {
    const card = state.table[slot]!
    for (const ability of constantsOf(card.card)) {
      const ctx: AbilityContext = { source: slot, side: card.controller }
      if (ability.while && !holds(state, ability.while, ctx, factsOf(state))) continue
      out.push({ modifier: ability.modifier, ctx })
    }
  }
  return out
}

/** Whether a modifier's target covers the card in play at `slot`. */
export function covers(state: SwlcgState, to: Target, slot: SlotId, ctx: AbilityContext): boolean {
  if ('ref' in to) return resolveRef(state, to.ref, ctx) === slot
  if ('each' in to) return matchesInPlay(state, slot, inPlayFacts(state, slot), to.each, ctx)
  return false
}

/** The modifiers of one kind that apply to `slot`. */
function modifiersOn<G extends Modifier['gain']>(
  state: SwlcgState,
  gain: G,
  slot: SlotId,
  mods: readonly ActiveModifier[] = activeModifiers(state),
): { modifier: Extract<Modifier, { gain: G }>; ctx: AbilityContext }[] {
  const out: { modifier: Extract<Modifier, { gain: G }>; ctx: AbilityContext }[] = []
  for (const m of mods) {
    if (m.modifier.gain !== gain) continue
    const modifier = m.modifier as Extract<Modifier, { gain: G }>
    if ('to' in modifier && covers(state, modifier.to, slot, m.ctx)) out.push({ modifier, ctx: m.ctx })
  }
  return out
}

/** How many cards in play match `per` (for "for each …" modifiers). */
function countMatching(
  state: SwlcgState,
  ctx: AbilityContext,
  per: NonNullable<Extract<Modifier, { gain: 'icons' }>['per']>,
) {
  return Object.keys(state.table).filter((slot) => matchesInPlay(state, slot, inPlayFacts(state, slot), per, ctx))
    .length
}

/** Icons a unit in play gains from constant modifiers (normal icons: OCTGN's reading of granted icons, §4.6). */
export function gainedIcons(state: SwlcgState, slot: SlotId): Required<Icons> {
  const sum = { unit: 0, blast: 0, tactics: 0 }
  for (const { modifier, ctx } of modifiersOn(state, 'icons', slot)) {
    const times = modifier.per ? countMatching(state, ctx, modifier.per) : 1
    sum.unit += (modifier.icons.unit ?? 0) * times
    sum.blast += (modifier.icons.blast ?? 0) * times
    sum.tactics += (modifier.icons.tactics ?? 0) * times
  }
  for (const grant of lastingOn(state, 'grant', slot)) {
    sum.unit += grant.icons.unit ?? 0
    sum.blast += grant.icons.blast ?? 0
    sum.tactics += grant.icons.tactics ?? 0
  }
  return sum
}

/**
 * The keywords of a card in play: printed ones and those modifiers grant (`mods`: the active modifiers, when the
 * caller reads them once for many cards).
 */
export function keywordsOf(
  state: SwlcgState,
  slot: SlotId,
  mods: readonly ActiveModifier[] = activeModifiers(state),
): readonly Keyword[] {
  const printed = inPlayFacts(state, slot).keywords
  const granted = [
    ...modifiersOn(state, 'keyword', slot, mods).map((m) => m.modifier.keyword),
    ...lastingOn(state, 'grant', slot).flatMap((l) => l.keywords),
  ]
  return granted.length === 0 ? printed : [...printed, ...granted]
}

/** Whether a card in play has a keyword now (printed or granted). */
export function hasKeywordNow(state: SwlcgState, slot: SlotId, kind: KeywordKind): boolean {
  return keywordsOf(state, slot).some((k) => k.k === kind)
}

/** The damage it takes to destroy a card in play: printed capacity plus modifiers (never below 1). */
export function damageCapacity(state: SwlcgState, slot: SlotId): number {
  const printed = inPlayFacts(state, slot).damageCapacity
  // A card without one (an enhancement: Trench Run holds the dial's damage) is never destroyed by damage.
  if (printed === null) return Number.POSITIVE_INFINITY
  const change = modifiersOn(state, 'capacity', slot).reduce((sum, m) => sum + m.modifier.by, 0)
  return Math.max(1, printed + change)
}

/** Damage a card in play can still take before it is destroyed. */
export function remainingCapacity(state: SwlcgState, slot: SlotId): number {
  const card = state.table[slot]
  return card ? Math.max(0, damageCapacity(state, slot) - card.damage) : 0
}

/** The sum of a side's modifiers of a kind with a `by` (Force icons, reserve), each times what it counts. */
function sideBonus(state: SwlcgState, side: Player, gain: 'force-icons' | 'reserve'): number {
  let sum = 0
  for (const { modifier, ctx } of activeModifiers(state)) {
    if (modifier.gain !== gain || ctx.side !== side) continue
    const per = modifier.gain === 'force-icons' ? modifier.perReserve : undefined
    sum += modifier.by * (per ? reserveCards(state, per) : 1)
  }
  return sum
}

/** The cards in the common reserves of a side's players (2v2; none in 1v1). */
function reserveCards(state: SwlcgState, side: Side): number {
  return teamOf(state, side).reduce((n, p) => n + reserveSlots(state, p).length, 0)
}

/** Force icons cards add to `side` in the Force struggle. */
export function forceIconBonus(state: SwlcgState, side: Player): number {
  return sideBonus(state, side, 'force-icons')
}

/** The starting reserve value of every affiliation [R: affiliation card]. */
export const BASE_RESERVE = 6

/** The reserve value: how many cards the draw phase fills the hand to. */
export function reserveValue(state: SwlcgState, side: Player): number {
  return Math.max(0, BASE_RESERVE + sideBonus(state, side, 'reserve') - (state.turn.reserveCut[side] ?? 0))
}

/** Whether `side` may ignore resource match for a card it plays from its hand now. */
export function ignoresMatch(state: SwlcgState, side: Player): boolean {
  if (lastingFor(state, 'ignore-match', side).length > 0) return true
  if (lastingFor(state, 'next-card', side).some((l) => l.ignoreMatch)) return true
  return activeModifiers(state).some((m) => m.modifier.gain === 'ignore-match' && m.ctx.side === side)
}

/** Whether the resources of the card in play at `slot` match every affiliation (an enhancement says so). */
export function matchesAll(state: SwlcgState, slot: SlotId): boolean {
  return activeModifiers(state).some(
    (m) => m.modifier.gain === 'match-all' && resolveRef(state, 'host', m.ctx) === slot,
  )
}

/**
 * How much cheaper `side` plays the card with these facts: "the first … you play each turn" reductions count only
 * while no matching card was played this turn (`playedThisTurn`, card ids).
 */
export function costReduction(state: SwlcgState, side: Player, facts: CardFacts): number {
  let sum = lastingFor(state, 'next-card', side).reduce((n, l) => n + l.costLess, 0)
  for (const { modifier, ctx } of activeModifiers(state)) {
    if (modifier.gain !== 'first-cost-less' || ctx.side !== side) continue
    const matching = (f: CardFacts | undefined) => !!f && matchesFacts(f, modifier.filter)
    if (!matching(facts)) continue
    const played = state.turn.played[side] ?? []
    if (played.some((id) => matching(cardFacts(id)))) continue
    sum += modifier.by
  }
  return sum
}

/** What `side` pays to play the card: its printed cost less reductions, never below 0. */
export function playCost(state: SwlcgState, side: Player, facts: CardFacts): number {
  return Math.max(0, (facts.cost ?? 0) - costReduction(state, side, facts))
}

/** Whether a unit in play may be declared as an attacker against `objective` (modifiers on either card). */
export function mayAttack(state: SwlcgState, unit: SlotId, objective: SlotId): boolean {
  if (restricted(state, unit, 'attack')) return false
  for (const { modifier, ctx } of activeModifiers(state)) {
    if (modifier.gain === 'cannot-attack' && ctx.source === unit) return false
    if (modifier.gain === 'attackers-only' && ctx.source === objective) {
      if (!matchesInPlay(state, unit, inPlayFacts(state, unit), modifier.filter, ctx)) return false
    }
  }
  return true
}

/** The most attackers `objective` may be attacked by (Infinity without a limit). */
export function maxAttackers(state: SwlcgState, objective: SlotId): number {
  let max = Infinity
  for (const { modifier, ctx } of activeModifiers(state)) {
    if (modifier.gain === 'max-attackers' && ctx.source === objective) max = Math.min(max, modifier.count)
  }
  return max
}

/** The fewest defenders the defending player may declare, unless none (0: no such rule in force). */
export function minDefenders(state: SwlcgState): number {
  let min = 0
  for (const { modifier } of activeModifiers(state)) {
    if (modifier.gain === 'min-defenders') min = Math.max(min, modifier.count)
  }
  return min
}

/**
 * The units of `side` that may strike in the engagement: its participating units, and units of its team that may
 * strike without taking part (a card's rule, while it holds). In 2v2 the engaged player strikes with such a unit of
 * the teammate too, as with a unit lent for support (Trandoshan Security Team guards every friendly dark objective).
 */
export function strikers(state: SwlcgState, side: Player): SlotId[] {
  const taking = participants(state, side)
  if (!state.engagement) return taking
  const outside = new Set(
    activeModifiers(state)
      .filter((m) => m.modifier.gain === 'strike-unengaged')
      .map((m) => m.ctx.source),
  )
  if (outside.size === 0) return taking
  const team = friendsOf(state, side).flatMap((player) => unitsOf(state, player))
  return [...taking, ...team.filter((slot) => outside.has(slot) && !taking.includes(slot))]
}

/** Whether the card in play may be chosen as a target. */
export function targetable(state: SwlcgState, slot: SlotId): boolean {
  return !activeModifiers(state).some((m) => m.modifier.gain === 'untargetable' && m.ctx.source === slot)
}

/** Whether destroying this objective makes its controller lose the game. */
export function losesIfDestroyed(state: SwlcgState, slot: SlotId): boolean {
  return activeModifiers(state).some((m) => m.modifier.gain === 'lose-if-destroyed' && m.ctx.source === slot)
}

/** Whether the card may be played from its owner's discard pile as if from hand. */
export function playableFromDiscard(id: string): boolean {
  return rulesOf(id).some((a) => a.kind === 'constant' && a.modifier.gain === 'play-from-discard')
}
