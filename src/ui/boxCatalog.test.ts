import { describe, expect, it } from 'vitest'
import en from '../i18n/locales/en/lobby.json'
import hu from '../i18n/locales/hu/lobby.json'
import { BOXES } from '../boxes'
import { HOTH_SEATS } from '../games/hoth/session/setupModel'
import { SANDBOX_SEATS } from '../sandbox/tabletopSetup'
import { BOX_CATALOG, BOX_SEATS } from './boxCatalog'

type Boxes = Record<string, { name: string; desc: string }>

describe('the lobby’s box list', () => {
  it('offers every box, each playable, named and described in both languages', () => {
    for (const { id, box } of BOX_CATALOG) {
      expect(box, id).not.toBeNull()
      for (const locale of [en.boxes as Boxes, hu.boxes as Boxes]) {
        expect(locale[id]?.name, id).toBeTruthy()
        expect(locale[id]?.desc, id).toBeTruthy()
      }
    }
    const boxes = BOX_CATALOG.map((e) => e.box)
    expect(new Set(boxes).size).toBe(boxes.length)
    // Every sandbox box can be opened from the lobby; 'hoth' is the rules-mode table.
    expect(boxes.filter((b) => b !== 'hoth').sort()).toEqual(Object.keys(BOXES).sort())
  })

  it('seats four at every box', () => {
    for (const { box } of BOX_CATALOG) if (box) expect(BOX_SEATS[box]).toHaveLength(4)
  })

  it('lists the same seats as the games themselves', () => {
    expect(BOX_SEATS.hoth).toEqual(HOTH_SEATS)
    for (const { box } of BOX_CATALOG) if (box && box !== 'hoth') expect(BOX_SEATS[box]).toEqual(SANDBOX_SEATS)
  })
})
