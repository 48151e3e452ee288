import { useLayoutEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import type { InstancedMesh } from 'three'
import type { ModelPart } from './modelParts'
import { noRaycast } from './picking'
import type { FigurePlace } from './unitLayout'

/** Props of PartInstances. */
export interface PartInstancesProps {
  parts: readonly ModelPart[]
  places: readonly FigurePlace[]
}

function PartMesh({ part, places }: { part: ModelPart; places: readonly FigurePlace[] }) {
  const ref = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    const mesh = ref.current
    if (!mesh) return
    places.forEach((p, i) => mesh.setMatrixAt(i, p.matrix))
    mesh.instanceMatrix.needsUpdate = true
    mesh.computeBoundingSphere()
    invalidate()
  }, [places, invalidate])
  return (
    <instancedMesh
      ref={ref}
      args={[part.geometry, part.material, places.length]}
      castShadow={part.castShadow}
      receiveShadow
      raycast={noRaycast}
    />
  )
}

/**
 * Every figure of one model kind: one instanced mesh per model part (usually one, plus a clear flight stand),
 * whatever the number of figures. The pointer passes through (units are picked by their hit cylinders).
 */
export function PartInstances({ parts, places }: PartInstancesProps) {
  if (places.length === 0) return null
  return (
    <>
      {parts.map((part, i) => (
        <PartMesh key={`${i}:${places.length}`} part={part} places={places} />
      ))}
    </>
  )
}
