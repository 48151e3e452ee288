import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { addObject, moveObject, readObject, removeObject } from '../../net/table'
import { tableObject } from '../../net/testing/table-fixtures'
import '../i18n'
import type { TableGrid } from '../lib/snap'
import { createFreeObjectHandler } from './freeObjectHandler'
import { createUndoHistory } from './undoHistory'

/** Two synced peers; `a` has the handler and the history. */
function setup(grid: TableGrid | null = null) {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.on('update', (u: Uint8Array) => Y.applyUpdate(b, u))
  b.on('update', (u: Uint8Array) => Y.applyUpdate(a, u))
  addObject(a, 'c', tableObject({ look: 'a' }))
  addObject(a, 'd', tableObject({ look: 'b', x: 2 }))
  addObject(a, 'mini', tableObject({ kind: 'miniature', x: -2 }))
  addObject(a, 'die-1', tableObject({ kind: 'die', x: 3, look: '1' }))
  const history = createUndoHistory()
  const rolled: string[][] = []
  const handler = createFreeObjectHandler(a, {
    rollDice: (ids) => rolled.push([...ids]),
    history,
    grid: () => grid,
    lang: () => 'en',
  })
  const run = (id: string, command: string, lang = 'en') => {
    const c = handler.commands(id, lang).find((x) => x.id === command)
    if (!c) throw new Error(`no ${command} on ${id}`)
    c.run()
  }
  return { a, b, history, handler, rolled, run }
}

