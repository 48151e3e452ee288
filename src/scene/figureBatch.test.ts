import { describe, expect, it } from 'vitest'
import { BoxGeometry, Color, Group, Matrix4, Mesh, MeshStandardMaterial, Raycaster, Vector3 } from 'three'
import type { Intersection } from 'three'
import { EMISSIVE_ATTRIBUTE, PBR_ATTRIBUTE, bakedModel } from './figureBake'
import { FigureBatch } from './figureBatch'

/** A model as the glTF loader gives ours: armour, a glowing blade, and a clear stand lifted by its node. */
function testModel(): Group {
  const root = new Group()
  const armour = new MeshStandardMaterial({ name: 'armour', color: '#808080', roughness: 0.3 })
  const blade = new MeshStandardMaterial({ name: 'blade', color: '#ffffff', emissive: '#ff0000', metalness: 0.2 })
  const stand = new MeshStandardMaterial({ name: 'stand', transparent: true, opacity: 0.35 })
  root.add(new Mesh(new BoxGeometry(1, 1, 1), armour))
  root.add(new Mesh(new BoxGeometry(0.1, 1, 0.1), blade))
  const clear = new Mesh(new BoxGeometry(0.2, 0.2, 0.2), stand)
  clear.position.y = 2
  root.add(clear)
  return root
}

describe('baking a model for the figure batch', () => {
  it('splits the armour off when asked, keeping each material in the vertices', () => {
    const parts = bakedModel(testModel(), true)
    expect(parts.map((p) => [p.layer, p.armour !== null])).toEqual([
      ['solid', false],
      ['solid', true],
      ['clear', false],
    ])
    const [blade, armour, stand] = parts as [(typeof parts)[number], (typeof parts)[number], (typeof parts)[number]]
    for (const p of parts) {
      expect(Object.keys(p.geometry.attributes).sort()).toEqual(
        [EMISSIVE_ATTRIBUTE, PBR_ATTRIBUTE, 'color', 'normal', 'position'].sort(),
      )
      expect(p.geometry.index).toBeNull()
      expect(p.geometry.getAttribute('color').itemSize).toBe(4)
    }
    // The armour is white in its vertices; its own colour goes with the part.
    expect(armour.geometry.getAttribute('color').getX(0)).toBe(1)
    expect(armour.armour?.getHexString()).toBe('808080')
    expect(armour.geometry.getAttribute(PBR_ATTRIBUTE).getX(0)).toBeCloseTo(0.3)
    expect(blade.geometry.getAttribute(EMISSIVE_ATTRIBUTE).getX(0)).toBe(1)
    expect(blade.geometry.getAttribute(PBR_ATTRIBUTE).getY(0)).toBeCloseTo(0.2)
    // The stand keeps its opacity and its node's place.
    expect(stand.geometry.getAttribute('color').getW(0)).toBeCloseTo(0.35)
    stand.geometry.computeBoundingBox()
    expect(stand.geometry.boundingBox?.min.y).toBeCloseTo(1.9)
  })

  it('bakes the armour in with the rest otherwise, once per model', () => {
    const root = testModel()
    const parts = bakedModel(root, false)
    expect(parts.map((p) => [p.layer, p.armour])).toEqual([
      ['solid', null],
      ['clear', null],
    ])
    const colours = parts[0]!.geometry.getAttribute('color')
    expect(colours.getX(0)).toBeCloseTo(new MeshStandardMaterial({ color: '#808080' }).color.r)
    expect(bakedModel(root, false)).toBe(parts)
  })
})

const at = (x: number) => new Matrix4().makeTranslation(x, 0, 0)
const WHITE = new Color(1, 1, 1)

describe('the figure batch', () => {
  it('draws every figure as one instance per part, the armour in its tint', () => {
    const batch = new FigureBatch()
    const tinted = bakedModel(testModel(), true)
    const plain = bakedModel(testModel(), false)
    batch.setFigures([tinted, plain, tinted])
    const { solid, clear } = batch.meshes
    expect([solid.instanceCount, clear.instanceCount]).toEqual([5, 3])
    batch.place(0, at(0), WHITE, new Color(1, 0, 0))
    batch.place(1, at(3), new Color(0.5, 0.5, 0.5))
    batch.place(2, null, WHITE)
    // Figure 0: its blade white, its armour red; figure 1 half-bright all over; figure 2 hidden.
    const colours = [0, 1, 2, 3].map((i) => solid.getColorAt(i, new Color()).getHexString())
    expect(colours).toEqual(['ffffff', 'ff0000', new Color(0.5, 0.5, 0.5).getHexString(), 'ffffff'])
    expect(solid.getVisibleAt(4)).toBe(false)
    expect(batch.figureAt(clear, 1)).toBe(1)
  })

  it('grows for more figures, copying each model in once', () => {
    const batch = new FigureBatch()
    const parts = bakedModel(testModel(), true)
    batch.setFigures([parts])
    const unused = batch.meshes.solid.unusedVertexCount
    const many = Array.from({ length: 40 }, () => parts)
    batch.setFigures(many)
    many.forEach((_, i) => batch.place(i, at(i * 3), WHITE))
    expect(batch.meshes.solid.instanceCount).toBe(80)
    expect(batch.meshes.solid.maxInstanceCount).toBeGreaterThanOrEqual(80)
    // No vertices were added: the model's parts were in already.
    expect(batch.meshes.solid.unusedVertexCount).toBe(unused)
    batch.setFigures([])
    expect(batch.meshes.solid.layers.mask).toBe(0)
    batch.dispose()
  })

  it('answers a raycast with the figure hit', () => {
    const batch = new FigureBatch()
    const parts = bakedModel(testModel(), false)
    batch.setFigures([parts, parts])
    batch.place(0, at(0), WHITE)
    batch.place(1, at(5), WHITE)
    const ray = new Raycaster(new Vector3(5, 10, 0), new Vector3(0, -1, 0))
    const hits: Intersection[] = []
    batch.meshes.solid.updateMatrixWorld()
    batch.meshes.solid.raycast(ray, hits)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.map((h) => batch.figureAt(batch.meshes.solid, h.batchId))).toEqual(hits.map(() => 1))
  })
})
