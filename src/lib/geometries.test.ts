import { describe, expect, it } from 'vitest'
import { CARD_THICKNESS } from './dimensions'
import { createCardGeometry, createDieGeometry, createTokenGeometry } from './geometries'

describe('object geometries', () => {
  it('builds a flat card centred on its thickness, with face, back and edge vertices', () => {
    const g = createCardGeometry()
    g.computeBoundingBox()
    expect(g.boundingBox!.min.y).toBeCloseTo(-CARD_THICKNESS / 2)
    expect(g.boundingBox!.max.z - g.boundingBox!.min.z).toBeCloseTo(0.88)
    const side = g.getAttribute('aSide')
    const sides = new Set<number>()
    for (let i = 0; i < side.count; i++) sides.add(side.getX(i))
    expect([...sides].sort()).toEqual([-1, 0, 1])
  })

  it('maps the top face with v = 1 at the far edge, and mirrors the bottom face', () => {
    const g = createCardGeometry()
    const pos = g.getAttribute('position')
    const uv = g.getAttribute('uv')
    const side = g.getAttribute('aSide')
    for (let i = 0; i < pos.count; i++) {
      if (side.getX(i) === 0) continue
      const u = pos.getX(i) / 0.63 + 0.5
      expect(uv.getY(i)).toBeCloseTo(-pos.getZ(i) / 0.88 + 0.5)
      expect(uv.getX(i)).toBeCloseTo(side.getX(i) === 1 ? u : 1 - u)
    }
  })

  it('gives tokens top and bottom faces', () => {
    const side = createTokenGeometry().getAttribute('aSide')
    let top = 0
    for (let i = 0; i < side.count; i++) if (side.getX(i) === 1) top++
    expect(top).toBeGreaterThan(30)
  })

  it('maps each die face into its own cell', () => {
    const uv = createDieGeometry().getAttribute('uv')
    for (let i = 0; i < uv.count; i++) {
      expect(uv.getX(i)).toBeGreaterThanOrEqual(-1e-6)
      expect(uv.getX(i)).toBeLessThanOrEqual(1 + 1e-6)
    }
  })
})
