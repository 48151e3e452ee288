import { describe, expect, it } from 'vitest'
import { miniatureUrl, parseMiniatureLook } from './miniatureModels'

describe('miniatureUrl', () => {
  it('serves shipped models from the app base and ignores any other path a peer writes', () => {
    expect(miniatureUrl('models/trooper.glb', '/')).toBe('/models/trooper.glb')
    expect(miniatureUrl('https://evil.example/x.glb', '/app/')).toBe('/app/models/trooper.glb')
  })
})

describe('parseMiniatureLook', () => {
  it('reads a shipped model and an armour colour, and ignores colours that are not plain hex', () => {
    expect(parseMiniatureLook('models/trooper.glb#B8412F')).toEqual({ model: 'models/trooper.glb', tint: '#b8412f' })
    expect(parseMiniatureLook('models/hoth/at-at.glb')).toEqual({ model: 'models/hoth/at-at.glb', tint: null })
    expect(parseMiniatureLook('models/hoth/at-at.glb#red;x')).toEqual({ model: 'models/hoth/at-at.glb', tint: null })
    expect(parseMiniatureLook('../secret.glb#123456').model).toBe('models/trooper.glb')
    expect(miniatureUrl('models/hoth/snowspeeder.glb', '/app/')).toBe('/app/models/hoth/snowspeeder.glb')
    expect(parseMiniatureLook('models/swm/darth-vader.glb').model).toBe('models/swm/darth-vader.glb')
    expect(parseMiniatureLook('models/swm/../trooper.glb').model).toBe('models/trooper.glb')
  })
})
