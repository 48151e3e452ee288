/**
 * Pointer and keyboard on the table, as plain DOM listeners on the canvas. Click selects (Shift+click adds or
 * removes), Shift+drag on the empty table selects an area, a drag moves the object or the whole selection (through
 * the table model, never React state) and drops it through each object's handler; double-click flips (rolls a
 * die); right-click opens the object's or the table's menu; M measures. Keys: see keyboard.ts. Publishes cursor,
 * drag and hover to awareness. Objects are never told apart by id: their handlers answer for them.
 */
import i18n from 'i18next'
import type { Camera } from 'three'
import { Vector3 } from 'three'
import { schema } from '../../net/schema'
import type { Room } from '../../net/types'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH, TABLE_HALF_X, TABLE_HALF_Z } from '../lib/dimensions'
import { pointerOnTable, worldToPage } from '../lib/projection'
import type { ViewRect } from '../lib/projection'
import { parseGrid } from '../lib/snap'
import type { TableGrid } from '../lib/snap'
import type { TableModel } from '../scene/tableModel'
import { useTableUi } from '../stores/tableUi'
import type { HoverInfo } from '../stores/tableUi'
import { useContextMenu } from '../ui/contextMenuStore'
import { byId, runOnObjects } from './commands'
import { objectMenu, tableMenu } from './contextMenu'
import { createFreeObjectHandler } from './freeObjectHandler'
import { createKeyHandler } from './keyboard'
import { liveTools } from './liveTools'
import { measure } from './measure'
import type { ObjectCommand, ObjectDrop, ObjectHandler } from './objectHandlers'
import { handlerFor } from './objectHandlers'
import { pickObject } from './pickObject'
import { createPresenceSender } from './presenceSender'
import { createSelection, idsInScreenRect, screenRect, toggled } from './selection'
import { createUndoHistory } from './undoHistory'
import type { UndoHistory } from './undoHistory'
import { unitOf } from './unitGroups'

/** What the listeners need from the scene. */
export interface TableInputTarget {
  /** The canvas element. */
  el: HTMLElement
  room: Room
  model: TableModel
  /** The current camera, the canvas's page rectangle and the orbit controls (read at event time). */
  view: () => { camera: Camera; size: ViewRect; controls: unknown }
  /** Pixels the pointer must travel before a press becomes a drag (so clicks stay clicks). */
  dragThreshold: number
  /** Handlers of the objects that are not free table-map objects (the free-object handler is added here). */
  handlers?: readonly ObjectHandler[]
  /** Where undo steps go (shared with those handlers); a fresh history when absent. */
  history?: UndoHistory
  /** How free dice are rolled (the sandbox: one fair `roll` in the signed log). */
  rollDice: (ids: readonly string[]) => void
  /** The empty table's menu entries at (x, z). */
  tableCommands?: (x: number, z: number, lang: string) => ObjectCommand[]
  /** The box's grid; default `meta.grid` of the room document. */
  grid?: () => TableGrid | null
  /** UI language of menus and labels; default i18next's. */
  lang?: () => string
}

type Gesture =
  | {
      type: 'object'
      id: string
      pointerId: number
      x: number
      y: number
      offX: number
      offZ: number
      movable: boolean
      /** A click without travel on a member of a larger selection selects that member alone. */
      narrow: boolean
    }
  | {
      type: 'box'
      pointerId: number
      x: number
      y: number
      /** What cannot move under the press (a locked board): a Shift+click without travel toggles it as before. */
      under: string | null
    }
  | { type: 'measure'; pointerId: number; x: number; z: number }

const _hit = /* @__PURE__ */ new Vector3()

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v))
/** `a` then whatever of `b` is not in it yet. */
const union = (a: readonly string[], b: readonly string[]) => [...a, ...b.filter((id) => !a.includes(id))]

/** What the zoom needs of object `id`: its look, side and (a card's) public back. */
function hoverInfo(model: TableModel, id: string | null): HoverInfo | null {
  const obj = id ? model.objects.get(id) : undefined
  if (!id || !obj) return null
  return { id, kind: obj.kind, look: obj.look, faceUp: obj.faceUp, ...(obj.back ? { back: obj.back } : {}) }
}

