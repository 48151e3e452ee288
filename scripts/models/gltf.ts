/**
 * Shared helpers for the model generators (scripts/make-models.ts, make-hoth-models.ts, make-swm-models.ts):
 * placing three.js primitives, lathing profiles, and writing one glTF binary with one primitive per material.
 * Everything here is deterministic: the same parts give the same bytes.
 */
import { Document, NodeIO } from '@gltf-transform/core'
import { Color, Euler, LatheGeometry, Matrix4, Quaternion, Vector2, Vector3 } from 'three'
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

/** A material of a generated model: PBR factors only (no textures). */
export interface MaterialSpec {
  /** CSS colour (sRGB); written as a linear base colour factor. */
  colour: string
  roughness: number
  metalness: number
  /** Below 1 the material is written with alpha mode BLEND (a clear flight stand). */
  opacity?: number
  /** CSS colour the surface gives off whatever the light (a lightsaber blade glows); absent: none. */
  emissive?: string
}

/** Geometry of a model, grouped by material id; each group becomes one glTF primitive. */
export type Parts<M extends string> = Record<M, BufferGeometry[]>

/** An x, y, z triple. */
export type Vec3 = [number, number, number]

/** Places a primitive: position, rotation (radians) and scale applied to a copy of its vertices. */
export function place(
  geometry: BufferGeometry,
  position: Vec3,
  rotation: Vec3 = [0, 0, 0],
  scale: Vec3 = [1, 1, 1],
): BufferGeometry {
  const m = new Matrix4().compose(
    new Vector3(...position),
    new Quaternion().setFromEuler(new Euler(...rotation)),
    new Vector3(...scale),
  )
  const g = geometry.clone().applyMatrix4(m)
  g.deleteAttribute('uv')
  if (!g.index) g.setIndex(Array.from({ length: g.getAttribute('position').count }, (_, i) => i))
  return g
}

/** A surface of revolution around y from [radius, y] points (counter-clockwise profiles face outwards). */
export const lathe = (points: [number, number][], segments = 32) =>
  new LatheGeometry(
    points.map(([r, y]) => new Vector2(r, y)),
    segments,
  )

/** Linear RGB factors of a CSS colour (glTF colour factors are linear). */
export function linear(colour: string, alpha = 1): [number, number, number, number] {
  const c = new Color(colour)
  return [c.r, c.g, c.b, alpha]
}

/** Empty geometry lists, one per material id, in the given order (the order of the glTF primitives). */
export function emptyParts<M extends string>(ids: readonly M[]): Parts<M> {
  return Object.fromEntries(ids.map((id) => [id, [] as BufferGeometry[]])) as Parts<M>
}

/** Scales every part about the origin, then moves it (e.g. a figure built in metres onto its base). */
export function fit<M extends string>(parts: Parts<M>, scale: number, offset: Vec3 = [0, 0, 0]): Parts<M> {
  for (const list of Object.values(parts) as BufferGeometry[][]) {
    for (const g of list) g.scale(scale, scale, scale).translate(...offset)
  }
  return parts
}

/** Triangles in a set of parts. */
export function triangleCount<M extends string>(parts: Parts<M>): number {
  let n = 0
  for (const list of Object.values(parts) as BufferGeometry[][]) {
    for (const g of list) n += (g.index ? g.index.count : g.getAttribute('position').count) / 3
  }
  return n
}

/**
 * Writes parts as a glTF binary: one mesh and one node named `name`, one primitive per material that has
 * parts (in the order of `parts`), each with POSITION, NORMAL and indices (16-bit where they fit).
 */
export async function glbBytes<M extends string>(
  name: string,
  materials: Record<M, MaterialSpec>,
  parts: Parts<M>,
): Promise<Uint8Array> {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const mesh = doc.createMesh(name)
  for (const [id, list] of Object.entries(parts) as [M, BufferGeometry[]][]) {
    if (list.length === 0) continue
    const merged = mergeGeometries(list)
    if (!merged || !merged.index) throw new Error(`could not merge ${id}`)
    const spec = materials[id]
    const material = doc
      .createMaterial(id)
      .setBaseColorFactor(linear(spec.colour, spec.opacity ?? 1))
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metalness)
    if (spec.opacity !== undefined && spec.opacity < 1) material.setAlphaMode('BLEND')
    if (spec.emissive) material.setEmissiveFactor(linear(spec.emissive).slice(0, 3) as [number, number, number])
    const position = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(merged.getAttribute('position').array))
      .setBuffer(buffer)
    const normal = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(merged.getAttribute('normal').array))
      .setBuffer(buffer)
    const wide = merged.getAttribute('position').count > 0xffff
    const indices = wide ? new Uint32Array(merged.index.array) : new Uint16Array(merged.index.array)
    const index = doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer)
    mesh.addPrimitive(
      doc
        .createPrimitive()
        .setAttribute('POSITION', position)
        .setAttribute('NORMAL', normal)
        .setIndices(index)
        .setMaterial(material),
    )
  }
  doc.createScene('Scene').addChild(doc.createNode(name).setMesh(mesh))
  return new NodeIO().writeBinary(doc)
}
