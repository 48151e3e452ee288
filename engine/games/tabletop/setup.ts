/**
 * The tabletop's initial state: an empty hand per seat, an empty table, box and dice, and the piles the box's config
 * puts down. Config piles asking for a shuffle are shuffled with the setup entropy. A bad config is the host's
 * error (not a peer's action), so it throws instead of returning a typed error.
 */
import { createZone, emptyHidden } from '../../core/hidden'
import { isPlainObject } from '../../core/json'
import { createRng } from '../../core/random'
import type { Json, SeatId } from '../../core/types'
import { readPileSpec } from './payload'
import { putPile } from './piles'
import type { TabletopConfig, TabletopState } from './types'
import { BOX_ZONE, TABLE_ZONE, handZone } from './zones'

/** Builds the initial state for `seats` (see the module comment). */
export function setupTabletop(config: TabletopConfig, seats: SeatId[], entropy: string): TabletopState {
  const valid = seats.every((s) => typeof s === 'string' && s !== '' && s.length <= 40)
  if (!valid || new Set(seats).size !== seats.length) throw new RangeError('tabletop: seats must be unique ids')
  let cards = createZone(emptyHidden(), TABLE_ZONE, { visibility: 'hidden' })
  cards = createZone(cards, BOX_ZONE, { visibility: 'hidden' })
  for (const seat of seats) cards = createZone(cards, handZone(seat), { visibility: 'owner', owner: seat })
  let state: TabletopState = { seats: seats.slice(), piles: {}, table: {}, nextLayer: 0, dice: {}, cards }
  const specs: Json = (config as Json as { piles?: Json }).piles ?? []
  if (!Array.isArray(specs)) throw new RangeError('tabletop: config.piles must be a list')
  for (const raw of specs) {
    if (!isPlainObject(raw)) throw new RangeError('tabletop: every config pile must be an object')
    const spec = readPileSpec(raw as { [key: string]: Json })
    const rng = spec.shuffle ? createRng(entropy, `tabletop/setup/${spec.pile}`) : null
    const result = putPile(state, spec, rng, null)
    if (!result.ok) throw new RangeError(`tabletop: config pile refused: ${result.error.reason.en}`)
    state = result.state
  }
  return state
}
