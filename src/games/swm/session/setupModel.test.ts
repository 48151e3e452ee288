import { describe, expect, it } from 'vitest'
import { CHARACTERS } from '../../../../engine/games/swm/data/characters'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import { setupSwm } from '../../../../engine/games/swm/setup'
import { PLAYABLE_ERAS, configFor, isPlayableEra, playableEras } from './setupModel'

const yoda = CHARACTERS.find((d) => d.id === 'yoda')!
const vader = CHARACTERS.find((d) => d.id === 'darth-vader')!

describe('playable eras', () => {
  it('are the eras both sides can field someone in, in the era table order', () => {
    expect(PLAYABLE_ERAS).toEqual(['rise-of-the-empire', 'rebellion'])
  })

  it('are derived from the character table, not listed', () => {
    // Without Yoda the Republic has nobody: only the Rebellion is left.
    expect(playableEras(CHARACTERS.filter((d) => d.id !== 'yoda'))).toEqual(['rebellion'])
    expect(playableEras([yoda])).toEqual([])
    expect(playableEras([yoda, vader])).toEqual(['rise-of-the-empire'])
    // A fringe character joins any squad, so it fills both sides of every era.
    const fringe: CharacterDef = { ...vader, id: 'bounty-hunter', faction: 'fringe', unique: null }
    expect(playableEras([fringe])).toEqual([
      'old-republic',
      'rise-of-the-empire',
      'rebellion',
      'new-republic',
      'new-jedi-order',
    ])
  })

  it('answers any value safely', () => {
    expect(isPlayableEra('rise-of-the-empire')).toBe(true)
    for (const bad of ['new-republic', '__proto__', 'constructor', 7, null, undefined, ['rebellion']])
      expect(isPlayableEra(bad)).toBe(false)
  })
})

describe('configFor', () => {
  it('starts in the Rebellion unless told another era, and the engine accepts every playable one', () => {
    expect(configFor(100).era).toBe('rebellion')
    expect(configFor(150, true, 'rise-of-the-empire')).toMatchObject({
      era: 'rise-of-the-empire',
      captureTheDroid: true,
    })
    for (const era of PLAYABLE_ERAS) expect(setupSwm(configFor(100, false, era), ['s1', 's2']).config.era).toBe(era)
  })
})
