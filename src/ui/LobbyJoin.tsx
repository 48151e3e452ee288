import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { parseRoomCode } from '../../net/room-code'
import { useIdentity } from '../hooks/useIdentity'
import { showRoomInUrl } from '../hooks/useInviteLink'
import { useLocalized } from '../i18n/useLocalized'
import { useSession } from '../stores/session'
import { OpenSavedRoom } from './OpenSavedRoom'
import { PasswordField } from './PasswordField'

/** Props of LobbyJoin. */
export interface LobbyJoinProps {
  /** Starting values (invite link or the room just left); remount with a new key to apply new ones. */
  initialCode?: string
  initialPassword?: string
}

/**
 * "Join a room": a code someone read out or sent, and the password if the room has one; or a saved room file,
 * which names its room.
 */
export function LobbyJoin({ initialCode = '', initialPassword = '' }: LobbyJoinProps) {
  const { t } = useTranslation('lobby')
  const localized = useLocalized()
  const identity = useIdentity()
  const { join } = useSession((s) => s.actions)
  const [code, setCode] = useState(initialCode)
  const [password, setPassword] = useState(initialPassword)
  // A prefilled code is checked at once (a broken link should say so); a typed one once submitted.
  const checkCode = initialCode !== ''
  const [tried, setTried] = useState(false)

  const parsed = parseRoomCode(code)
  const codeError = code.trim() === '' ? t('errors.noCode') : parsed.ok ? null : localized(parsed.reason)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!parsed.ok || !identity.ok) return
    showRoomInUrl(parsed.code)
    join({ code: parsed.code, password, name: identity.name, colour: identity.colour, create: false, box: 'sandbox' })
  }

  return (
    <form className="panel lobby-card" onSubmit={submit} aria-labelledby="join-title" noValidate>
      <h2 id="join-title" className="card-title">
        {t('join.title')}
      </h2>
      <p className="muted card-lead">{t('join.lead')}</p>
      <label className="field">
        <span className="field-label">{t('code')}</span>
        <input
          className="input mono"
          value={code}
          placeholder="K7QF-2MXD"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={(tried || checkCode) && codeError !== null}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {(tried || checkCode) && codeError ? <p className="field-error">{codeError}</p> : null}
      <PasswordField value={password} onChange={setPassword} hint={t('join.passwordHint')} />
      {tried && !identity.ok ? <p className="field-error">{t('errors.noName')}</p> : null}
      <button type="submit" className="btn btn-primary btn-block">
        {t('join.submit')}
      </button>
      <OpenSavedRoom password={password} />
    </form>
  )
}
