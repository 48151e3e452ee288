import { describe, expect, it } from 'vitest'
import { parseMiniatureLook } from '../lib/miniatureModels'
import { swmModelPath } from '../games/swm/pieces/swmModels'
import { CATALOGUE } from './catalogue'
import { BOXES, cardFace, miniatureFace, miniatureModelLook } from './index'

describe('the SWM box’s figures', () => {
  const figures = (BOXES.swm?.pieces ?? []).filter((p) => p.object.kind === 'miniature')

  it('stands each character as its own named figure with its stat card', () => {
    expect(figures.length).toBeGreaterThan(0)
    for (const f of figures) {
      const face = miniatureFace(f.object.look)
      expect(face, f.id).toBeDefined()
      expect(face?.name.en).toBeTruthy()
      expect(face?.name.hu).toBeTruthy()
      expect(cardFace(face?.card ?? '')?.name, f.id).toEqual(face?.name)
    }
  })

  it('draws Obi-Wan, Luke, Vader and the troopers with four different shipped models', () => {
    const model = (character: string) => parseMiniatureLook(miniatureModelLook(`swm/${character}-figure`)).model
    const models = ['obi-wan-kenobi', 'luke-skywalker-champion', 'darth-vader', 'death-star-trooper'].map(model)
    expect(new Set(models).size).toBe(4)
    expect(models).toContain(swmModelPath('darth-vader'))
    expect(models).not.toContain('models/trooper.glb')
    // Every catalogue character has a model of its own kind.
    for (const m of CATALOGUE.swm.miniatures) expect(m.model, m.id).toMatch(/^models\/swm\/[a-z-]+\.glb$/)
  })

  it('draws any other look as a model path, falling back to the trooper', () => {
    expect(miniatureModelLook('models/hoth/at-at.glb')).toBe('models/hoth/at-at.glb')
    expect(miniatureModelLook('swm/unknown-figure')).toBe('swm/unknown-figure')
    expect(parseMiniatureLook(miniatureModelLook('swm/unknown-figure')).model).toBe('models/trooper.glb')
  })
})
