import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import { readAll } from '../../net/table'
import { cardBack, cardFace, tokenFace } from './index'
import { sandboxBox, setUpBox } from './sandbox'

describe('sandbox box', () => {
  it('holds one face-down deck of 52 distinct cards, tokens of three kinds, a d6 and a miniature', () => {
    expect(sandboxBox.piles).toHaveLength(1)
    const deck = sandboxBox.piles[0]
    expect(deck?.kind).toBe('deck')
    expect(deck?.cards).toHaveLength(52)
    expect(new Set(deck?.cards).size).toBe(52)
    const kinds = sandboxBox.pieces.map((p) => p.object.kind)
    expect(kinds.filter((k) => k === 'card')).toHaveLength(0)
    expect(sandboxBox.pieces.filter((p) => p.object.kind === 'die').map((p) => p.object.look)).toEqual(['d6'])
    expect(kinds.filter((k) => k === 'miniature')).toHaveLength(1)
    const tokenLooks = new Set(sandboxBox.pieces.filter((p) => p.object.kind === 'token').map((p) => p.object.look))
    expect([...tokenLooks].sort()).toEqual(['token/damage', 'token/focus', 'token/shield'])
  })

  it('names every card and token in Hungarian and English, with the common back', () => {
    for (const look of sandboxBox.piles[0]?.cards ?? []) {
      expect(cardFace(look)?.name.hu).toBeTruthy()
      expect(cardBack(look)).toBe('')
    }
    for (const p of sandboxBox.pieces) {
      if (p.object.kind === 'token') expect(tokenFace(p.object.look)?.name.en).toBeTruthy()
    }
    expect(cardFace('sandbox/suns-07')?.name).toEqual({ en: 'Seven of Suns', hu: 'Napok hetese' })
  })

  it('sets up an empty table once: the pieces on the table, the deck in meta.tabletop', () => {
    const doc = new Y.Doc()
    expect(setUpBox(doc, sandboxBox)).toBe(true)
    expect(Object.keys(readAll(doc))).toHaveLength(sandboxBox.pieces.length)
    expect(schema.meta(doc).get('tabletop')).toMatchObject({ piles: [{ pile: 'deck', kind: 'deck' }] })
    expect(setUpBox(doc, sandboxBox)).toBe(false)
    expect(Object.keys(readAll(doc))).toHaveLength(sandboxBox.pieces.length)
  })
})
