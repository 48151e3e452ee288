import { useLayoutEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { Color } from 'three'
import type { BufferGeometry, InstancedMesh, Material, Matrix4 } from 'three'
import { noRaycast, setPicker } from './picking'
import type { Picker } from './picking'

/** One instance: where it goes and, optionally, its colour. */
export interface Mark {
  matrix: Matrix4
  colour?: string
}

/** Props of InstancedMarks. */
export interface InstancedMarksProps {
  marks: readonly Mark[]
  geometry: BufferGeometry
  material: Material
  /** Makes the marks answer the pointer. Without it the pointer passes through. */
  pick?: Picker
  castShadow?: boolean
  receiveShadow?: boolean
  renderOrder?: number
}

/** One instanced mesh over `marks` (one draw call), re-made only when their number changes. */
export function InstancedMarks(props: InstancedMarksProps) {
  const { marks, geometry, material, pick, castShadow = false, receiveShadow = false, renderOrder = 0 } = props
  const ref = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    const mesh = ref.current
    if (!mesh) return
    const c = new Color()
    marks.forEach((m, i) => {
      mesh.setMatrixAt(i, m.matrix)
      if (m.colour) mesh.setColorAt(i, c.set(m.colour))
    })
    mesh.instanceMatrix.needsUpdate = true
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    mesh.computeBoundingSphere()
    if (pick) setPicker(mesh, pick)
    invalidate()
  }, [marks, pick, invalidate])
  if (marks.length === 0) return null
  return (
    <instancedMesh
      key={marks.length}
      ref={ref}
      args={[geometry, material, marks.length]}
      raycast={pick ? undefined : noRaycast}
      castShadow={castShadow}
      receiveShadow={receiveShadow}
      renderOrder={renderOrder}
    />
  )
}
