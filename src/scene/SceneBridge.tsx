import { useEffect } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { Vector3 } from 'three'
import { pointerOnTable, worldToPage } from '../lib/projection'
import { useScene } from './useScene'

const _hit = new Vector3()

/**
 * Lets DOM code outside the canvas work with the 3D table: where on the table a page point lies (a card dragged
 * from the hand, a file dropped), where on the page a table point is drawn (labels), and a tick after every frame
 * so DOM labels follow the camera. Renders nothing.
 */
export function SceneBridge() {
  const { model } = useScene()
  const get = useThree((s) => s.get)
  useEffect(
    () =>
      model.setProjection({
        toTable: (clientX, clientY) => {
          const { camera, size } = get()
          return pointerOnTable(clientX, clientY, size, camera, _hit) ? { x: _hit.x, z: _hit.z } : null
        },
        toPage: (x, y, z) => {
          const { camera, gl } = get()
          return worldToPage(x, y, z, camera, gl.domElement.getBoundingClientRect())
        },
      }),
    [model, get],
  )
  useFrame(() => model.framed())
  return null
}
