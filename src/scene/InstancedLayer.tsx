import { useEffect, useMemo } from 'react'
import type { ThreeElements } from '@react-three/fiber'
import type { BufferGeometry, MeshStandardMaterialParameters } from 'three'
import type { TableObjectKind } from '../../net/schema'
import type { CanvasAtlas } from '../lib/canvasAtlas'
import type { AtlasOptions } from '../lib/instancedMaterial'
import { createInstancedMaterial } from '../lib/instancedMaterial'
import type { SceneObject } from './sceneObject'
import type { CellWriter, LayerFilter, LayerScale } from './useInstancedLayer'
import { useInstancedLayer } from './useInstancedLayer'

/** Props of InstancedLayer: which objects, their shape and material, plus anything an instancedMesh takes. */
export type InstancedLayerProps = Omit<ThreeElements['instancedMesh'], 'ref' | 'args'> & {
  kind: TableObjectKind
  createGeometry: () => BufferGeometry
  surface: MeshStandardMaterialParameters
  /** Per-instance faces from an atlas; absent for objects with one fixed texture. */
  atlas?: AtlasOptions
  writeCells?: CellWriter
  /** Only these objects of `kind` (e.g. one kind of die); all of them when absent. */
  filter?: LayerFilter
  /** Each object's own scale, for a geometry of unit size (tiles). */
  instanceScale?: LayerScale
}

/** Every table object of one kind in one instanced mesh: one draw call (plus one for shadows). */
export function InstancedLayer({
  kind,
  createGeometry,
  surface,
  atlas,
  writeCells,
  filter,
  instanceScale,
  ...props
}: InstancedLayerProps) {
  const built = useMemo(() => createInstancedMaterial(surface, atlas), [surface, atlas])
  useEffect(() => () => built.dispose(), [built])
  const { meshRef, geometry, capacity } = useInstancedLayer(kind, createGeometry, writeCells, filter, instanceScale)
  return (
    <instancedMesh
      key={capacity}
      ref={meshRef}
      args={[geometry, built, capacity]}
      castShadow
      receiveShadow
      frustumCulled={false}
      {...props}
    />
  )
}

/** A CellWriter that takes an object's face and back cells from `atlas` by key. */
export function atlasCells(
  atlas: CanvasAtlas,
  front: (obj: SceneObject) => string,
  back: (obj: SceneObject) => string,
) {
  const uv: [number, number] = [0, 0]
  const writer: CellWriter = (obj, out, offset) => {
    atlas.origin(atlas.cell(front(obj)), uv)
    out[offset] = uv[0]
    out[offset + 1] = uv[1]
    atlas.origin(atlas.cell(back(obj)), uv)
    out[offset + 2] = uv[0]
    out[offset + 3] = uv[1]
  }
  return writer
}
