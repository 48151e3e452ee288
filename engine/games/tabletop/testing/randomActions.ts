/**
 * TEST-ONLY random actions for the tabletop's property test: a seeded mix of sensible and nonsensical actions
 * by random seats (spectators included). Ids are drawn from what is on the table most of the time and from
 * junk ('__proto__', unknown slots, wrong types) the rest, so both the accepting and the refusing paths run.
 */
import type { Rng } from '../../../core/random'
import type { Action, Json, SeatId } from '../../../core/types'
import { TABLETOP_ENTROPY_ACTIONS } from '../apply'
import type { TabletopState } from '../types'

/** Junk ids a hostile peer might send. */
const JUNK: Json[] = ['__proto__', 'constructor', '', 'slot:99999', 'nope', 42, null]

/** Die ids: a few real ones (so re-rolls happen) and junk. */
const DIE_IDS: Json[] = ['die-1', 'die-2', 'p1:d20', 'coin_a', 'constructor', '__proto__', '', 3]
/** Die kinds, one of them unknown. */
const DIE_KINDS: Json[] = ['d6', 'd20', 'hoth', 'coin', 'd8']

/** Returns true with probability `p` percent. */
function chance(rng: Rng, p: number): boolean {
  return rng.int(1, 100) <= p
}

/** A slot: usually one that exists (any zone, other hands and the box included), sometimes junk. */
function anySlot(rng: Rng, state: TabletopState, prefer?: string): Json {
  if (chance(rng, 8)) return rng.pick(JUNK)
  const preferred = prefer ? (state.cards.zones[prefer]?.slots ?? []) : []
  if (preferred.length > 0 && chance(rng, 70)) return rng.pick(preferred)
  const all = Object.values(state.cards.zones).flatMap((z) => z.slots)
  return all.length > 0 ? rng.pick(all) : 'slot:0'
}

/** A pile id: usually an existing one, sometimes junk. */
function anyPile(rng: Rng, state: TabletopState): Json {
  const ids = Object.keys(state.piles)
  return ids.length > 0 && chance(rng, 88) ? rng.pick(ids) : rng.pick(JUNK)
}

/** A coordinate, now and then out of range or not a number. */
function coord(rng: Rng): Json {
  if (chance(rng, 3)) return rng.pick<Json>([1e6, 'x', null])
  return rng.int(-60, 60) / 10
}

/** Counts around the interesting edges (0, negative, more than a pile holds). */
function count(rng: Rng): Json {
  return chance(rng, 4) ? rng.pick<Json>([1.5, '2', null]) : rng.int(-1, 6)
}

/** Entropy for actions that may need it: usually valid, sometimes missing or malformed. */
function entropyFor(rng: Rng, type: string): string | undefined {
  if (!TABLETOP_ENTROPY_ACTIONS.has(type) || chance(rng, 8)) return undefined
  if (chance(rng, 3)) return 'zz'
  return rng.int(0, 0xffffff).toString(16).padStart(8, '0')
}

/** A random permutation of the seat's hand (or a broken one). */
function reorder(rng: Rng, state: TabletopState, seat: SeatId): Json {
  const hand = state.cards.zones[`hand:${seat}`]?.slots ?? []
  const slots = rng.shuffle(hand)
  if (chance(rng, 15)) slots.pop()
  return { slots }
}

/** A roll of 0–3 dice (an empty or repeated list now and then). */
function dice(rng: Rng): Json {
  return { dice: Array.from({ length: rng.int(0, 3) }, () => ({ id: rng.pick(DIE_IDS), kind: rng.pick(DIE_KINDS) })) }
}

/** A move target: a pile, a hand (usually the mover's own) or the table. */
function target(rng: Rng, state: TabletopState, seat: SeatId): Json {
  const kind = rng.int(0, 2)
  if (kind === 0) return { pile: anyPile(rng, state), position: rng.pick(['top', 'bottom']) }
  if (kind === 1) return { hand: chance(rng, 80) ? seat : rng.pick(state.seats) }
  return { table: { x: coord(rng), z: coord(rng), faceUp: chance(rng, 50) } }
}

/** Builds one random action for `seat`; `fresh` numbers new piles and cards so every card id is unique. */
export function randomAction(rng: Rng, state: TabletopState, seat: SeatId, fresh: () => number): Action {
  const hand = `hand:${seat}`
  const kinds = [
    'draw',
    'draw',
    'deal',
    'shuffle',
    'search',
    'end-search',
    'cut',
    'move',
    'move',
    'move',
    'play',
    'play',
    'flip',
    'rotate',
    'counter',
    'counter',
    'reorder-hand',
    'move-pile',
    'add-pile',
    'remove-pile',
    'roll',
    'bogus',
  ]
  const type = rng.pick(kinds)
  let payload: Json
  switch (type) {
    case 'draw':
    case 'cut':
      payload = { pile: anyPile(rng, state), [type === 'draw' ? 'count' : 'at']: count(rng) }
      break
    case 'deal': {
      const seats = rng.shuffle([...state.seats, 'ghost']).slice(0, rng.int(0, 3))
      payload = {
        pile: anyPile(rng, state),
        count: count(rng),
        seats: chance(rng, 90) ? seats.filter((s) => s !== 'ghost') : seats,
      }
      break
    }
    case 'shuffle':
    case 'search':
    case 'remove-pile':
      // Removing piles is rare, so the table does not empty out too fast.
      if (type === 'remove-pile' && chance(rng, 70))
        return { type: 'flip', payload: { slot: anySlot(rng, state, 'table') } }
      payload = { pile: anyPile(rng, state) }
      break
    case 'end-search':
      payload = { shuffle: chance(rng, 50) }
      break
    case 'move':
      payload = { slot: anySlot(rng, state, chance(rng, 50) ? hand : 'table'), to: target(rng, state, seat) }
      break
    case 'play':
      payload = { slot: anySlot(rng, state, hand), x: coord(rng), z: coord(rng), faceUp: chance(rng, 50) }
      break
    case 'flip':
      payload = { slot: anySlot(rng, state, 'table') }
      break
    case 'rotate':
      payload = { slot: anySlot(rng, state, 'table'), quarter: rng.int(-1, 4) }
      break
    case 'counter':
      payload = {
        slot: anySlot(rng, state, 'table'),
        name: rng.pick(['damage', 'focus', 'shield', '__proto__']),
        delta: rng.int(-3, 3),
      }
      break
    case 'reorder-hand':
      payload = reorder(rng, state, seat)
      break
    case 'move-pile':
      payload = { pile: anyPile(rng, state), x: coord(rng), z: coord(rng) }
      break
    case 'add-pile': {
      const n = fresh()
      const cards = Array.from({ length: rng.int(0, 8) }, (_, i) => `new${n}/card-${i}`)
      const pile = chance(rng, 85) ? `p${n}` : anyPile(rng, state)
      payload = {
        pile,
        name: `Pile ${n}`,
        kind: rng.pick(['deck', 'discard']),
        x: coord(rng),
        z: coord(rng),
        cards,
        shuffle: chance(rng, 50),
      }
      break
    }
    case 'roll':
      payload = dice(rng)
      break
    default:
      payload = {}
  }
  const entropy = entropyFor(rng, type)
  return entropy === undefined ? { type, payload } : { type, payload, entropy }
}
