import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { BoxGeometry, Mesh, PerspectiveCamera } from 'three'
import type { TableObject } from '../../net/schema'
import type { Presence, Room } from '../../net/types'
import { addObject, readObject, setLocked } from '../../net/table'
import { worldToPage } from '../lib/projection'
import { TableModel } from '../scene/tableModel'
import { useTableUi } from '../stores/tableUi'
import { attachTableInput } from './attachTableInput'
import { tableObject } from '../../net/testing/table-fixtures'

const card: TableObject = tableObject({ look: 'a' })
const size = { left: 0, top: 0, width: 1000, height: 1000 }

function setup() {
  const doc = new Y.Doc()
  addObject(doc, 'c', card)
  const model = new TableModel(doc)
  const stop = model.connect()
  // A stand-in for the instanced card: one mesh at the card's place, resolving to its id.
  const mesh = new Mesh(new BoxGeometry(0.63, 0.01, 0.88))
  mesh.updateMatrixWorld()
  model.registerPickable({ object: mesh, resolve: () => 'c' })
  const camera = new PerspectiveCamera(40, 1, 0.1, 100)
  camera.position.set(0, 10, 0.001)
  camera.lookAt(0, 0, 0)
  camera.updateMatrixWorld()
  const presence: Partial<Presence>[] = []
  const room = { doc, setPresence: (p: Partial<Presence>) => presence.push(p) } as unknown as Room
  const el = Object.assign(new EventTarget(), {
    style: { cursor: '' },
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
    hasPointerCapture: () => true,
  }) as unknown as HTMLElement
  const detach = attachTableInput({ el, room, model, view: () => ({ camera, size, controls: null }), dragThreshold: 4 })
  const at = (x: number, z: number) => worldToPage(x, 0, z, camera, size)!
  const pointer = (type: string, x: number, z: number, extra: Record<string, unknown> = {}) => {
    const p = at(x, z)
    el.dispatchEvent(Object.assign(new Event(type), { button: 0, pointerId: 1, clientX: p.x, clientY: p.y, ...extra }))
  }
  const drag = (x: number, z: number, extra: Record<string, unknown> = {}) => {
    pointer('pointerdown', 0, 0)
    pointer('pointermove', x / 2, z / 2)
    pointer('pointermove', x, z)
    pointer('pointerup', x, z, extra)
  }
  return { doc, model, el, presence, drag, pointer, cleanup: () => (detach(), stop()) }
}

describe('table input', () => {
  let cleanup = () => {}
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => {})
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('drags a card and drops it snapped to the half-unit grid, sharing the drag live', () => {
    const t = setup()
    cleanup = t.cleanup
    t.drag(1.3, 0.2)
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 1.5, z: 0 })
    expect(t.presence.some((p) => p.drag?.id === 'c')).toBe(true)
    expect(t.presence.at(-1)).toEqual({ drag: null })
    expect(useTableUi.getState().selected).toBe('c')
    expect(useTableUi.getState().dragging).toBe(false)
  })

  it('places freely with Alt held', () => {
    const t = setup()
    cleanup = t.cleanup
    t.drag(1.3, 0.2, { altKey: true })
    const obj = readObject(t.doc, 'c')!
    expect(obj.x).toBeCloseTo(1.3, 2)
    expect(obj.z).toBeCloseTo(0.2, 2)
  })

  it('does not move a locked card, and a click without travel is not a drag', () => {
    const t = setup()
    cleanup = t.cleanup
    setLocked(t.doc, 'c', true)
    t.drag(2, 2)
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
    setLocked(t.doc, 'c', false)
    t.pointer('pointerdown', 0, 0)
    t.pointer('pointerup', 0, 0)
    expect(t.model.drag).toBeNull()
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
  })

  it('flips on double-click and on F for the selected card', () => {
    const t = setup()
    cleanup = t.cleanup
    t.pointer('dblclick', 0, 0)
    expect(readObject(t.doc, 'c')?.faceUp).toBe(false)
    t.pointer('pointerdown', 0, 0)
    t.pointer('pointerup', 0, 0)
    window.dispatchEvent(Object.assign(new Event('keydown'), { key: 'f' }))
    expect(readObject(t.doc, 'c')?.faceUp).toBe(true)
  })
})
