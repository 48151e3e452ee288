import { useEffect } from 'react'
import { addAfterEffect, useThree } from '@react-three/fiber'
import { registerTestHook } from '../testing/testHooks'

/**
 * Sets `window.__holotable.sceneReady` once a frame has been drawn with everything loaded. Mount it inside
 * the Suspense boundary of the models, so it mounts only after they have loaded.
 */
export function SceneReady() {
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    registerTestHook('sceneReady', false)
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
  }, [invalidate])
  return null
}
