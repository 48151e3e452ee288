import { useEffect, useMemo, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { useScene } from '../scene/useScene'
import { attachTableInput } from './attachTableInput'
import { createUndoHistory } from './undoHistory'

/** Props of TableInput. */
export interface TableInputProps {
  /** Pixels the pointer must travel before a press becomes a drag (so clicks and double-clicks stay clicks). */
  dragThreshold?: number
}

/**
 * Pointer and keyboard input on the table (see attachTableInput): renders nothing, listens on the canvas
 * while mounted. Handlers, the undo history, the dice roller and the empty table's menu come from the scene.
 */
export function TableInput({ dragThreshold = 4 }: TableInputProps) {
  const scene = useScene()
  const { room, model, handlers, rollDice } = scene
  const gl = useThree((s) => s.get)
  const canvas = useThree((s) => s.gl)
  // One history for the scene's life when the table does not share its own.
  const ownHistory = useMemo(() => createUndoHistory(), [])
  const history = scene.history ?? ownHistory
  // Read at right-click time, so a new menu function does not re-attach the listeners.
  const tableCommands = useRef(scene.tableCommands)
  useEffect(() => {
    tableCommands.current = scene.tableCommands
  }, [scene.tableCommands])
  useEffect(
    () =>
      attachTableInput({
        el: canvas.domElement,
        room,
        model,
        view: gl,
        dragThreshold,
        handlers,
        history,
        rollDice,
        tableCommands: (x, z, lang) => tableCommands.current?.(x, z, lang) ?? [],
      }),
    [canvas, gl, room, model, dragThreshold, handlers, history, rollDice],
  )
  return null
}
