import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import { Vector3 } from 'three'
import { pointerOnTable } from '../lib/projection'
import { useScene } from './useScene'

const _hit = new Vector3()

/**
 * Lets DOM code outside the canvas (a card dragged from the hand, a file dropped on the table) ask where on the
 * table a page point lies: sets `model.toTable` while mounted.
 */
export function TablePointer() {
  const { model } = useScene()
  const get = useThree((s) => s.get)
  useEffect(() => {
    return model.setPointToTable((clientX, clientY) => {
      const { camera, size } = get()
      return pointerOnTable(clientX, clientY, size, camera, _hit) ? { x: _hit.x, z: _hit.z } : null
    })
  }, [model, get])
  return null
}
