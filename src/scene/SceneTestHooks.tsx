import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import { objectHeight } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { worldToPage } from '../lib/projection'
import { registerTestHook } from '../testing/testHooks'
import { useFrameTestHooks } from './useFrameTestHooks'
import { useScene } from './useScene'
import { screenFootprint } from './screenFootprint'

const _pose = /* @__PURE__ */ createPose()

/**
 * Test hooks of the scene on `window.__holotable`: frame counter and time of the last rendered frame,
 * draw calls and triangles of the last frame, object screen positions (page CSS px, for real mouse drags) and
 * footprints (the page rectangle a piece covers), and the table's objects as drawn (free objects and the tabletop's cards).
 */
export function SceneTestHooks() {
  const { room, model } = useScene()
  const get = useThree((s) => s.get)

  useFrameTestHooks()

  useEffect(() => {
    // Everything drawn: free objects and the tabletop's piles and cards as this seat sees them.
    registerTestHook('objects', () => Object.fromEntries(model.objects))
    registerTestHook('screenPosition', (id: string) => {
      const obj = model.objects.get(id)
      if (!obj || !model.displayedPose(id, _pose)) return null
      const { camera, gl } = get()
      camera.updateMatrixWorld()
      const h = obj.kind === 'miniature' ? 0.25 : objectHeight(obj.kind) / 2
      return worldToPage(_pose.x, _pose.y + h, _pose.z, camera, gl.domElement.getBoundingClientRect())
    })
    registerTestHook('screenFootprint', (id: string) => screenFootprint(model, id))
  }, [get, room, model])

  return null
}
