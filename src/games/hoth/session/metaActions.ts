/**
 * Writing Battle of Hoth's records into the room's `meta` map: the setup choices, and the start of a game
 * (its fold init, with setup entropy from net's entropy function). A started game is never overwritten, so
 * two players pressing Start at once both end up in the one game the document keeps.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../../../../engine/core/types'
import { drawEntropy } from '../../../../net/entropy'
import { schema } from '../../../../net/schema'
import type { NetResult } from '../../../../net/types'
import { configFor, readGame } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** Saves the setup choices (only before a game has started). */
export function writeSetup(doc: Y.Doc, setup: HothSetup): void {
  const meta = schema.meta(doc)
  if (readGame(meta.get('hothGame'))) return
  meta.set('hothSetup', setup)
}

/** Starts the game for the seated players, unless one has started already. */
export async function startHothGame(doc: Y.Doc, setup: HothSetup, seated: readonly SeatId[]): Promise<NetResult> {
  const ready = configFor(setup, seated)
  if (!ready.ok) return ready
  const entropy = await drawEntropy(32)
  const meta = schema.meta(doc)
  if (readGame(meta.get('hothGame'))) return { ok: true }
  const record: HothGameRecord = { number: 1, config: ready.config, seats: ready.seats, entropy }
  meta.set('hothGame', record)
  return { ok: true }
}
