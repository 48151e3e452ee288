import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createEphemeralIdentity } from './identity'
import { readDraw, takePartInDraw } from './joint-draw'
import { schema } from './schema'

const anna = createEphemeralIdentity()
const bela = createEphemeralIdentity()
const seats = ['s1', 's2']
const message = { scenario: 'first-contact' }

/** Two peers' documents with Anna at s1 and Béla at s2. */
function peers(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc()
  schema.seats(a).set('s1', { name: 'Anna', colour: '#f00', publicKey: anna.publicKey })
  schema.seats(a).set('s2', { name: 'Béla', colour: '#00f', publicKey: bela.publicKey })
  const b = new Y.Doc()
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
  return [a, b]
}
const sync = (x: Y.Doc, y: Y.Doc) => {
  Y.applyUpdate(y, Y.encodeStateAsUpdate(x))
  Y.applyUpdate(x, Y.encodeStateAsUpdate(y))
}

describe('joint draw', () => {
  it('waits for every seat to commit, then to reveal, and gives both peers the same entropy', () => {
    const [a, b] = peers()
    takePartInDraw(a, anna, 'hoth/1', message, seats)
    expect(readDraw(a, 'hoth/1', message, seats)).toEqual({ state: 'waiting', phase: 'commit', missing: ['s2'] })
    // Anna cannot reveal before Béla has committed: nobody sees a contribution before all are fixed.
    takePartInDraw(a, anna, 'hoth/1', message, seats)
    expect(schema.entropy(a).get('draw:hoth/1:s1')).not.toHaveProperty('sig')
    sync(a, b)
    takePartInDraw(b, bela, 'hoth/1', message, seats)
    sync(a, b)
    expect(readDraw(a, 'hoth/1', message, seats)).toEqual({ state: 'waiting', phase: 'reveal', missing: ['s1', 's2'] })
    takePartInDraw(a, anna, 'hoth/1', message, seats)
    takePartInDraw(b, bela, 'hoth/1', message, seats)
    sync(a, b)
    const done = readDraw(a, 'hoth/1', message, seats)
    expect(done.state).toBe('done')
    expect(readDraw(b, 'hoth/1', message, seats)).toEqual(done)
    // Another game (label) or another config draws something else.
    takePartInDraw(a, anna, 'hoth/2', message, seats)
    expect(readDraw(a, 'hoth/2', message, seats).state).toBe('waiting')
  })

  it('lets one browser holding both seats draw alone (hotseat)', () => {
    const doc = new Y.Doc()
    for (const seat of seats) schema.seats(doc).set(seat, { name: 'Anna', colour: '#f00', publicKey: anna.publicKey })
    takePartInDraw(doc, anna, 'hoth/1', message, seats)
    takePartInDraw(doc, anna, 'hoth/1', message, seats)
    expect(readDraw(doc, 'hoth/1', message, seats).state).toBe('done')
  })

  it('ignores a record written for a seat by someone else, and refuses a reveal that does not match', () => {
    const [a, b] = peers()
    const mallory = createEphemeralIdentity()
    schema.entropy(a).set('draw:hoth/1:s2', { pub: mallory.publicKey, commit: 'ab'.repeat(32) })
    takePartInDraw(a, anna, 'hoth/1', message, seats)
    expect(readDraw(a, 'hoth/1', message, seats)).toMatchObject({ state: 'waiting', missing: ['s2'] })
    sync(a, b)
    takePartInDraw(b, bela, 'hoth/1', message, seats)
    sync(a, b)
    takePartInDraw(a, anna, 'hoth/1', message, seats)
    // Béla reveals a signature of something else than he committed to.
    const own = schema.entropy(b).get('draw:hoth/1:s2') as { pub: string; commit: string }
    schema.entropy(b).set('draw:hoth/1:s2', { ...own, sig: bela.sign(new TextEncoder().encode('other')) })
    sync(a, b)
    expect(readDraw(a, 'hoth/1', message, seats)).toMatchObject({
      state: 'refused',
      reason: { en: "Seat s2's part of the joint draw is not valid." },
    })
  })
})
