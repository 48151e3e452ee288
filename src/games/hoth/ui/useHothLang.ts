/** The UI language as a Hoth text language, following i18next's language changes. */
import { useTranslation } from 'react-i18next'
import { painterLanguage } from '../../../lib/language'
import type { HothLang } from './names'

/** 'hu' or 'en', re-rendering the caller when the UI language changes. */
export function useHothLang(): HothLang {
  const { i18n } = useTranslation()
  return painterLanguage(i18n.resolvedLanguage ?? i18n.language)
}
