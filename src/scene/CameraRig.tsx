import { useEffect, useRef, useState } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { OrbitControls } from '@react-three/drei'
import { Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { ledgerOf } from '../../net/ledger'
import { cameraPose } from '../lib/cameraPresets'
import { easeOutCubic } from '../lib/pose'
import { useTableUi } from '../stores/tableUi'
import { useScene } from './useScene'
import { registerTestHook } from '../testing/testHooks'

/** Props of CameraRig. */
export interface CameraRigProps {
  /** Length of the glide between presets, in ms. */
  transitionMs?: number
  /**
   * The table edge whose view the camera takes, as a seat id (s1 south … s4 east); this browser's seat when absent.
   * A game whose seats do not sit at the table's four edges (two players a side in a 2v2 card game) names the edge.
   */
  viewFrom?: string | null
}

interface Glide {
  fromPosition: Vector3
  fromTarget: Vector3
  toPosition: Vector3
  toTarget: Vector3
  t0: number
}

/**
 * The camera: presets (top-down, my seat) glide smoothly into place; 'free' hands the camera to
 * OrbitControls within limits (never below the table). Orbiting is off in presets and while an object is
 * dragged (TableInput switches it off on press).
 */
export function CameraRig({ transitionMs = 650, viewFrom }: CameraRigProps) {
  const { room } = useScene()
  const preset = useTableUi((s) => s.camera)
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height))
  const controls = useRef<OrbitControlsImpl>(null)
  const glide = useRef<Glide | null>(null)
  const placed = useRef(false)
  /** The seat whose view the camera is at or gliding to, and the viewport aspect it was framed for. */
  const posed = useRef<{ seat: string | null; aspect: number } | null>(null)
  const [mySeat, setSeat] = useState(() => room.mySeat())
  const seat = viewFrom === undefined ? mySeat : viewFrom

  // The seat can be claimed after the table opens; follow it.
  useEffect(() => {
    const update = () => setSeat(room.mySeat())
    return ledgerOf(room.doc).onChange(update)
  }, [room])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    if (preset === 'free') {
      glide.current = null
      room.setPresence({ camera: { preset, position: camera.position.toArray() } })
      return
    }
    const pose = cameraPose(preset, seat, aspect)
    const toPosition = new Vector3(...pose.position)
    const toTarget = new Vector3(...pose.target)
    if (!placed.current) {
      // First placement: no glide from the default camera.
      placed.current = true
      camera.position.copy(toPosition)
      c.target.copy(toTarget)
      c.update()
    } else {
      glide.current = {
        fromPosition: camera.position.clone(),
        fromTarget: c.target.clone(),
        toPosition,
        toTarget,
        t0: performance.now(),
      }
    }
    room.setPresence({ camera: { preset, position: pose.position } })
    posed.current = { seat, aspect }
    invalidate()
  }, [preset, seat, aspect, camera, room, invalidate])

  // Tests wait for the camera to arrive at a seat's view before reading where things are drawn.
  useEffect(() => {
    registerTestHook('camera', () => ({ ...posed.current, gliding: glide.current !== null }))
    return () => registerTestHook('camera', null)
  }, [])

  useFrame(() => {
    const g = glide.current
    const c = controls.current
    if (!g || !c) return
    const t = Math.min(1, (performance.now() - g.t0) / transitionMs)
    const k = easeOutCubic(t)
    camera.position.lerpVectors(g.fromPosition, g.toPosition, k)
    c.target.lerpVectors(g.fromTarget, g.toTarget, k)
    c.update()
    if (t < 1) invalidate()
    else glide.current = null
  })

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enabled={preset === 'free'}
      enableDamping={false}
      minDistance={2.5}
      maxDistance={60}
      maxPolarAngle={Math.PI * 0.43}
      screenSpacePanning={false}
    />
  )
}
