import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Color, Matrix4, Mesh, MeshStandardMaterial, Quaternion, Vector3 } from 'three'
import type { BufferGeometry, InstancedMesh, Material, Object3D } from 'three'
import { createPose } from '../lib/pose'
import { useScene } from './useScene'

/** One mesh of a model: its geometry, material and place inside the model. */
interface Part {
  geometry: BufferGeometry
  material: Material
  matrix: Matrix4
}

/** Props of FigureInstances. */
export interface FigureInstancesProps {
  /** The loaded model scene. */
  source: Object3D
  /** Table object ids of the figures drawn with it. */
  ids: readonly string[]
  /** Colour (CSS) of the model's armour material, replacing the model's own; null keeps it. */
  tint: string | null
  castShadow: boolean
}

const _pose = createPose()
const _object = new Matrix4()
const _matrix = new Matrix4()
const _position = new Vector3()
const _turn = new Quaternion()
const _up = new Vector3(0, 1, 0)
const _one = new Vector3(1, 1, 1)
const _colour = new Color()
const WHITE = new Color(1, 1, 1)
/** Hovered or held figures are drawn a little brighter; locked ones greyed. */
const HOVER = new Color(1.45, 1.35, 1.15)
const LOCKED = new Color('#8796b0')

/** The meshes of `source` with their matrices relative to its root, materials cloned (and tinted) once. */
function modelParts(source: Object3D, tint: string | null): Part[] {
  source.updateMatrixWorld(true)
  const rootInverse = new Matrix4().copy(source.matrixWorld).invert()
  const parts: Part[] = []
  source.traverse((o) => {
    if (!(o instanceof Mesh) || Array.isArray(o.material)) return
    const material = (o.material as Material).clone()
    // Our models name their side-coloured material 'armour' (scripts/make-models.ts, make-hoth-models.ts).
    if (tint && material instanceof MeshStandardMaterial && material.name === 'armour') material.color.set(tint)
    parts.push({ geometry: o.geometry, material, matrix: new Matrix4().multiplyMatrices(rootInverse, o.matrixWorld) })
  })
  return parts
}

/**
 * Every figure that shares one model and colour, as one instanced mesh per model part: a table full of troopers
 * and walkers costs a few draw calls, not a few per figure. Poses, hover and lock are written per instance after
 * every change of the table model; each part's mesh is pickable and answers the figure's id.
 */
export function FigureInstances({ source, ids, tint, castShadow }: FigureInstancesProps) {
  const { model } = useScene()
  const parts = useMemo(() => modelParts(source, tint), [source, tint])
  const capacity = Math.max(1, ids.length)
  // The instanced meshes, one per part, as R3F creates them (re-created when the capacity or the parts change).
  const refs = useRef<(InstancedMesh | null)[]>([])
  useEffect(() => () => parts.forEach((p) => p.material.dispose()), [parts])
  const current = useRef(ids)
  const seen = useRef(-1)
  useLayoutEffect(() => {
    current.current = ids
    seen.current = -1
    model.touch()
  }, [ids, parts, capacity, model])

  useFrame(() => {
    if (seen.current === model.version && !model.animating) return
    seen.current = model.version
    const list = current.current
    const meshes = refs.current
    list.forEach((id, i) => {
      const placed = model.displayedPose(id, _pose)
      _object.compose(_position.set(_pose.x, _pose.y, _pose.z), _turn.setFromAxisAngle(_up, _pose.yaw), _one)
      if (!placed) _object.makeScale(0, 0, 0)
      const hover = model.hovered === id || model.drag?.id === id
      _colour.copy(model.objects.get(id)?.locked ? LOCKED : WHITE)
      if (hover) _colour.multiply(HOVER)
      parts.forEach((part, p) => {
        const mesh = meshes[p]
        if (!mesh || i >= mesh.instanceMatrix.count) return
        mesh.setMatrixAt(i, _matrix.multiplyMatrices(_object, part.matrix))
        mesh.setColorAt(i, _colour)
      })
    })
    for (const mesh of meshes) {
      if (!mesh) continue
      mesh.count = Math.min(list.length, mesh.instanceMatrix.count)
      mesh.instanceMatrix.needsUpdate = true
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
      mesh.computeBoundingSphere()
    }
  })

  useEffect(() => {
    const stops = refs.current.flatMap((mesh) =>
      mesh
        ? [
            model.registerPickable({
              object: mesh,
              resolve: (hit) => (hit.instanceId === undefined ? null : (current.current[hit.instanceId] ?? null)),
            }),
          ]
        : [],
    )
    return () => stops.forEach((stop) => stop())
  }, [parts, capacity, model])

  return (
    <>
      {parts.map((part, p) => (
        <instancedMesh
          // A new capacity needs a new mesh (three cannot grow one).
          key={`${p}:${capacity}`}
          ref={(mesh) => {
            refs.current[p] = mesh
          }}
          args={[part.geometry, part.material, capacity]}
          castShadow={castShadow}
          receiveShadow
          frustumCulled={false}
        />
      ))}
    </>
  )
}
