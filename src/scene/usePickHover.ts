import { useMemo, useRef } from 'react'
import type { ThreeEvent } from '@react-three/fiber'
import { pickOf } from './picking'

/** The pointer-move and pointer-out handlers of usePickHover, for the group holding a board's pickable meshes. */
export interface PickHover {
  move(e: ThreeEvent<PointerEvent>): void
  out(): void
}

/**
 * Reports what the pointer is on (the picks of src/scene/picking.ts) once per change, and null when it leaves every
 * pickable mesh. `keyOf` tells two picks apart (a module-level function: it is a dependency).
 */
export function usePickHover<T>(keyOf: (pick: T) => string, onHover: (pick: T | null) => void): PickHover {
  const last = useRef('')
  const leaving = useRef(false)
  return useMemo(() => {
    const report = (p: T | null) => {
      const key = p ? keyOf(p) : ''
      if (key === last.current) return
      last.current = key
      onHover(p)
    }
    return {
      move(e: ThreeEvent<PointerEvent>) {
        const p = pickOf<T>(e.object, e.instanceId, e.point)
        if (!p) return
        // Stopping here sends pointer-outs to what lies behind; the move that follows them wins.
        e.stopPropagation()
        leaving.current = false
        report(p)
      },
      out() {
        // An out is followed at once by a move when the pointer only went from one pickable thing to another.
        leaving.current = true
        queueMicrotask(() => {
          if (leaving.current) report(null)
          leaving.current = false
        })
      },
    }
  }, [keyOf, onHover])
}
