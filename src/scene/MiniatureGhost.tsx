import { useMemo } from 'react'
import { useGLTF } from '@react-three/drei'
import { Mesh } from 'three'
import type { Material, Object3D } from 'three'
import { miniatureModelLook } from '../boxes'
import { miniatureUrl } from '../lib/miniatureModels'

/** Props of MiniatureGhost. */
export interface MiniatureGhostProps {
  /** The miniature's look (a model path, or a named figure's look). */
  look: string
  /** The translucent material every part of the copy gets. */
  material: Material
}

/** A copy of a miniature's model drawn entirely in one (translucent) material. */
export function MiniatureGhost({ look, material }: MiniatureGhostProps) {
  const gltf = useGLTF(miniatureUrl(miniatureModelLook(look)), false, false)
  const root = useMemo<Object3D>(() => {
    const clone = gltf.scene.clone(true)
    clone.traverse((o) => {
      if (o instanceof Mesh) o.material = material
    })
    return clone
  }, [gltf.scene, material])
  return <primitive object={root} />
}
