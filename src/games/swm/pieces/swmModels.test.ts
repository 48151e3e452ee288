import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NodeIO } from '@gltf-transform/core'
import { describe, expect, it } from 'vitest'
import { regeneratedEqual } from '../../../lib/testing/regeneratedModels'
import { SWM_BASE_RADIUS, SWM_MODELS, swmModelPath } from './swmModels'
import type { SwmModel } from './swmModels'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const onDisk = (model: SwmModel) => join(root, 'public', swmModelPath(model))
/** Half a map square: a figure must not reach into the next square. */
const HALF_SQUARE = 0.15

/** Bounds of every POSITION in a model (all nodes sit at the origin), its triangles and material names. */
async function measure(model: SwmModel) {
  const doc = await new NodeIO().read(onDisk(model))
  let minY = Infinity
  let maxY = -Infinity
  let radius = 0
  let triangles = 0
  const materials: string[] = []
  for (const node of doc.getRoot().listNodes()) expect(node.getTranslation()).toEqual([0, 0, 0])
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      materials.push(primitive.getMaterial()?.getName() ?? '')
      triangles += (primitive.getIndices()?.getCount() ?? 0) / 3
      const p = primitive.getAttribute('POSITION')!.getArray()!
      for (let i = 0; i < p.length; i += 3) {
        minY = Math.min(minY, p[i + 1]!)
        maxY = Math.max(maxY, p[i + 1]!)
        radius = Math.max(radius, Math.hypot(p[i]!, p[i + 2]!))
      }
    }
  }
  return { minY, maxY, radius, triangles, materials }
}

describe('SWM models', () => {
  it('lives under models/swm', () => {
    expect(swmModelPath('darth-vader')).toBe('models/swm/darth-vader.glb')
  })

  it.each(SWM_MODELS)('%s stands on y = 0 inside its square, modest and tintable', async (model) => {
    const m = await measure(model)
    expect(m.triangles).toBeGreaterThan(1000)
    expect(m.triangles).toBeLessThan(3000)
    expect(Math.abs(m.minY)).toBeLessThan(1e-4)
    expect(m.maxY).toBeGreaterThan(0.3)
    expect(m.radius).toBeLessThanOrEqual(HALF_SQUARE)
    expect(m.radius).toBeGreaterThanOrEqual(SWM_BASE_RADIUS)
    expect(m.materials).toContain('armour')
    expect(m.materials).toContain('base')
  })

  it('gives the Jedi and Vader a glowing blade and the trooper none', async () => {
    for (const model of ['obi-wan-kenobi', 'luke-skywalker', 'darth-vader'] as const) {
      expect((await measure(model)).materials).toContain('blade')
    }
    expect((await measure('death-star-trooper')).materials).not.toContain('blade')
    const doc = await new NodeIO().read(onDisk('darth-vader'))
    const blade = doc
      .getRoot()
      .listMaterials()
      .find((m) => m.getName() === 'blade')
    expect(blade?.getEmissiveFactor()[0]).toBeGreaterThan(0.5)
  })

  it('regenerates byte-identical files', { timeout: 120_000 }, async () => {
    const same = await regeneratedEqual('make-swm-models.ts', SWM_MODELS, (name) => onDisk(name as never))
    for (const [name, equal] of Object.entries(same)) {
      expect(equal, `${name}.glb differs: run npx tsx scripts/make-swm-models.ts`).toBe(true)
    }
  })
})
