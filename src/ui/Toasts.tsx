import { useTranslation } from 'react-i18next'
import { useLocalized } from '../i18n/useLocalized'
import { useToasts } from './toastStore'

/** The toast stack in the bottom-right corner; polite live region so screen readers hear it too. */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts)
  const { dismiss } = useToasts((s) => s.actions)
  const { t } = useTranslation()
  const localized = useLocalized()
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.tone}`}>
          <div className="toast-text">
            <span>{t(item.key, item.values)}</span>
            {item.reason ? <span className="toast-reason">{localized(item.reason)}</span> : null}
          </div>
          <button type="button" className="toast-close" aria-label={t('close')} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
