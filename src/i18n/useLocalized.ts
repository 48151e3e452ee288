/** Picks the current UI language's side of a `{ hu, en }` text (engine and net reasons come that way). */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../engine/core/types'

/** Returns a function that renders a LocalizedText in the current language. */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation()
  const lang = i18n.resolvedLanguage ?? i18n.language
  return useCallback((text: LocalizedText) => (lang === 'hu' ? text.hu : text.en), [lang])
}
