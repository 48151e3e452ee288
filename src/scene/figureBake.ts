/**
 * Miniature models baked for batching (FigureBatch): every primitive of a loaded model becomes plain
 * non-indexed geometry in model space whose material lives in its vertices (colour with opacity, roughness and
 * metalness, emissive colour), so the parts of every model on the table share one vertex layout and one material
 * (figureMaterial.ts), and all of them draw in one multi-draw call. A model is baked into at most three parts:
 * the opaque primitives, the armour (when its colour is to be replaced per figure, see BakedPart.armour) and the
 * see-through primitives (the clear flight stands), which need a blended material of their own.
 */
import { BufferAttribute, Color, Matrix4, Mesh, MeshStandardMaterial } from 'three'
import type { BufferGeometry, Material, Object3D } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

/** Which batch a part draws in: opaque and shadow-casting, or see-through and blended. */
export type FigureLayer = 'solid' | 'clear'

/** One part of a baked model: geometry in model space (y = 0 at the bottom, as the model file has it). */
export interface BakedPart {
  geometry: BufferGeometry
  layer: FigureLayer
  /**
   * Set on an armour part: its vertices are white and a figure draws it in its tint, or else in this colour (the
   * model's own armour colour). Null: the part's colours are baked in.
   */
  armour: Color | null
}

/** A primitive's look, as the baked vertices carry it. */
export interface Surface {
  colour: Color
  opacity: number
  roughness: number
  metalness: number
  emissive: Color
}

/** The look of primitives that carry their own vertex colours (the Hoth stand-ins): a satin finish. */
export const SATIN: Readonly<Surface> = {
  colour: new Color(1, 1, 1),
  opacity: 1,
  roughness: 0.55,
  metalness: 0.12,
  emissive: new Color(0, 0, 0),
}

/** Names of the per-vertex material attributes (figureMaterial.ts reads them). */
export const PBR_ATTRIBUTE = 'bakedPbr'
export const EMISSIVE_ATTRIBUTE = 'bakedEmissive'

/** A vertex attribute holding `values` for each of `n` vertices. */
function constant(n: number, values: readonly number[]): BufferAttribute {
  const data = new Float32Array(n * values.length)
  for (let i = 0; i < n; i++) data.set(values, i * values.length)
  return new BufferAttribute(data, values.length)
}

/**
 * `source` moved by `matrix`, as a baked primitive of `surface`: non-indexed, position and normal kept, colour
 * (RGBA: the surface's colour times the source's own vertex colours, if any), roughness/metalness and emissive per
 * vertex. Other attributes (uv) are dropped: our models are untextured.
 */
export function bakePrimitive(source: BufferGeometry, matrix: Matrix4, surface: Readonly<Surface>): BufferGeometry {
  const g = source.index ? source.toNonIndexed() : source.clone()
  const own = g.getAttribute('color')
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name)
  if (!g.getAttribute('normal')) g.computeVertexNormals()
  g.applyMatrix4(matrix)
  const n = g.getAttribute('position').count
  const { colour, opacity, roughness, metalness, emissive } = surface
  const colours = constant(n, [colour.r, colour.g, colour.b, opacity])
  if (own) {
    for (let i = 0; i < n; i++) {
      colours.setXYZ(i, colour.r * own.getX(i), colour.g * own.getY(i), colour.b * own.getZ(i))
    }
  }
  g.setAttribute('color', colours)
  g.setAttribute(PBR_ATTRIBUTE, constant(n, [roughness, metalness]))
  g.setAttribute(EMISSIVE_ATTRIBUTE, constant(n, [emissive.r, emissive.g, emissive.b]))
  return g
}

/** The look of a loaded material (a plain grey for anything but a standard material). */
function surfaceOf(material: Material, white: boolean): Surface {
  if (!(material instanceof MeshStandardMaterial)) return { ...SATIN, colour: new Color(0.6, 0.6, 0.6) }
  return {
    colour: white ? new Color(1, 1, 1) : material.color.clone(),
    opacity: material.transparent ? material.opacity : 1,
    roughness: material.roughness,
    metalness: material.metalness,
    emissive: material.emissive.clone().multiplyScalar(material.emissiveIntensity),
  }
}

/** Merges baked primitives into one part (disposing of them). */
function part(pieces: BufferGeometry[], layer: FigureLayer, armour: Color | null): BakedPart[] {
  if (pieces.length === 0) return []
  const geometry = pieces.length === 1 ? pieces[0] : mergeGeometries(pieces, false)
  if (pieces.length > 1) for (const p of pieces) p.dispose()
  return geometry ? [{ geometry, layer, armour }] : []
}

/**
 * Bakes a loaded model. With `splitArmour`, the primitives of the material named 'armour' (the side colour:
 * scripts/make-models.ts, make-hoth-models.ts) become a part of their own that each figure can tint.
 */
function bake(root: Object3D, splitArmour: boolean): BakedPart[] {
  root.updateMatrixWorld(true)
  const rootInverse = new Matrix4().copy(root.matrixWorld).invert()
  const matrix = new Matrix4()
  const solid: BufferGeometry[] = []
  const clear: BufferGeometry[] = []
  const armour: BufferGeometry[] = []
  let armourColour: Color | null = null
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return
    const material = (Array.isArray(o.material) ? o.material[0] : o.material) as Material | undefined
    if (!material) return
    const isArmour = splitArmour && !material.transparent && material.name === 'armour'
    const surface = surfaceOf(material, isArmour)
    if (isArmour) armourColour = (material as MeshStandardMaterial).color.clone()
    const baked = bakePrimitive(
      o.geometry as BufferGeometry,
      matrix.multiplyMatrices(rootInverse, o.matrixWorld),
      surface,
    )
    ;(material.transparent ? clear : isArmour ? armour : solid).push(baked)
  })
  return [...part(solid, 'solid', null), ...part(armour, 'solid', armourColour), ...part(clear, 'clear', null)]
}

const cache = new WeakMap<Object3D, Map<boolean, BakedPart[]>>()

/**
 * A loaded model's baked parts, baked once per model (and kept while the model stays loaded: the parts are
 * CPU-side sources that FigureBatch copies, never drawn themselves, so there is nothing to free on the GPU).
 */
export function bakedModel(root: Object3D, splitArmour: boolean): readonly BakedPart[] {
  const byMode = cache.get(root) ?? new Map<boolean, BakedPart[]>()
  cache.set(root, byMode)
  let parts = byMode.get(splitArmour)
  if (!parts) {
    parts = bake(root, splitArmour)
    byMode.set(splitArmour, parts)
  }
  return parts
}
