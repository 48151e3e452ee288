import { describe, expect, it } from 'vitest'
import i18n from './index'

describe('i18n instance', () => {
  it('translates in both languages, with plural and zero forms', async () => {
    await i18n.changeLanguage('en')
    expect(i18n.t('table:status.others', { count: 0 })).toBe('Alone')
    expect(i18n.t('table:status.others', { count: 1 })).toBe('+1 player')
    expect(i18n.t('table:status.others', { count: 3 })).toBe('+3 players')
    await i18n.changeLanguage('hu')
    expect(i18n.t('table:status.others', { count: 3 })).toBe('+3 játékos')
    expect(i18n.t('lobby:boxes.sandbox.name')).toBe('Homokozó')
  })

  it('needs only the chosen language: Hungarian has no fallback, so a Hungarian start loads no English', async () => {
    await i18n.changeLanguage('hu')
    expect(i18n.languages).toEqual(['hu'])
    await i18n.changeLanguage('en')
    expect(i18n.languages).toEqual(['en'])
  })

  it('falls back to English for a language it does not have', async () => {
    await i18n.changeLanguage('de')
    expect(i18n.t('lobby:boxes.sandbox.name')).toBe('Sandbox')
  })
})
