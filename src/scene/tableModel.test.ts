import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { TableObject } from '../../net/schema'
import { addObject, flipObject, moveObject, removeObject, setLook } from '../../net/table'
import { DRAG_LIFT } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { TableModel } from './tableModel'
import { tableObject } from '../../net/testing/table-fixtures'

const card: TableObject = tableObject({ look: 'a' })

function setup() {
  const doc = new Y.Doc()
  addObject(doc, 'c', card)
  let now = 1000
  const model = new TableModel(doc, () => now)
  let frames = 0
  model.setInvalidate(() => frames++)
  const stop = model.connect()
  return { doc, model, stop, setNow: (t: number) => (now = t), frames: () => frames }
}

describe('TableModel', () => {
  it('reads the table and follows changes, asking for frames', () => {
    const { doc, model, frames } = setup()
    expect(model.objects.get('c')?.x).toBe(0)
    const before = frames()
    moveObject(doc, 'c', 2, 1)
    expect(model.objects.get('c')).toMatchObject({ x: 2, z: 1 })
    expect(frames()).toBeGreaterThan(before)
  })

  it('animates a move from the old position to the new one', () => {
    const { doc, model, setNow } = setup()
    moveObject(doc, 'c', 2, 0)
    const p = createPose()
    model.tick(1000)
    model.displayedPose('c', p)
    expect(p.x).toBeCloseTo(0)
    model.tick(1100)
    model.displayedPose('c', p)
    expect(p.x).toBeGreaterThan(0.5)
    expect(p.x).toBeLessThan(2)
    setNow(2000)
    expect(model.tick(2000)).toBe(false)
    model.displayedPose('c', p)
    expect(p.x).toBe(2)
  })

  it('lifts a flipping card in an arc', () => {
    const { doc, model } = setup()
    flipObject(doc, 'c')
    const p = createPose()
    model.tick(1160)
    model.displayedPose('c', p)
    expect(p.y).toBeGreaterThan(0.2)
    expect(p.flip).toBeGreaterThan(0)
  })

  it('draws a dragged object lifted at the drag position, then settles it on drop', () => {
    const { doc, model, setNow } = setup()
    const p = createPose()
    model.beginDrag('c', 3, 3)
    model.displayedPose('c', p)
    expect(p).toMatchObject({ x: 3, z: 3, y: DRAG_LIFT })
    moveObject(doc, 'c', 3, 3)
    setNow(1000)
    model.endDrag()
    model.tick(1000)
    model.displayedPose('c', p)
    expect(p.y).toBeCloseTo(DRAG_LIFT)
    model.tick(5000)
    model.displayedPose('c', p)
    expect(p).toMatchObject({ x: 3, z: 3, y: 0 })
  })

  it('bumps the structure version only when objects come, go or change look', () => {
    const { doc, model } = setup()
    const s = model.structureVersion
    moveObject(doc, 'c', 1, 1)
    expect(model.structureVersion).toBe(s)
    setLook(doc, 'c', 'b')
    expect(model.structureVersion).toBe(s + 1)
    addObject(doc, 'd', card)
    removeObject(doc, 'c')
    expect(model.structureVersion).toBe(s + 3)
    expect(model.objects.has('c')).toBe(false)
  })

  it('stops following the document when disconnected', () => {
    const { doc, model, stop } = setup()
    stop()
    moveObject(doc, 'c', 4, 0)
    expect(model.objects.get('c')?.x).toBe(0)
  })
})

describe('TableModel stacking', () => {
  it('rests a card dropped on a token on top of the token, and lets it settle when the token leaves', () => {
    const { doc, model } = setup()
    addObject(doc, 't', { ...card, kind: 'token', x: 2, z: 0 })
    moveObject(doc, 'c', 2.1, 0)
    const p = createPose()
    model.tick(10_000)
    model.displayedPose('c', p)
    expect(p.y).toBeGreaterThan(0.04)
    removeObject(doc, 't')
    model.tick(20_000)
    model.displayedPose('c', p)
    expect(p.y).toBe(0)
  })
})
