/**
 * The boxes the lobby offers: Battle of Hoth in rules mode, the four games' free-play boxes on the sandbox table,
 * the sandbox deck and a blank table. Names and blurbs are in the `lobby` namespace (`lobby:boxes.<id>`).
 */
import type { BoxId } from '../stores/session'

/** One entry of the box list. */
export interface BoxEntry {
  /** Key under `lobby:boxes`. */
  id: string
  /** The BoxId to create with, or null while the game is not playable yet. */
  box: BoxId | null
}

/** Every box, in the order the lobby lists them. */
export const BOX_CATALOG: readonly BoxEntry[] = [
  { id: 'sandbox', box: 'sandbox' },
  { id: 'hoth', box: 'hoth' },
  { id: 'cardGame', box: 'swlcg' },
  { id: 'miniatures', box: 'swm' },
  { id: 'hothFree', box: 'hoth-free' },
  { id: 'hatalom', box: 'hkk' },
  { id: 'blank', box: 'blank' },
]

/**
 * The four seats every table has: the sandbox's (s1 near edge, s2 far edge, s3 west, s4 east) and Battle of
 * Hoth's (s1/s3 Rebels, s2/s4 Empire). Written out rather than imported from the games, which the lobby does not
 * load; boxCatalog.test.ts checks they agree.
 */
const FOUR_SEATS = ['s1', 's2', 's3', 's4'] as const

/** Seats of a box, in order; sandbox boxes seat four, Hoth four (s1/s3 Rebels, s2/s4 Empire). */
export const BOX_SEATS: Record<BoxId, readonly string[]> = {
  sandbox: FOUR_SEATS,
  hoth: FOUR_SEATS,
  'hoth-free': FOUR_SEATS,
  swlcg: FOUR_SEATS,
  swm: FOUR_SEATS,
  hkk: FOUR_SEATS,
  blank: FOUR_SEATS,
}
