import { describe, expect, it } from 'vitest'
import { miniatureUrl } from './miniatureModels'

describe('miniatureUrl', () => {
  it('serves shipped models from the app base and ignores any other path a peer writes', () => {
    expect(miniatureUrl('models/trooper.glb', '/')).toBe('/models/trooper.glb')
    expect(miniatureUrl('https://evil.example/x.glb', '/app/')).toBe('/app/models/trooper.glb')
  })
})
