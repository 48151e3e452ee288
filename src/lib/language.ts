/** The UI languages the painters can write card names in (kept here so src/lib needs no i18n setup). */
export type Language = 'en' | 'hu'

/** Maps an i18next language code ('hu', 'hu-HU', 'en-GB' …) to a painter language; English otherwise. */
export function painterLanguage(code: string | undefined): Language {
  return code?.toLowerCase().startsWith('hu') ? 'hu' : 'en'
}
