/**
 * Pointer and keyboard on the table, as plain DOM listeners on the canvas: hover, select, drag on the
 * table plane (the object follows the pointer through the table model, never React state), drop with
 * snapping and stacking, double-click to flip, F/R/Q/E/L on the hovered or selected object. Publishes
 * cursor, drag and hover to awareness.
 */
import type { Camera } from 'three'
import { Vector3 } from 'three'
import type { Room } from '../../net/types'
import { moveObject, stackTargetAt } from '../../net/table'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH, TABLE_HALF_X, TABLE_HALF_Z } from '../lib/dimensions'
import { pointerOnTable } from '../lib/projection'
import type { ViewRect } from '../lib/projection'
import { dropPosition } from '../lib/snap'
import type { TableModel } from '../scene/tableModel'
import { useTableUi } from '../stores/tableUi'
import type { HoverInfo } from '../stores/tableUi'
import { pickObject } from './pickObject'
import { createPresenceSender } from './presenceSender'
import { KEY_BINDINGS, applyTableAction, isTypingTarget } from './tableActions'

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
}

const _hit = /* @__PURE__ */ new Vector3()

function hoverInfo(model: TableModel, id: string | null): HoverInfo | null {
  const obj = id ? model.objects.get(id) : undefined
  return id && obj ? { id, kind: obj.kind, look: obj.look, faceUp: obj.faceUp } : null
}

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v))

