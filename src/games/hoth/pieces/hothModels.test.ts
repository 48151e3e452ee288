import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NodeIO } from '@gltf-transform/core'
import { describe, expect, it } from 'vitest'
import { regeneratedEqual } from '../../../lib/testing/regeneratedModels'
import { HOTH_MODEL_FOOTPRINT, HOTH_MODEL_KINDS, HOTH_MODEL_URLS, hothModelPath, hothModelUrls } from './hothModels'
import type { HothModelKind } from './hothModels'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const onDisk = (kind: HothModelKind) => join(root, 'public', hothModelPath(kind))

/** Bounds of every POSITION in a model (all nodes sit at the origin), its triangles and material names. */
async function measure(kind: HothModelKind) {
  const doc = await new NodeIO().read(onDisk(kind))
  let minY = Infinity
  let radius = 0
  let triangles = 0
  const materials: string[] = []
  for (const node of doc.getRoot().listNodes()) {
    expect(node.getTranslation()).toEqual([0, 0, 0])
    expect(node.getScale()).toEqual([1, 1, 1])
  }
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      materials.push(primitive.getMaterial()?.getName() ?? '')
      triangles += (primitive.getIndices()?.getCount() ?? 0) / 3
      const p = primitive.getAttribute('POSITION')!.getArray()!
      for (let i = 0; i < p.length; i += 3) {
        minY = Math.min(minY, p[i + 1]!)
        radius = Math.max(radius, Math.hypot(p[i]!, p[i + 2]!))
      }
    }
  }
  return { meshes: doc.getRoot().listMeshes().length, minY, radius, triangles, materials }
}

describe('Hoth models', () => {
  it('has a URL and a footprint for every unit type and structure kind, under the app base', () => {
    expect(Object.keys(HOTH_MODEL_FOOTPRINT).sort()).toEqual([...HOTH_MODEL_KINDS].sort())
    expect(Object.keys(HOTH_MODEL_URLS).sort()).toEqual([...HOTH_MODEL_KINDS].sort())
    expect(HOTH_MODEL_URLS['at-at']).toBe('/models/hoth/at-at.glb')
    expect(hothModelUrls('/app/')['ion-cannon']).toBe('/app/models/hoth/ion-cannon.glb')
  })

  it.each(HOTH_MODEL_KINDS)('%s has meshes, stands on y = 0 and fits its footprint', async (kind) => {
    const m = await measure(kind)
    expect(m.meshes).toBeGreaterThan(0)
    expect(m.triangles).toBeGreaterThan(100)
    expect(m.triangles).toBeLessThan(kind.endsWith('infantry') ? 3000 : 12000)
    expect(Math.abs(m.minY)).toBeLessThan(1e-4)
    expect(m.radius).toBeLessThanOrEqual(HOTH_MODEL_FOOTPRINT[kind])
    expect(m.radius).toBeGreaterThan(HOTH_MODEL_FOOTPRINT[kind] * 0.85)
    expect(m.materials).toContain('armour')
    expect(m.materials).toContain('base')
  })

  it('regenerates byte-identical files', { timeout: 120_000 }, async () => {
    const same = await regeneratedEqual('make-hoth-models.ts', HOTH_MODEL_KINDS, (name) => onDisk(name as never))
    for (const [name, equal] of Object.entries(same)) {
      expect(equal, `${name}.glb differs: run npx tsx scripts/make-hoth-models.ts`).toBe(true)
    }
  })
})
