/**
 * Which card abilities answer a point of the timing chart: the reactions of cards in play whose trigger matches
 * what just happened (responses.ts opens the window and takes the answers). The engine's points name what
 * happened (`Trigger` in responses.ts); a card's trigger (`on` in ./vocabulary.ts) is read against it from the
 * card controller's point of view, and names the card it is about (`trigger` in the ability's frame).
 *
 * Reactions and interrupts of cards in play and of events in the hand answer at the points the flow has; whether a
 * window waits for a side's hand is judged on public facts (`handMayAnswer`). The points still missing (objective
 * engaged, strike resolved, a capture …) come with the rest of issue 15; `PLAYED_TRIGGERS` says which vocabulary
 * triggers are matched.
 */
import type { SlotId } from '../../../core/hidden'
import { zoneOf, zoneSlots } from '../../../core/hidden'
import { cardFacts } from '../data/cards'
import { rulesOf } from '../data/rules'
import { factsFor, handSize, inPlayFacts, isReady, publicFacts, resourceValue, sideOfPlayer, zones } from '../queries'
import type { Trigger } from '../responses'
import type { CardAmount, Player, SwlcgState } from '../types'
import { allChoices, choiceSpecs, choosable } from './choices'
import { costCardsFor, paymentFor, type Source } from './costs'
import { type AbilityContext, isWhose, matchesFacts, matchesInPlay, resolveRef } from './filters'
import { effectsUsable } from './groups'
import { playCost } from './modifiers'
import { resolvable } from './support'
import type { Ability, Filter, TriggerKind, Trigger as CardTrigger } from './vocabulary'

/** A reaction ability. */
type Reaction = Extract<Ability, { kind: 'reaction' | 'interrupt' }>

/** The engine's points (responses.ts) each vocabulary trigger matched today is read at. */
const POINTS_OF: Partial<Record<TriggerKind, readonly Trigger['on'][]>> = {
  'turn-began': ['turn-began'],
  'phase-began': ['phase-began'],
  refreshed: ['refreshed'],
  'card-played': ['entered-play', 'card-played'],
  declared: ['declared'],
  'focused-to-strike': ['focused-to-strike'],
  'edge-won': ['edge-won'],
  'entered-play': ['entered-play'],
  committed: ['committed'],
  'objective-destroyed': ['destroyed'],
  survived: ['unopposed', 'survived'],
  'objective-engaged': ['objective-engaged'],
  'leaves-play': ['leaving'],
  destroyed: ['leaving'],
  damage: ['damage'],
  'interrupt-used': ['interrupt-used'],
  'strike-resolved': ['strike-resolved'],
  'dealt-damage': ['dealt-damage'],
  'captured-unit': ['captured'],
  'resources-generated': ['resources-generated'],
  'turn-ended': ['turn-ended'],
  'force-won': ['force-struggle'],
  'dial-raised': ['dial-raised'],
  'defenders-declared': ['declared'],
  'took-control': ['control-taken'],
  'played-from-reserve': ['entered-play', 'card-played'],
}

/** The vocabulary triggers matched at the engine's points today. */
export const PLAYED_TRIGGERS: ReadonlySet<TriggerKind> = new Set(Object.keys(POINTS_OF) as TriggerKind[])

/** The engine points some card trigger is matched at (others never open a window for cards). */
export const CARD_POINTS: ReadonlySet<Trigger['on']> = new Set(Object.values(POINTS_OF).flat())

/** Whether the card in play at `slot` is the one a trigger's card reference names, or matches its filter. */
function cardMatches(state: SwlcgState, card: 'self' | 'host' | Filter, slot: SlotId, ctx: AbilityContext): boolean {
  if (!Object.hasOwn(state.table, slot)) return false
  if (card === 'self' || card === 'host') return resolveRef(state, card, ctx) === slot
  return matchesInPlay(state, slot, inPlayFacts(state, slot), card, ctx)
}

/** Whether the card in play at `unit` is what a focused-to-strike trigger names for this ability. */
function strikerMatches(
  state: SwlcgState,
  on: Extract<CardTrigger, { on: 'focused-to-strike' }>,
  unit: SlotId,
  ctx: AbilityContext,
) {
  if (on.asAttacker && state.table[unit]?.controller !== state.turn.active) return false
  return cardMatches(state, on.card, unit, ctx)
}

/**
 * Whether the card trigger `on` answers the engine point `t` for the ability in `ctx`; returns the frame with the
 * card the trigger names, or null.
 */
