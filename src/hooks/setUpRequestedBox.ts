/**
 * Sets up the box a room was created with, once. A room that already has a box (it existed before,
 * another peer set it up first, or this browser restored it from IndexedDB) is left as it is.
 */
import type * as Y from 'yjs'
import { schema } from '../../net/schema'
import type { BoxId, SetUpOptions } from '../games/contract'
import { SANDBOX_GAME, gameModule } from '../games/registry'

/**
 * Sets up `box` in `doc` unless it already has a box, with its game's table chunk (loaded here), and records it in
 * `meta.box`; an unknown box sets up the sandbox. Resolves to whether anything was written.
 */
export async function setUpRequestedBox(doc: Y.Doc, box: BoxId, options: SetUpOptions = {}): Promise<boolean> {
  const game = gameModule(box) ?? SANDBOX_GAME
  const table = await game.load()
  const meta = schema.meta(doc)
  // Checked after the load: another peer's setup may have arrived meanwhile.
  if (meta.has('box')) return false
  const done = table.setUp(doc, options)
  // Recorded even for a table that already had objects, so joiners know which box they sit at.
  meta.set('box', game.id)
  return done
}
