/**
 * TEST-ONLY: a reproducible, realistic long sandbox session for benchmarks and determinism tests. Several shuffled
 * decks go down (500 cards by default) next to a discard pile, then seated players draw, deal, play, flip, rotate,
 * count, slide cards and piles, discard, gather discards back, cut, search, shuffle, reorder hands and roll dice,
 * every action picked with a seeded PRNG from what the table holds at that moment (so nearly all are accepted).
 */
import { createRng } from '../../../core/random'
import type { Rng } from '../../../core/random'
import type { FoldEntry } from '../../../core/fold'
import type { Action, Json, SeatId } from '../../../core/types'
import { tabletop } from '../tabletop'
import type { TabletopAction, TabletopConfig, TabletopState } from '../types'
import { searchOf } from '../zones'

/** Inputs of a generated session. */
export interface TabletopSessionSpec {
  /** Any string: the same seed gives the same log. */
  seed: string
  /** Entries in the log, the opening add-piles included. */
  length: number
  /** Cards in play, split over `decks` decks (default 500). */
  cards?: number
  /** Number of decks (default 5). */
  decks?: number
  /** Seats (default s1, s2, s3). */
  seats?: SeatId[]
}

/** A generated session with the init it must be folded from. */
export interface TabletopSession {
  init: { config: TabletopConfig; seats: SeatId[]; entropy: string }
  entries: FoldEntry[]
}

/**
 * Relative weights of the session's action kinds (what people do most at a card table), balanced so cards flow
 * round (decks → hands → table → discard → decks) instead of piling up in one place.
 */
const WEIGHTS: [string, number][] = [
  ['draw', 8],
  ['play', 25],
  ['flip', 10],
  ['rotate', 8],
  ['counter', 6],
  ['slide', 8],
  ['discard', 12],
  ['gather', 26],
  ['shuffle', 4],
  ['deal', 2],
  ['move-pile', 3],
  ['reorder-hand', 2],
  ['cut', 2],
  ['search', 1],
  ['roll', 3],
]
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0)

/** 16 bytes of hex from the generator's own stream (the log's "fair" entropy). */
function hex(rng: Rng): string {
  let out = ''
  for (let i = 0; i < 4; i++) out += rng.int(0, 0xffffffff).toString(16).padStart(8, '0')
  return out
}

/** The slots of a zone in `state` (empty for an unknown zone). */
function slots(state: TabletopState, zone: string): readonly string[] {
  return state.cards.zones[zone]?.slots ?? []
}

/** A table coordinate in the middle of the table. */
function coord(rng: Rng): number {
  return rng.int(-80, 80) / 10
}

