import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from './schema'
import type { TableObject } from './schema'
import {
  FOOTPRINTS,
  SIZE_LIMITS,
  TABLE_HALF_X,
  TABLE_HALF_Z,
  addObject,
  footprintOf,
  halfExtents,
  flipObject,
  moveObject,
  observeTable,
  readAll,
  readObject,
  removeObject,
  rotateObject,
  setLocked,
  setLook,
  stackOnto,
  stackTargetAt,
} from './table'
import { tableObject } from './testing/table-fixtures'

const card = (x: number, z: number, extra: Partial<TableObject> = {}): TableObject =>
  tableObject({ x, z, look: 'c1', ...extra })

/** Exchanges all updates between two docs, both ways. */
function sync(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)))
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)))
}

describe('table objects', () => {
  it('adds and reads back an object', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(1, 2, { look: 'x' }))
    expect(readObject(doc, 'a')).toEqual(card(1, 2, { look: 'x' }))
    expect(Object.keys(readAll(doc))).toEqual(['a'])
  })

  it('clamps positions to the table on add and on move', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(100, -100))
    expect(readObject(doc, 'a')).toMatchObject({ x: TABLE_HALF_X, z: -TABLE_HALF_Z })
    moveObject(doc, 'a', -50, 50)
    expect(readObject(doc, 'a')).toMatchObject({ x: -TABLE_HALF_X, z: TABLE_HALF_Z })
  })

  it('moves in one transaction and writes only changed fields', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(0, 0))
    let transactions = 0
    const changedKeys: string[] = []
    doc.on('afterTransaction', () => transactions++)
    schema.table(doc).observeDeep((events) => events.forEach((e) => changedKeys.push(...e.changes.keys.keys())))
    expect(moveObject(doc, 'a', 2, 0)).toBe(true)
    expect(transactions).toBe(1)
    expect(changedKeys).toEqual(['x'])
    expect(moveObject(doc, 'a', 2, 0)).toBe(false)
    expect(transactions).toBe(1)
  })

  it('ignores non-finite coordinates and unknown ids', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(1, 1))
    expect(moveObject(doc, 'a', Number.NaN, 0)).toBe(false)
    expect(moveObject(doc, 'nope', 0, 0)).toBe(false)
    expect(flipObject(doc, 'nope')).toBe(false)
    expect(readObject(doc, 'a')).toMatchObject({ x: 1, z: 1 })
  })

  it('stacks a card dropped onto another card: snaps to it, one layer above the pile', () => {
    const doc = new Y.Doc()
    addObject(doc, 'base', card(1, 1))
    addObject(doc, 'mid', card(1, 1, { layer: 1 }))
    addObject(doc, 'moving', card(-3, 0))
    expect(stackTargetAt(doc, 1.2, 1.3, 'moving')).toBe('mid')
    moveObject(doc, 'moving', 1.2, 1.3)
    expect(readObject(doc, 'moving')).toMatchObject({ x: 1, z: 1, layer: 2 })
  })

  it('does not snap when stacking is off, but still lies above what it overlaps', () => {
    const doc = new Y.Doc()
    addObject(doc, 'base', card(1, 1))
    addObject(doc, 'moving', card(-3, 0))
    moveObject(doc, 'moving', 1.2, 1.3, { stack: false })
    expect(readObject(doc, 'moving')).toMatchObject({ x: 1.2, z: 1.3, layer: 1 })
  })

  it('goes back to layer 0 on empty felt, and a card beside another does not stack', () => {
    const doc = new Y.Doc()
    addObject(doc, 'base', card(0, 0))
    addObject(doc, 'moving', card(0, 0, { layer: 1 }))
    moveObject(doc, 'moving', 3, 0)
    expect(readObject(doc, 'moving')).toMatchObject({ x: 3, z: 0, layer: 0 })
    moveObject(doc, 'moving', 0.7, 0)
    expect(readObject(doc, 'moving')).toMatchObject({ x: 0.7, z: 0, layer: 0 })
  })

  it('a token dropped on a card lies above it without snapping', () => {
    const doc = new Y.Doc()
    addObject(doc, 'c', card(0, 0))
    addObject(doc, 't', { ...card(3, 3), kind: 'token', look: 'token/damage' })
    moveObject(doc, 't', 0.1, 0.2)
    expect(readObject(doc, 't')).toMatchObject({ x: 0.1, z: 0.2, layer: 1 })
  })

  it('stackOnto puts an object on top of a pile', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(0, 0))
    addObject(doc, 'b', card(0, 0, { layer: 1 }))
    addObject(doc, 'c', card(2, 2))
    expect(stackOnto(doc, 'c', 'a')).toBe(true)
    expect(readObject(doc, 'c')).toMatchObject({ x: 0, z: 0, layer: 2 })
  })

  it('locked objects do not move', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(0, 0))
    setLocked(doc, 'a', true)
    expect(moveObject(doc, 'a', 3, 3)).toBe(false)
    expect(readObject(doc, 'a')).toMatchObject({ x: 0, z: 0, locked: true })
    setLocked(doc, 'a', false)
    expect(moveObject(doc, 'a', 3, 3)).toBe(true)
  })

  it('flips, rotates (wrapping), changes look and removes', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(0, 0))
    flipObject(doc, 'a')
    expect(readObject(doc, 'a')?.faceUp).toBe(false)
    flipObject(doc, 'a', false)
    expect(readObject(doc, 'a')?.faceUp).toBe(false)
    rotateObject(doc, 'a', -1)
    expect(readObject(doc, 'a')?.quarter).toBe(3)
    rotateObject(doc, 'a', 2)
    expect(readObject(doc, 'a')?.quarter).toBe(1)
    setLook(doc, 'a', 'c9')
    expect(readObject(doc, 'a')?.look).toBe('c9')
    expect(removeObject(doc, 'a')).toBe(true)
    expect(readObject(doc, 'a')).toBeNull()
    expect(removeObject(doc, 'a')).toBe(false)
  })

  it('skips malformed objects from a bad peer without throwing', () => {
    const doc = new Y.Doc()
    addObject(doc, 'good', card(0, 0))
    const table = schema.table(doc) as unknown as Y.Map<unknown>
    table.set('number', 5)
    table.set('plain', { kind: 'card', x: 0, z: 0 })
    const bad = new Y.Map<unknown>()
    table.set('badKind', bad)
    bad.set('kind', 'spaceship')
    bad.set('x', 0)
    bad.set('z', 0)
    const noPos = new Y.Map<unknown>()
    table.set('noPos', noPos)
    noPos.set('kind', 'card')
    noPos.set('x', 'left')
    const odd = new Y.Map<unknown>()
    table.set('odd', odd)
    odd.set('kind', 'token')
    odd.set('x', 1e9)
    odd.set('z', 0)
    odd.set('quarter', 7.2)
    odd.set('faceUp', 'yes')
    odd.set('look', 42)
    expect(Object.keys(readAll(doc)).sort()).toEqual(['good', 'odd'])
    expect(readObject(doc, 'odd')).toMatchObject({ x: TABLE_HALF_X, quarter: 3, faceUp: true, look: '' })
    expect(readObject(doc, 'number')).toBeNull()
    expect(() => moveObject(doc, 'noPos', 1, 1)).not.toThrow()
    expect(moveObject(doc, 'good', 0.1, 0.1)).toBe(true)
  })

  it('reports changed ids to observers', () => {
    const doc = new Y.Doc()
    addObject(doc, 'a', card(0, 0))
    addObject(doc, 'b', card(2, 0))
    const seen: string[][] = []
    const stop = observeTable(doc, (ids) => seen.push([...ids].sort()))
    moveObject(doc, 'a', 1, 1)
    removeObject(doc, 'b')
    stop()
    flipObject(doc, 'a')
    expect(seen).toEqual([['a'], ['b']])
  })
})