/** Attaches the table's input listeners; returns the function that detaches them. */
export function attachTableInput({ el, room, model, view, dragThreshold }: TableInputTarget): () => void {
  const doc = room.doc
  const sender = createPresenceSender(room)
  const ui = useTableUi.getState().actions
  let press: {
    id: string
    pointerId: number
    x: number
    y: number
    offX: number
    offZ: number
    movable: boolean
  } | null = null
  let dragging = false
  const pointer = { x: 0, y: 0 }
  let hoverFrame = 0

  // R3F keeps the canvas's page rectangle current (resize and scroll); reading it allocates nothing.
  const rect = () => view().size
  const camera = () => view().camera
  // Orbiting belongs to the free camera, and never while an object is held.
  const setOrbit = (enabled: boolean) => {
    const controls = view().controls as { enabled: boolean } | null
    if (controls) controls.enabled = enabled && useTableUi.getState().camera === 'free'
  }
  const setHover = (id: string | null) => {
    if (model.hovered === id) return
    model.setHovered(id)
    sender.hover(id)
    ui.setHovered(hoverInfo(model, id))
    el.style.cursor = id ? 'grab' : ''
  }
  const select = (id: string | null) => {
    model.setSelected(id)
    ui.select(id)
  }
  const updateHover = () => {
    hoverFrame = 0
    if (!press) setHover(pickObject(model.pickables, pointer.x, pointer.y, rect(), camera()))
  }

  const onPointerMove = (e: PointerEvent) => {
    pointer.x = e.clientX
    pointer.y = e.clientY
    const onPlane = pointerOnTable(e.clientX, e.clientY, rect(), camera(), _hit)
    const onTable =
      onPlane && Math.abs(_hit.x) <= FELT_HALF_X + RAIL_WIDTH && Math.abs(_hit.z) <= FELT_HALF_Z + RAIL_WIDTH
    if (onTable) sender.cursor(_hit.x, _hit.z)
    else sender.cursorOff()
    if (press?.movable && onPlane) {
      if (!dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) > dragThreshold) {
        dragging = true
        model.beginDrag(press.id, _hit.x + press.offX, _hit.z + press.offZ)
        ui.setDragging(true)
        el.style.cursor = 'grabbing'
      }
      if (dragging) {
        const x = clamp(_hit.x + press.offX, TABLE_HALF_X)
        const z = clamp(_hit.z + press.offZ, TABLE_HALF_Z)
        model.moveDrag(x, z)
        sender.drag(press.id, x, z)
      }
      return
    }
    // Picking raycasts every object: do it at most once per animation frame.
    if (!hoverFrame) hoverFrame = requestAnimationFrame(updateHover)
  }

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0) return
    const id = pickObject(model.pickables, e.clientX, e.clientY, rect(), camera())
    if (!id) {
      select(null)
      return
    }
    // Runs in the capture phase, before OrbitControls sees the press.
    setOrbit(false)
    select(id)
    const obj = model.objects.get(id)
    const hit = pointerOnTable(e.clientX, e.clientY, rect(), camera(), _hit)
    press = {
      id,
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      offX: obj && hit ? obj.x - _hit.x : 0,
      offZ: obj && hit ? obj.z - _hit.z : 0,
      movable: !!obj && !obj.locked,
    }
    el.setPointerCapture(e.pointerId)
  }

  const finish = (e: PointerEvent, commit: boolean) => {
    if (!press || e.pointerId !== press.pointerId) return
    const id = press.id
    if (dragging && model.drag) {
      const obj = model.objects.get(id)
      const { x, z } = model.drag
      if (commit && obj) {
        const overCard = obj.kind === 'card' && stackTargetAt(doc, x, z, id) !== null
        const to = dropPosition(x, z, { kind: obj.kind, free: e.altKey, overCard })
        moveObject(doc, id, to.x, to.z, { stack: to.stack })
      }
      model.endDrag()
      sender.dragEnd()
    }
    if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId)
    press = null
    dragging = false
    ui.setDragging(false)
    setOrbit(true)
    el.style.cursor = model.hovered ? 'grab' : ''
  }
  const onPointerUp = (e: PointerEvent) => finish(e, true)
  const onPointerCancel = (e: PointerEvent) => finish(e, false)

  const onPointerLeave = () => {
    if (press) return
    sender.cursorOff()
    setHover(null)
  }

  const onDoubleClick = (e: MouseEvent) => {
    const id = pickObject(model.pickables, e.clientX, e.clientY, rect(), camera())
    if (id) applyTableAction(doc, id, 'flip')
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
    if (e.key === 'Escape') return select(null)
    const action = KEY_BINDINGS[e.key.toLowerCase()]
    const id = model.hovered ?? model.selected
    if (!action || !id || e.repeat) return
    applyTableAction(doc, id, action)
    e.preventDefault()
  }

  // Keep the zoom and the selection honest when the document changes under them.
  const stopWatching = model.onChange((changed) => {
    if (model.hovered && changed.has(model.hovered)) {
      if (model.objects.has(model.hovered)) ui.setHovered(hoverInfo(model, model.hovered))
      else setHover(null)
    }
    if (model.selected && !model.objects.has(model.selected)) select(null)
    if (model.drag && !model.objects.has(model.drag.id)) {
      model.endDrag()
      sender.dragEnd()
    }
  })

  el.addEventListener('pointermove', onPointerMove)
  el.addEventListener('pointerdown', onPointerDown, { capture: true })
  el.addEventListener('pointerup', onPointerUp)
  el.addEventListener('pointercancel', onPointerCancel)
  el.addEventListener('pointerleave', onPointerLeave)
  el.addEventListener('dblclick', onDoubleClick)
  window.addEventListener('keydown', onKeyDown)
  return () => {
    el.removeEventListener('pointermove', onPointerMove)
    el.removeEventListener('pointerdown', onPointerDown, { capture: true })
    el.removeEventListener('pointerup', onPointerUp)
    el.removeEventListener('pointercancel', onPointerCancel)
    el.removeEventListener('pointerleave', onPointerLeave)
    el.removeEventListener('dblclick', onDoubleClick)
    window.removeEventListener('keydown', onKeyDown)
    if (hoverFrame) cancelAnimationFrame(hoverFrame)
    stopWatching()
    sender.dispose()
    model.endDrag()
  }
}
