import { useTranslation } from 'react-i18next'
import { useLocalized } from '../i18n/useLocalized'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { RetryPassword } from './RetryPassword'

/** Why joining failed, what to do about it, and the ways out: try again or back to the lobby. */
export function JoinError() {
  const { t } = useTranslation('lobby')
  const localized = useLocalized()
  const error = useSession((s) => s.error)
  const request = useSession((s) => s.request)
  const { retry, leave } = useSession((s) => s.actions)
  if (!error) return null
  const detail = error.kind === 'open-failed' ? (error.reason ? localized(error.reason) : (error.detail ?? null)) : null
  return (
    <div className="center-screen starfield">
      <div className="panel progress-card error-card" role="alert">
        <div className="progress-head">
          <Brand size="small" />
          <LanguageSwitch />
        </div>
        <p className="eyebrow eyebrow-danger">{t('error.title')}</p>
        <h2 className="error-title">{t(`error.${error.kind}.title`)}</h2>
        <p className="muted">{t(`error.${error.kind}.body`, { code: request?.code ?? '' })}</p>
        {detail ? <p className="error-detail mono">{detail}</p> : null}
        {error.kind === 'wrong-password' ? <RetryPassword /> : null}
        <div className="button-row">
          {error.kind !== 'wrong-password' ? (
            <button type="button" className="btn" onClick={retry}>
              {t('error.retry')}
            </button>
          ) : null}
          <button type="button" className={error.kind === 'wrong-password' ? 'btn' : 'btn btn-primary'} onClick={leave}>
            {t('error.back')}
          </button>
        </div>
      </div>
    </div>
  )
}
