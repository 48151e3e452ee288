import { useEffect, useMemo } from 'react'
import { useGLTF } from '@react-three/drei'
import type { Material } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { miniatureModelLook } from '../boxes'
import { miniatureUrl } from '../lib/miniatureModels'
import { bakedModel } from './figureBake'

/** Props of MiniatureGhost. */
export interface MiniatureGhostProps {
  /** The miniature's look (a model path, or a named figure's look). */
  look: string
  /** The translucent material every part of the copy gets. */
  material: Material
}

/** A copy of a miniature's model drawn entirely in one (translucent) material: its baked parts as one mesh. */
export function MiniatureGhost({ look, material }: MiniatureGhostProps) {
  const gltf = useGLTF(miniatureUrl(miniatureModelLook(look)), false, false)
  // The baked parts share one vertex layout, so they merge into one draw.
  const geometry = useMemo(
    () =>
      mergeGeometries(
        bakedModel(gltf.scene, false).map((p) => p.geometry),
        false,
      ),
    [gltf.scene],
  )
  useEffect(() => () => geometry?.dispose(), [geometry])
  return geometry ? <mesh geometry={geometry} material={material} /> : null
}
