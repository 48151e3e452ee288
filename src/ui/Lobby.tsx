import { useTranslation } from 'react-i18next'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { LobbyCreate } from './LobbyCreate'
import { LobbyIdentity } from './LobbyIdentity'
import { LobbyJoin } from './LobbyJoin'

/** The lobby: who you are, then create a room or join one. */
export function Lobby() {
  const { t } = useTranslation('lobby')
  const prefill = useSession((s) => s.prefill)
  return (
    <div className="lobby starfield">
      <header className="lobby-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="lobby-main">
        <p className="lobby-tagline">{t('tagline')}</p>
        <LobbyIdentity />
        <div className="lobby-cards">
          <LobbyCreate />
          <LobbyJoin key={prefill?.seq ?? 0} initialCode={prefill?.code} initialPassword={prefill?.password} />
        </div>
      </main>
      <footer className="lobby-footer muted">{t('footer')}</footer>
    </div>
  )
}
