import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, readOptions } from './metaActions'

describe('readOptions', () => {
  it('reads the defaults from nothing or from a malformed value', () => {
    for (const value of [undefined, null, 5, 'x', [], {}]) expect(readOptions(value)).toEqual(DEFAULT_OPTIONS)
    expect(DEFAULT_OPTIONS.era).toBe('rebellion')
  })

  it('takes a playable era and keeps the other options', () => {
    expect(readOptions({ pointLimit: 150, captureTheDroid: true, era: 'rise-of-the-empire' })).toEqual({
      pointLimit: 150,
      captureTheDroid: true,
      era: 'rise-of-the-empire',
    })
  })

  it('refuses an unknown, unplayable or hostile era, falling back to the Rebellion', () => {
    for (const era of ['atlantis', 'new-republic', '__proto__', 'constructor', 3, null, ['rebellion'], { a: 1 }])
      expect(readOptions({ pointLimit: 200, era }).era).toBe('rebellion')
    // A meta object whose own key is __proto__ (as JSON.parse makes it) breaks nothing either.
    const hostile = JSON.parse('{"__proto__": {"era": "rise-of-the-empire"}, "pointLimit": 100}')
    expect(readOptions(hostile)).toEqual(DEFAULT_OPTIONS)
  })
})
