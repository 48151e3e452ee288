import { useEffect, useMemo, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Color, Mesh, MeshStandardMaterial } from 'three'
import type { Group, Object3D } from 'three'
import { createPose } from '../lib/pose'
import { useScene } from './useScene'

/** Props of Miniature. */
export interface MiniatureProps {
  /** Table object id. */
  id: string
  /** The loaded model scene to clone. */
  source: Object3D
  /** Colour (CSS) of the model's armour material, replacing the model's own; null or absent keeps it. */
  tint?: string | null
  castShadow?: boolean
}

const _pose = /* @__PURE__ */ createPose()
const HOVER = /* @__PURE__ */ new Color('#ffcf7a').multiplyScalar(0.25)
const BLACK = /* @__PURE__ */ new Color(0, 0, 0)
const LOCK_TINT = /* @__PURE__ */ new Color('#8796b0')

/** One miniature: a clone of the model with its own materials (for hover glow and lock tint), posed from the model. */
export function Miniature({ id, source, tint = null, castShadow = true }: MiniatureProps) {
  const { model } = useScene()
  const ref = useRef<Group>(null)
  const parts = useMemo(() => {
    const root = source.clone(true)
    const materials: { material: MeshStandardMaterial; base: Color }[] = []
    root.traverse((o) => {
      if (!(o instanceof Mesh)) return
      o.castShadow = castShadow
      o.receiveShadow = true
      if (o.material instanceof MeshStandardMaterial) {
        const material = o.material.clone()
        // Our models name their side-coloured material 'armour' (scripts/make-models.ts, make-hoth-models.ts).
        if (tint && material.name === 'armour') material.color.set(tint)
        o.material = material
        materials.push({ material, base: material.color.clone() })
      }
    })
    return { root, materials }
  }, [source, tint, castShadow])
  useEffect(() => () => parts.materials.forEach((m) => m.material.dispose()), [parts])
  const last = useRef({ version: -1, hover: false, locked: false })

  useFrame(() => {
    const group = ref.current
    const L = last.current
    if (!group || (L.version === model.version && !model.animating)) return
    L.version = model.version
    if (!model.displayedPose(id, _pose)) return
    group.position.set(_pose.x, _pose.y, _pose.z)
    group.rotation.set(0, _pose.yaw, 0)
    const hover = model.hovered === id || model.drag?.id === id
    const locked = model.objects.get(id)?.locked === true
    if (hover !== L.hover || locked !== L.locked) {
      L.hover = hover
      L.locked = locked
      for (const { material, base } of parts.materials) {
        material.emissive.copy(hover ? HOVER : BLACK)
        material.color.copy(base)
        if (locked) material.color.multiply(LOCK_TINT)
      }
    }
  })

  useEffect(() => {
    const group = ref.current
    if (!group) return
    model.touch()
    return model.registerPickable({ object: group, resolve: () => id })
  }, [model, id])

  return (
    <group ref={ref}>
      <primitive object={parts.root} />
    </group>
  )
}
