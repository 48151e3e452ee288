import { describe, expect, it } from 'vitest'
import { parseHex, shade } from './colour'

describe('colour', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex('#c98a12')).toEqual([201, 138, 18])
    expect(parseHex('teal')).toEqual([128, 128, 128])
  })
  it('shades towards black and white', () => {
    expect(shade('#808080', -1)).toBe('rgb(0, 0, 0)')
    expect(shade('#000000', 0.5)).toBe('rgb(128, 128, 128)')
  })
})
