import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { LobbyCreate } from './LobbyCreate'
import { LobbyIdentity } from './LobbyIdentity'
import { INVITE_FORM, LobbyInvite } from './LobbyInvite'
import { LobbyJoin } from './LobbyJoin'

/**
 * The lobby: who you are, then create a room or join one. An invite link lands on just "Join <room>" under the
 * name, until the player asks for the whole lobby.
 */
export function Lobby() {
  const { t } = useTranslation('lobby')
  const prefill = useSession((s) => s.prefill)
  const [dismissed, setDismissed] = useState<number | null>(null)
  const invite = prefill?.invite && dismissed !== prefill.seq ? prefill : null
  return (
    <div className="lobby starfield">
      <header className="lobby-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="lobby-main">
        <p className="lobby-tagline">{t('tagline')}</p>
        <LobbyIdentity autoFocus={invite !== null} form={invite ? INVITE_FORM : undefined} />
        {invite ? (
          <LobbyInvite
            key={invite.seq}
            code={invite.code}
            initialPassword={invite.password}
            onDismiss={() => setDismissed(invite.seq)}
          />
        ) : (
          <div className="lobby-cards">
            <LobbyCreate />
            <LobbyJoin key={prefill?.seq ?? 0} initialCode={prefill?.code} initialPassword={prefill?.password} />
          </div>
        )}
      </main>
      <footer className="lobby-footer muted">{t('footer')}</footer>
    </div>
  )
}
