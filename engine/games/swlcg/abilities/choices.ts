/**
 * The choices a player makes when using an ability: which cards its "choose" targets name (one list per choice, in
 * effect order), from the cards in play, a discard pile or the hand. Choices live in an ability's top-level effects
 * only (the data test holds the cards to that), so they are known before anything resolves, and the opponent
 * sees them in the log like any action.
 */
import { zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { factsFor, inPlayFacts, zones } from '../queries'
import type { SwlcgState } from '../types'
import { matchesFacts, matchesInPlay, type AbilityContext } from './filters'
import { targetable } from './modifiers'
import type { Effect, Filter, Target } from './vocabulary'

/** One choice: how many cards, from where, matching what. */
export type ChoiceSpec = {
  from: 'play' | 'discard' | 'hand'
  filter: Filter
  count: number
  /** Fewer (even none) may be chosen. */
  upTo: boolean
  /** The cards are targets: a card that cannot be targeted is not offered. */
  targeted: boolean
  /** As many as there are (up to `count`): with none, the ability may still be used. */
  ifAble?: boolean
  /** Each card chosen must be controlled by a different player. */
  distinctControllers?: boolean
}

/** What a `choose` target asks for. */
export function targetSpec(target: Extract<Target, { choose: Filter }>): ChoiceSpec {
  return {
    from: 'play',
    filter: target.choose,
    count: target.count ?? 1,
    upTo: target.upTo === true,
    targeted: target.targeted !== false,
    ifAble: target.ifAble === true,
    distinctControllers: target.distinct === 'controller',
  }
}

/** A target's choice when its user makes it (an opponent's choice is asked when the effect resolves). */
function targetChoice(target: Target): ChoiceSpec | null {
  return 'choose' in target && (target.chooser ?? 'you') === 'you' ? targetSpec(target) : null
}

/** The targets an effect names, in order. */
export function targetsOf(effect: Effect): Target[] {
  if (effect.do === 'move-damage') return [effect.from, effect.to]
  if (effect.do === 'redirect') return [effect.to]
  return 'target' in effect ? [effect.target] : []
}

/** The choices the user of an effect list makes up front, in order. */
export function choiceSpecs(effects: readonly Effect[]): ChoiceSpec[] {
  const out: ChoiceSpec[] = []
  for (const effect of effects) {
    for (const target of targetsOf(effect)) {
      const spec = targetChoice(target)
      if (spec) out.push(spec)
    }
    if (effect.do === 'recover' && effect.from === 'choose') {
      const count = typeof effect.amount === 'number' ? effect.amount : 1
      out.push({ from: 'discard', filter: effect.filter ?? {}, count, upTo: false, targeted: false })
    }
    if (effect.do === 'put-into-play' && !effect.self) {
      out.push({ from: effect.from, filter: effect.filter ?? {}, count: 1, upTo: false, targeted: false })
    }
  }
  return out
}

/** The cards a choice may pick now. */
export function candidates(state: SwlcgState, spec: ChoiceSpec, ctx: AbilityContext): SlotId[] {
  if (spec.from === 'play') {
    return Object.keys(state.table).filter(
      (slot) =>
        matchesInPlay(state, slot, inPlayFacts(state, slot), spec.filter, ctx) &&
        (!spec.targeted || targetable(state, slot)),
    )
  }
  const zone = spec.from === 'discard' ? zones.discard(ctx.side) : zones.hand(ctx.side)
  return zoneSlots(state.cards, zone).filter((slot) => {
    const facts = factsFor(state, slot, ctx.side)
    return !!facts && slot !== ctx.source && matchesFacts(facts, spec.filter)
  })
}

/** The controller of a card in play (a choice among cards elsewhere has none to tell apart). */
const controllerOf = (state: SwlcgState, slot: SlotId) => state.table[slot]?.controller ?? slot

/**
 * How many cards a choice must name now: all it asks for when there are enough, else every candidate (with
 * distinct controllers, one per controller at most).
 */
function needed(state: SwlcgState, spec: ChoiceSpec, open: readonly SlotId[]): { min: number; max: number } {
  const available = spec.distinctControllers ? new Set(open.map((slot) => controllerOf(state, slot))).size : open.length
  const max = Math.min(spec.count, available)
  return { min: spec.upTo ? 0 : max, max }
}

/** Whether `chosen` answers the choice: distinct candidates, as many as needed (each of another player if asked). */
export function validChoice(state: SwlcgState, spec: ChoiceSpec, ctx: AbilityContext, chosen: readonly SlotId[]) {
  const open = candidates(state, spec, ctx)
  const { min, max } = needed(state, spec, open)
  const controllers = new Set(chosen.map((slot) => controllerOf(state, slot)))
  return (
    chosen.length >= min &&
    chosen.length <= max &&
    new Set(chosen).size === chosen.length &&
    (!spec.distinctControllers || controllers.size === chosen.length) &&
    chosen.every((slot) => open.includes(slot))
  )
}

/** Whether an effect list can be used now: every choice that must name a card has one to name. */
export function choosable(state: SwlcgState, specs: readonly ChoiceSpec[], ctx: AbilityContext): boolean {
  return specs.every((spec) => spec.upTo || spec.ifAble || candidates(state, spec, ctx).length > 0)
}

/** Sets of `size` items from `items` (at most `cap` of them), in order; `fits` may refuse an item beside others. */
function combinations(
  items: readonly SlotId[],
  size: number,
  cap: number,
  fits: (chosen: readonly SlotId[], item: SlotId) => boolean = () => true,
): SlotId[][] {
  const out: SlotId[][] = []
  const pick = (start: number, chosen: SlotId[]) => {
    if (out.length >= cap) return
    if (chosen.length === size) {
      out.push(chosen)
      return
    }
    for (let i = start; i < items.length; i++) if (fits(chosen, items[i]!)) pick(i + 1, [...chosen, items[i]!])
  }
  pick(0, [])
  return out
}

/** Every way to make the choices now (at most `cap`), for `legalActions`. */
export function allChoices(
  state: SwlcgState,
  specs: readonly ChoiceSpec[],
  ctx: AbilityContext,
  cap = 48,
): SlotId[][][] {
  let ways: SlotId[][][] = [[]]
  for (const spec of specs) {
    const open = candidates(state, spec, ctx)
    const { min, max } = needed(state, spec, open)
    const apart = (chosen: readonly SlotId[], item: SlotId) =>
      !spec.distinctControllers || chosen.every((c) => controllerOf(state, c) !== controllerOf(state, item))
    const picks: SlotId[][] = []
    for (let size = max; size >= min; size--) picks.push(...combinations(open, size, cap, apart))
    ways = ways.flatMap((way) => picks.map((pick) => [...way, pick])).slice(0, cap)
  }
  return ways
}
