import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useIdentity } from '../hooks/useIdentity'
import { showRoomInUrl } from '../hooks/useInviteLink'
import { useSession } from '../stores/session'
import { PasswordField } from './PasswordField'

/** The id of the invite's form, so Enter in the name field (outside it) joins. */
export const INVITE_FORM = 'invite-form'

/** Props of LobbyInvite. */
export interface LobbyInviteProps {
  /** The invited room's code, already checked. */
  code: string
  initialPassword?: string
  /** Shows the full lobby instead (create a room, or join another). */
  onDismiss(): void
}

/**
 * What an invite link lands on: "Join <room>", with nothing to do but say who you are (the name field above
 * has the cursor) and press Enter. The password stays optional: links never carry one the room does not need.
 */
export function LobbyInvite({ code, initialPassword = '', onDismiss }: LobbyInviteProps) {
  const { t } = useTranslation('lobby')
  const identity = useIdentity()
  const { join } = useSession((s) => s.actions)
  const [password, setPassword] = useState(initialPassword)
  const [tried, setTried] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!identity.ok) return
    showRoomInUrl(code)
    join({ code, password, name: identity.name, colour: identity.colour, create: false, box: 'sandbox' })
  }

  return (
    <form
      id={INVITE_FORM}
      className="panel lobby-card lobby-invite"
      onSubmit={submit}
      aria-labelledby="invite-title"
      noValidate
    >
      <h2 id="invite-title" className="card-title">
        {t('invite.title', { code })}
      </h2>
      <p className="muted card-lead">{t('invite.lead')}</p>
      <PasswordField value={password} onChange={setPassword} hint={t('join.passwordHint')} />
      {tried && !identity.ok ? <p className="field-error">{t('errors.noName')}</p> : null}
      <button type="submit" className="btn btn-primary btn-block">
        {t('invite.submit', { code })}
      </button>
      <button type="button" className="btn btn-block" onClick={onDismiss}>
        {t('invite.other')}
      </button>
    </form>
  )
}
