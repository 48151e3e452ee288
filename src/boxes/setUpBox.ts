/**
 * Writes a box's starting layout onto the table, once: only when the table is empty and no card piles were put
 * down yet, so a second peer (or a reload) never deals a second copy. One transaction writes the table-map pieces,
 * `meta.tabletop` (the tabletop game's config: the box's card piles, unshuffled, as plain JSON) and, for a box with a
 * board, `meta.grid` (see BoxGrid in ./types.ts).
 */
import type * as Y from 'yjs'
import type { Json } from '../../engine/core/types'
import type { PileSpec } from '../../engine/games/tabletop/types'
import { schema } from '../../net/schema'
import { TABLE_ORIGIN, addObject } from '../../net/table'
import type { BoxDefinition, BoxPile } from './types'

/**
 * A box pile as the tabletop game's pile spec (plain JSON, without the localized label). Its back is the back of
 * its first card: a box pile is made of one kind of card, so the back tells nothing the box does not. A seat's pile
 * also carries its `owner`, `quarter` and `role`: the engine ignores them, the sandbox reads them back from the start
 * (src/sandbox/pileBook.ts), so they are in the signed log with the piles, not in last-writer-wins `meta`.
 */
export function pileSpec(p: BoxPile, faces: BoxDefinition['cards'] = {}): PileSpec & SeatPileFields {
  const face = p.cards[0] ? faces[p.cards[0]] : undefined
  const back = face && face.frame !== 'playing' ? face.card.back : ''
  return {
    pile: p.pile,
    name: p.name,
    kind: p.kind,
    x: p.x,
    z: p.z,
    cards: [...p.cards],
    ...(back ? { back } : {}),
    ...(p.owner ? { owner: p.owner } : {}),
    ...(p.quarter ? { quarter: p.quarter } : {}),
    ...(p.role ? { role: p.role } : {}),
  }
}

/** The fields of a seat's pile the engine's pile spec lacks (see `pileSpec`). */
export type SeatPileFields = Pick<BoxPile, 'owner' | 'quarter' | 'role'>

/** The `meta.tabletop` value of a box: its piles as the tabletop game's config. */
export function tabletopConfig(box: BoxDefinition): { piles: PileSpec[] } {
  return { piles: box.piles.map((p) => pileSpec(p, box.cards)) }
}

/**
 * Puts every piece of `box` on an empty table, and its piles and grid into `meta`, in one transaction.
 * Returns false (writing nothing) if the table already had objects or a tabletop config.
 */
export function setUpBox(doc: Y.Doc, box: BoxDefinition): boolean {
  const table = schema.table(doc)
  const meta = schema.meta(doc)
  if (table.size > 0 || meta.has('tabletop')) return false
  doc.transact(() => {
    for (const p of box.pieces) addObject(doc, p.id, p.object)
    meta.set('tabletop', tabletopConfig(box) as unknown as Json)
    if (box.grid) meta.set('grid', { ...box.grid })
  }, TABLE_ORIGIN)
  return true
}