describe('two peers', () => {
  it('converge after concurrent moves of the same card (last writer wins per field)', () => {
    const a = new Y.Doc()
    const b = new Y.Doc()
    addObject(a, 'c', card(0, 0))
    sync(a, b)
    moveObject(a, 'c', 1, 1)
    moveObject(b, 'c', -2, 3)
    sync(a, b)
    expect(readAll(a)).toEqual(readAll(b))
    const winner = readObject(a, 'c')
    // One of the two moves wins whole: x and z were written in the same transaction by the same peer.
    expect([
      { x: 1, z: 1 },
      { x: -2, z: 3 },
    ]).toContainEqual({ x: winner?.x, z: winner?.z })
  })

  it('keep both a concurrent move and a flip of the same card', () => {
    const a = new Y.Doc()
    const b = new Y.Doc()
    addObject(a, 'c', card(0, 0))
    sync(a, b)
    moveObject(a, 'c', 2, 1)
    flipObject(b, 'c')
    rotateObject(b, 'c', 1)
    sync(a, b)
    expect(readObject(a, 'c')).toMatchObject({ x: 2, z: 1, faceUp: false, quarter: 1 })
    expect(readAll(a)).toEqual(readAll(b))
  })

  it('converge after concurrent flips and locks in many rounds', () => {
    const a = new Y.Doc()
    const b = new Y.Doc()
    for (let i = 0; i < 5; i++) addObject(a, `c${i}`, card(i, 0))
    sync(a, b)
    for (let round = 0; round < 10; round++) {
      flipObject(a, `c${round % 5}`)
      flipObject(b, `c${(round * 3) % 5}`)
      moveObject(a, `c${(round + 1) % 5}`, round - 5, 1)
      setLocked(b, `c${(round + 2) % 5}`, round % 2 === 0)
      if (round % 3 === 0) sync(a, b)
    }
    sync(a, b)
    expect(readAll(a)).toEqual(readAll(b))
  })
})

