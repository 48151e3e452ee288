import { describe, expect, it } from 'vitest'
import { playerNames } from './playerNames'

describe('playerNames', () => {
  it('adds the seat number only where one name sits at several seats', () => {
    expect(playerNames({ s1: 'Anna', s2: 'Béla', s3: 'Anna' })).toEqual({ s1: 'Anna (1)', s2: 'Béla', s3: 'Anna (3)' })
  })
})
