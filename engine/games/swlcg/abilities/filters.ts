/**
 * Reading the vocabulary's filters, card references and conditions against a state: which cards in play a filter
 * matches, which card a reference names, whether a condition holds. "You" is the ability's controller.
 */
import type { SlotId } from '../../../core/hidden'
import type { CardFacts } from '../data'
import { attachmentsOf, facing, friendly } from '../queries'
import type { Player, SwlcgState } from '../types'
import type { CardRef, CardState, Condition, Controller, Filter, Whose } from './vocabulary'

/** Whose ability it is and what the situation names: the frame every filter, reference and condition reads. */
export type AbilityContext = {
  /** The card whose ability this is (in play, or the event or fate card resolving). */
  source: SlotId
  /** The ability's controller. */
  side: Player
  /** The card the trigger names (the unit focused to strike, the event played …), if any. */
  trigger?: SlotId | null
  /** The card an earlier effect of the ability produced (milled, discarded, taken), if any. */
  previous?: SlotId | null
  /**
   * The ability's controller while an "each friendly player" scope makes `side` ("you") another player; unset
   * otherwise (abilities/resolve.ts).
   */
  user?: Player
  /** The opponent the user picked for "an opponent" / "your opponent" (2v2, ./opponent.ts); unset: the facing one. */
  opponent?: Player
}

/**
 * The player a `Whose` names: you, or your opponent. In 2v2 "your opponent" is the opponent the initiating player
 * picked for this ability [B:352-355] (./opponent.ts); the facing one until then.
 */
export function sideOf(state: SwlcgState, ctx: AbilityContext, whose: Whose): Player {
  return whose === 'you' ? ctx.side : (ctx.opponent ?? facing(state, ctx.side))
}

/**
 * Whether a card's controller is "yours" (you control it), "an enemy's" (any player of the other team controls it:
 * in 2v2 "enemy" covers both opponents [B:351-356]) or "friendly" (you or a teammate [B:356-358]).
 */
function controlledBy(controller: Player, you: Player, whose: Controller): boolean {
  return whose === 'friendly' ? friendly(controller, you) : isWhose(whose, you, controller)
}

/**
 * Whether `player` is who a `Whose` names for the ability's controller `you`: you yourself, or any enemy player. With
 * `team`, "you" is your whole team: a team takes its turn and its phases together [B:292-296].
 */
export function isWhose(whose: Whose, you: Player, player: Player, team = false): boolean {
  if (whose === 'opponent') return !friendly(player, you)
  return team ? friendly(player, you) : player === you
}

/** The card a reference names now, or null when there is none (no host, no engagement, nothing produced). */
export function resolveRef(state: SwlcgState, ref: CardRef, ctx: AbilityContext): SlotId | null {
  switch (ref) {
    case 'self':
      return ctx.source
    case 'host':
      return state.table[ctx.source]?.host ?? null
    case 'trigger':
      return ctx.trigger ?? null
    case 'engaged-objective':
      return state.engagement?.objective ?? null
    case 'previous':
      return ctx.previous ?? null
  }
}

/** Whether a card in play is in a state. */
function inState(state: SwlcgState, slot: SlotId, wanted: CardState): boolean {
  const card = state.table[slot]!
  const e = state.engagement
  switch (wanted) {
    case 'participating':
      return !!e && (e.attackers.includes(slot) || e.defenders.includes(slot))
    case 'attacking':
      return !!e && e.attackers.includes(slot)
    case 'defending':
      return !!e && e.defenders.includes(slot)
    case 'committed':
      return card.committed
    case 'exhausted':
      return card.focus > 0
    case 'engaged':
      return e?.objective === slot
    case 'not-engaged':
      return e?.objective !== slot
    case 'enhanced':
      return attachmentsOf(state, slot).length > 0
    case 'damaged':
      return card.damage > 0
    case 'attacking-alone':
      return !!e && e.attackers.length === 1 && e.attackers[0] === slot
  }
}

/**
 * Whether `facts` match the filter's printed parts (type, traits, affiliation, title, side, cost, Limited): what can
 * be judged of a card anywhere, in a hand or a discard pile as well as in play.
 */
export function matchesFacts(facts: CardFacts, filter: Filter): boolean {
  if (filter.type && !filter.type.includes(facts.type)) return false
  if (filter.typeNone?.includes(facts.type)) return false
  if (filter.traitAny && !filter.traitAny.some((t) => facts.traits.includes(t))) return false
  if (filter.traitNone?.some((t) => facts.traits.includes(t))) return false
  if (filter.affiliation && facts.affiliation !== filter.affiliation) return false
  if (filter.title !== undefined && facts.title !== filter.title) return false
  if (filter.side && facts.side !== filter.side) return false
  if (filter.maxCost !== undefined && (facts.cost ?? 0) > filter.maxCost) return false
  if (filter.minCost !== undefined && (facts.cost ?? 0) < filter.minCost) return false
  if (filter.notLimited && facts.keywords.some((k) => k.k === 'limited')) return false
  if (filter.notUnique && facts.unique) return false
  if (filter.resources && (facts.resources ?? 0) < 1) return false
  return true
}

/** Whether the card in play at `slot` (with these facts) matches the whole filter for the ability in `ctx`. */
export function matchesInPlay(
  state: SwlcgState,
  slot: SlotId,
  facts: CardFacts,
  filter: Filter,
  ctx: AbilityContext,
): boolean {
  const card = state.table[slot]
  if (!card || !matchesFacts(facts, filter)) return false
  if (filter.controller && !controlledBy(card.controller, ctx.side, filter.controller)) return false
  if (filter.not !== undefined && resolveRef(state, filter.not, ctx) === slot) return false
  if (filter.attachedTo === 'self' && card.host !== ctx.source) return false
  return !filter.state || filter.state.every((wanted) => inState(state, slot, wanted))
}

/** Whether a condition holds now for the ability in `ctx`; `facts` reads a card's facts (for `is`). */
export function holds(
  state: SwlcgState,
  cond: Condition,
  ctx: AbilityContext,
  facts: (slot: SlotId) => CardFacts | undefined,
): boolean {
  if ('balance' in cond) return state.balance === cond.balance
  if ('engagement' in cond) return state.engagement !== null
  if ('turn' in cond) return isWhose(cond.turn, ctx.side, state.turn.active, true)
  if ('phase' in cond) return state.turn.phase === cond.phase
  if ('role' in cond) {
    const attacker = state.turn.active
    return !!state.engagement && (cond.role === 'attacker') === (ctx.side === attacker)
  }
  if ('is' in cond) {
    const slot = resolveRef(state, cond.is, ctx)
    const found = slot === null ? undefined : facts(slot)
    if (!found) return false
    return Object.hasOwn(state.table, slot!)
      ? matchesInPlay(state, slot!, found, cond.filter, ctx)
      : matchesFacts(found, cond.filter)
  }
  // placedFate: the side placed a fate card in its edge stack in this engagement.
  return state.engagement?.fatePlaced?.includes(ctx.side) ?? false
}
