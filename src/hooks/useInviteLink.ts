/**
 * Follows the App URL contract: `#room=CODE` prefills the lobby, `&auto=1` joins at once, `&create=1`
 * creates the room with the sandbox box, `&name=` / `&pw=` / `&colour=` fill in the rest. Read on load
 * and whenever the fragment changes while the lobby is shown (a link pasted into the address bar).
 */
import { useEffect } from 'react'
import i18n from 'i18next'
import { usePrefs } from '../stores/prefs'
import { useSession } from '../stores/session'
import { autoRequest, readInvite } from './inviteIntent'

/** Applies the current URL fragment to the session; call once, high in the tree. */
export function useInviteLink(): void {
  useEffect(() => {
    const apply = () => {
      const session = useSession.getState()
      if (session.phase !== 'lobby') return
      const intent = readInvite(location.hash)
      if (!intent) return
      const prefs = usePrefs.getState()
      const request = autoRequest(intent, {
        name: prefs.name,
        colour: prefs.colour,
        defaultName: i18n.t('lobby:defaultName'),
      })
      if (request) return session.actions.join(request)
      // A link that only prefills may also carry who you are; the lobby shows (and remembers) it.
      if (intent.name) prefs.actions.setName(intent.name)
      if (intent.colour) prefs.actions.setColour(intent.colour)
      session.actions.prefill(intent.code, intent.password)
    }
    apply()
    window.addEventListener('hashchange', apply)
    return () => window.removeEventListener('hashchange', apply)
  }, [])
}

/** Shows `#room=CODE` in the address bar without reloading or re-triggering the hash listener. */
export function showRoomInUrl(code: string | null): void {
  const url = `${location.pathname}${location.search}${code ? `#room=${encodeURIComponent(code)}` : ''}`
  history.replaceState(history.state, '', url)
}
