import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import { setUpRequestedBox } from './setUpRequestedBox'

describe('setUpRequestedBox', () => {
  it('deals the sandbox box once and records it', () => {
    const doc = new Y.Doc()
    expect(setUpRequestedBox(doc, 'sandbox')).toBe(true)
    const objects = schema.table(doc).size
    expect(objects).toBeGreaterThan(5)
    expect(schema.meta(doc).get('tabletop')).toMatchObject({ piles: [{ pile: 'deck' }] })
    expect(schema.meta(doc).get('box')).toBe('sandbox')
    expect(setUpRequestedBox(doc, 'sandbox')).toBe(false)
    expect(schema.table(doc).size).toBe(objects)
  })

  it.each(['swlcg', 'swm', 'hoth-free', 'hkk', 'blank'] as const)('opens the %s box on the sandbox table', (box) => {
    const doc = new Y.Doc()
    expect(setUpRequestedBox(doc, box)).toBe(true)
    expect(schema.meta(doc).get('box')).toBe(box)
    expect(schema.meta(doc).has('tabletop')).toBe(true)
    expect(schema.table(doc).size).toBeGreaterThan(1)
    expect(schema.meta(doc).has('grid')).toBe(box === 'swm' || box === 'hoth-free')
    expect(setUpRequestedBox(doc, box)).toBe(false)
  })

  it('leaves a room that another peer already set up', () => {
    const theirs = new Y.Doc()
    setUpRequestedBox(theirs, 'sandbox')
    const mine = new Y.Doc()
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs))
    const before = Y.encodeStateVector(mine)
    expect(setUpRequestedBox(mine, 'sandbox')).toBe(false)
    expect(Y.encodeStateVector(mine)).toEqual(before)
  })

  it('sets up Battle of Hoth with its default choices and an empty table, once', () => {
    const doc = new Y.Doc()
    expect(setUpRequestedBox(doc, 'hoth')).toBe(true)
    expect(schema.meta(doc).get('box')).toBe('hoth')
    expect(schema.meta(doc).get('hothSetup')).toMatchObject({ scenario: 'training-drill', useLeaders: false })
    expect(schema.table(doc).size).toBe(0)
    expect(setUpRequestedBox(doc, 'hoth')).toBe(false)
  })

  it('starts a Hoth rematch room with the scenario it was asked for (an unknown one falls back)', () => {
    const doc = new Y.Doc()
    setUpRequestedBox(doc, 'hoth', 'final-strike')
    expect(schema.meta(doc).get('hothSetup')).toMatchObject({ scenario: 'final-strike' })
    const other = new Y.Doc()
    setUpRequestedBox(other, 'hoth', 'no-such-battle')
    expect(schema.meta(other).get('hothSetup')).toMatchObject({ scenario: 'training-drill' })
  })
})