export function matchTrigger(
  state: SwlcgState,
  on: CardTrigger,
  t: Trigger,
  ctx: AbilityContext,
): AbilityContext | null {
  const yes = (trigger: SlotId | null = null): AbilityContext => ({ ...ctx, trigger })
  switch (on.on) {
    case 'turn-began':
      return t.on === 'turn-began' && isWhose(on.whose, ctx.side, t.side, true) ? yes() : null
    case 'phase-began':
      return t.on === 'phase-began' && t.phase === on.phase && isWhose(on.whose, ctx.side, t.side, true) ? yes() : null
    case 'refreshed':
      return t.on === 'refreshed' && t.side === ctx.side ? yes() : null
    case 'declared':
      if (t.on !== 'declared' || !t.units.includes(ctx.source)) return null
      return on.as === 'attacker-or-defender' || t.role === 'attacker' ? yes(ctx.source) : null
    case 'focused-to-strike':
      return t.on === 'focused-to-strike' && strikerMatches(state, on, t.unit, ctx) ? yes(t.unit) : null
    case 'edge-won':
      if (t.on !== 'edge-won' || t.side !== ctx.side) return null
      return !on.asAttacker || ctx.side === state.turn.active ? yes() : null
    case 'card-played': {
      // Units and enhancements played answer at their entering play; events once their effects are done.
      // A card put into play by an effect was not played: "after you play" does not answer it.
      const played = t.on === 'card-played' ? t.card : t.on === 'entered-play' && !t.put ? t.card : null
      const facts = played === null ? undefined : publicFacts(state, played)
      if (!facts || !matchesFacts(facts, on.filter)) return null
      const by = t.on === 'card-played' ? t.side : state.table[played!]?.controller
      return on.by === undefined || (by !== undefined && isWhose(on.by, ctx.side, by)) ? yes(played) : null
    }
    case 'entered-play':
      if (t.on !== 'entered-play' || t.card !== ctx.source || (on.played && t.put)) return null
      return !on.duringEngagement || state.engagement !== null ? yes(ctx.source) : null
    case 'committed':
      return t.on === 'committed' && t.units.includes(ctx.source) ? yes(ctx.source) : null
    case 'objective-destroyed': {
      if (t.on !== 'destroyed' || publicFacts(state, t.card)?.type !== 'objective') return null
      return on.whose === undefined || isWhose(on.whose, ctx.side, t.owner) ? yes(t.card) : null
    }
    case 'leaves-play':
    case 'destroyed': {
      if (t.on !== 'leaving' || (on.on === 'destroyed' && t.how !== 'destroyed')) return null
      return cardMatches(state, on.card, t.card, ctx) ? yes(t.card) : null
    }
    case 'damage':
      return t.on === 'damage' && cardMatches(state, on.card, t.card, ctx) ? yes(t.card) : null
    case 'strike-resolved':
      return t.on === 'strike-resolved' && cardMatches(state, on.card, t.unit, ctx) ? yes(t.unit) : null
    case 'dealt-damage':
      if (t.on !== 'dealt-damage' || t.from !== ctx.source) return null
      return cardMatches(state, on.card, t.card, ctx) ? yes(t.card) : null
    case 'captured-unit':
      // "After you capture an enemy unit from play".
      return t.on === 'captured' && t.fromPlay && t.by === ctx.side ? yes(t.card) : null
    case 'resources-generated': {
      const host = resolveRef(state, on.card, ctx)
      return t.on === 'resources-generated' && host !== null && t.cards.includes(host) ? yes(host) : null
    }
    case 'interrupt-used':
      // "Another" interrupt: never the ability's own card.
      return t.on === 'interrupt-used' && t.card !== ctx.source ? yes(t.card) : null
    case 'survived': {
      // Every attacker still in play survived: at the unopposed point an unopposed engagement, at its end any.
      const attacking = state.engagement?.attackers.includes(ctx.source) ?? false
      return attacking && t.on === (on.unopposed ? 'unopposed' : 'survived') ? yes(ctx.source) : null
    }
    case 'objective-engaged':
      return t.on === 'objective-engaged' && cardMatches(state, on.card, t.objective, ctx) ? yes(t.objective) : null
    default:
      return matchTeamTrigger(state, on, t, ctx)
  }
}

