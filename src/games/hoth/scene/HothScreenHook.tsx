import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import type { HothView } from '../../../../engine/games/hoth'
import { isBoardHex } from '../../../../engine/games/hoth'
import { worldToPage } from '../../../lib/projection'
import { registerTestHook } from '../../../testing/testHooks'
import { hexWorld, standHeight } from './boardLayout'

/**
 * `window.__holotable.hothScreen(hex)`: where a hex's centre (just above its ground) is on the page, so
 * end-to-end tests click the board like a player; null for an unknown hex.
 */
export function HothScreenHook({ view }: { view: HothView }) {
  const get = useThree((s) => s.get)
  useEffect(() => {
    registerTestHook('hothScreen', (hex: string) => {
      if (!isBoardHex(hex)) return null
      const { camera, gl } = get()
      camera.updateMatrixWorld()
      const at = hexWorld(hex)
      return worldToPage(
        at.x,
        standHeight(view.terrain[hex]) + 0.02,
        at.z,
        camera,
        gl.domElement.getBoundingClientRect(),
      )
    })
  }, [get, view.terrain])
  return null
}
