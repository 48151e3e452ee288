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
})
