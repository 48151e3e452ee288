import { useEffect } from 'react'
import { addAfterEffect, addEffect, useThree } from '@react-three/fiber'
import { SceneReady } from '../../../scene/SceneReady'
import { registerTestHook } from '../../../testing/testHooks'
import { useModelsSettled } from './modelStatus'

/** Props of HothTestHooks. */
export interface HothTestHooksProps {
  /** Model URLs the board needs: the scene is ready once each has loaded or failed (and a frame is drawn). */
  modelUrls: readonly string[]
}

/**
 * The Hoth canvas's test hooks on `window.__holotable`, as the sandbox table sets them: `frame` and
 * `lastFrameAt` for every drawn frame, `renderInfo` (draw calls and triangles of the last frame, shadow maps
 * included) and `sceneReady` once the models have settled and a frame has been drawn with them.
 */
export function HothTestHooks({ modelUrls }: HothTestHooksProps) {
  const get = useThree((s) => s.get)
  const settled = useModelsSettled(modelUrls)

  useEffect(() => {
    const { gl } = get()
    let frame = 0
    const last = { calls: 0, triangles: 0 }
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
    return () => {
      stopBefore()
      stopAfter()
      gl.info.autoReset = true
    }
  }, [get])

  return settled ? <SceneReady /> : null
}
