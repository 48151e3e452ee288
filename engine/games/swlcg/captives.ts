/**
 * Capture and rescue (rulebook "Elfogás és kimentés" [R:872-884]): only light side cards are captured, face down
 * under the capturing dark objective, with their tokens and attachments discarded; a captured card does nothing
 * until rescued. When the objective holding it leaves play, it is rescued to its owner's hand (table.ts); a rescue
 * effect takes one card at random from an objective holding some. Captured cards sit in the hidden `captured` zone
 * (`state.captives` says under which objective); a card captured from play stays known to everyone (it was face
 * up), one taken from a hand is known to both players and hidden from spectators.
 */
import { moveSlot, reveal, showSlotsTo, zoneOf } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { facing, seatOf, sideObjectives, zones } from './queries'
import { openResponses } from './responses'
import { leavePlay, ownerOfCaptive } from './table'
import { hasHook } from './abilities/hooks'
import type { Leaving, Player, SwlcgState } from './types'

/** The dark objectives in play a card can be captured under. */
export function captorObjectives(state: SwlcgState): SlotId[] {
  return sideObjectives(state, 'dark').filter((slot) => Object.hasOwn(state.table, slot))
}

/**
 * Leia Organa's rule (hook `captured-when-leaving`): such a card about to leave play any other way is captured
 * instead, under a dark objective the Dark Side player picks (a `choose` prompt answered into the queue, when there
 * are several). Returns how the card leaves, or null while the prompt waits.
 */
export function leavingAs(draft: SwlcgState, p: Leaving): Leaving | null {
  if (p.how === 'captured' || !hasHook(draft.table[p.card]!.card, 'captured-when-leaving')) return p
  const options = captorObjectives(draft)
  if (options.length === 0) return p
  if (options.length === 1) return { ...p, how: 'captured', at: options[0]!, instead: null }
  // The dark player across from the card's owner picks (in 1v1 the Dark Side player).
  const side = facing(draft, draft.table[p.card]!.owner)
  draft.prompt = { kind: 'choose', side, options, min: 1, max: 1, forQueue: 'capture' }
  return null
}

/** The answer to the prompt `leavingAs` asked: the card at the head of the queue is captured under `at`. */
export function captureLeavingAt(draft: SwlcgState, at: SlotId): void {
  const [head, ...rest] = draft.queue
  if (head?.kind === 'leave') draft.queue = [{ ...head, how: 'captured', at, instead: null }, ...rest]
}

/**
 * Captures `card` under the dark objective `at`: out of play (its attachments and tokens discarded) when `fromPlay`,
 * else out of a hand; then "after you capture" reactions.
 */
export function capture(draft: SwlcgState, card: SlotId, at: SlotId, fromPlay: boolean, events: EngineEvent[]): void {
  const owner = fromPlay ? draft.table[card]!.owner : handOwner(draft, card)
  const by = facing(draft, owner)
  if (fromPlay) {
    leavePlay(draft, card, zones.captured(owner), events)
    draft.cards = reveal(draft.cards, card)
  } else {
    // Known to every player (the captor looked at it; the hand's side knew it), hidden from spectators.
    draft.cards = moveSlot(draft.cards, card, zones.captured(owner))
    draft.cards = showSlotsTo(
      draft.cards,
      [card],
      draft.players.map((p) => seatOf(draft, p)),
    )
  }
  draft.captives = { ...draft.captives, [at]: [...(draft.captives[at] ?? []), card] }
  events.push({ type: 'captured', data: { card, at, fromPlay } })
  openResponses(draft, 'reaction', { on: 'captured', card, by, fromPlay }, 'queue')
}

/** The player whose hand holds `slot` (captures from hand take light cards; the first light player by default). */
function handOwner(draft: SwlcgState, slot: SlotId): Player {
  const zone = zoneOf(draft.cards, slot)
  return draft.players.find((p) => zones.hand(p) === zone) ?? 'light'
}

/** Rescues the captured `card` from under `objective` to its owner's hand. */
export function rescue(draft: SwlcgState, card: SlotId, objective: SlotId, events: EngineEvent[]): void {
  const left = (draft.captives[objective] ?? []).filter((slot) => slot !== card)
  const { [objective]: _held, ...rest } = draft.captives
  draft.captives = left.length > 0 ? { ...rest, [objective]: left } : rest
  draft.cards = moveSlot(draft.cards, card, zones.hand(ownerOfCaptive(draft, card)))
  events.push({ type: 'rescued', data: { slots: [card], objective } })
}