/** Picks the next action for `seat`, or null when this kind has nothing to act on now. */
function nextAction(rng: Rng, state: TabletopState, seat: SeatId, decks: string[]): Action | null {
  let roll = rng.int(1, TOTAL_WEIGHT)
  const kind = WEIGHTS.find(([, w]) => (roll -= w) <= 0)![0]
  const hand = slots(state, `hand:${seat}`)
  const table = slots(state, 'table')
  const searching = searchOf(state, seat)
  if (searching !== null) return { type: 'end-search', payload: { shuffle: rng.int(0, 1) === 1 }, entropy: hex(rng) }
  const free = decks.filter((d) => state.piles[d]?.searchedBy === null)
  const full = free.filter((d) => slots(state, `pile:${d}`).length > 0)
  switch (kind) {
    case 'draw': {
      if (full.length === 0) return null
      const pile = rng.pick(full)
      return { type: 'draw', payload: { pile, count: Math.min(rng.int(1, 3), slots(state, `pile:${pile}`).length) } }
    }
    case 'deal': {
      const pile = full.find((d) => slots(state, `pile:${d}`).length >= state.seats.length * 2)
      return pile ? { type: 'deal', payload: { pile, count: rng.int(1, 2), seats: state.seats } } : null
    }
    case 'play':
      if (hand.length === 0) return null
      return {
        type: 'play',
        payload: { slot: rng.pick(hand), x: coord(rng), z: coord(rng), faceUp: rng.int(0, 3) > 0 },
      }
    case 'flip':
      return table.length ? { type: 'flip', payload: { slot: rng.pick(table) } } : null
    case 'rotate':
      return table.length ? { type: 'rotate', payload: { slot: rng.pick(table), quarter: rng.int(0, 3) } } : null
    case 'counter':
      if (table.length === 0) return null
      return {
        type: 'counter',
        payload: { slot: rng.pick(table), name: rng.pick(['damage', 'focus']), delta: rng.pick([-1, 1, 2]) },
      }
    case 'slide':
      if (table.length === 0) return null
      return {
        type: 'move',
        payload: { slot: rng.pick(table), to: { table: { x: coord(rng), z: coord(rng), faceUp: rng.int(0, 1) > 0 } } },
      }
    case 'discard':
      return table.length
        ? { type: 'move', payload: { slot: rng.pick(table), to: { pile: 'discard', position: 'top' } } }
        : null
    case 'gather': {
      // Cards go back under a deck, from the discard pile or straight from the table.
      const from = rng.int(0, 1) ? slots(state, 'pile:discard') : table
      if (from.length === 0 || free.length === 0) return null
      return { type: 'move', payload: { slot: rng.pick(from), to: { pile: rng.pick(free), position: 'bottom' } } }
    }
    case 'shuffle':
      return full.length ? { type: 'shuffle', payload: { pile: rng.pick(full) }, entropy: hex(rng) } : null
    case 'move-pile':
      return { type: 'move-pile', payload: { pile: rng.pick(decks), x: coord(rng), z: coord(rng) } }
    case 'reorder-hand':
      return hand.length > 1 ? { type: 'reorder-hand', payload: { slots: rng.shuffle(hand) as Json[] } } : null
    case 'cut': {
      const pile = full.find((d) => slots(state, `pile:${d}`).length > 2)
      if (!pile) return null
      return { type: 'cut', payload: { pile, at: rng.int(1, slots(state, `pile:${pile}`).length - 1) } }
    }
    case 'search':
      return full.length ? { type: 'search', payload: { pile: rng.pick(full) } } : null
    default:
      return { type: 'roll', payload: { dice: [{ id: `${seat}:d6`, kind: 'd6' }] }, entropy: hex(rng) }
  }
}

/** Builds a reproducible session by playing it forward with `tabletop.apply`, picking actions with a seeded PRNG. */
export function generateTabletopSession(spec: TabletopSessionSpec): TabletopSession {
  const seats = spec.seats ?? ['s1', 's2', 's3']
  const deckCount = spec.decks ?? 5
  const perDeck = Math.ceil((spec.cards ?? 500) / deckCount)
  const rng = createRng('5e55', `tabletop-session/${spec.seed}`)
  const init = { config: {}, seats, entropy: hex(rng) }
  let state = tabletop.setup(init.config, seats, init.entropy)
  const entries: FoldEntry[] = []
  const push = (seat: SeatId, action: Action): void => {
    const result = tabletop.apply(state, action as TabletopAction, seat)
    if (result.ok) state = result.state
    entries.push({ seat, action })
  }
  const decks = Array.from({ length: deckCount }, (_, i) => `deck${i}`)
  decks.forEach((pile, i) => {
    const cards = Array.from({ length: perDeck }, (_, c) => `set${i}/card-${c}`)
    push(seats[i % seats.length]!, {
      type: 'add-pile',
      payload: { pile, name: pile, kind: 'deck', x: i * 3, z: -6, cards, shuffle: true },
      entropy: hex(rng),
    })
  })
  push(seats[0]!, {
    type: 'add-pile',
    payload: { pile: 'discard', name: 'Discard', kind: 'discard', x: 0, z: 6, cards: [] },
  })
  while (entries.length < spec.length) {
    const seat = rng.pick(seats)
    const action = nextAction(rng, state, seat, decks)
    if (action) push(seat, action)
  }
  return { init, entries }
}
