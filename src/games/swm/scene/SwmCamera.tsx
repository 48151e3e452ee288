import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { PerspectiveCamera } from 'three'
import { useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { SwmMap } from '../../../../engine/games/swm/data/maps'
import { freeRect, seatFraming } from './cameraFit'
import { applyLens } from '../../../lib/lens'
import { mapHalf } from './mapLayout'
import type { MapEdge } from './mapLayout'

/** Props of SwmCamera. */
export interface SwmCameraProps {
  map: SwmMap
  /** The edge of the seat looking: the camera sits behind it. */
  edge: MapEdge
  /** Frame the map in the part of the canvas the panels leave free (the table), or the whole canvas (the preview). */
  framing?: 'panels' | 'full'
}

/**
 * The skirmish camera: behind the seat's edge framing the whole map, the waiting figures and the dice in the part of
 * the canvas the panels leave free (a lens shift centres it there), then free to
 * orbit, zoom and pan within limits (never below the table, never far from the map). It goes back to the seat's
 * pose when the edge changes, and when the canvas is resized if the player has not moved it yet.
 */
export function SwmCamera({ map, edge, framing = 'panels' }: SwmCameraProps) {
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const width = useThree((s) => s.size.width)
  const height = useThree((s) => s.size.height)
  const { pose, lens } = useMemo(
    () =>
      seatFraming(
        map,
        edge,
        width,
        height,
        framing === 'panels' ? freeRect(width, height) : { left: 0, top: 0, right: width, bottom: height },
      ),
    [map, edge, width, height, framing],
  )
  // The lens follows every resize (before the frame is drawn); the pose only until the player moves the camera.
  useLayoutEffect(() => {
    applyLens(camera, lens)
    invalidate()
  }, [camera, lens, invalidate])
  useEffect(() => () => (camera as PerspectiveCamera).clearViewOffset?.(), [camera])
  const controls = useRef<OrbitControlsImpl>(null)
  const moved = useRef(false)
  const placedFor = useRef<MapEdge | null>(null)

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (placedFor.current === edge && moved.current) return
    placedFor.current = edge
    moved.current = false
    camera.position.set(...pose.position)
    c.target.set(...pose.target)
    c.update()
    invalidate()
  }, [edge, pose, camera, invalidate])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    const limit = mapHalf(map)
    const start = () => {
      moved.current = true
    }
    const clamp = () => {
      const t = c.target
      t.x = Math.min(limit.x, Math.max(-limit.x, t.x))
      t.z = Math.min(limit.z, Math.max(-limit.z, t.z))
      t.y = 0
    }
    c.addEventListener('start', start)
    c.addEventListener('change', clamp)
    return () => {
      c.removeEventListener('start', start)
      c.removeEventListener('change', clamp)
    }
  }, [map])

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={false}
      minDistance={2}
      maxDistance={30}
      minPolarAngle={0.05}
      maxPolarAngle={Math.PI * 0.44}
      screenSpacePanning={false}
    />
  )
}
