/**
 * Which card abilities answer a point of the timing chart: the reactions of cards in play whose trigger matches
 * what just happened (responses.ts opens the window and takes the answers). The engine's points name what
 * happened (`Trigger` in responses.ts); a card's trigger (`on` in ./vocabulary.ts) is read against it from the
 * card controller's point of view, and names the card it is about (`trigger` in the ability's frame).
 *
 * Today: reactions of cards in play at the points the flow has. Interrupts, forced abilities, abilities used from
 * the hand (events) and the points still missing (a card played, leaving play, an engagement survived …) come
 * with the rest of issue 15; `PLAYED_TRIGGERS` says which vocabulary triggers are matched.
 */
import type { SlotId } from '../../../core/hidden'
import { rulesOf } from '../data/rules'
import { inPlayFacts, publicFacts } from '../queries'
import type { Trigger } from '../responses'
import type { CardAmount, Side, SwlcgState } from '../types'
import { allChoices, choiceSpecs, choosable } from './choices'
import { costCardsFor, paymentFor, type Source } from './costs'
import { matchesFacts, matchesInPlay, resolveRef, sideOf, type AbilityContext } from './filters'
import { resolvable } from './support'
import type { Ability, TriggerKind, Trigger as CardTrigger } from './vocabulary'

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
  survived: ['unopposed'],
}

/** The vocabulary triggers matched at the engine's points today. */
export const PLAYED_TRIGGERS: ReadonlySet<TriggerKind> = new Set(Object.keys(POINTS_OF) as TriggerKind[])

/** The engine points some card trigger is matched at (others never open a window for cards). */
export const CARD_POINTS: ReadonlySet<Trigger['on']> = new Set(Object.values(POINTS_OF).flat())

/** Whether the card in play at `unit` is what a focused-to-strike trigger names for this ability. */
function strikerMatches(
  state: SwlcgState,
  on: Extract<CardTrigger, { on: 'focused-to-strike' }>,
  unit: SlotId,
  ctx: AbilityContext,
) {
  if (!Object.hasOwn(state.table, unit)) return false
  if (on.asAttacker && state.table[unit]!.controller !== state.turn.active) return false
  if (on.card === 'self' || on.card === 'host') return resolveRef(state, on.card, ctx) === unit
  return matchesInPlay(state, unit, inPlayFacts(state, unit), on.card, ctx)
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
      return t.on === 'turn-began' && t.side === sideOf(ctx, on.whose) ? yes() : null
    case 'phase-began':
      return t.on === 'phase-began' && t.phase === on.phase && t.side === sideOf(ctx, on.whose) ? yes() : null
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
      const played = t.on === 'card-played' ? t.card : t.on === 'entered-play' ? t.card : null
      const facts = played === null ? undefined : publicFacts(state, played)
      if (!facts || !matchesFacts(facts, on.filter)) return null
      const by = t.on === 'card-played' ? t.side : state.table[played!]?.controller
      return on.by === undefined || by === sideOf(ctx, on.by) ? yes(played) : null
    }
    case 'entered-play':
      if (t.on !== 'entered-play' || t.card !== ctx.source) return null
      return !on.duringEngagement || state.engagement !== null ? yes(ctx.source) : null
    case 'committed':
      return t.on === 'committed' && t.units.includes(ctx.source) ? yes(ctx.source) : null
    case 'objective-destroyed': {
      if (t.on !== 'destroyed' || publicFacts(state, t.card)?.type !== 'objective') return null
      return on.whose === undefined || t.owner === sideOf(ctx, on.whose) ? yes(t.card) : null
    }
    case 'survived': {
      // At the unopposed point every attacker still in play survived an unopposed engagement.
      const attacking = state.engagement?.attackers.includes(ctx.source) ?? false
      return t.on === 'unopposed' && on.unopposed && attacking ? yes(ctx.source) : null
    }
    default:
      return null
  }
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

/** The key a reaction's use is recorded under in a window (once per trigger) and in the turn (limits). */
export function reactionKey(card: SlotId, index: number): string {
  return `${card}#${index}`
}

/** Whether the ability is a reaction the engine plays today (from play, at a point the flow has). */
export function playedReaction(ability: Ability): ability is Reaction {
  return (
    ability.kind === 'reaction' &&
    PLAYED_TRIGGERS.has(ability.on.on) &&
    resolvable(ability.effects) &&
    (ability.cost ?? []).every((c) => !('discard' in c) || typeof c.discard === 'number')
  )
}

/** The reactions of `side`'s cards in play that answer the point `t` now (each unused for it). */
export function cardResponses(
  state: SwlcgState,
  side: Side,
  timing: 'interrupt' | 'reaction',
  t: Trigger,
  used: readonly string[],
): CardResponse[] {
  const out: CardResponse[] = []
  if (timing !== 'reaction' || !CARD_POINTS.has(t.on)) return out
  for (const card of Object.keys(state.table)) {
    if (state.table[card]!.controller !== side) continue
    rulesOf(state.table[card]!.card).forEach((ability, index) => {
      if (!playedReaction(ability) || used.includes(reactionKey(card, index))) return
      const turnUses = state.turn.used.filter((k) => k === reactionKey(card, index)).length
      if (ability.limit !== undefined && turnUses >= ability.limit) return
      const ctx = matchTrigger(state, ability.on, t, { source: card, side })
      if (!ctx) return
      const specs = choiceSpecs(ability.effects)
      if (!choosable(state, specs, ctx)) return
      const source: Source = { facts: inPlayFacts(state, card), fromHand: false, ctx }
      const costs = costCardsFor(state, source, ability)
      const payment = costs && paymentFor(state, source, ability)
      if (!costs || !payment) return
      const ways = allChoices(state, specs, ctx).map((choices) => ({ choices, costs, payment }))
      out.push({ card, ability: index, ctx, ways, forced: ability.forced === true })
    })
  }
  return out
}
