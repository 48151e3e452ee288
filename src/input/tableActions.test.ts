import { describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import type { TableObjectKind } from '../../net/schema'
import { addObject, readObject, setLook } from '../../net/table'
import { KEY_BINDINGS, applyTableAction, isTypingTarget } from './tableActions'
import { tableObject } from '../../net/testing/table-fixtures'

function docWith(kind: TableObjectKind, id: string) {
  const doc = new Y.Doc()
  addObject(doc, id, tableObject({ kind }))
  return doc
}

const docWithCard = () => docWith('card', 'c')

describe('table actions', () => {
  it('binds F, R, Q, E and L', () => {
    expect(KEY_BINDINGS).toMatchObject({ f: 'flip', r: 'tap', q: 'rotateLeft', e: 'rotateRight', l: 'lock' })
  })

  it('taps and untaps', () => {
    const doc = docWithCard()
    applyTableAction(doc, 'c', 'tap')
    expect(readObject(doc, 'c')?.quarter).toBe(1)
    applyTableAction(doc, 'c', 'tap')
    expect(readObject(doc, 'c')?.quarter).toBe(0)
    applyTableAction(doc, 'c', 'rotateLeft')
    applyTableAction(doc, 'c', 'tap')
    expect(readObject(doc, 'c')?.quarter).toBe(0)
  })

  it('flips, rotates and toggles the lock', () => {
    const doc = docWithCard()
    applyTableAction(doc, 'c', 'flip')
    applyTableAction(doc, 'c', 'rotateRight')
    applyTableAction(doc, 'c', 'lock')
    expect(readObject(doc, 'c')).toMatchObject({ faceUp: false, quarter: 1, locked: true })
    applyTableAction(doc, 'c', 'lock')
    expect(readObject(doc, 'c')?.locked).toBe(false)
    expect(applyTableAction(doc, 'missing', 'flip')).toBe(false)
  })

  it('leaves keys typed into text fields alone', () => {
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(true)
    expect(isTypingTarget({ tagName: 'CANVAS', isContentEditable: false } as unknown as EventTarget)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('a die', () => {
  it('rolls instead of flipping: F writes a new value from fresh entropy', async () => {
    const doc = docWith('die', 'd6')
    const values = new Set<string>()
    for (let i = 0; i < 40; i++) {
      setLook(doc, 'd6', '')
      expect(applyTableAction(doc, 'd6', 'flip')).toBe(true)
      await vi.waitFor(() => expect(readObject(doc, 'd6')!.look).toMatch(/^[1-6]$/))
      values.add(readObject(doc, 'd6')!.look)
      expect(readObject(doc, 'd6')!.faceUp).toBe(true)
    }
    // 40 fair rolls show fewer than three values with probability below 1e-9.
    expect(values.size).toBeGreaterThanOrEqual(3)
  })
})
