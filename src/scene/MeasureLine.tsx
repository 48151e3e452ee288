import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { CircleGeometry, PlaneGeometry } from 'three'
import type { Group, Mesh } from 'three'
import { liveTools } from '../input/liveTools'
import type { Measurement } from '../input/measure'

/** Props of MeasureLine. */
export interface MeasureLineProps {
  /** Colour of the line. Default the app's amber (TableLabels draws the distance in the same colour). */
  colour?: string
}

/** Above the felt and flat objects, so the line reads over a board. */
const LIFT = 0.03
const WIDTH = 0.025

/**
 * The measuring tool's line on the table (TableLabels shows its distance, "5 squares" or "42 cm", at the middle).
 * Reads the live measurement each frame; no React state.
 */
export function MeasureLine({ colour = '#ffb347' }: MeasureLineProps) {
  const group = useRef<Group>(null)
  const line = useRef<Mesh>(null)
  const start = useRef<Mesh>(null)
  const end = useRef<Mesh>(null)
  const shown = useRef<Measurement | null>(null)
  const geometries = useMemo(
    () => ({
      line: new PlaneGeometry(1, WIDTH).rotateX(-Math.PI / 2),
      dot: new CircleGeometry(0.05, 24).rotateX(-Math.PI / 2),
    }),
    [],
  )
  useEffect(() => () => Object.values(geometries).forEach((g) => g.dispose()), [geometries])

  useFrame(({ invalidate }) => {
    const g = group.current
    const m = liveTools.measure
    if (!g || !line.current || !start.current || !end.current) return
    g.visible = m !== null
    if (!m || m === shown.current) return
    shown.current = m
    const dx = m.to.x - m.from.x
    const dz = m.to.z - m.from.z
    // The group sits at the middle (where the label hangs); the line and the end dots are placed around it.
    g.position.set((m.from.x + m.to.x) / 2, LIFT, (m.from.z + m.to.z) / 2)
    line.current.scale.set(Math.max(Math.hypot(dx, dz), 0.001), 1, 1)
    line.current.rotation.set(0, -Math.atan2(dz, dx), 0)
    start.current.position.set(-dx / 2, 0, -dz / 2)
    end.current.position.set(dx / 2, 0, dz / 2)
    // The distance label (TableLabels, outside the canvas) follows after this frame; one more frame settles it.
    invalidate()
  })

  const material = <meshBasicMaterial color={colour} toneMapped={false} depthWrite={false} transparent opacity={0.95} />
  return (
    <group ref={group} visible={false}>
      <mesh ref={line} geometry={geometries.line} renderOrder={3}>
        {material}
      </mesh>
      <mesh ref={start} geometry={geometries.dot} renderOrder={3}>
        {material}
      </mesh>
      <mesh ref={end} geometry={geometries.dot} renderOrder={3}>
        {material}
      </mesh>
    </group>
  )
}
