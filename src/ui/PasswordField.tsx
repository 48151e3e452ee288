import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Props of PasswordField. */
export interface PasswordFieldProps {
  value: string
  onChange(value: string): void
  hint?: string
}

/** An optional room password with a show/hide toggle (players read it to each other aloud). */
export function PasswordField({ value, onChange, hint }: PasswordFieldProps) {
  const { t } = useTranslation('lobby')
  const [visible, setVisible] = useState(false)
  const id = useId()
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('password')} <span className="optional">{t('optional')}</span>
      </label>
      <div className="password-row">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete="off"
          placeholder={t('passwordPlaceholder')}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-sm"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          title={visible ? t('hidePassword') : t('showPassword')}
        >
          {visible ? t('hide') : t('show')}
        </button>
      </div>
      {hint ? <p className="field-hint">{hint}</p> : null}
    </div>
  )
}
