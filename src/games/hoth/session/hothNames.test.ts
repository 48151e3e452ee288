import { describe, expect, it } from 'vitest'
import { hothNames } from './hothNames'

describe('hothNames', () => {
  it('adds the seat number only where one name sits at several seats', () => {
    expect(hothNames({ s1: 'Anna', s2: 'Béla', s3: 'Anna' })).toEqual({ s1: 'Anna (1)', s2: 'Béla', s3: 'Anna (3)' })
  })
})
