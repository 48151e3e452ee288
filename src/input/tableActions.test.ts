import { describe, expect, it } from 'vitest'
import { isTypingTarget } from './tableActions'

describe('table helpers', () => {
  it('leaves keys typed into text fields alone', () => {
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(true)
    expect(isTypingTarget({ tagName: 'CANVAS', isContentEditable: false } as unknown as EventTarget)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
