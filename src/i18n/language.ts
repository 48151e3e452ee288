/**
 * The UI languages, and which one to start in: the one the user chose last time (localStorage), otherwise
 * Hungarian for a browser that prefers Hungarian, otherwise English.
 */
/** Languages the UI is written in; the first is the fallback. */
export const LANGUAGES = ['en', 'hu'] as const

/** A UI language. */
export type Language = (typeof LANGUAGES)[number]

/** localStorage key of the chosen language. */
export const LANGUAGE_KEY = 'holotable.lang'

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Picks the start language from a stored choice and the browser's preferred languages. */
export function pickLanguage(stored: string | null | undefined, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored
  // Only the first preference decides: a Hungarian listed third is a fallback, not a wish.
  const first = preferred[0]?.toLowerCase() ?? ''
  return first === 'hu' || first.startsWith('hu-') ? 'hu' : 'en'
}

/** Reads the stored language, tolerating browsers where storage throws (privacy modes). */
export function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null
  } catch {
    return null
  }
}

/** Remembers the chosen language; storage failures only lose the memory, never the choice. */
export function storeLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang)
  } catch {
    // Ignored on purpose: see above.
  }
}
