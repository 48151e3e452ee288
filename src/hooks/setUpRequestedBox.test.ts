import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import { setUpRequestedBox } from './setUpRequestedBox'

// Setting up a box loads its game's table chunk (three, the scene, the engine): on a cold cache that takes longer than
// a test's default 5 s on a small machine.
describe('setUpRequestedBox', { timeout: 60_000 }, () => {
  it('deals the sandbox box once and records it', async () => {
    const doc = new Y.Doc()
    expect(await setUpRequestedBox(doc, 'sandbox')).toBe(true)
    const objects = schema.table(doc).size
    expect(objects).toBeGreaterThan(5)
    expect(schema.meta(doc).get('tabletop')).toMatchObject({ piles: [{ pile: 'deck' }] })
    expect(schema.meta(doc).get('box')).toBe('sandbox')
    expect(await setUpRequestedBox(doc, 'sandbox')).toBe(false)
    expect(schema.table(doc).size).toBe(objects)
  })

  it.each(['swlcg', 'swm', 'hoth-free', 'hkk', 'blank'] as const)(
    'opens the %s box on the sandbox table',
    async (box) => {
      const doc = new Y.Doc()
      expect(await setUpRequestedBox(doc, box)).toBe(true)
      expect(schema.meta(doc).get('box')).toBe(box)
      expect(schema.meta(doc).has('tabletop')).toBe(true)
      expect(schema.table(doc).size).toBeGreaterThan(1)
      expect(schema.meta(doc).has('grid')).toBe(box === 'swm' || box === 'hoth-free')
      expect(await setUpRequestedBox(doc, box)).toBe(false)
    },
  )

  it('leaves a room that another peer already set up', async () => {
    const theirs = new Y.Doc()
    await setUpRequestedBox(theirs, 'sandbox')
    const mine = new Y.Doc()
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs))
    const before = Y.encodeStateVector(mine)
    expect(await setUpRequestedBox(mine, 'sandbox')).toBe(false)
    expect(Y.encodeStateVector(mine)).toEqual(before)
  })

  it('sets up Battle of Hoth with its default choices and an empty table, once', async () => {
    const doc = new Y.Doc()
    expect(await setUpRequestedBox(doc, 'hoth')).toBe(true)
    expect(schema.meta(doc).get('box')).toBe('hoth')
    expect(schema.meta(doc).get('hothSetup')).toMatchObject({ scenario: 'training-drill', useLeaders: false })
    expect(schema.table(doc).size).toBe(0)
    expect(await setUpRequestedBox(doc, 'hoth')).toBe(false)
  })

  it('starts a Hoth rematch room with the scenario it was asked for (an unknown one falls back)', async () => {
    const doc = new Y.Doc()
    await setUpRequestedBox(doc, 'hoth', { scenario: 'final-strike' })
    expect(schema.meta(doc).get('hothSetup')).toMatchObject({ scenario: 'final-strike' })
    const other = new Y.Doc()
    await setUpRequestedBox(other, 'hoth', { scenario: 'no-such-battle' })
    expect(schema.meta(other).get('hothSetup')).toMatchObject({ scenario: 'training-drill' })
  })
})
