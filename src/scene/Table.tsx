import type { ThreeElements } from '@react-three/fiber'
import { FELT_HALF_X, FELT_HALF_Z, RAIL_WIDTH } from '../lib/dimensions'
import { useTableSurfaces } from './useTableSurfaces'

/** Props of Table: anything a group takes, spread onto it. */
export type TableProps = Omit<ThreeElements['group'], 'ref'>

/**
 * The table: green felt play area inside a walnut rail, on a dark apron. Textures are painted at
 * start-up (no image files). The felt receives shadows; the rail receives and casts them.
 */
export function Table(props: TableProps) {
  const { cloth: felt, wood, rail } = useTableSurfaces('felt')
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
