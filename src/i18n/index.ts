/**
 * i18next setup for the app: the start language from storage or the browser, the choice remembered on every
 * change, and the strings loaded on demand, one chunk per language (bundles/): only the start language's at
 * first, another's when the player switches to it (i18next loads it before it changes language, so the UI
 * never shows raw keys in between). Import once (main.tsx) before rendering.
 */
import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, isLanguage, pickLanguage, readStoredLanguage, storeLanguage, type Language } from './language'
import type { Strings } from './strings'

/** Each language's chunk of strings (namespace → strings). */
const BUNDLES: Record<Language, () => Promise<{ default: Record<string, Strings> }>> = {
  en: () => import('./bundles/en'),
  hu: () => import('./bundles/hu'),
}

/** Loads every namespace of `lang` (the module system keeps the chunk: later calls cost nothing). */
async function loadLanguage(lang: Language): Promise<Record<string, Strings>> {
  return (await BUNDLES[lang]()).default
}

/** An i18next backend over the language chunks. */
const bundleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {})
    loadLanguage(language).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    )
  },
}

const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
const start = pickLanguage(readStoredLanguage(), preferred)

// Loaded before init (a top-level await: every importer, main.tsx first of all, waits for it): i18next must know
// every namespace up front, because code outside React (menus, log lines) translates synchronously.
const namespaces = await loadLanguage(start).then(Object.keys, (error: unknown) => {
  console.error('Could not load the translations', error)
  return []
})

await i18n
  .use(bundleBackend)
  .use(initReactI18next)
  .init({
    lng: start,
    // English fills a gap in any other language, but Hungarian has every key (resources.test.ts), so a Hungarian
    // start never downloads English too.
    fallbackLng: (code) => (code === 'hu' ? [] : ['en']),
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: namespaces,
    // React escapes text itself; escaping here would show "&amp;" in names.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Never suspend a component for strings: they are in before the first render and before a language change.
    react: { useSuspense: false },
  })
// Tests translate in both languages, synchronously; the app loads one language at a time.
if (import.meta.env.MODE === 'test') await i18n.loadLanguages([...LANGUAGES])

// Registered after init, so only a choice the player makes is remembered, not the browser's default.
i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) storeLanguage(lng)
  if (typeof document !== 'undefined') document.documentElement.lang = lng
})
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language

export default i18n
