/**
 * The render-statistics test hooks every canvas sets on `window.__holotable`: `frame` (frames drawn),
 * `lastFrameAt` and `renderInfo` (draw calls and triangles of the last whole frame, shadow maps included, and how
 * often the environment map has been captured: three's `pmremVersion` of the scene's environment texture, which
 * goes up by one for every capture and PMREM rebuild).
 */
import { useEffect } from 'react'
import { addAfterEffect, addEffect, useThree } from '@react-three/fiber'
import { registerTestHook } from '../testing/testHooks'

/** Counts frames and what each drew, for the end-to-end tests and the browser benchmarks. */
export function useFrameTestHooks(): void {
  const get = useThree((s) => s.get)
  useEffect(() => {
    // The renderer is read from the store, not a hook value: its info settings are changed here.
    const { gl, scene } = get()
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
    registerTestHook('renderInfo', () => ({
      calls: last.calls,
      triangles: last.triangles,
      environmentCaptures: scene.environment?.pmremVersion ?? 0,
      geometries: gl.info.memory.geometries,
      textures: gl.info.memory.textures,
      programs: gl.info.programs?.length ?? 0,
    }))
    return () => {
      stopBefore()
      stopAfter()
      gl.info.autoReset = true
    }
  }, [get])
}
