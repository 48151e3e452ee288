import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import { useScene } from '../scene/useScene'
import { attachTableInput } from './attachTableInput'

/** Props of TableInput. */
export interface TableInputProps {
  /** Pixels the pointer must travel before a press becomes a drag (so clicks and double-clicks stay clicks). */
  dragThreshold?: number
}

/**
 * Pointer and keyboard input on the table (see attachTableInput): renders nothing, listens on the canvas
 * while mounted.
 */
export function TableInput({ dragThreshold = 4 }: TableInputProps) {
  const { room, model } = useScene()
  const gl = useThree((s) => s.gl)
  const get = useThree((s) => s.get)
  useEffect(
    () => attachTableInput({ el: gl.domElement, room, model, view: get, dragThreshold }),
    [gl, get, room, model, dragThreshold],
  )
  return null
}
