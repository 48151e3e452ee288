import { describe, expect, it } from 'vitest'
import { markModel, modelStatus } from './modelStatus'

describe('modelStatus', () => {
  it('is loading until marked, then loaded or failed', () => {
    const url = '/models/test-only.glb'
    expect(modelStatus(url)).toBe('loading')
    markModel(url, 'failed')
    expect(modelStatus(url)).toBe('failed')
    markModel(url, 'loaded')
    expect(modelStatus(url)).toBe('loaded')
  })
})
