import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../i18n/language'

/** Props of LanguageSwitch. */
export interface LanguageSwitchProps {
  className?: string
}

/** The HU/EN toggle; the choice is remembered by the i18n module. */
export function LanguageSwitch({ className = '' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  return (
    <div className={`lang-switch ${className}`} role="group" aria-label={t('language.label')}>
      {[...LANGUAGES].reverse().map((lang) => (
        <button
          key={lang}
          type="button"
          className="lang-option"
          aria-pressed={current === lang}
          title={t(`language.${lang}`)}
          onClick={() => void i18n.changeLanguage(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
