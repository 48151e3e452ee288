import { FELT_HALF_X, FELT_HALF_Z } from '../lib/dimensions'
import type { ClothLook } from '../lib/tableTextures'
import { noRaycast } from './picking'
import { useTableSurfaces } from './useTableSurfaces'

/** Props of ClothTable. */
export interface ClothTableProps {
  /** The cloth's look: a module-level constant (it is painted once per look). */
  look: ClothLook
  /** Whether the rail casts shadows (default true). */
  railShadow?: boolean
}

/**
 * A game's table: the sandbox table's size and walnut rail with the game's own plain cloth. Its top is at y = 0;
 * the pointer passes through it (the game's board answers the pointer, not the table).
 */
export function ClothTable({ look, railShadow = true }: ClothTableProps) {
  const { cloth, wood, rail } = useTableSurfaces(look)
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} receiveShadow raycast={noRaycast}>
        <planeGeometry args={[FELT_HALF_X * 2 + 0.1, FELT_HALF_Z * 2 + 0.1]} />
        <meshStandardMaterial map={cloth} roughness={0.95} metalness={0} />
      </mesh>
      <mesh geometry={rail} position-y={-0.05} castShadow={railShadow} receiveShadow raycast={noRaycast}>
        <meshStandardMaterial map={wood} roughness={0.42} metalness={0.02} color="#d9c2a8" />
      </mesh>
    </group>
  )
}
