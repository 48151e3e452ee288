import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import { addObject, readAll } from '../../net/table'
import { tableObject } from '../../net/testing/table-fixtures'
import { BOXES } from './index'
import { setUpBox, tabletopConfig } from './setUpBox'
import type { BoxDefinition } from './types'

const swm = BOXES.swm as BoxDefinition
const swlcg = BOXES.swlcg as BoxDefinition

describe('setUpBox', () => {
  it('writes the pieces, meta.tabletop and meta.grid in one transaction', () => {
    const doc = new Y.Doc()
    let transactions = 0
    doc.on('afterTransaction', () => transactions++)
    expect(setUpBox(doc, swm)).toBe(true)
    expect(transactions).toBe(1)
    expect(Object.keys(readAll(doc)).sort()).toEqual(swm.pieces.map((p) => p.id).sort())
    const meta = schema.meta(doc)
    expect(meta.get('tabletop')).toEqual(tabletopConfig(swm))
    expect(meta.get('grid')).toEqual(swm.grid)
    expect(meta.get('grid')).toMatchObject({ kind: 'square', size: 0.3 })
  })

  it('writes the piles as plain pile specs, unshuffled, without the UI labels', () => {
    const config = tabletopConfig(swlcg)
    expect(config.piles).toHaveLength(swlcg.piles.length)
    for (const [i, p] of config.piles.entries()) {
      // Every Card Game pile with cards shows its game's back face down, the same for everyone.
      // Each side's piles also say whose they are, which way they face and what they are to the hand.
      const seat = ['owner', 'quarter', 'role'].filter((k) => Object.hasOwn(p, k))
      const keys = ['cards', 'kind', 'name', 'pile', 'x', 'z', ...(p.cards.length > 0 ? ['back'] : []), ...seat]
      expect(Object.keys(p).sort()).toEqual(keys.sort())
      if (p.cards.length > 0) expect(p.back).toMatch(/^swlcg/)
      expect(p.cards).toEqual(swlcg.piles[i]?.cards)
    }
    expect(JSON.parse(JSON.stringify(config))).toEqual(config)
  })

  it('writes no grid for a box without a board', () => {
    const doc = new Y.Doc()
    setUpBox(doc, swlcg)
    expect(schema.meta(doc).has('grid')).toBe(false)
  })

  it('sets a table up exactly once, and leaves a table that has objects or piles alone', () => {
    const doc = new Y.Doc()
    expect(setUpBox(doc, swm)).toBe(true)
    const before = Y.encodeStateVector(doc)
    expect(setUpBox(doc, swm)).toBe(false)
    expect(setUpBox(doc, swlcg)).toBe(false)
    expect(Y.encodeStateVector(doc)).toEqual(before)

    const withObject = new Y.Doc()
    addObject(withObject, 'x', tableObject({}))
    expect(setUpBox(withObject, swm)).toBe(false)
    expect(schema.meta(withObject).has('tabletop')).toBe(false)

    const withPiles = new Y.Doc()
    schema.meta(withPiles).set('tabletop', { piles: [] })
    expect(setUpBox(withPiles, swm)).toBe(false)
    expect(schema.table(withPiles).size).toBe(0)
  })
})
