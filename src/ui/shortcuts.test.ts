import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { addObject } from '../../net/table'
import { tableObject } from '../../net/testing/table-fixtures'
import i18n from '../i18n'
import { createFreeObjectHandler } from '../input/freeObjectHandler'
import { keyCap } from '../input/keys'
import { createUndoHistory } from '../input/undoHistory'
import { SHORTCUTS } from './shortcuts'

const shown = new Set(SHORTCUTS.flatMap((g) => g.shortcuts.flatMap((s) => s.keys)))

describe('help overlay shortcuts', () => {
  it('names every group, action and gesture in both languages', () => {
    for (const lang of ['en', 'hu']) {
      const t = i18n.getFixedT(lang, 'help')
      for (const group of SHORTCUTS) {
        expect(i18n.exists(`help:groups.${group.id}`, { lng: lang }), group.id).toBe(true)
        for (const s of group.shortcuts) {
          expect(i18n.exists(`help:actions.${s.action}`, { lng: lang }), s.action).toBe(true)
          for (const key of s.keys.filter((k) => k.startsWith('gesture:')))
            expect(t(`gestures.${key.slice('gesture:'.length)}`)).not.toMatch(/^gestures\./)
        }
      }
    }
  })

  it('lists every key the free objects answer to', () => {
    const doc = new Y.Doc()
    addObject(doc, 'c', tableObject())
    addObject(doc, 'd', tableObject({ kind: 'die' }))
    const handler = createFreeObjectHandler(doc, { rollDice: () => {}, history: createUndoHistory(), grid: () => null })
    const keys = [...handler.commands('c', 'en'), ...handler.commands('d', 'en')].flatMap((c) => (c.key ? [c.key] : []))
    for (const key of keys) expect(shown, key).toContain(keyCap(key))
  })

  it('lists the card keys, undo, redo and measuring', () => {
    for (const cap of ['S', 'D', 'Shift+D', 'T', 'X', 'Del', 'Ctrl+Z', 'Ctrl+Shift+Z', 'M'])
      expect(shown).toContain(cap)
  })
})
