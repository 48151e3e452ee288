import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import { createDieGeometry } from '../lib/geometries'
import { createInstancedMaterial } from '../lib/instancedMaterial'
import { useInstancedLayer } from './useInstancedLayer'
import { useScene } from './useScene'

/** Props of Dice: anything an instancedMesh takes, spread onto it. */
export type DiceProps = Omit<ThreeElements['instancedMesh'], 'ref' | 'args'>

/** Every d6 in one instanced mesh: rounded ivory cubes, the value on top chosen by rotation. */
export function Dice(props: DiceProps) {
  const { assets } = useScene()
  const material = useMemo(() => createInstancedMaterial({ map: assets.dice, roughness: 0.3, metalness: 0 }), [assets])
  useEffect(() => () => material.dispose(), [material])
  const { meshRef, geometry, capacity } = useInstancedLayer('die', createDieGeometry)
  return (
    <instancedMesh
      key={capacity}
      ref={meshRef}
      args={[geometry, material, capacity]}
      castShadow
      receiveShadow
      frustumCulled={false}
      {...props}
    />
  )
}
