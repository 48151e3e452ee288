import { useEffect } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { useScene } from './useScene'

/**
 * Drives the table model's clock: hands it R3F's invalidate (so document changes request a frame) and
 * advances animations at the start of each frame, asking for another frame while any runs.
 */
export function SceneClock() {
  const { model } = useScene()
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    model.setInvalidate(invalidate)
    invalidate()
    return () => model.setInvalidate(() => {})
  }, [model, invalidate])
  // Negative priority: runs before the layers read the model in this frame.
  useFrame(() => {
    if (model.tick(performance.now())) invalidate()
  }, -10)
  return null
}
