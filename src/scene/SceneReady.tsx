import { useEffect } from 'react'
import { addAfterEffect, useThree } from '@react-three/fiber'
import { registerTestHook } from '../testing/testHooks'
import { useShaderWarmup } from './ShaderWarmup'

/**
 * Sets `window.__holotable.sceneReady` once a frame has been drawn with everything loaded and the shaders of
 * later things compiled (ShaderWarmup). Mount it inside the Suspense boundary of the models, so it mounts only
 * after they have loaded.
 */
export function SceneReady() {
  const invalidate = useThree((s) => s.invalidate)
  const warm = useShaderWarmup((s) => s.done)
  useEffect(() => {
    registerTestHook('sceneReady', false)
    if (!warm) return
    let stop: (() => void) | null = addAfterEffect(() => {
      registerTestHook('sceneReady', true)
      stop?.()
      stop = null
    })
    invalidate()
    return () => {
      stop?.()
      registerTestHook('sceneReady', false)
    }
  }, [invalidate, warm])
  return null
}
