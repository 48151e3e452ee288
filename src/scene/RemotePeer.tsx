import { useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Html } from '@react-three/drei'
import { Matrix4 } from 'three'
import type { Group } from 'three'
import { safeColour } from '../../net/sanitize'
import { DRAG_LIFT } from '../lib/dimensions'
import { createPose, poseMatrix } from '../lib/pose'
import { readCursor, readDrag } from '../lib/presence'
import { DragGhost } from './DragGhost'
import { useScene } from './useScene'

/** Props of RemotePeer. */
export interface RemotePeerProps {
  /** Awareness client id of the person. */
  clientId: number
  name: string
  colour: string
  /** Object they are dragging, or null. */
  dragId: string | null
  /** Show the name label. */
  label?: boolean
}

const _target = { x: 0, z: 0 }
const _pose = /* @__PURE__ */ createPose()
const _matrix = /* @__PURE__ */ new Matrix4()

/** Moves `s` towards (x, z) frame-rate independently; true while still visibly moving. */
function follow(s: { x: number; z: number; ready: boolean }, x: number, z: number, delta: number): boolean {
  if (!s.ready) {
    s.x = x
    s.z = z
    s.ready = true
    return false
  }
  const k = 1 - Math.exp(-Math.min(delta, 0.1) * 18)
  s.x += (x - s.x) * k
  s.z += (z - s.z) * k
  return Math.abs(x - s.x) + Math.abs(z - s.z) > 0.002
}

/** The cone and ring of a remote cursor (also drawn once, hidden, by ShaderWarmup so its shaders are ready). */
export function CursorMarker({ colour }: { colour: string }) {
  return (
    <>
      <mesh position-y={0.32} rotation-x={Math.PI}>
        <coneGeometry args={[0.07, 0.2, 20]} />
        <meshStandardMaterial color={colour} emissive={colour} emissiveIntensity={0.5} roughness={0.4} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.012}>
        <ringGeometry args={[0.09, 0.13, 32]} />
        <meshBasicMaterial color={colour} transparent opacity={0.85} toneMapped={false} depthWrite={false} />
      </mesh>
    </>
  )
}

/**
 * One remote person: a cone-and-ring cursor in their colour with their name, and a translucent ghost of the
 * object they drag. Positions come from awareness each frame, smoothed, without React state.
 */
export function RemotePeer({ clientId, name, colour, dragId, label = true }: RemotePeerProps) {
  const { room, model } = useScene()
  const cursor = useRef<Group>(null)
  const ghost = useRef<Group>(null)
  const smooth = useRef({ cursor: { x: 0, z: 0, ready: false }, drag: { x: 0, z: 0, ready: false } })

  useFrame((state, delta) => {
    const raw = room.awareness.getStates().get(clientId)
    let moving = false
    if (cursor.current) {
      const shown = readCursor(raw, _target)
      cursor.current.visible = shown
      if (shown) {
        moving = follow(smooth.current.cursor, _target.x, _target.z, delta) || moving
        cursor.current.position.set(smooth.current.cursor.x, 0, smooth.current.cursor.z)
      } else smooth.current.cursor.ready = false
    }
    const g = ghost.current
    if (g && dragId && readDrag(raw, _target) && model.restPoseOf(dragId, _pose)) {
      const obj = model.objects.get(dragId)
      moving = follow(smooth.current.drag, _target.x, _target.z, delta) || moving
      _pose.x = smooth.current.drag.x
      _pose.z = smooth.current.drag.z
      _pose.y += DRAG_LIFT
      // The ghost's texture already shows the visible side, so it is drawn unflipped.
      _pose.flip = 0
      g.matrix.copy(poseMatrix(obj?.kind ?? 'card', obj?.look ?? '', _pose, _matrix))
      g.visible = true
    } else if (g) {
      g.visible = false
      smooth.current.drag.ready = false
    }
    if (moving) state.invalidate()
  })

  return (
    <>
      <group ref={cursor} visible={false}>
        <CursorMarker colour={colour} />
        {/* Name tags stay under the panels (z-index 10 and up): a cursor never covers a button. */}
        {label && (
          <Html position={[0, 0.55, 0]} center zIndexRange={[9, 0]} style={{ pointerEvents: 'none' }}>
            <div
              style={{
                // From another peer's presence: only a #rrggbb colour reaches CSS.
                background: safeColour(colour),
                color: '#0b0f18',
                font: '600 12px/1.2 system-ui, sans-serif',
                padding: '2px 7px',
                borderRadius: 9,
                whiteSpace: 'nowrap',
                boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
              }}
            >
              {name}
            </div>
          </Html>
        )}
      </group>
      {dragId && (
        <group ref={ghost} matrixAutoUpdate={false} visible={false}>
          <DragGhost id={dragId} colour={colour} />
        </group>
      )}
    </>
  )
}
