/**
 * Keeps the address bar and the tab's remembered room (tabRoom.ts) in step with the session: at a table the
 * address bar shows just `#room=CODE` (no password, no `auto`/`create` left from the link that brought the
 * player) and the tab remembers the room, so a reload comes straight back; back in the lobby the address bar
 * shows the code the join form holds and the tab forgets the room, so a reload stays in the lobby.
 */
import { useEffect, useRef } from 'react'
import { useSession } from '../stores/session'
import { forgetTabRoom, rememberTabRoom } from './tabRoom'
import { showRoomInUrl } from './useInviteLink'

/** Call once, in the App. */
export function useTabRoom(): void {
  const phase = useSession((s) => s.phase)
  const request = useSession((s) => s.request)
  const lobbyCode = useSession((s) => (s.phase === 'lobby' ? (s.prefill?.code ?? null) : null))
  const previous = useRef(phase)

  useEffect(() => {
    if (phase === 'table' && request) {
      rememberTabRoom(request)
      showRoomInUrl(request.code)
    } else if (phase === 'lobby' && previous.current !== 'lobby') {
      forgetTabRoom()
    }
    previous.current = phase
  }, [phase, request])

  useEffect(() => {
    if (lobbyCode) showRoomInUrl(lobbyCode)
  }, [lobbyCode])
}
