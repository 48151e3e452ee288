import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../stores/session'
import { PasswordField } from './PasswordField'

/** After a wrong password: type the right one and join again, without going back to the lobby. */
export function RetryPassword() {
  const { t } = useTranslation('lobby')
  const request = useSession((s) => s.request)
  const { join } = useSession((s) => s.actions)
  const [password, setPassword] = useState('')
  if (!request) return null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    join({ ...request, password })
  }
  return (
    <form className="retry-password" onSubmit={submit}>
      <PasswordField value={password} onChange={setPassword} />
      <button type="submit" className="btn btn-primary">
        {t('error.retryPassword')}
      </button>
    </form>
  )
}
