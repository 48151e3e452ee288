/**
 * The setup decisions (analysis S5–S8): each player secretly puts 1 of its 4 drawn objectives on the bottom of the
 * objective deck (both choose before anything is revealed), both draw 6, each may take one mulligan (Dark first),
 * then the Dark Side reveals its 3 objectives one at a time, then the Light Side; then the Dark Side's first turn.
 */
import { moveSlot, moveSlots, shuffleZone, zoneOf, zoneSlots } from '../../core/hidden'
import { rngForAction } from '../../core/random'
import type { Action, EngineError, EngineEvent } from '../../core/types'
import { payloadRecord, readString } from '../../core/game'
import { swlcgErrors } from './errors'
import { startGame } from './flow'
import { eachPlayer, nextPlayer, zones } from './queries'
import { drawCards, enterPlay } from './table'
import type { Player, SwlcgState } from './types'

/** Cards in a starting hand. */
export const STARTING_HAND = 6

/** `choose-objectives { bottom }`: the named objective goes to the bottom; the other 3 stay face down. */
export function chooseObjectives(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const bottom = readString(payloadRecord(action), 'bottom')
  if (draft.turn.ready[side]) return swlcgErrors.alreadyDecided()
  if (zoneOf(draft.cards, bottom) !== zones.setup(side)) return swlcgErrors.badSetupChoice()
  draft.cards = moveSlot(draft.cards, bottom, zones.objectiveDeck(side), 'bottom')
  draft.turn.ready = { ...draft.turn.ready, [side]: true }
  events.push({ type: 'objectives-chosen', data: { side } })
  if (!draft.players.every((p) => draft.turn.ready[p])) return null
  draft.turn.ready = eachPlayer(draft, () => false)
  for (const p of draft.players) drawCards(draft, p, STARTING_HAND, events)
  if (draft.options.mulligan) {
    draft.turn.step = 'mulligan'
    draft.turn.priority = 'dark'
  } else startReveals(draft)
  return null
}

function startReveals(draft: SwlcgState): void {
  draft.turn.step = 'reveal-objectives'
  draft.turn.priority = 'dark'
}

/** After one player's mulligan decision: the next player decides (dark first, clockwise), then the reveals begin. */
function afterMulligan(draft: SwlcgState, side: Player): void {
  if (isLastPlayer(draft, side)) startReveals(draft)
  else draft.turn.priority = nextPlayer(draft, side)
}

/** Whether `player` is the last in the clockwise order setup decisions are taken in. */
function isLastPlayer(draft: SwlcgState, player: Player): boolean {
  return draft.players[draft.players.length - 1] === player
}

/** `keep-hand`: the starting hand is kept. */
export function keepHand(draft: SwlcgState, _action: Action, side: Player, events: EngineEvent[]): EngineError | null {
  events.push({ type: 'hand-kept', data: { side } })
  afterMulligan(draft, side)
  return null
}

/** `mulligan` (with entropy): the hand goes back, the deck is shuffled, 6 new cards must be kept. */
export function mulligan(draft: SwlcgState, action: Action, side: Player, events: EngineEvent[]): EngineError | null {
  const rng = rngForAction(action, `swlcg/mulligan:${side}`)
  if (!rng.ok) return rng.error
  const hand = zoneSlots(draft.cards, zones.hand(side))
  draft.cards = moveSlots(
    draft.cards,
    hand.map((slot) => ({ slot, to: zones.deck(side) })),
  )
  draft.cards = shuffleZone(draft.cards, zones.deck(side), rng.rng)
  drawCards(draft, side, STARTING_HAND, events)
  events.push({ type: 'mulligan', data: { side } })
  afterMulligan(draft, side)
  return null
}

/** `reveal-objective { slot }`: one face-down objective is turned up and enters play. */
export function revealObjective(
  draft: SwlcgState,
  action: Action,
  side: Player,
  events: EngineEvent[],
): EngineError | null {
  const slot = readString(payloadRecord(action), 'slot')
  if (zoneOf(draft.cards, slot) !== zones.setup(side)) return swlcgErrors.notFaceDownObjective()
  enterPlay(draft, slot, zones.objectives(side), side)
  events.push({ type: 'objective-entered', data: { side, slot } })
  if (zoneSlots(draft.cards, zones.setup(side)).length > 0) return null
  if (isLastPlayer(draft, side)) startGame(draft, events)
  else draft.turn.priority = nextPlayer(draft, side)
  return null
}
