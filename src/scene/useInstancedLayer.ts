/**
 * One instanced mesh for every object of a kind: keeps the instance list in step with the table model,
 * writes per-instance atlas cells when objects come or go, and rewrites matrices and hover/lock state only
 * when the model changed or something animates. Registers the mesh for pointer picking.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFrame } from '@react-three/fiber'
import { InstancedBufferAttribute, Matrix4, Vector3 } from 'three'
import type { BufferGeometry, InstancedMesh } from 'three'
import type { TableObject, TableObjectKind } from '../../net/schema'
import { createPose, poseMatrix } from '../lib/pose'
import type { SceneObject } from './sceneObject'
import { useScene } from './useScene'

/** Writes an object's atlas cells (face u, v, back u, v) into `out` at `offset`. */
export type CellWriter = (obj: SceneObject, out: Float32Array, offset: number) => void

/**
 * Which objects of the layer's kind it draws (e.g. only the d20s among the dice). Checked when objects come,
 * go or change look, so pass a stable function that reads only the kind and look.
 */
export type LayerFilter = (obj: TableObject) => boolean

/** An object's own scale for a layer whose geometry is of unit size (tiles): written into `out`. */
export type LayerScale = (obj: TableObject, out: Vector3) => Vector3

const INITIAL_CAPACITY = 64
const _pose = /* @__PURE__ */ createPose()
const _matrix = /* @__PURE__ */ new Matrix4()
const _scale = /* @__PURE__ */ new Vector3()

/** Room for `count` instances, growing in powers of two so the mesh is rebuilt rarely. */
export function layerCapacity(count: number): number {
  let c = INITIAL_CAPACITY
  while (c < count) c *= 2
  return c
}

/**
 * Drives an instanced mesh of `kind` (only the objects `filter` accepts, when given; each scaled by `scale`, when
 * given); the component renders `<instancedMesh ref args={[geometry, material, capacity]}>`.
 */
export function useInstancedLayer(
  kind: TableObjectKind,
  createGeometry: () => BufferGeometry,
  writeCells?: CellWriter,
  filter?: LayerFilter,
  scale?: LayerScale,
) {
  const { model } = useScene()
  const [capacity, setCapacity] = useState(() =>
    layerCapacity([...model.objects.values()].filter((o) => o.kind === kind && (!filter || filter(o))).length),
  )
  const geometry = useMemo(() => {
    const g = createGeometry()
    g.setAttribute('aState', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2))
    if (writeCells) g.setAttribute('aCell', new InstancedBufferAttribute(new Float32Array(capacity * 4), 4))
    return g
  }, [capacity, createGeometry, writeCells])
  useEffect(() => () => geometry.dispose(), [geometry])
  const meshRef = useRef<InstancedMesh>(null)
  const layer = useRef({ mesh: null as InstancedMesh | null, ids: [] as string[], structure: -1, version: -1 })

  useFrame(() => {
    const mesh = meshRef.current
    if (!mesh) return
    const L = layer.current
    if (L.mesh !== mesh || L.structure !== model.structureVersion) {
      L.mesh = mesh
      L.structure = model.structureVersion
      L.version = -1
      L.ids.length = 0
      for (const [id, obj] of model.objects) if (obj.kind === kind && (!filter || filter(obj))) L.ids.push(id)
      // Growing past capacity re-creates the mesh (a rare React update, never per frame).
      if (L.ids.length > capacity) setCapacity(layerCapacity(L.ids.length))
      mesh.count = Math.min(L.ids.length, capacity)
      const cells = geometry.getAttribute('aCell') as InstancedBufferAttribute | undefined
      if (writeCells && cells) {
        for (let i = 0; i < mesh.count; i++) {
          const obj = model.objects.get(L.ids[i] as string)
          if (obj) writeCells(obj, cells.array as Float32Array, i * 4)
        }
        cells.needsUpdate = true
      }
    }
    if (L.version === model.version && !model.animating) return
    L.version = model.version
    const state = geometry.getAttribute('aState') as InstancedBufferAttribute
    const flags = state.array as Float32Array
    const dragId = model.drag?.id
    for (let i = 0; i < mesh.count; i++) {
      const id = L.ids[i] as string
      const obj = model.objects.get(id)
      if (!obj || !model.displayedPose(id, _pose)) continue
      poseMatrix(kind, obj.look, _pose, _matrix)
      if (scale) _matrix.scale(scale(obj, _scale))
      mesh.setMatrixAt(i, _matrix)
      flags[i * 2] = id === model.hovered || id === dragId ? 1 : 0
      flags[i * 2 + 1] = obj.locked ? 1 : 0
    }
    mesh.instanceMatrix.needsUpdate = true
    state.needsUpdate = true
    // Raycasting tests the instances' bounding sphere first; keep it current.
    mesh.computeBoundingSphere()
  })

  useEffect(() => {
    const mesh = meshRef.current
    if (!mesh) return
    model.touch()
    return model.registerPickable({
      object: mesh,
      resolve: (hit) => (hit.instanceId === undefined ? null : (layer.current.ids[hit.instanceId] ?? null)),
    })
  }, [model, geometry])

  return { meshRef, geometry, capacity }
}