/** The triggers Balance of the Force brought, read like `matchTrigger`'s. */
function matchTeamTrigger(state: SwlcgState, on: CardTrigger, t: Trigger, ctx: AbilityContext): AbilityContext | null {
  const yes = (trigger: SlotId | null = null): AbilityContext => ({ ...ctx, trigger })
  switch (on.on) {
    case 'turn-ended':
      return t.on === 'turn-ended' && isWhose(on.whose, ctx.side, t.side, true) ? yes() : null
    case 'force-won':
      // The struggle is the team's: a player of the winning side won it [B:285-290].
      if (t.on !== 'force-struggle' || t.winner === null || t.winner !== sideOfPlayer(ctx.side)) return null
      return on.margin === undefined || t.margin >= on.margin ? yes() : null
    case 'dial-raised':
      return t.on === 'dial-raised' ? yes() : null
    case 'defenders-declared': {
      const e = state.engagement
      if (t.on !== 'declared' || t.role !== 'defender' || !e || !isWhose(on.by, ctx.side, e.defender)) return null
      if (on.count !== undefined && t.units.length !== on.count) return null
      return yes(t.units.length === 1 ? t.units[0]! : null)
    }
    case 'took-control':
      return t.on === 'control-taken' && t.by === ctx.side ? yes(t.card) : null
    case 'played-from-reserve':
      return playedFromReserve(state, t, ctx.side) ? yes((t as { card: SlotId }).card) : null
    default:
      return null
  }
}

/**
 * Whether `side` just played a card from another player's common reserve: a unit or enhancement that entered play
 * under its control but is another's, or an event it played that went to another player's discard pile (a card
 * from a teammate's reserve stays its owner's).
 */
function playedFromReserve(state: SwlcgState, t: Trigger, side: Player): boolean {
  if (t.on === 'entered-play') {
    const card = state.table[t.card]
    return !t.put && !!card && card.controller === side && card.owner !== side
  }
  if (t.on !== 'card-played' || t.side !== side) return false
  const zone = zoneOf(state.cards, t.card)
  return state.players.some((p) => p !== side && (zone === zones.discard(p) || zone === zones.resolving(p)))
}

/** One way to use a card's reaction: the choices, the cards paying its costs and the resources paid. */
export type CardResponseChoice = { choices: SlotId[][]; costs: SlotId[]; payment: CardAmount[] }

/** A card's reaction that answers the point now, with the ways to use it (capped), its frame and whether it is forced. */
export type CardResponse = {
  card: SlotId
  ability: number
  ctx: AbilityContext
  ways: CardResponseChoice[]
  forced: boolean
}

/**
 * Where a card is when its reaction is used: an event's or a `fromHand` one's in the hand, a `fromDiscard` one's in
 * the discard pile, any other in play.
 */
function answeredFrom(ability: Reaction, event: boolean): 'play' | 'hand' | 'discard' {
  if (ability.fromDiscard) return 'discard'
  return event || ability.fromHand ? 'hand' : 'play'
}

/** The key a reaction's use is recorded under in a window (once per trigger) and in the turn (limits). */
export function reactionKey(card: SlotId, index: number): string {
  return `${card}#${index}`
}

/** Whether the ability is a reaction or interrupt the engine plays today (at a point the flow has). */
export function playedResponse(ability: Ability): ability is Reaction {
  return (
    (ability.kind === 'reaction' || ability.kind === 'interrupt') &&
    PLAYED_TRIGGERS.has(ability.on.on) &&
    resolvable(ability.effects) &&
    (ability.cost ?? []).every((c) => !('discard' in c) || typeof c.discard === 'number')
  )
}

/** The key a per-turn limit counts under: the card in play, or an event's title (copies share the limit). */
export function limitKey(source: Source, index: number): string {
  return source.fromHand ? `${source.facts.title}#${index}` : `${source.ctx.source}#${index}`
}

/** Why not: the ability's per-turn limit is reached. */
function limitReached(state: SwlcgState, source: Source, index: number, limit: number | undefined): boolean {
  return limit !== undefined && state.turn.used.filter((k) => k === limitKey(source, index)).length >= limit
}

/** The ways to use one response of `source` at the point `t` now, or null when it does not answer or cannot be paid. */
function responseWays(
  state: SwlcgState,
  source: Source,
  ability: Reaction,
  index: number,
  t: Trigger,
): { ctx: AbilityContext; ways: CardResponseChoice[] } | null {
  if (limitReached(state, source, index, ability.limit)) return null
  const ctx = matchTrigger(state, ability.on, t, source.ctx)
  if (!ctx) return null
  const specs = choiceSpecs(ability.effects)
  if (!choosable(state, specs, ctx) || !effectsUsable(state, ability.effects, ctx)) return null
  const framed = { ...source, ctx }
  const costs = costCardsFor(state, framed, ability)
  const payment = costs && paymentFor(state, framed, ability)
  if (!costs || !payment) return null
  return { ctx, ways: allChoices(state, specs, ctx).map((choices) => ({ choices, costs, payment })) }
}

