/** The UI language as a text language ('hu' or 'en') for the engine's LocalizedText, following i18next's changes. */
import { useTranslation } from 'react-i18next'
import { painterLanguage, type Language } from '../../../lib/language'

/** 'hu' or 'en', re-rendering the caller when the UI language changes. */
export function useSwmLang(): Language {
  const { i18n } = useTranslation()
  return painterLanguage(i18n.resolvedLanguage ?? i18n.language)
}
