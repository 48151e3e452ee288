import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { BoxGeometry, Mesh, PerspectiveCamera } from 'three'
import type { TableObject } from '../../net/schema'
import { schema } from '../../net/schema'
import type { Presence, Room } from '../../net/types'
import { addObject, readObject, setLocked } from '../../net/table'
import '../i18n'
import { worldToPage } from '../lib/projection'
import { createPose } from '../lib/pose'
import { TableModel } from '../scene/tableModel'
import { useTableUi } from '../stores/tableUi'
import { useContextMenu } from '../ui/contextMenuStore'
import { attachTableInput } from './attachTableInput'
import type { TableInputTarget } from './attachTableInput'
import { liveTools } from './liveTools'
import type { ObjectDrop, ObjectHandler } from './objectHandlers'
import { tableObject } from '../../net/testing/table-fixtures'

const size = { left: 0, top: 0, width: 1000, height: 1000 }

/** A table with cards `c` (0, 0) and `d` (2, 0), a token `t` (-2, 1), plus any other objects given. */
function setup(options: Partial<TableInputTarget> = {}, extra: Record<string, TableObject> = {}) {
  const doc = new Y.Doc()
  const objects: Record<string, TableObject> = {
    c: tableObject({ look: 'a' }),
    d: tableObject({ look: 'b', x: 2 }),
    t: tableObject({ kind: 'token', x: -2, z: 1 }),
    ...extra,
  }
  for (const [id, obj] of Object.entries(objects)) addObject(doc, id, obj)
  const model = new TableModel(doc)
  const stop = model.connect()
  // Stand-ins for the drawn objects: a mesh at each object's starting place, resolving to its id.
  for (const [id, obj] of Object.entries(objects)) {
    const mesh = new Mesh(new BoxGeometry(0.5, 0.01, 0.5))
    mesh.position.set(obj.x, 0, obj.z)
    mesh.updateMatrixWorld()
    model.registerPickable({ object: mesh, resolve: () => id })
  }
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
  const detach = attachTableInput({
    el,
    room,
    model,
    view: () => ({ camera, size, controls: null }),
    dragThreshold: 4,
    lang: () => 'en',
    rollDice: () => {},
    ...options,
  })
  const at = (x: number, z: number) => worldToPage(x, 0, z, camera, size)!
  const pointer = (type: string, x: number, z: number, extra: Record<string, unknown> = {}) => {
    const p = at(x, z)
    el.dispatchEvent(Object.assign(new Event(type), { button: 0, pointerId: 1, clientX: p.x, clientY: p.y, ...extra }))
  }
  const drag = (from: [number, number], to: [number, number], extra: Record<string, unknown> = {}) => {
    pointer('pointerdown', ...from, extra)
    pointer('pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2, extra)
    pointer('pointermove', ...to, extra)
    pointer('pointerup', ...to, extra)
  }
  const click = (x: number, z: number, extra: Record<string, unknown> = {}) => {
    pointer('pointerdown', x, z, extra)
    pointer('pointerup', x, z, extra)
  }
  const key = (k: string, extra: Record<string, unknown> = {}) =>
    window.dispatchEvent(Object.assign(new Event('keydown'), { key: k, ...extra }))
  const ui = () => useTableUi.getState()
  return { doc, model, el, presence, drag, click, pointer, key, ui, cleanup: () => (detach(), stop()) }
}

/** A stand-in for the card handler: owns `pile:` ids, records drops and commands. */
function fakeCards(log: string[]): ObjectHandler {
  return {
    owns: (id) => id.startsWith('pile:'),
    movable: () => true,
    drop: (drops: readonly ObjectDrop[]) => void log.push(`drop ${drops.map((d) => d.id)}`),
    commands: (id) => [{ id: 'shuffle', label: 'Shuffle', key: 's', run: () => void log.push(`shuffle ${id}`) }],
  }
}

describe('table input', () => {
  let cleanup = () => {}
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => {})
    useTableUi.getState().actions.setSelection([])
    useTableUi.getState().actions.setMeasuring(false)
    useContextMenu.getState().actions.close()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  const start = (...args: Parameters<typeof setup>) => {
    const t = setup(...args)
    cleanup = t.cleanup
    return t
  }

  it('drags a card and drops it snapped to the half-unit grid, sharing the drag live', () => {
    const t = start()
    t.drag([0, 0], [1.3, 0.7])
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 1.5, z: 0.5 })
    expect(t.presence.some((p) => p.drag?.id === 'c')).toBe(true)
    expect(t.presence.at(-1)).toEqual({ drag: null })
    expect(t.ui().selected).toBe('c')
    expect(t.ui().dragging).toBe(false)
  })

  it('places freely with Alt held', () => {
    const t = start()
    t.drag([0, 0], [1.3, 0.7], { altKey: true })
    const obj = readObject(t.doc, 'c')!
    expect(obj.x).toBeCloseTo(1.3, 2)
    expect(obj.z).toBeCloseTo(0.7, 2)
  })

  it('does not move a locked card, and a click without travel is not a drag', () => {
    const t = start()
    setLocked(t.doc, 'c', true)
    t.drag([0, 0], [2, 2])
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
    setLocked(t.doc, 'c', false)
    t.click(0, 0)
    expect(t.model.drag).toBeNull()
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
  })

  it('flips on double-click and on F for the selected card', () => {
    const t = start()
    t.pointer('dblclick', 0, 0)
    expect(readObject(t.doc, 'c')?.faceUp).toBe(false)
    t.click(0, 0)
    t.key('f')
    expect(readObject(t.doc, 'c')?.faceUp).toBe(true)
  })

  it('adds to the selection with Shift+click and moves the group together, carried live, undone in one step', () => {
    const t = start()
    t.click(0, 0)
    t.click(-2, 1, { shiftKey: true })
    expect(t.ui().selection).toEqual(['c', 't'])
    t.pointer('pointerdown', 0, 0)
    t.pointer('pointermove', 0.5, 0.5)
    // Mid-drag the token rides along at its offset from the card.
    const pose = createPose()
    t.model.displayedPose('t', pose)
    expect(pose.x).toBeCloseTo(-1.5, 1)
    expect(pose.z).toBeCloseTo(1.5, 1)
    t.pointer('pointermove', 1, 1)
    t.pointer('pointerup', 1, 1)
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 1, z: 1 })
    expect(readObject(t.doc, 't')!.x).toBeCloseTo(-1, 2)
    expect(readObject(t.doc, 't')!.z).toBeCloseTo(2, 2)
    expect(t.model.dragGroup.size).toBe(0)
    t.key('z', { ctrlKey: true })
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
    expect(readObject(t.doc, 't')).toMatchObject({ x: -2, z: 1 })
    t.key('Z', { ctrlKey: true, shiftKey: true })
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 1, z: 1 })
  })

  it('leaves locked members of the selection where they are, and Shift+click takes one out again', () => {
    const t = start()
    setLocked(t.doc, 't', true)
    t.click(0, 0)
    t.click(-2, 1, { shiftKey: true })
    t.drag([0, 0], [1, 1])
    expect(readObject(t.doc, 't')).toMatchObject({ x: -2, z: 1 })
    t.click(-2, 1, { shiftKey: true })
    expect(t.ui().selection).toEqual(['c'])
  })

  it('a click on one object of a selection selects it alone', () => {
    const t = start()
    t.click(0, 0)
    t.click(2, 0, { shiftKey: true })
    t.click(2, 0)
    expect(t.ui().selection).toEqual(['d'])
  })

  it('selects an area with Shift+drag on the empty table, leaving out what is locked', () => {
    const t = start({}, { far: tableObject({ x: 5, z: -3 }) })
    setLocked(t.doc, 'd', true)
    t.pointer('pointerdown', -3, -1, { shiftKey: true })
    t.pointer('pointermove', 1, 1.5, { shiftKey: true })
    expect(liveTools.box).not.toBeNull()
    t.pointer('pointermove', 3, 2, { shiftKey: true })
    t.pointer('pointerup', 3, 2, { shiftKey: true })
    expect(liveTools.box).toBeNull()
    expect([...t.ui().selection].sort()).toEqual(['c', 't'])
  })

  it('selects everything movable with Ctrl+A, clears with Esc or a click on the empty table', () => {
    const t = start()
    t.key('a', { ctrlKey: true })
    expect([...t.ui().selection].sort()).toEqual(['c', 'd', 't'])
    t.key('Escape')
    expect(t.ui().selection).toEqual([])
    t.click(0, 0)
    t.click(4, -3)
    expect(t.ui().selection).toEqual([])
  })

  it('runs a key on every selected object, each through its own handler', () => {
    const log: string[] = []
    const t = start({ handlers: [fakeCards(log)] }, { 'pile:deck': tableObject({ x: 4, z: 2 }) })
    t.click(4, 2)
    t.click(0, 0, { shiftKey: true })
    t.key('s')
    expect(log).toEqual(['shuffle pile:deck'])
    t.key('f')
    expect(readObject(t.doc, 'c')?.faceUp).toBe(false)
    // A group drag hands each handler its own objects.
    t.drag([0, 0], [0, -2])
    expect(log).toEqual(['shuffle pile:deck', 'drop pile:deck'])
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: -2 })
  })

  it('acts on the hovered object when it is not selected', () => {
    const t = start()
    t.click(0, 0)
    t.model.setHovered('d')
    t.key('f')
    expect(readObject(t.doc, 'd')?.faceUp).toBe(false)
    expect(readObject(t.doc, 'c')?.faceUp).toBe(true)
  })

  it('a key pressed before the next frame acts on the object the pointer just reached', () => {
    // requestAnimationFrame never fires here: the hover pick the move asked for is still pending.
    const t = start()
    t.pointer('pointermove', 2, 0)
    t.key('f')
    expect(readObject(t.doc, 'd')?.faceUp).toBe(false)
    expect(t.model.hovered).toBe('d')
  })

  it("opens an object's menu on right-click and the table's on the empty table", () => {
    const tableCommands = vi.fn(() => [{ id: 'roll-all', label: 'Roll all dice', run: () => {} }])
    const t = start({ tableCommands })
    t.click(2, 0, { button: 2 })
    const menu = useContextMenu.getState().menu
    expect(menu?.entries.map((e) => e.id)).toContain('flip')
    expect(t.ui().selection).toEqual(['d'])
    menu?.entries.find((e) => e.id === 'flip')?.run()
    expect(readObject(t.doc, 'd')?.faceUp).toBe(false)
    t.click(4, -3, { button: 2 })
    expect(useContextMenu.getState().menu?.entries.map((e) => e.label)).toEqual(['Roll all dice'])
    expect(tableCommands).toHaveBeenCalledWith(expect.any(Number), expect.any(Number), 'en')
  })

  it('runs a menu entry on the whole selection when the object is part of it', () => {
    const t = start()
    t.click(0, 0)
    t.click(2, 0, { shiftKey: true })
    t.click(2, 0, { button: 2 })
    const menu = useContextMenu.getState().menu!
    expect(menu.title).toBe('2 objects')
    menu.entries.find((e) => e.id === 'lock')?.run()
    expect([readObject(t.doc, 'c')?.locked, readObject(t.doc, 'd')?.locked]).toEqual([true, true])
  })

  describe('units of figures on a hex board', () => {
    // Hex (0, 2) of a size-1 grid is centred at (√3, 3); two figures of one unit stand in it, a cannon beside them.
    const cx = Math.sqrt(3)
    const fig = (x: number, z: number, look = 'inf') => tableObject({ kind: 'miniature', look, x, z, layer: 1 })
    const unit = () => {
      const t = start(
        {},
        {
          f1: fig(cx - 0.3, 3),
          f2: fig(cx + 0.3, 3),
          gun: fig(cx, 3.45, 'cannon'),
          board: tableObject({ kind: 'board', x: -3, z: -3, locked: true }),
          tile: tableObject({ kind: 'tile', x: -2.6, z: -2.2 }),
        },
      )
      schema.meta(t.doc).set('grid', { kind: 'hex', size: 1, x: 0, z: 0 })
      return t
    }

    it('takes the whole unit when one figure is dragged, keeping its formation in the hex it lands in', () => {
      const t = unit()
      t.drag([cx - 0.3, 3], [2 * cx - 0.3, 3])
      expect(readObject(t.doc, 'f1')).toMatchObject({ x: Number((2 * cx - 0.3).toFixed(6)), z: 3 })
      expect(readObject(t.doc, 'f2')).toMatchObject({ x: Number((2 * cx + 0.3).toFixed(6)), z: 3 })
      // Another unit in the same hex (another look) stays; the whole move is one undo step.
      expect(readObject(t.doc, 'gun')).toMatchObject({ x: cx, z: 3.45 })
      t.key('z', { ctrlKey: true })
      expect(readObject(t.doc, 'f2')).toMatchObject({ x: cx + 0.3, z: 3 })
    })

    it('narrows to one figure on a second click, so a figure can still leave its unit', () => {
      const t = unit()
      t.click(cx - 0.3, 3)
      expect([...t.ui().selection].sort()).toEqual(['f1', 'f2'])
      t.click(cx + 0.3, 3)
      expect(t.ui().selection).toEqual(['f2'])
      t.drag([cx + 0.3, 3], [0, 0.2])
      // Alone, it snaps to the centre of the hex it is dropped in.
      expect(readObject(t.doc, 'f2')).toMatchObject({ x: 0, z: 0 })
      expect(readObject(t.doc, 'f1')).toMatchObject({ x: cx - 0.3, z: 3 })
    })

    it('draws a selection box with Shift+drag on a locked board, taking figures but not terrain tiles', () => {
      const t = unit()
      t.pointer('pointerdown', -3, -3, { shiftKey: true })
      t.pointer('pointermove', 0, 0, { shiftKey: true })
      t.pointer('pointermove', 3.2, 3.7, { shiftKey: true })
      t.pointer('pointerup', 3.2, 3.7, { shiftKey: true })
      const selected = t.ui().selection
      expect(selected).toEqual(expect.arrayContaining(['f1', 'f2', 'gun']))
      expect(selected).not.toContain('tile')
      expect(selected).not.toContain('board')
      expect(readObject(t.doc, 'board')).toMatchObject({ x: -3, z: -3 })
      // A Shift+click without travel still adds the board itself, as before.
      t.click(-3, -3, { shiftKey: true })
      expect(t.ui().selection).toContain('board')
    })
  })

  it('measures in centimetres, or in squares on a box grid, while M is on', () => {
    const t = start()
    t.key('m')
    expect(t.ui().measuring).toBe(true)
    t.drag([0, 0], [3, 4])
    expect(readObject(t.doc, 'c')).toMatchObject({ x: 0, z: 0 })
    expect(liveTools.measure?.label).toBe('50 cm')
    schema.meta(t.doc).set('grid', { kind: 'square', size: 0.25, x: 0, z: 0 })
    t.drag([0, 0], [1, 0.5])
    expect(liveTools.measure).toMatchObject({ value: 6, unit: 'squares', label: '6 squares' })
    t.key('m')
    expect(liveTools.measure).toBeNull()
  })
})
