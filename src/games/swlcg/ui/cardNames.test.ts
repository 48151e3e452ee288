import { describe, expect, it } from 'vitest'
import { playerLabels, sideName } from './cardNames'

const SEATS = { light: 's1', dark: 's2' }

describe('player labels', () => {
  it('keep two players’ names as they are', () => {
    expect(playerLabels({ s1: 'Anna', s2: 'Béla' }, SEATS, 'en')).toEqual({ s1: 'Anna', s2: 'Béla' })
    expect(playerLabels({ s1: 'Anna' }, SEATS, 'en')).toEqual({ s1: 'Anna' })
  })

  it('add the side to a name that holds both seats (hotseat)', () => {
    const labels = playerLabels({ s1: 'Anna', s2: 'Anna' }, SEATS, 'hu')
    expect(labels.s1).toBe(`Anna (${sideName('light', 'hu')})`)
    expect(labels.s2).toBe(`Anna (${sideName('dark', 'hu')})`)
  })
})
