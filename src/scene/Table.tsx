import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import { ExtrudeGeometry, Path, Shape } from 'three'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH } from '../lib/dimensions'
import { createFeltTexture, createWoodTexture } from '../lib/tableTextures'

/** Props of Table: anything a group takes, spread onto it. */
export type TableProps = Omit<ThreeElements['group'], 'ref'>

function roundedRect(path: Shape | Path, hx: number, hz: number, r: number): void {
  path.moveTo(-hx + r, -hz)
  path.lineTo(hx - r, -hz)
  path.quadraticCurveTo(hx, -hz, hx, -hz + r)
  path.lineTo(hx, hz - r)
  path.quadraticCurveTo(hx, hz, hx - r, hz)
  path.lineTo(-hx + r, hz)
  path.quadraticCurveTo(-hx, hz, -hx, hz - r)
  path.lineTo(-hx, -hz + r)
  path.quadraticCurveTo(-hx, -hz, -hx + r, -hz)
}

/** The rail: a rounded wooden frame around the felt, bevelled on top. */
function createRailGeometry(): ExtrudeGeometry {
  const outer = new Shape()
  roundedRect(outer, FELT_HALF_X + RAIL_WIDTH, FELT_HALF_Z + RAIL_WIDTH, 0.45)
  const hole = new Path()
  roundedRect(hole, FELT_HALF_X, FELT_HALF_Z, 0.08)
  outer.holes.push(hole)
  const g = new ExtrudeGeometry(outer, {
    depth: 0.12,
    bevelEnabled: true,
    bevelThickness: 0.05,
    bevelSize: 0.05,
    bevelSegments: 4,
    curveSegments: 10,
  })
  // Extruded along +z: stand it up so the rail rises above the felt.
  g.rotateX(-Math.PI / 2)
  return g
}

/**
 * The table: green felt play area inside a walnut rail, on a dark apron. Textures are painted at
 * start-up (no image files). The felt receives shadows; the rail receives and casts them.
 */
export function Table(props: TableProps) {
  const felt = useMemo(() => createFeltTexture(), [])
  const wood = useMemo(() => {
    const t = createWoodTexture()
    // The rail's UVs are in table units; one grain image spans about seven units.
    t.repeat.set(0.14, 0.5)
    return t
  }, [])
  const rail = useMemo(() => createRailGeometry(), [])
  useEffect(
    () => () => {
      felt.dispose()
      wood.dispose()
      rail.dispose()
    },
    [felt, wood, rail],
  )
  const apronX = (FELT_HALF_X + RAIL_WIDTH) * 2 - 0.2
  const apronZ = (FELT_HALF_Z + RAIL_WIDTH) * 2 - 0.2
  return (
    <group {...props}>
      <mesh rotation-x={-Math.PI / 2} receiveShadow>
        <planeGeometry args={[FELT_HALF_X * 2 + 0.1, FELT_HALF_Z * 2 + 0.1]} />
        <meshStandardMaterial map={felt} roughness={0.96} metalness={0} />
      </mesh>
      <mesh geometry={rail} position-y={-0.05} castShadow receiveShadow>
        <meshStandardMaterial map={wood} roughness={0.42} metalness={0.02} color="#d9c2a8" />
      </mesh>
      <mesh position-y={-0.36}>
        <boxGeometry args={[apronX, 0.6, apronZ]} />
        <meshStandardMaterial map={wood} color="#6b4f3a" roughness={0.6} />
      </mesh>
    </group>
  )
}
