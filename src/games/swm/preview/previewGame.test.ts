import { describe, expect, it } from 'vitest'
import { previewState } from './previewGame'

describe('the preview skirmish', () => {
  it('fields the asked number of figures, all on the map, through the real engine', () => {
    const state = previewState(20)
    const figures = Object.values(state.figures)
    expect(figures).toHaveLength(20)
    expect(figures.every((f) => f.at !== null && !f.defeated)).toBe(true)
    expect(state.stage).toBe('phases')
    expect(Object.values(previewState(3).figures)).toHaveLength(3)
  })

  it('can field Yoda alone for the light side, in the Rise of the Empire', () => {
    const state = previewState(5, 'yoda')
    expect(state.config.era).toBe('rise-of-the-empire')
    expect(Object.keys(state.figures).filter((id) => id.startsWith('s1/'))).toEqual(['s1/yoda/1'])
    expect(Object.values(state.figures)).toHaveLength(5)
  })
})
