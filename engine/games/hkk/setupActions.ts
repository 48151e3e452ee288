/**
 * The start of a game (28): the roll-off for the decider (ties rolled again), one mulligan each (decider first,
 * 28.9), and the decider's choice of who starts (28.11). The first turn then begins with its preparation phase.
 */
import { moveSlots, shuffleZone, zoneSlots } from '../../core/hidden'
import { payloadError, payloadRecord, requireNoPayload } from '../../core/game'
import { rngForAction } from '../../core/random'
import type { EngineEvent } from '../../core/types'
import { hkkErrors } from './errors'
import { enterStage } from './flow'
import type { Handler } from './payload'
import { other, zones } from './queries'
import { drawCards } from './table'
import type { HkkState, Player } from './types'

/** `roll-off` (entropy; either seat): both roll a d6 until the dice differ; the higher decides. */
export const rollOff: Handler = (d, action, _p, ev) => {
  requireNoPayload(action)
  if (d.turn.stage !== 'roll-off') return hkkErrors.wrongStage(d.turn.stage)
  const r = rngForAction(action, 'roll-off')
  if (!r.ok) return r.error
  for (let i = 0; i < 100; i++) {
    const roll = [r.rng.int(1, 6), r.rng.int(1, 6)]
    d.start.rolls.push(roll)
    if (roll[0] !== roll[1]) {
      d.start.decider = roll[0]! > roll[1]! ? 'p1' : 'p2'
      break
    }
  }
  const decider = d.start.decider ?? 'p1'
  d.start.decider = decider
  ev.push({ type: 'roll-off', data: { rolls: d.start.rolls, decider } })
  d.turn.stage = d.rules.mulligan ? 'mulligan' : 'start-choice'
  d.turn.priority = decider
  return null
}

/** Moves on after a mulligan decision: to the other player, then to the start choice. */
function afterMulligan(d: HkkState, p: Player): void {
  if (p === d.start.decider) d.turn.priority = other(p)
  else {
    d.turn.stage = 'start-choice'
    d.turn.priority = d.start.decider ?? 'p1'
  }
}

/** `mulligan` (entropy): the hand back into the deck, shuffled, a new hand drawn; once a game (28.9). */
export const mulligan: Handler = (d, action, p, ev) => {
  requireNoPayload(action)
  if (d.players[p].mulliganed) return hkkErrors.mulliganUsed()
  const r = rngForAction(action, 'mulligan')
  if (!r.ok) return r.error
  const hand = zoneSlots(d.cards, zones.hand(p))
  d.cards = moveSlots(
    d.cards,
    hand.map((slot) => ({ slot, to: zones.deck(p) })),
  )
  d.cards = shuffleZone(d.cards, zones.deck(p), r.rng)
  drawCards(d, p, d.rules.startingHand, ev)
  d.players[p].mulliganed = true
  ev.push({ type: 'mulligan', data: { player: p } })
  afterMulligan(d, p)
  return null
}

/** `keep`: the hand is kept. */
export const keep: Handler = (d, action, p) => {
  requireNoPayload(action)
  afterMulligan(d, p)
  return null
}

/** `choose-start {start}`: the decider starts (true) or hands the first turn over (false). */
export const chooseStart: Handler = (d, action, p, ev: EngineEvent[]) => {
  const start = payloadRecord(action).start
  if (typeof start !== 'boolean')
    payloadError('a „start” mező igaz/hamis érték.', 'field "start" must be true or false.')
  d.turn.active = start ? p : other(p)
  d.turn.number = 1
  enterStage(d, 'prep', ev)
  return null
}
