import { useEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { Side } from '../../../../engine/games/hoth'
import { seatCamera } from './boardLayout'

/** Props of HothCamera. */
export interface HothCameraProps {
  /** The side whose baseline the camera sits behind. */
  side: Side
}

/** How far the orbit target may wander from the middle of the table. */
const TARGET_LIMIT = { x: 5.5, z: 3.5 }

/**
 * The Hoth camera: placed behind the seat's side framing the whole board, then free to orbit, zoom and pan
 * within limits (never below the table, never far from it). It goes back to the seat pose when the side
 * changes, and when the window is resized if the player has not moved it yet.
 */
export function HothCamera({ side }: HothCameraProps) {
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height))
  const controls = useRef<OrbitControlsImpl>(null)
  const moved = useRef(false)
  const placedFor = useRef<Side | null>(null)

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (placedFor.current === side && moved.current) return
    placedFor.current = side
    moved.current = false
    const pose = seatCamera(side, aspect)
    camera.position.set(...pose.position)
    c.target.set(...pose.target)
    c.update()
    invalidate()
  }, [side, aspect, camera, invalidate])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    const start = () => {
      moved.current = true
    }
    const clamp = () => {
      const t = c.target
      t.x = Math.min(TARGET_LIMIT.x, Math.max(-TARGET_LIMIT.x, t.x))
      t.z = Math.min(TARGET_LIMIT.z, Math.max(-TARGET_LIMIT.z, t.z))
      t.y = 0
    }
    c.addEventListener('start', start)
    c.addEventListener('change', clamp)
    return () => {
      c.removeEventListener('start', start)
      c.removeEventListener('change', clamp)
    }
  }, [])

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={false}
      minDistance={3}
      maxDistance={50}
      minPolarAngle={0.05}
      maxPolarAngle={Math.PI * 0.44}
      screenSpacePanning={false}
    />
  )
}
