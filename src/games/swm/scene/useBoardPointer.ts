/**
 * The skirmish map's pointer: hovers reported once per change (and null off the map and the figures), clicks on a
 * figure or a square (a press that travels is a camera drag, not a click), and dragging a figure the seat may
 * place: pressed on it and moved, it follows the pointer over the table and is dropped on the space under it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useThree } from '@react-three/fiber'
import type { ThreeEvent } from '@react-three/fiber'
import { Vector3 } from 'three'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { pointerOnTable } from '../../../lib/projection'
import { usePickHover } from '../../../scene/usePickHover'
import type { SwmBoardProps } from '../contract'
import { MAP_TOP, spaceAt } from './mapLayout'
import type { FigurePlace } from './mapLayout'
import { pickOf } from './picking'
import type { SwmPick } from './picking'
import type { DragAt } from './SwmFigures'

/** Pointer travel (px) between press and release above which it is a drag, not a click. */
const CLICK_SLOP = 6

type Callbacks = Pick<SwmBoardProps, 'onFigure' | 'onSquare' | 'onHover' | 'onDrop' | 'draggable'>

/** Tells two hovers apart: the square and the figure there. */
function hoverKey(p: SwmPick): string {
  return `${p.square ? `${p.square.x},${p.square.y}` : ''}|${p.figure ?? ''}`
}

interface Press {
  id: string
  span: number
  x0: number
  y0: number
}

/** The pointer handlers for the group holding the deck and the figures' cylinders, and the figure being dragged. */
export function useBoardPointer(map: SwmMap, places: readonly FigurePlace[], callbacks: Callbacks) {
  const { onFigure, onSquare, onHover, onDrop, draggable } = callbacks
  const report = useCallback(
    (p: SwmPick | null) => onHover({ square: p?.square ?? null, figure: p?.figure ?? null }),
    [onHover],
  )
  const hover = usePickHover(hoverKey, report)
  const get = useThree((s) => s.get)
  const [press, setPress] = useState<Press | null>(null)
  const [drag, setDrag] = useState<DragAt | null>(null)
  // Read when the drop happens: a parent's new callback or a re-render must not restart a drag under way.
  const drop = useRef(onDrop)
  const moved = useRef(false)
  useEffect(() => {
    drop.current = onDrop
  }, [onDrop])

  useEffect(() => {
    if (!press) return
    const { controls, camera, gl } = get()
    // The camera must not orbit while a figure is carried (OrbitControls ignores moves while disabled).
    const orbit = controls as { enabled: boolean } | null
    if (orbit) orbit.enabled = false
    const point = new Vector3()
    const onTable = (ev: PointerEvent) =>
      pointerOnTable(ev.clientX, ev.clientY, gl.domElement.getBoundingClientRect(), camera, point, MAP_TOP)
    const move = (ev: PointerEvent) => {
      if (!moved.current && Math.hypot(ev.clientX - press.x0, ev.clientY - press.y0) <= CLICK_SLOP) return
      moved.current = true
      if (onTable(ev)) setDrag({ id: press.id, x: point.x, z: point.z })
    }
    const up = (ev: PointerEvent) => {
      if (moved.current && onTable(ev)) {
        const at = spaceAt(map, point.x, point.z, press.span)
        if (at) drop.current(press.id, at)
      }
      setDrag(null)
      setPress(null)
    }
    const cancel = () => {
      setDrag(null)
      setPress(null)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      if (orbit) orbit.enabled = true
    }
  }, [press, get, map])

  const handlers = {
    onClick(e: ThreeEvent<MouseEvent>) {
      if (e.delta > CLICK_SLOP) return
      const p = pickOf(e.object, e.instanceId, e.point)
      if (!p) return
      e.stopPropagation()
      if (p.kind === 'figure' && p.figure) onFigure(p.figure)
      else if (p.square) onSquare(p.square)
    },
    onPointerDown(e: ThreeEvent<PointerEvent>) {
      const p = pickOf(e.object, e.instanceId, e.point)
      if (e.button !== 0 || p?.kind !== 'figure' || !p.figure || !draggable.has(p.figure)) return
      e.stopPropagation()
      // At once, not in the effect: the camera must not turn with the first moves either.
      const orbit = get().controls as { enabled: boolean } | null
      if (orbit) orbit.enabled = false
      const span = places.find((f) => f.id === p.figure)?.span ?? 1
      moved.current = false
      setPress({ id: p.figure, span, x0: e.nativeEvent.clientX, y0: e.nativeEvent.clientY })
    },
    onPointerMove(e: ThreeEvent<PointerEvent>) {
      const p = pickOf(e.object, e.instanceId, e.point)
      // A figure the seat may carry shows a hand; anything else the pointer can click, a pointer.
      const carry = p?.kind === 'figure' && p.figure !== null && draggable.has(p.figure)
      if (p) get().gl.domElement.style.cursor = carry ? 'grab' : 'pointer'
      hover.move(e)
    },
    onPointerOut() {
      get().gl.domElement.style.cursor = ''
      hover.out()
    },
  }
  return { handlers, drag }
}
