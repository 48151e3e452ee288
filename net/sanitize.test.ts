import { describe, expect, it } from 'vitest'
import { safeColour, safeName } from './sanitize'

describe('safeColour', () => {
  it('keeps #rrggbb, in lower case', () => {
    expect(safeColour('#58d0ff')).toBe('#58d0ff')
    expect(safeColour('#AbCdEf')).toBe('#abcdef')
  })

  it.each([
    'url(https://evil.example/x.png)',
    'red;background:url(https://evil.example/x.png)',
    '#58d0ff;background:url(https://evil.example/x.png)',
    '#58d0ff url(x)',
    ' #58d0ff',
    '#58d0ff\n',
    'image-set("https://evil.example/x.png" 1x)',
    'var(--x)',
    'red',
    '#f00',
    '#58d0ff80',
    '',
  ])('turns %j into the fallback', (value) => {
    expect(safeColour(value)).toBe('#888888')
    expect(safeColour(value, '#58d0ff')).toBe('#58d0ff')
  })

  it('turns non-strings into the fallback', () => {
    for (const value of [null, undefined, 0xff0000, ['#ff0000'], { toString: () => '#ff0000' }]) {
      expect(safeColour(value)).toBe('#888888')
    }
  })
})

describe('safeName', () => {
  it('trims and keeps ordinary names, accents included', () => {
    expect(safeName('  Árvíztűrő Béla  ')).toBe('Árvíztűrő Béla')
  })

  it('caps a huge name', () => {
    expect(safeName('x'.repeat(1_000_000))).toBe('x'.repeat(64))
    expect(safeName('abcdef', 3)).toBe('abc')
  })

  it('removes control characters and bidi overrides', () => {
    expect(safeName('Anna\u202e\u2066moc.live\u2069\u0000\n\u0085\u200f')).toBe('Annamoc.live')
    expect(safeName('\u202e\u202e')).toBe('')
  })

  it('never ends in half a surrogate pair', () => {
    expect(safeName('ab😀', 3)).toBe('ab')
  })

  it('returns an empty string for non-strings', () => {
    for (const value of [null, undefined, 5, ['Anna'], { name: 'Anna' }]) expect(safeName(value)).toBe('')
  })
})
