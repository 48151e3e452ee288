/**
 * Looking into a deck. The top cards (Superlaser Engineer, Take Them Prisoner): the user sees them (everyone does
 * when they are revealed), takes the ones the effect allows (to hand, or captured under this objective), and puts
 * the rest back on the top or bottom in an order the user names. Each player choice is a `choose` prompt, so the
 * effect runs in steps: 0 look (and take when no choice is left), 1 the cards to take, 2 the order of the rest.
 * A search of the objective deck (A Journey to Dagobah) ends with a shuffle drawn from the action's entropy.
 */
import { moveSlot, reveal, showSlotsTo, shuffleZone, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import type { EngineEvent } from '../../../core/types'
import { capture } from '../captives'
import { factsFor, seatOf, zones } from '../queries'
import { openResponses } from '../responses'
import { enterPlay } from '../table'
import type { PendingAbility, SwlcgState } from '../types'
import { matchesFacts, sideOf } from './filters'
import { abilityRng } from './picks'
import type { Effect } from './vocabulary'

type Examine = Extract<Effect, { do: 'examine-top' }>

/** Resolves an `examine-top` effect for the pending ability `a`; false while a prompt waits for its answer. */
export function examineTop(draft: SwlcgState, effect: Examine, a: PendingAbility, events: EngineEvent[]): boolean {
  if (a.step === 0) return look(draft, effect, a, events)
  if (a.step === 1) {
    draft.ability = { ...a, answer: null }
    return take(draft, effect, a.answer ?? [], events)
  }
  draft.ability = { ...a, answer: null }
  putBack(draft, effect, a.answer ?? draft.ability.held)
  return true
}

/** Step 0: the top cards become known (to the user, or to everyone), then what to take is asked or taken. */
function look(draft: SwlcgState, effect: Examine, a: PendingAbility, events: EngineEvent[]): boolean {
  const owner = sideOf(draft, a.ctx, effect.whose)
  const top = zoneSlots(draft.cards, zones.deck(owner)).slice(0, effect.count)
  if (effect.reveal) for (const slot of top) draft.cards = reveal(draft.cards, slot)
  else draft.cards = showSlotsTo(draft.cards, top, [seatOf(draft, a.ctx.side)])
  events.push({ type: 'examined-top', data: { side: a.ctx.side, owner, slots: top, revealed: effect.reveal } })
  draft.ability = { ...a, held: top }
  const { filter, count } = effect.take
  const fitting = top.filter((slot) => {
    const facts = factsFor(draft, slot, a.ctx.side)
    return !!facts && (!filter || matchesFacts(facts, filter))
  })
  const n = count === 'all' ? fitting.length : Math.min(count, fitting.length)
  if (n === fitting.length) return take(draft, effect, fitting, events)
  draft.ability = { ...draft.ability, step: 1 }
  draft.prompt = { kind: 'choose', side: a.ctx.side, options: fitting, min: n, max: n }
  return false
}

/** Step 1: the taken cards leave the deck; the order of the rest is asked when there is one to choose. */
function take(draft: SwlcgState, effect: Examine, taken: readonly SlotId[], events: EngineEvent[]): boolean {
  const a = draft.ability!
  for (const slot of taken) {
    if (effect.take.to === 'hand') draft.cards = moveSlot(draft.cards, slot, zones.hand(a.ctx.side), 'bottom')
    else capture(draft, slot, a.ctx.source, false, events)
  }
  if (taken.length > 0) events.push({ type: 'took-examined', data: { side: a.ctx.side, slots: [...taken] } })
  const rest = a.held.filter((slot) => !taken.includes(slot))
  draft.ability = { ...a, held: rest, step: 2 }
  if (rest.length <= 1) {
    putBack(draft, effect, rest)
    return true
  }
  draft.prompt = { kind: 'choose', side: a.ctx.side, options: rest, min: rest.length, max: rest.length, ordered: true }
  return false
}

/** Step 2: the rest back on the deck, `order[0]` nearest its top. */
function putBack(draft: SwlcgState, effect: Examine, order: readonly SlotId[]): void {
  const a = draft.ability!
  const deck = zones.deck(sideOf(draft, a.ctx, effect.whose))
  const moves = effect.rest === 'top' ? [...order].reverse() : order
  for (const slot of moves) draft.cards = moveSlot(draft.cards, slot, deck, effect.rest)
  draft.ability = { ...a, held: [] }
}

/**
 * A Journey to Dagobah: its user looks through their objective deck (known to that seat only), puts the objective
 * they pick into play at once (its "enters play" reactions answer), then the deck is shuffled with the entropy the
 * action brought (fresh slots: what was seen is forgotten). False while the pick waits.
 */
export function searchObjectiveDeck(draft: SwlcgState, a: PendingAbility, events: EngineEvent[]): boolean {
  const side = a.ctx.side
  const deck = zones.objectiveDeck(side)
  const options = zoneSlots(draft.cards, deck)
  let picked = options.slice(0, 1)
  if (options.length > 1) {
    if (a.answer === null) {
      draft.cards = showSlotsTo(draft.cards, options, [seatOf(draft, side)])
      draft.prompt = { kind: 'choose', side, options: [...options], min: 1, max: 1 }
      return false
    }
    picked = a.answer
    draft.ability = { ...a, answer: null }
  }
  for (const slot of picked) {
    enterPlay(draft, slot, zones.objectives(side), side)
    events.push({ type: 'objective-entered', data: { side, slot, searched: true } })
    openResponses(draft, 'reaction', { on: 'entered-play', card: slot, put: true }, 'queue')
  }
  draft.cards = shuffleZone(draft.cards, deck, abilityRng(a, 'search'))
  events.push({ type: 'searched', data: { side, zone: 'objective-deck' } })
  return true
}
