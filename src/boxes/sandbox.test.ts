import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { readAll } from '../../net/table'
import { cardFace, tokenFace } from './index'
import { sandboxBox, setUpBox } from './sandbox'

describe('sandbox box', () => {
  it('holds 52 distinct cards, tokens of three kinds, a die and a miniature', () => {
    const kinds = sandboxBox.pieces.map((p) => p.object.kind)
    expect(kinds.filter((k) => k === 'card')).toHaveLength(52)
    expect(new Set(sandboxBox.pieces.filter((p) => p.object.kind === 'card').map((p) => p.object.look)).size).toBe(52)
    expect(kinds.filter((k) => k === 'die')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'miniature')).toHaveLength(1)
    const tokenLooks = new Set(sandboxBox.pieces.filter((p) => p.object.kind === 'token').map((p) => p.object.look))
    expect([...tokenLooks].sort()).toEqual(['token/damage', 'token/focus', 'token/shield'])
    expect(new Set(sandboxBox.pieces.map((p) => p.id)).size).toBe(sandboxBox.pieces.length)
  })

  it('names every card and token in Hungarian and English', () => {
    for (const p of sandboxBox.pieces) {
      if (p.object.kind === 'card') expect(cardFace(p.object.look)?.name.hu).toBeTruthy()
      if (p.object.kind === 'token') expect(tokenFace(p.object.look)?.name.en).toBeTruthy()
    }
    expect(cardFace('sandbox/suns-07')?.name).toEqual({ en: 'Seven of Suns', hu: 'Napok hetese' })
  })

  it('sets up an empty table once', () => {
    const doc = new Y.Doc()
    expect(setUpBox(doc, sandboxBox)).toBe(true)
    const objects = readAll(doc)
    expect(Object.keys(objects)).toHaveLength(sandboxBox.pieces.length)
    expect(setUpBox(doc, sandboxBox)).toBe(false)
    expect(Object.keys(readAll(doc))).toHaveLength(sandboxBox.pieces.length)
  })

  it('stacks the draw pile face down in distinct layers', () => {
    const pile = sandboxBox.pieces.filter((p) => p.object.kind === 'card' && !p.object.faceUp)
    expect(pile.length).toBeGreaterThan(30)
    expect(new Set(pile.map((p) => p.object.layer)).size).toBe(pile.length)
  })
})
