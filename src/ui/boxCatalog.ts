/**
 * The boxes the lobby offers: the sandbox and Battle of Hoth (rules mode) can be played; the other games are
 * listed as coming soon so players see where the table is going. Names and blurbs are in the `lobby` namespace.
 */
import { HOTH_SEATS } from '../games/hoth/session/setupModel'
import type { BoxId } from '../stores/session'

/** One entry of the box list. */
export interface BoxEntry {
  /** Key under `lobby:boxes`. */
  id: string
  /** The BoxId to create with, or null while the game is not playable yet. */
  box: BoxId | null
}

/** Every box, playable first. */
export const BOX_CATALOG: readonly BoxEntry[] = [
  { id: 'sandbox', box: 'sandbox' },
  { id: 'hoth', box: 'hoth' },
  { id: 'cardGame', box: null },
  { id: 'miniatures', box: null },
  { id: 'hatalom', box: null },
]

/** Seats of a box, in order; the sandbox seats four, Hoth four (s1/s3 Rebels, s2/s4 Empire). */
export const BOX_SEATS: Record<BoxId, readonly string[]> = {
  sandbox: ['s1', 's2', 's3', 's4'],
  hoth: HOTH_SEATS,
}
