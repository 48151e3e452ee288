/**
 * Writes a box's starting layout onto the table, once: only when the table is empty, so a second
 * peer (or a reload) never deals a second copy.
 */
import type * as Y from 'yjs'
import { schema } from '../../net/schema'
import { TABLE_ORIGIN, addObject } from '../../net/table'
import type { BoxDefinition } from './types'

/** Puts every piece of `box` on an empty table in one transaction; returns false if the table had objects. */
export function setUpBox(doc: Y.Doc, box: BoxDefinition): boolean {
  const table = schema.table(doc)
  if (table.size > 0) return false
  doc.transact(() => {
    for (const p of box.pieces) addObject(doc, p.id, p.object)
  }, TABLE_ORIGIN)
  return true
}
