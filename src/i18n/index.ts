/**
 * i18next setup for the app: bundled JSON resources, start language from storage or the browser, and the
 * choice remembered on every change. Import once (main.tsx) before rendering.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resources, LANGUAGES } from './resources'
import { isLanguage, pickLanguage, readStoredLanguage, storeLanguage } from './language'

const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

void i18n.use(initReactI18next).init({
  resources,
  lng: pickLanguage(readStoredLanguage(), preferred),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  // React escapes text itself; escaping here would show "&amp;" in names.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) storeLanguage(lng)
  if (typeof document !== 'undefined') document.documentElement.lang = lng
})
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language

export default i18n