describe('boards and tiles', () => {
  it('reads boards and tiles with their own size, clamped; other objects keep no size fields', () => {
    const doc = new Y.Doc()
    addObject(doc, 'map', card(0, 0, { kind: 'board', look: 'swm/map-starship', w: 8.9, d: 5.9, locked: true }))
    addObject(doc, 'huge', card(0, 0, { kind: 'board', w: 1e9, d: -4 }))
    addObject(doc, 'hex', card(1, 1, { kind: 'tile', look: 'hoth/terrain-ridge', w: 0.9, d: 1.04 }))
    addObject(doc, 'c', card(2, 2))
    expect(readObject(doc, 'map')).toMatchObject({ kind: 'board', w: 8.9, d: 5.9, locked: true })
    expect(readObject(doc, 'huge')).toMatchObject({ w: SIZE_LIMITS.maxW, d: SIZE_LIMITS.min })
    expect(readObject(doc, 'hex')).toMatchObject({ kind: 'tile', w: 0.9, d: 1.04 })
    expect(readObject(doc, 'c')).toEqual(card(2, 2))
    schema
      .table(doc)
      .get('hex')
      ?.set('w', 'wide' as unknown as number)
    expect(readObject(doc, 'hex')).not.toHaveProperty('w')
  })

  it('measures footprints from the size fields, turned with the object', () => {
    expect(halfExtents('board', 0, { w: 8, d: 6 })).toEqual({ hx: 4, hz: 3 })
    expect(halfExtents('board', 1, { w: 8, d: 6 })).toEqual({ hx: 3, hz: 4 })
    expect(halfExtents('tile', 0)).toEqual({ hx: FOOTPRINTS.tile.w / 2, hz: FOOTPRINTS.tile.d / 2 })
    expect(footprintOf('miniature', { w: 0.26, d: 0.26 })).toEqual({ w: 0.26, d: 0.26 })
  })

  it('puts a figure dropped anywhere on a large board above the board', () => {
    const doc = new Y.Doc()
    addObject(doc, 'map', card(0, 0, { kind: 'board', w: 8, d: 6, locked: true }))
    addObject(doc, 'fig', card(5.5, 3.5, { kind: 'miniature' }))
    moveObject(doc, 'fig', 3.5, -2.5)
    expect(readObject(doc, 'fig')?.layer).toBe(1)
    // The locked board stays where it is.
    expect(moveObject(doc, 'map', 1, 1)).toBe(false)
  })
})
