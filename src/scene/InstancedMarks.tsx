import { useLayoutEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { Color, Matrix4 } from 'three'
import type { BufferGeometry, InstancedMesh, Material, Vector3 } from 'three'
import { noRaycast, setPicker } from './picking'

/** One instance of a mark: where it goes and, optionally, its colour. */
export interface Mark {
  matrix: Matrix4
  colour?: string
}

/** A translation with a scale (`sz` defaults to `sx`). */
export function markAt(x: number, y: number, z: number, sx = 1, sy = 1, sz = sx): Matrix4 {
  return new Matrix4().makeScale(sx, sy, sz).setPosition(x, y, z)
}

/** Props of InstancedMarks; `T` is what the game's pointer picks. */
export interface InstancedMarksProps<T> {
  marks: readonly Mark[]
  geometry: BufferGeometry
  material: Material
  /** Makes the marks answer the pointer: a hit on instance i picks this. Without it the pointer passes through. */
  pick?: (instanceId: number, point: Vector3) => T | null
  castShadow?: boolean
  /** Whether the marks take shadows (default true). */
  receiveShadow?: boolean
  renderOrder?: number
}

/**
 * One instanced mesh over `marks` (one draw call), re-made only when their number changes: the markers, rings,
 * highlights and dots of the game tables.
 */
export function InstancedMarks<T>(props: InstancedMarksProps<T>) {
  const { marks, geometry, material, pick, castShadow = false, receiveShadow = true, renderOrder = 0 } = props
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
    // A hit on an instanced mesh always names its instance; anything else picks nothing.
    if (pick) setPicker(mesh, (i, point) => (i === undefined ? null : pick(i, point)))
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
