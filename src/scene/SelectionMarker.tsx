import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Path, RingGeometry, Shape, ShapeGeometry } from 'three'
import type { Group, Mesh } from 'three'
import { CARD_DEPTH, CARD_WIDTH, FOOTPRINTS } from '../lib/dimensions'
import { createPose } from '../lib/pose'
import { useScene } from './useScene'

/** Props of SelectionMarker. */
export interface SelectionMarkerProps {
  /** Outline colour. Default the app's accent cyan. */
  colour?: string
}

const _pose = /* @__PURE__ */ createPose()
const MARGIN = 0.05
const WIDTH = 0.035

function frameShape(hx: number, hz: number, r: number, into: Shape | Path): void {
  into.moveTo(-hx + r, -hz)
  into.lineTo(hx - r, -hz)
  into.quadraticCurveTo(hx, -hz, hx, -hz + r)
  into.lineTo(hx, hz - r)
  into.quadraticCurveTo(hx, hz, hx - r, hz)
  into.lineTo(-hx + r, hz)
  into.quadraticCurveTo(-hx, hz, -hx, hz - r)
  into.lineTo(-hx, -hz + r)
  into.quadraticCurveTo(-hx, -hz, -hx + r, -hz)
}

/** A flat outline frame around a card footprint. */
function createCardFrame(): ShapeGeometry {
  const hx = CARD_WIDTH / 2 + MARGIN
  const hz = CARD_DEPTH / 2 + MARGIN
  const outer = new Shape()
  frameShape(hx, hz, 0.06, outer)
  const inner = new Path()
  frameShape(hx - WIDTH, hz - WIDTH, 0.04, inner)
  outer.holes.push(inner)
  return new ShapeGeometry(outer, 6).rotateX(-Math.PI / 2)
}

/**
 * Outline of the selected object (a glowing frame for cards, a ring for round things), following it while
 * it is dragged or animating. Positioned imperatively each frame; no React state.
 */
export function SelectionMarker({ colour = '#58d0ff' }: SelectionMarkerProps) {
  const { model } = useScene()
  const group = useRef<Group>(null)
  const frame = useRef<Mesh>(null)
  const ring = useRef<Mesh>(null)
  const geometries = useMemo(
    () => ({ frame: createCardFrame(), ring: new RingGeometry(1, 1.22, 48).rotateX(-Math.PI / 2) }),
    [],
  )
  useEffect(
    () => () => {
      geometries.frame.dispose()
      geometries.ring.dispose()
    },
    [geometries],
  )

  useFrame(() => {
    const g = group.current
    if (!g || !frame.current || !ring.current) return
    const id = model.drag?.id ?? model.selected
    const obj = id ? model.objects.get(id) : undefined
    if (!id || !obj || !model.displayedPose(id, _pose)) {
      g.visible = false
      return
    }
    g.visible = true
    // Just above the object's underside: visible around it, hidden beneath it.
    g.position.set(_pose.x, _pose.y + 0.002, _pose.z)
    g.rotation.set(0, _pose.yaw, 0)
    const isCard = obj.kind === 'card'
    frame.current.visible = isCard
    ring.current.visible = !isCard
    if (!isCard) ring.current.scale.setScalar(FOOTPRINTS[obj.kind].w / 2 + 0.02)
  })

  return (
    <group ref={group} visible={false}>
      <mesh ref={frame} geometry={geometries.frame} renderOrder={1}>
        <meshBasicMaterial color={colour} toneMapped={false} transparent opacity={0.95} />
      </mesh>
      <mesh ref={ring} geometry={geometries.ring} renderOrder={1}>
        <meshBasicMaterial color={colour} toneMapped={false} transparent opacity={0.95} />
      </mesh>
    </group>
  )
}
