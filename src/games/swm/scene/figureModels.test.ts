import { describe, expect, it } from 'vitest'
import { SWM_MODELS } from '../pieces/swmModels'
import { lookOf, modelUrl, standInParts } from './figureModels'

describe('figure models', () => {
  it('gives every character of the box its sculpt and anyone else the stand-in', () => {
    for (const id of ['obi-wan-kenobi', 'luke-skywalker-champion', 'darth-vader', 'death-star-trooper'])
      expect(SWM_MODELS).toContain(lookOf(id))
    expect(lookOf('luke-skywalker-champion')).toBe('luke-skywalker')
    expect(lookOf('no-such-character')).toBe('stand-in')
    expect(lookOf('constructor')).toBe('stand-in')
    expect(modelUrl('darth-vader', '/app/')).toBe('/app/models/swm/darth-vader.glb')
  })

  it('bakes the stand-in once, as one solid part standing on y = 0', () => {
    const parts = standInParts()
    expect(standInParts()).toBe(parts)
    expect(parts).toHaveLength(1)
    const g = parts[0]!.geometry
    g.computeBoundingBox()
    expect(g.boundingBox!.min.y).toBeCloseTo(0)
    expect(g.boundingBox!.max.y).toBeLessThan(0.4)
    expect(g.getAttribute('color').itemSize).toBe(4)
  })
})