/** Attaches the table's input listeners; returns the function that detaches them. */
export function attachTableInput(target: TableInputTarget): () => void {
  const { el, room, model, view, dragThreshold } = target
  const doc = room.doc
  const history = target.history ?? createUndoHistory()
  const grid = target.grid ?? (() => parseGrid(schema.meta(doc).get('grid')))
  const lang = target.lang ?? (() => i18n.language)
  const free = createFreeObjectHandler(doc, { rollDice: target.rollDice, history, grid })
  const handlers = [...(target.handlers ?? []), free]
  const sender = createPresenceSender(room)
  const ui = () => useTableUi.getState()
  const selection = createSelection(model)
  let gesture: Gesture | null = null
  let dragging = false
  let menuPress: { pointerId: number; x: number; y: number } | null = null
  const pointer = { x: 0, y: 0 }
  let hoverFrame = 0

  // R3F keeps the canvas's page rectangle current (resize and scroll); reading it allocates nothing.
  const rect = () => view().size
  const camera = () => view().camera
  const pick = (x: number, y: number) => pickObject(model.pickables, x, y, rect(), camera())
  const movable = (id: string) => handlerFor(handlers, id)?.movable(id) ?? false
  // Orbiting belongs to the free camera, and never while an object is held or a tool is in use.
  const setOrbit = (enabled: boolean) => {
    const controls = view().controls as { enabled: boolean } | null
    if (controls) controls.enabled = enabled && ui().camera === 'free'
  }
  const idleCursor = () => (ui().measuring ? 'crosshair' : model.hovered ? 'grab' : '')
  const setHover = (id: string | null) => {
    if (model.hovered === id) return
    model.setHovered(id)
    sender.hover(id)
    ui().actions.setHovered(hoverInfo(model, id))
    el.style.cursor = idleCursor()
  }
  const updateHover = () => {
    hoverFrame = 0
    if (!gesture) setHover(pick(pointer.x, pointer.y))
  }
  const capture = (e: PointerEvent, next: Gesture) => {
    gesture = next
    setOrbit(false)
    el.setPointerCapture(e.pointerId)
  }
  const clearMeasure = () => {
    if (!liveTools.measure) return
    liveTools.measure = null
    model.touch()
  }

  const onPointerMove = (e: PointerEvent) => {
    pointer.x = e.clientX
    pointer.y = e.clientY
    const onPlane = pointerOnTable(e.clientX, e.clientY, rect(), camera(), _hit)
    const onTable =
      onPlane && Math.abs(_hit.x) <= FELT_HALF_X + RAIL_WIDTH && Math.abs(_hit.z) <= FELT_HALF_Z + RAIL_WIDTH
    if (onTable) sender.cursor(_hit.x, _hit.z)
    else sender.cursorOff()
    const g = gesture
    if (g?.type === 'measure') {
      if (onPlane) liveTools.measure = measure(grid(), g, { x: _hit.x, z: _hit.z }, lang())
      return model.touch()
    }
    if (g?.type === 'box') {
      liveTools.box = screenRect(g.x, g.y, e.clientX, e.clientY)
      return model.touch()
    }
    if (g?.type === 'object' && g.movable && onPlane) {
      if (!dragging && Math.hypot(e.clientX - g.x, e.clientY - g.y) > dragThreshold) startDrag(g, _hit.x, _hit.z)
      if (dragging) {
        const x = clamp(_hit.x + g.offX, TABLE_HALF_X)
        const z = clamp(_hit.z + g.offZ, TABLE_HALF_Z)
        model.moveDrag(x, z)
        sender.drag(g.id, x, z)
      }
      return
    }
    // Picking raycasts every object: do it at most once per animation frame.
    if (!hoverFrame) hoverFrame = requestAnimationFrame(updateHover)
  }

  /** Picks up the pressed object and the rest of the selection that can move, at their offsets from it. */
  const startDrag = (g: Extract<Gesture, { type: 'object' }>, x: number, z: number) => {
    dragging = true
    const lead = model.objects.get(g.id)
    model.dragGroup.clear()
    for (const id of selection.has(g.id) ? selection.ids() : []) {
      const obj = model.objects.get(id)
      if (id !== g.id && lead && obj && movable(id)) model.dragGroup.set(id, { dx: obj.x - lead.x, dz: obj.z - lead.z })
    }
    model.beginDrag(g.id, x + g.offX, z + g.offZ)
    ui().actions.setDragging(true)
    el.style.cursor = 'grabbing'
  }

  const onPointerDown = (e: PointerEvent) => {
    if (e.button === 2) menuPress = { pointerId: e.pointerId, x: e.clientX, y: e.clientY }
    if (e.button !== 0) return
    // Runs in the capture phase, before OrbitControls sees the press.
    if (ui().measuring) {
      if (!pointerOnTable(e.clientX, e.clientY, rect(), camera(), _hit)) return
      liveTools.measure = measure(grid(), _hit, _hit, lang())
      model.touch()
      return capture(e, { type: 'measure', pointerId: e.pointerId, x: _hit.x, z: _hit.z })
    }
    const id = pick(e.clientX, e.clientY)
    // Shift+drag selects an area from the empty table, and from anything that cannot move (a locked board): there is
    // nothing to drag, and the figures on a battlefield are what a box is drawn round.
    if (!id || (e.shiftKey && !movable(id))) {
      if (!e.shiftKey) return selection.set([])
      liveTools.box = screenRect(e.clientX, e.clientY, e.clientX, e.clientY)
      return capture(e, { type: 'box', pointerId: e.pointerId, x: e.clientX, y: e.clientY, under: id })
    }
    const wasSelected = selection.has(id)
    // A press on a figure of a unit takes the whole unit; a click on a member of it then narrows to that figure.
    const unit = wasSelected ? [id] : unitOf(id, model.objects, grid(), movable)
    if (e.shiftKey)
      selection.set(
        wasSelected ? toggled(selection.ids(), id) : union(selection.ids(), unit),
        wasSelected ? undefined : id,
      )
    else selection.set(wasSelected ? selection.ids() : unit, id)
    const obj = model.objects.get(id)
    const hit = pointerOnTable(e.clientX, e.clientY, rect(), camera(), _hit)
    capture(e, {
      type: 'object',
      id,
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      offX: obj && hit ? obj.x - _hit.x : 0,
      offZ: obj && hit ? obj.z - _hit.z : 0,
      movable: movable(id) && selection.has(id),
      narrow: wasSelected && !e.shiftKey && selection.ids().length > 1,
    })
  }

  /** Commits a drag: every carried object lands through its own handler, all in one undo step. */
  const drop = (altKey: boolean) => {
    const lead = model.drag
    if (!lead) return
    const byHandler = new Map<ObjectHandler, ObjectDrop[]>()
    const add = (id: string, x: number, z: number) => {
      const handler = model.objects.has(id) ? handlerFor(handlers, id) : null
      if (!handler) return
      const list = byHandler.get(handler) ?? []
      list.push({ id, x: clamp(x, TABLE_HALF_X), z: clamp(z, TABLE_HALF_Z) })
      byHandler.set(handler, list)
    }
    add(lead.id, lead.x, lead.z)
    for (const [id, { dx, dz }] of model.dragGroup) add(id, lead.x + dx, lead.z + dz)
    history.batch(() => byHandler.forEach((drops, handler) => handler.drop(drops, { free: altKey })))
  }

  const finish = (e: PointerEvent, commit: boolean) => {
    if (menuPress && e.pointerId === menuPress.pointerId && e.button === 2) {
      const travel = Math.hypot(e.clientX - menuPress.x, e.clientY - menuPress.y)
      menuPress = null
      if (commit && travel <= dragThreshold) openMenu(e.clientX, e.clientY)
      return
    }
    const g = gesture
    if (!g || e.pointerId !== g.pointerId) return
    if (g.type === 'box') {
      const area = liveTools.box
      liveTools.box = null
      const click = Math.hypot(e.clientX - g.x, e.clientY - g.y) <= dragThreshold
      if (commit && click && g.under) {
        const was = selection.has(g.under)
        selection.set(toggled(selection.ids(), g.under), was ? undefined : g.under)
      } else if (commit && area) {
        const project = (x: number, z: number) => worldToPage(x, 0, z, camera(), rect())
        // Drawn on a board, the box takes what stands on it, not the terrain tiles laid into it.
        const onBoard = g.under !== null && model.objects.get(g.under)?.kind === 'board'
        const take = (id: string) => movable(id) && !(onBoard && model.objects.get(id)?.kind === 'tile')
        selection.set(union(selection.ids(), idsInScreenRect(model.objects, area, project, take)))
      }
      model.touch()
    } else if (g.type === 'object') {
      if (dragging && model.drag) {
        if (commit) drop(e.altKey)
        model.endDrag()
        sender.dragEnd()
      } else if (commit && g.narrow) selection.set([g.id], g.id)
    }
    if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId)
    gesture = null
    dragging = false
    ui().actions.setDragging(false)
    setOrbit(true)
    el.style.cursor = idleCursor()
  }
  const onPointerUp = (e: PointerEvent) => finish(e, true)
  const onPointerCancel = (e: PointerEvent) => finish(e, false)

  const onPointerLeave = () => {
    if (gesture) return
    sender.cursorOff()
    setHover(null)
  }

  const openMenu = (x: number, y: number) => {
    const { open } = useContextMenu.getState().actions
    const id = pick(x, y)
    if (id) {
      if (!selection.has(id)) selection.set([id], id)
      const menu = objectMenu(handlers, id, selection.ids(), lang(), history)
      if (menu) open({ x, y, ...menu })
    } else if (target.tableCommands && pointerOnTable(x, y, rect(), camera(), _hit)) {
      const menu = tableMenu(target.tableCommands(_hit.x, _hit.z, lang()), lang())
      if (menu) open({ x, y, ...menu })
    }
  }
  // The browser's own menu never opens over the table; ours opens on release (see finish), so a right-drag pans.
  const onContextMenu = (e: Event) => e.preventDefault()

  const onDoubleClick = (e: MouseEvent) => {
    if (ui().measuring) return
    const id = pick(e.clientX, e.clientY)
    if (id) runOnObjects(handlers, [id], byId('flip', 'roll'), lang(), history)
  }

  const onKeyDown = createKeyHandler({
    handlers,
    history,
    lang,
    targets: () => {
      // A pick still waiting for its animation frame is done now: a key pressed just after the pointer arrived acts
      // on what is under it (a frame can take a few hundred ms under software rendering).
      if (hoverFrame) {
        cancelAnimationFrame(hoverFrame)
        updateHover()
      }
      // The hovered object, or the whole selection when the hovered object is part of it (or nothing is hovered).
      const hovered = model.hovered
      return hovered && !selection.has(hovered) ? [hovered] : selection.ids()
    },
    selectAll: () => selection.set([...model.objects.keys()].filter(movable), selection.primary()),
    escape: () => {
      selection.set([])
      ui().actions.setMeasuring(false)
    },
    toggleMeasure: () => ui().actions.setMeasuring(!ui().measuring),
    blocked: () => useContextMenu.getState().menu !== null,
  })

  // Switching measuring off (key, button or Esc) takes the line away.
  const stopMeasureWatch = useTableUi.subscribe((s, prev) => {
    if (s.measuring === prev.measuring) return
    if (!s.measuring) clearMeasure()
    if (!gesture) el.style.cursor = idleCursor()
  })

  // Keep the zoom, the selection and the drag honest when objects change or leave under them.
  const stopWatching = model.onChange((changed) => {
    if (model.hovered && changed.has(model.hovered)) {
      if (model.objects.has(model.hovered)) ui().actions.setHovered(hoverInfo(model, model.hovered))
      else setHover(null)
    }
    selection.prune()
    for (const id of model.dragGroup.keys()) if (!model.objects.has(id)) model.dragGroup.delete(id)
    if (model.drag && !model.objects.has(model.drag.id)) {
      model.endDrag()
      sender.dragEnd()
    }
  })

  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['pointermove', onPointerMove as EventListener],
    ['pointerdown', onPointerDown as EventListener, { capture: true }],
    ['pointerup', onPointerUp as EventListener],
    ['pointercancel', onPointerCancel as EventListener],
    ['pointerleave', onPointerLeave],
    ['dblclick', onDoubleClick as EventListener],
    ['contextmenu', onContextMenu],
  ]
  for (const [type, fn, options] of listeners) el.addEventListener(type, fn, options)
  window.addEventListener('keydown', onKeyDown)
  return () => {
    for (const [type, fn, options] of listeners) el.removeEventListener(type, fn, options)
    window.removeEventListener('keydown', onKeyDown)
    if (hoverFrame) cancelAnimationFrame(hoverFrame)
    stopWatching()
    stopMeasureWatch()
    sender.dispose()
    model.endDrag()
    liveTools.box = null
    liveTools.measure = null
  }
}
