import { describe, expect, it } from 'vitest'
import { tableObject } from '../../net/testing/table-fixtures'
import { shownCardKeys, shownTokenKeys } from './AtlasKeeper'
import type { TableModel } from './tableModel'

const model = (objects: [string, ReturnType<typeof tableObject>][]) =>
  ({ objects: new Map(objects) }) as unknown as TableModel

describe('what the atlases are told the table shows', () => {
  it('lists every card’s face and its game’s back, and both sides of every token', () => {
    const m = model([
      ['a', tableObject({ look: 'swlcg/core-1-2' })],
      ['b', tableObject({ look: '' })],
      ['t', tableObject({ kind: 'token', look: 'swlcg/death-star-dial@3' })],
      ['f', tableObject({ kind: 'miniature', look: 'models/trooper.glb' })],
    ])
    expect(shownCardKeys(m)).toEqual([
      '#back',
      '#unknown',
      'swlcg/core-1-2',
      '#back:swlcg/back-light',
      '#unknown',
      '#back',
    ])
    expect(shownTokenKeys(m)).toEqual(['swlcg/death-star-dial@3', 'swlcg/death-star-dial@3#back'])
  })

  it('keeps the own back of a face-down card or pile that has no look', () => {
    // A scene object (a tabletop card) carries `back`, which the document's table objects do not have.
    const card = { ...tableObject({ look: '', faceUp: false }), back: 'hkk/back' }
    expect(shownCardKeys(model([['slot:1', card]]))).toContain('#back:hkk/back')
  })
})
