import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { generateRoomCode } from '../../net/room-code'
import { useIdentity } from '../hooks/useIdentity'
import { showRoomInUrl } from '../hooks/useInviteLink'
import { useSession, type BoxId } from '../stores/session'
import { BoxList } from './BoxList'
import { PasswordField } from './PasswordField'

/** "Create a room": a fresh code, an optional password and the box to set up. */
export function LobbyCreate() {
  const { t } = useTranslation('lobby')
  const identity = useIdentity()
  const { join } = useSession((s) => s.actions)
  const [code, setCode] = useState(generateRoomCode)
  const [password, setPassword] = useState('')
  const [box, setBox] = useState<BoxId>('sandbox')
  const [tried, setTried] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!identity.ok) return
    // The address bar shows the room, so it can be shared (and a reload offers to rejoin it).
    showRoomInUrl(code)
    join({ code, password, name: identity.name, colour: identity.colour, create: true, box })
  }

  return (
    <form className="panel lobby-card" onSubmit={submit} aria-labelledby="create-title" noValidate>
      <h2 id="create-title" className="card-title">
        {t('create.title')}
      </h2>
      <p className="muted card-lead">{t('create.lead')}</p>
      <div className="create-grid">
        <div className="create-fields">
          <div className="field">
            <span className="field-label">{t('code')}</span>
            <div className="code-row">
              <output className="code-display mono" aria-live="polite">
                {code}
              </output>
              <button
                type="button"
                className="btn btn-sm btn-icon"
                title={t('create.newCode')}
                aria-label={t('create.newCode')}
                onClick={() => setCode(generateRoomCode())}
              >
                ↻
              </button>
            </div>
          </div>
          <PasswordField value={password} onChange={setPassword} hint={t('create.passwordHint')} />
        </div>
        <BoxList value={box} onChange={setBox} />
      </div>
      {tried && !identity.ok ? <p className="field-error">{t('errors.noName')}</p> : null}
      <button type="submit" className="btn btn-primary btn-block">
        {t('create.submit')}
      </button>
    </form>
  )
}
