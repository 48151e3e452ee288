/**
 * Writing Battle of Hoth's records into the room's `meta` map: the setup choices, and the start of a game
 * (its config and seats; the setup entropy comes from a joint draw of all seats, see `setupDraw`). A started
 * game is never overwritten, so two players pressing Start at once both end up in the one game the document
 * keeps.
 */
import type * as Y from 'yjs'
import type { SeatId } from '../../../../engine/core/types'
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
export function startHothGame(doc: Y.Doc, setup: HothSetup, seated: readonly SeatId[]): NetResult {
  const ready = configFor(setup, seated)
  if (!ready.ok) return ready
  const meta = schema.meta(doc)
  if (readGame(meta.get('hothGame'))) return { ok: true }
  const record: HothGameRecord = { number: 1, config: ready.config, seats: ready.seats }
  meta.set('hothGame', record)
  return { ok: true }
}
