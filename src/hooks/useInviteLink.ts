/**
 * Follows the App URL contract: `#room=CODE` prefills the lobby, `&auto=1` joins at once, `&create=1`
 * creates the room with the sandbox box, `&name=` / `&pw=` / `&colour=` fill in the rest. Read on load and
 * whenever the fragment changes (a link pasted into the address bar). Before that, `resumeTabRoom` rejoins a
 * room this tab already sat at (a reload, a reopened tab); a link to another room while in one asks first
 * (src/ui/FollowInviteDialog.tsx), then leaves and follows it.
 */
import { useEffect } from 'react'
import i18n from 'i18next'
import { usePrefs } from '../stores/prefs'
import { useInviteSwitch } from '../stores/inviteSwitch'
import { useSession } from '../stores/session'
import { autoRequest, canonicalCode, readInvite, type InviteIntent } from './inviteIntent'
import { tabRoomRequest } from './tabRoom'

/** Applies the current URL fragment to the session; call once, high in the tree. */
export function useInviteLink(): void {
  useEffect(() => {
    const onLink = () => {
      const intent = readInvite(location.hash)
      if (!intent) return
      const { phase, request } = useSession.getState()
      if (phase === 'lobby') return followInvite(intent)
      // The address bar of a tab in a room shows that room; only a link to another one moves the tab.
      if (request && canonicalCode(intent.code) === canonicalCode(request.code)) return
      useInviteSwitch.getState().ask(intent)
    }
    onLink()
    window.addEventListener('hashchange', onLink)
    return () => window.removeEventListener('hashchange', onLink)
  }, [])
}

/**
 * Rejoins the room this tab sat at when the address bar still names it (a reload, a reopened tab). Called
 * before the first render, so the lobby never flashes on the way back to the table.
 */
export function resumeTabRoom(): void {
  const intent = readInvite(location.hash)
  const back = intent?.valid ? tabRoomRequest(intent.code) : null
  if (back) useSession.getState().actions.join(back)
}

/** Does what `intent` asks: joins at once (`auto=1`), or opens the lobby with the link's room filled in. */
export function followInvite(intent: InviteIntent): void {
  const session = useSession.getState()
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
  if (session.phase !== 'lobby') session.actions.leave()
  session.actions.prefill(intent.code, intent.password, intent.valid)
}

/** Shows `#room=CODE` in the address bar without reloading or re-triggering the hash listener. */
export function showRoomInUrl(code: string | null): void {
  const url = `${location.pathname}${location.search}${code ? `#room=${encodeURIComponent(code)}` : ''}`
  history.replaceState(history.state, '', url)
}
