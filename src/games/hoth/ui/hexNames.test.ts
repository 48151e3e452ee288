import { describe, expect, it } from 'vitest'
import { BOARD_HEXES } from '../../../../engine/games/hoth'
import { hexName } from './hexNames'

describe('hex names', () => {
  it('names a hex by its rim letter and row from the Rebel baseline', () => {
    expect(hexName('0,0')).toBe('A1')
    expect(hexName('4,1')).toBe('E2')
    expect(hexName('9,6')).toBe('J7')
  })

  it('gives every hex of the battlefield its own name', () => {
    expect(new Set(BOARD_HEXES.map(hexName)).size).toBe(BOARD_HEXES.length)
  })

  it('shows anything else as it is', () => {
    expect(hexName('-1,1')).toBe('-1,1')
    expect(hexName('nonsense')).toBe('nonsense')
  })
})
