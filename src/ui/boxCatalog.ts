/**
 * The boxes the lobby offers. Only the sandbox can be played yet; the four games are listed as coming
 * soon so players see where the table is going. Names and blurbs are in the `lobby` namespace.
 */
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
  { id: 'cardGame', box: null },
  { id: 'miniatures', box: null },
  { id: 'hoth', box: null },
  { id: 'hatalom', box: null },
]

/** Seats of a box, in order; the sandbox seats four. */
export const BOX_SEATS: Record<BoxId, readonly string[]> = {
  sandbox: ['s1', 's2', 's3', 's4'],
}
