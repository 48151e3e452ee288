import { useEffect } from 'react'
import { addAfterEffect, addEffect, useThree } from '@react-three/fiber'
import { readAll } from '../../net/table'
import { objectHeight } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { worldToPage } from '../lib/projection'
import { registerTestHook } from '../testing/testHooks'
import { useScene } from './useScene'

const _pose = /* @__PURE__ */ createPose()

/**
 * Test hooks of the scene on `window.__holotable`: frame counter and time of the last rendered frame,
 * draw calls and triangles of the last frame, object screen positions (page CSS px, for real mouse drags)
 * and the table's objects.
 */
export function SceneTestHooks() {
  const { room, model } = useScene()
  const get = useThree((s) => s.get)

  useEffect(() => {
    // The renderer is read from the store, not a hook value: its info settings are changed here.
    const { gl } = get()
    let frame = 0
    const last = { calls: 0, triangles: 0 }
    // Count everything drawn in a frame (shadow maps included), not just the last render call.
    gl.info.autoReset = false
    const stopBefore = addEffect(() => gl.info.reset())
    const stopAfter = addAfterEffect(() => {
      frame++
      last.calls = gl.info.render.calls
      last.triangles = gl.info.render.triangles
      registerTestHook('frame', frame)
      registerTestHook('lastFrameAt', Date.now())
    })
    registerTestHook('frame', 0)
    registerTestHook('renderInfo', () => ({ calls: last.calls, triangles: last.triangles }))
    registerTestHook('objects', () => readAll(room.doc))
    registerTestHook('screenPosition', (id: string) => {
      const obj = model.objects.get(id)
      if (!obj || !model.displayedPose(id, _pose)) return null
      const { camera } = get()
      camera.updateMatrixWorld()
      const h = obj.kind === 'miniature' ? 0.25 : objectHeight(obj.kind) / 2
      return worldToPage(_pose.x, _pose.y + h, _pose.z, camera, gl.domElement.getBoundingClientRect())
    })
    return () => {
      stopBefore()
      stopAfter()
      gl.info.autoReset = true
    }
  }, [get, room, model])

  return null
}
