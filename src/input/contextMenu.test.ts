import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { addObject } from '../../net/table'
import { tableObject } from '../../net/testing/table-fixtures'
import '../i18n'
import { objectMenu } from './contextMenu'
import { createFreeObjectHandler } from './freeObjectHandler'
import { createUndoHistory } from './undoHistory'

function setup() {
  const doc = new Y.Doc()
  addObject(doc, 'vader', tableObject({ kind: 'miniature', look: 'swm/darth-vader-figure' }))
  addObject(doc, 'trooper', tableObject({ kind: 'miniature', look: 'swm/death-star-trooper-figure', x: 1 }))
  addObject(doc, 'plain', tableObject({ kind: 'miniature', look: 'models/trooper.glb', x: 2 }))
  const history = createUndoHistory()
  const handlers = [createFreeObjectHandler(doc, { rollDice: () => {}, history, grid: () => null })]
  return { handlers, history }
}

describe('objectMenu', () => {
  it('titles a named miniature’s menu with its name, in the menu’s language', () => {
    const { handlers, history } = setup()
    expect(objectMenu(handlers, 'vader', ['vader'], 'en', history)?.title).toBe('Darth Vader')
    expect(objectMenu(handlers, 'trooper', [], 'hu', history)?.title).toBe('Halálcsillag-katona')
    expect(objectMenu(handlers, 'trooper', [], 'en', history)?.title).toBe('Death Star Trooper')
  })

  it('leaves an unnamed object’s menu untitled, and counts a selection instead of naming one', () => {
    const { handlers, history } = setup()
    expect(objectMenu(handlers, 'plain', [], 'en', history)?.title).toBe('')
    expect(objectMenu(handlers, 'vader', ['vader', 'trooper'], 'en', history)?.title).toBe('2 objects')
  })
})
