import { describe, expect, it } from 'vitest'
import { foldLog } from '../../../core/fold'
import { hashState } from '../../../core/hash'
import { tabletop } from '../tabletop'
import { generateTabletopSession } from './session'

describe('generateTabletopSession (bench input)', () => {
  it('is reproducible, nearly all accepted, and keeps every card in play', () => {
    const a = generateTabletopSession({ seed: 't', length: 600, cards: 120, decks: 3 })
    const b = generateTabletopSession({ seed: 't', length: 600, cards: 120, decks: 3 })
    expect(b.entries).toEqual(a.entries)
    const folded = foldLog(tabletop, a.init, a.entries)
    expect(folded.steps.filter((s) => !s.ok).length).toBeLessThan(a.entries.length / 50)
    const zones = Object.values(folded.state.cards.zones)
    expect(zones.reduce((n, z) => n + z.slots.length, 0)).toBe(120)
    expect(hashState(foldLog(tabletop, b.init, b.entries).state)).toBe(hashState(folded.state))
  })
})
