import { useTranslation } from 'react-i18next'

/** Props of Brand. */
export interface BrandProps {
  /** Large for the lobby header, compact for the status bar. */
  size?: 'large' | 'small'
}

/** The Holotable mark: a ringed emitter and the word mark. */
export function Brand({ size = 'large' }: BrandProps) {
  const { t } = useTranslation()
  return (
    <div className={`brand brand-${size}`}>
      <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.5" />
        <circle cx="20" cy="20" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="20" cy="20" r="4.5" fill="var(--amber)" />
      </svg>
      <span className="brand-name">{t('appName')}</span>
    </div>
  )
}
