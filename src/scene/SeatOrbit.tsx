import { useEffect, useLayoutEffect, useRef } from 'react'
import type { PerspectiveCamera } from 'three'
import { useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { applyLens } from '../lib/lens'
import type { Lens } from '../lib/lens'

/** Where the camera sits and what it looks at. */
export interface SeatPose {
  position: [number, number, number]
  target: [number, number, number]
}

/** Props of SeatOrbit. */
export interface SeatOrbitProps {
  /** Names the seat's view (a side, an edge): the camera goes back to `pose` whenever it changes. */
  seat: string
  /** The seat's pose for the canvas as it is now. */
  pose: SeatPose
  /** The lens shift that centres the view in the part of the canvas the panels leave free. */
  lens: Lens
  /** How far the orbit target may wander from the middle of the table, along x and z. */
  targetLimit: { x: number; z: number }
  minDistance: number
  maxDistance: number
}

/**
 * A game table's camera: placed at the seat's pose (with its lens shift), then free to orbit, zoom and pan within
 * limits (never below the table, the target never far from the board). It goes back to the pose when the seat
 * changes, and when the canvas is resized if the player has not moved it yet. Shared by Hoth and the skirmish.
 */
export function SeatOrbit({ seat, pose, lens, targetLimit, minDistance, maxDistance }: SeatOrbitProps) {
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const controls = useRef<OrbitControlsImpl>(null)
  const moved = useRef(false)
  const placedFor = useRef<string | null>(null)

  // Before the pose, on every resize: three keeps the view offset through the aspect updates fiber makes on
  // resize, since the virtual image has the canvas's shape.
  useLayoutEffect(() => {
    applyLens(camera, lens)
    invalidate()
  }, [camera, lens, invalidate])
  useEffect(() => () => (camera as PerspectiveCamera).clearViewOffset?.(), [camera])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (placedFor.current === seat && moved.current) return
    placedFor.current = seat
    moved.current = false
    camera.position.set(...pose.position)
    c.target.set(...pose.target)
    c.update()
    invalidate()
  }, [seat, pose, camera, invalidate])

  const { x: limitX, z: limitZ } = targetLimit
  useEffect(() => {
    const c = controls.current
    if (!c) return
    const start = () => {
      moved.current = true
    }
    const clamp = () => {
      const t = c.target
      t.x = Math.min(limitX, Math.max(-limitX, t.x))
      t.z = Math.min(limitZ, Math.max(-limitZ, t.z))
      t.y = 0
    }
    c.addEventListener('start', start)
    c.addEventListener('change', clamp)
    return () => {
      c.removeEventListener('start', start)
      c.removeEventListener('change', clamp)
    }
  }, [limitX, limitZ])

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={false}
      minDistance={minDistance}
      maxDistance={maxDistance}
      minPolarAngle={0.05}
      maxPolarAngle={Math.PI * 0.44}
      screenSpacePanning={false}
    />
  )
}
