import { useMemo } from 'react'
import { createDieGeometry } from '../lib/geometries'
import type { InstancedLayerProps } from './InstancedLayer'
import { InstancedLayer } from './InstancedLayer'
import { useScene } from './useScene'

/** Props of Dice: anything an instancedMesh takes, spread onto it. */
export type DiceProps = Omit<InstancedLayerProps, 'kind' | 'createGeometry' | 'surface' | 'atlas' | 'writeCells'>

/** Every d6 in one instanced mesh: rounded ivory cubes, the value on top chosen by rotation. */
export function Dice(props: DiceProps) {
  const { dice } = useScene().assets
  const surface = useMemo(() => ({ map: dice, roughness: 0.3, metalness: 0 }), [dice])
  return <InstancedLayer kind="die" createGeometry={createDieGeometry} surface={surface} {...props} />
}
