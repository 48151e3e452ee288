/**
 * A model as a few instanceable parts. A loaded glTF's opaque, untextured primitives are baked into one
 * geometry with each material's colour as vertex colour (one draw call per model kind, however many figures
 * stand on the board); textured or see-through primitives (the clear flight stands) stay parts of their own.
 */
import { BufferAttribute, Mesh, MeshStandardMaterial } from 'three'
import type { BufferGeometry, Material, Object3D } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

/** One instanced draw: a geometry in model space and its material. */
export interface ModelPart {
  geometry: BufferGeometry
  material: Material
  castShadow: boolean
  /** The material was made here (baked) and is freed with the part; a loaded model's own is left to its cache. */
  ownsMaterial: boolean
}

/** The material of baked parts: colours come from the vertices. */
export function bakedMaterial(): MeshStandardMaterial {
  return new MeshStandardMaterial({ vertexColors: true, roughness: 0.55, metalness: 0.12 })
}

function plain(geometry: BufferGeometry): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry.clone()
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name)
  if (!g.getAttribute('normal')) g.computeVertexNormals()
  return g
}

/** Splits a loaded model into parts (model space, y = 0 at the bottom, as the model file has it). */
export function extractParts(root: Object3D): ModelPart[] {
  root.updateMatrixWorld(true)
  const baked: BufferGeometry[] = []
  const parts: ModelPart[] = []
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return
    const material = Array.isArray(o.material) ? o.material[0] : o.material
    if (!material) return
    const source = o.geometry as BufferGeometry
    if (material instanceof MeshStandardMaterial && !material.map && !material.transparent) {
      const g = plain(source)
      g.applyMatrix4(o.matrixWorld)
      const n = g.getAttribute('position').count
      const colours = new Float32Array(n * 3)
      for (let i = 0; i < n; i++) colours.set([material.color.r, material.color.g, material.color.b], i * 3)
      g.setAttribute('color', new BufferAttribute(colours, 3))
      baked.push(g)
    } else {
      const g = source.clone()
      g.applyMatrix4(o.matrixWorld)
      parts.push({ geometry: g, material, castShadow: !material.transparent, ownsMaterial: false })
    }
  })
  if (baked.length > 0) {
    const merged = mergeGeometries(baked, false)
    for (const g of baked) g.dispose()
    if (merged) parts.unshift({ geometry: merged, material: bakedMaterial(), castShadow: true, ownsMaterial: true })
  }
  return parts
}

/** Frees the parts' geometries and the materials they own. */
export function disposeParts(parts: readonly ModelPart[]): void {
  for (const p of parts) {
    p.geometry.dispose()
    if (p.ownsMaterial) p.material.dispose()
  }
}
