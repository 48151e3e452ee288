import { describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { addObject, readObject, setLook } from '../../net/table'
import { isTypingTarget, rollDiceLocally } from './tableActions'
import { tableObject } from '../../net/testing/table-fixtures'

describe('table helpers', () => {
  it('leaves keys typed into text fields alone', () => {
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(true)
    expect(isTypingTarget({ tagName: 'CANVAS', isContentEditable: false } as unknown as EventTarget)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })

  it('rolls dice with fresh entropy: a new value every time', async () => {
    const doc = new Y.Doc()
    addObject(doc, 'd6', tableObject({ kind: 'die' }))
    const roll = rollDiceLocally(doc)
    const values = new Set<string>()
    for (let i = 0; i < 40; i++) {
      setLook(doc, 'd6', '')
      roll(['d6'])
      await vi.waitFor(() => expect(readObject(doc, 'd6')!.look).toMatch(/^[1-6]$/))
      values.add(readObject(doc, 'd6')!.look)
    }
    // 40 fair rolls show fewer than three values with probability below 1e-9.
    expect(values.size).toBeGreaterThanOrEqual(3)
  })
})
