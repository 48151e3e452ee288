import { describe, expect, it } from 'vitest'
import { pickLanguage } from './language'

describe('pickLanguage', () => {
  it('keeps a remembered choice over the browser language', () => {
    expect(pickLanguage('en', ['hu-HU'])).toBe('en')
    expect(pickLanguage('hu', ['en-US'])).toBe('hu')
  })

  it('starts in Hungarian for a browser that prefers Hungarian', () => {
    expect(pickLanguage(null, ['hu-HU', 'en'])).toBe('hu')
    expect(pickLanguage(null, ['HU'])).toBe('hu')
  })

  it('starts in English otherwise, even when Hungarian is only a fallback', () => {
    expect(pickLanguage(null, ['de-DE', 'hu'])).toBe('en')
    expect(pickLanguage(null, [])).toBe('en')
  })

  it('ignores a stored value that is not a supported language', () => {
    expect(pickLanguage('fr', ['hu'])).toBe('hu')
    expect(pickLanguage('', ['en'])).toBe('en')
  })
})
