import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { Side } from '../../../../engine/games/hoth'
import { fitSeatView, lensAt, panelRects } from './framing'
import { applyLens } from '../../../lib/lens'

/** Props of HothCamera. */
export interface HothCameraProps {
  /** The side whose baseline the camera sits behind. */
  side: Side
  /** 'panels': the table is framed in the part of the canvas the Hoth panels leave free; 'full': all of it. */
  framing?: HothFraming
}

/** How the camera frames the table: around the game's panels, or on the whole canvas (the bare preview). */
export type HothFraming = 'panels' | 'full'

/** How far the orbit target may wander from the middle of the table. */
const TARGET_LIMIT = { x: 5.5, z: 3.5 }

/**
 * The Hoth camera: placed behind the seat's side framing the whole board and the far seats inside the part of
 * the canvas the panels leave free (a lens shift centres it there), then free to orbit, zoom and pan within
 * limits (never below the table, never far from it). It goes back to the seat pose when the side changes, and
 * when the window is resized if the player has not moved it yet.
 */
export function HothCamera({ side, framing = 'full' }: HothCameraProps) {
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  // Without panels nothing covers the near seats, so the pose frames them too.
  const fitted = useMemo(
    () => fitSeatView(side, width, height, framing === 'panels' ? panelRects(width, height) : [], framing === 'full'),
    [side, width, height, framing],
  )
  const lens = useMemo(
    () => lensAt(width, height, fitted.centre.x, fitted.centre.y),
    [width, height, fitted.centre.x, fitted.centre.y],
  )
  const { pose } = fitted
  const controls = useRef<OrbitControlsImpl>(null)
  const moved = useRef(false)
  const placedFor = useRef<Side | null>(null)

  // Before the pose: three keeps the view offset through the aspect updates fiber makes on resize, since the
  // virtual image has the canvas's shape.
  useLayoutEffect(() => {
    applyLens(camera, lens)
    invalidate()
  }, [camera, lens, invalidate])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (placedFor.current === side && moved.current) return
    placedFor.current = side
    moved.current = false
    camera.position.set(...pose.position)
    c.target.set(...pose.target)
    c.update()
    invalidate()
  }, [side, pose, camera, invalidate])

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
