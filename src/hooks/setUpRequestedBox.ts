/**
 * Sets up the box a room was created with, once. A room that already has a box (it existed before,
 * another peer set it up first, or this browser restored it from IndexedDB) is left as it is.
 */
import type * as Y from 'yjs'
import { schema } from '../../net/schema'
import { BOXES } from '../boxes'
import { setUpBox } from '../boxes/setUpBox'
import type { BoxDefinition } from '../boxes/types'
import { DEFAULT_SETUP, readSetup } from '../games/hoth/session/setupModel'
import type { BoxId } from '../stores/session'

/** The sandbox table's boxes by BoxId (rules-mode Battle of Hoth puts nothing on the table). */
const SANDBOX_BOXES: Partial<Record<BoxId, BoxDefinition>> = {
  sandbox: BOXES.sandbox,
  swlcg: BOXES.swlcg,
  swm: BOXES.swm,
  'hoth-free': BOXES['hoth-free'],
  hkk: BOXES.hkk,
  blank: BOXES.blank,
}

/**
 * Sets up `box` in `doc` unless it already has a box or table objects; records it in `meta.box`.
 * Battle of Hoth starts with its default setup choices (`meta.hothSetup`, with `scenario` when given: a rematch)
 * and an empty table.
 */
export function setUpRequestedBox(doc: Y.Doc, box: BoxId, scenario?: string): boolean {
  const meta = schema.meta(doc)
  if (meta.has('box')) return false
  const definition = SANDBOX_BOXES[box]
  if (!definition) {
    doc.transact(() => {
      meta.set('box', box)
      if (box === 'hoth') meta.set('hothSetup', readSetup({ ...DEFAULT_SETUP, ...(scenario ? { scenario } : {}) }))
    })
    return true
  }
  // setUpBox writes in its own transaction (with the table's origin), so the meta write stays separate.
  const done = setUpBox(doc, definition)
  // Recorded even for a table that already had objects, so joiners know which box they sit at.
  meta.set('box', box)
  return done
}