/**
 * The reactions or interrupts (`timing`) of `side`'s cards in play, and of the events in its hand, that answer the
 * point `t` now (each unused for it). The hand is read through `side`'s own knowledge: only that side's legal
 * actions list its events.
 */
export function cardResponses(
  state: SwlcgState,
  side: Player,
  timing: 'interrupt' | 'reaction',
  t: Trigger,
  used: readonly string[],
  hand = true,
): CardResponse[] {
  const out: CardResponse[] = []
  if (!CARD_POINTS.has(t.on)) return out
  const consider = (card: SlotId, source: Source, where: 'play' | 'hand' | 'discard') => {
    rulesOf(source.facts.id).forEach((ability, index) => {
      if (ability.kind !== timing || !playedResponse(ability) || used.includes(reactionKey(card, index))) return
      if (where !== answeredFrom(ability, source.facts.type === 'event')) return
      const found = responseWays(state, source, ability, index, t)
      if (found) out.push({ card, ability: index, ctx: found.ctx, ways: found.ways, forced: ability.forced === true })
    })
  }
  for (const card of Object.keys(state.table)) {
    if (state.table[card]!.controller !== side) continue
    consider(card, { facts: inPlayFacts(state, card), fromHand: false, ctx: { source: card, side } }, 'play')
  }
  // A card that answers from its owner's discard pile (public: read whether or not the hand is).
  for (const card of zoneSlots(state.cards, zones.discard(side))) {
    const facts = publicFacts(state, card)
    if (facts && answersFromDiscard(facts.id))
      consider(card, { facts, fromHand: false, ctx: { source: card, side } }, 'discard')
  }
  if (!hand) return out
  for (const card of zoneSlots(state.cards, zones.hand(side))) {
    const facts = factsFor(state, card, side)
    // An event is played (its cost paid); a unit answering from the hand puts itself into play at no cost.
    if (facts) consider(card, { facts, fromHand: facts.type === 'event', ctx: { source: card, side } }, 'hand')
  }
  return out
}

/** The resources `side`'s ready cards could pay now (public: cards in play and their focus tokens). */
function readyResources(state: SwlcgState, side: Player): number {
  let total = 0
  for (const slot of Object.keys(state.table))
    if (state.table[slot]!.controller === side && isReady(state, slot)) total += resourceValue(state, slot)
  return total
}

/** Whether the card has a reaction used from its owner's discard pile. */
function answersFromDiscard(id: string): boolean {
  return rulesOf(id).some((a) => (a.kind === 'reaction' || a.kind === 'interrupt') && a.fromDiscard === true)
}

/** Whether the card has a reaction or interrupt the engine plays used from the hand (an event's, or a `fromHand` one). */
export function answersFromHand(id: string): boolean {
  const event = cardFacts(id)?.type === 'event'
  return rulesOf(id).some((a) => playedResponse(a) && (event || a.fromHand === true))
}

/**
 * Whether `side`'s hand might hold an event that answers the point `t`, judged on public facts only: the side
 * holds a card, and some event of its deck list answers this point now and costs no more than its ready
 * resources. A window waits for such a side (it passes itself), so that whether it waits tells nothing about the
 * hand.
 */
export function handMayAnswer(state: SwlcgState, side: Player, timing: 'interrupt' | 'reaction', t: Trigger): boolean {
  if (!CARD_POINTS.has(t.on) || handSize(state, side) === 0) return false
  const resources = readyResources(state, side)
  return (state.answerable[side] ?? []).some((id) => {
    const facts = cardFacts(id)!
    // An event must be paid for; a unit answering from the hand costs nothing.
    if (facts.type === 'event' && playCost(state, side, facts) > resources) return false
    return rulesOf(id).some(
      (a) =>
        a.kind === timing &&
        (facts.type === 'event' || a.fromHand === true) &&
        playedResponse(a) &&
        matchTrigger(state, a.on, t, { source: '', side }) !== null &&
        !limitReached(state, { facts, fromHand: true, ctx: { source: '', side } }, rulesOf(id).indexOf(a), a.limit),
    )
  })
}