describe('free object handler', () => {
  it('owns the table map objects only, and offers their commands with keys in both languages', () => {
    const { handler } = setup()
    expect(handler.owns('c')).toBe(true)
    expect(handler.owns('pile:deck')).toBe(false)
    const card = handler.commands('c', 'en')
    expect(card.map((c) => [c.id, c.key])).toEqual([
      ['flip', 'f'],
      ['tap', 'r'],
      ['rotateLeft', 'q'],
      ['rotateRight', 'e'],
      ['lock', 'l'],
      ['remove', 'delete'],
    ])
    expect(card[0]?.label).toBe('Flip')
    expect(handler.commands('c', 'hu')[0]?.label).toBe('Megfordítás')
    expect(handler.commands('die-1', 'en').map((c) => [c.id, c.key])).toEqual([
      ['roll', 'r'],
      ['lock', 'l'],
      ['remove', 'delete'],
    ])
    expect(handler.commands('missing', 'en')).toEqual([])
  })

  it('names a named miniature in the menu language, and nothing else', () => {
    const { a, handler } = setup()
    addObject(a, 'luke', tableObject({ kind: 'miniature', look: 'swm/luke-skywalker-champion-figure' }))
    expect(handler.title?.('luke', 'hu')).toBe('Luke Skywalker, az Erő bajnoka')
    expect(handler.title?.('luke', 'en-GB')).toBe('Luke Skywalker, Champion of the Force')
    expect(handler.title?.('mini', 'en')).toBeNull()
    expect(handler.title?.('c', 'en')).toBeNull()
    expect(handler.title?.('missing', 'en')).toBeNull()
  })

  it('moves with the half-unit grid for cards and undoes and redoes the move', () => {
    const { a, handler, history } = setup()
    handler.drop([{ id: 'c', x: 1.3, z: 0.2 }], { free: false })
    expect(readObject(a, 'c')).toMatchObject({ x: 1.5, z: 0 })
    expect(history.next().undo).toBe('Move')
    history.undo()
    expect(readObject(a, 'c')).toMatchObject({ x: 0, z: 0 })
    history.redo()
    expect(readObject(a, 'c')).toMatchObject({ x: 1.5, z: 0 })
  })

  it("snaps a miniature to the centre of the box grid's square, and Alt places it freely", () => {
    const { a, handler } = setup({ kind: 'square', size: 0.25, x: 0, z: 0 })
    handler.drop([{ id: 'mini', x: -1.1, z: 0.3 }], { free: false })
    expect(readObject(a, 'mini')).toMatchObject({ x: -1, z: 0.25 })
    handler.drop([{ id: 'mini', x: -1.1, z: 0.3 }], { free: true })
    expect(readObject(a, 'mini')).toMatchObject({ x: -1.1, z: 0.3 })
  })

  it('moves a group by one step and keeps a row of cards from stacking onto itself', () => {
    const { a, handler, history } = setup()
    handler.drop(
      [
        { id: 'c', x: 1, z: 1 },
        { id: 'd', x: 1.5, z: 1 },
      ],
      { free: false },
    )
    expect(readObject(a, 'c')).toMatchObject({ x: 1, z: 1 })
    expect(readObject(a, 'd')).toMatchObject({ x: 1.5, z: 1 })
    history.undo()
    expect(readObject(a, 'c')).toMatchObject({ x: 0, z: 0 })
    expect(readObject(a, 'd')).toMatchObject({ x: 2, z: 0 })
    expect(history.canUndo()).toBe(false)
  })

  it('flips, taps and locks; a locked object neither moves nor turns until unlocked', () => {
    const { a, handler, run, history } = setup()
    run('c', 'flip')
    run('c', 'tap')
    run('c', 'lock')
    expect(readObject(a, 'c')).toMatchObject({ faceUp: false, quarter: 1, locked: true })
    expect(handler.movable('c')).toBe(false)
    const flip = handler.commands('c', 'en').find((c) => c.id === 'flip')!
    expect(flip.disabled).toMatch(/unlock/)
    expect(handler.commands('c', 'en').find((c) => c.id === 'lock')?.label).toBe('Unlock')
    handler.drop([{ id: 'c', x: 3, z: 3 }], { free: true })
    handler.runAll?.('flip', ['c'], 'en')
    expect(readObject(a, 'c')).toMatchObject({ x: 0, z: 0, faceUp: false })
    history.undo()
    history.undo()
    history.undo()
    expect(readObject(a, 'c')).toMatchObject({ faceUp: true, quarter: 0, locked: false })
  })

  it("taps seat 2's own piece a quarter from seat 2's facing and back, never turning it to face seat 1", () => {
    const { a, handler, run } = setup()
    addObject(a, 'ls', tableObject({ kind: 'token', owner: 's2', quarter: 2 }))
    run('ls', 'tap')
    expect(readObject(a, 'ls')?.quarter).toBe(3)
    expect(handler.commands('ls', 'en').find((c) => c.id === 'tap')?.label).toBe('Untap')
    run('ls', 'tap')
    expect(readObject(a, 'ls')?.quarter).toBe(2)
  })

  it('locks a mixed group all at once, then unlocks it all', () => {
    const { a, handler, run } = setup()
    run('d', 'lock')
    handler.runAll?.('lock', ['c', 'd'], 'en')
    expect([readObject(a, 'c')?.locked, readObject(a, 'd')?.locked]).toEqual([true, true])
    handler.runAll?.('lock', ['c', 'd'], 'en')
    expect([readObject(a, 'c')?.locked, readObject(a, 'd')?.locked]).toEqual([false, false])
  })

  it('rolls dice through rollDice, together when several are rolled at once', () => {
    const { rolled, run, handler, history } = setup()
    run('die-1', 'roll')
    handler.runAll?.('roll', ['die-1', 'c'], 'en')
    expect(rolled).toEqual([['die-1'], ['die-1']])
    expect(history.canUndo()).toBe(false)
  })

  it('undo takes back only our own change: a concurrent move by another peer survives', () => {
    const { a, b, handler, history } = setup()
    handler.drop([{ id: 'c', x: -3, z: 1 }], { free: true })
    moveObject(b, 'd', 4, 2, { stack: false })
    history.undo()
    expect(readObject(a, 'c')).toMatchObject({ x: 0, z: 0 })
    expect(readObject(a, 'd')).toMatchObject({ x: 4, z: 2 })
    expect(readObject(b, 'c')).toMatchObject({ x: 0, z: 0 })
  })

  it('leaves an object that someone else moved or removed since alone', () => {
    const { a, b, handler, history } = setup()
    handler.drop(
      [
        { id: 'c', x: -3, z: 1 },
        { id: 'd', x: 3, z: 1 },
      ],
      { free: true },
    )
    moveObject(b, 'c', 5, -2, { stack: false })
    removeObject(b, 'd')
    expect(() => history.undo()).not.toThrow()
    expect(readObject(a, 'c')).toMatchObject({ x: 5, z: -2 })
    expect(readObject(a, 'd')).toBeNull()
  })

  it('removes an object from the table, and undo puts it back as it was', () => {
    const { a, b, run, history } = setup()
    run('d', 'flip')
    run('d', 'remove')
    expect(readObject(b, 'd')).toBeNull()
    expect(history.next().undo).toBe('Remove')
    history.undo()
    expect(readObject(b, 'd')).toMatchObject({ x: 2, faceUp: false, look: 'b' })
    history.redo()
    expect(readObject(a, 'd')).toBeNull()
  })
})

describe('dials', () => {
  it('turn up and down with + and − within their range, and undo puts the value back', () => {
    const { a, b, history, handler, run } = setup()
    addObject(a, 'life', tableObject({ kind: 'token', look: 'hkk/life-counter@20' }))
    const keys = handler.commands('life', 'en').map((c) => [c.id, c.key])
    expect(keys).toContainEqual(['dialUp', '+'])
    expect(keys).toContainEqual(['dialDown', '-'])
    run('life', 'dialDown')
    run('life', 'dialDown')
    expect(readObject(b, 'life')?.look).toBe('hkk/life-counter@18')
    history.undo()
    expect(readObject(b, 'life')?.look).toBe('hkk/life-counter@19')
    // A plain token has no dial commands.
    expect(handler.commands('c', 'en').some((c) => c.id === 'dialUp')).toBe(false)
  })

  it('stops at the end of the range', () => {
    const { a, run } = setup()
    addObject(a, 'vp', tableObject({ kind: 'token', look: 'hkk/vp-counter@0' }))
    run('vp', 'dialDown')
    expect(readObject(a, 'vp')?.look).toBe('hkk/vp-counter@0')
  })
})
