/**
 * Toasts when someone joins or leaves the room. Watches awareness: a person counts as joined once their
 * presence (with a name) arrives, and as gone when their presence is removed (they left or timed out).
 */
import { useEffect } from 'react'
import type { Awareness } from 'y-protocols/awareness'
import { PRESENCE_NAME_MAX } from '../../net/presence'
import { safeName } from '../../net/sanitize'
import type { Presence } from '../../net/types'
import { toast } from '../ui/toastStore'

/** Names by client id of everyone with a presence, except this browser; names cleaned and capped (safeName). */
export function presentNames(awareness: Pick<Awareness, 'getStates' | 'clientID'>): Map<number, string> {
  const names = new Map<number, string>()
  awareness.getStates().forEach((state, id) => {
    // Untrusted: a peer may publish any value, of any size, as its name.
    const name = safeName((state as Partial<Presence>).user?.name, PRESENCE_NAME_MAX)
    if (id !== awareness.clientID && name) names.set(id, name)
  })
  return names
}

/** Shows "joined"/"left" toasts for `awareness` while mounted. */
export function usePeerToasts(awareness: Awareness): void {
  useEffect(() => {
    // People already here when the table opens are not news.
    let known = presentNames(awareness)
    const onChange = () => {
      const now = presentNames(awareness)
      for (const [id, name] of now) if (!known.has(id)) toast('info', 'table:toast.peerJoined', { name })
      for (const [id, name] of known) if (!now.has(id)) toast('info', 'table:toast.peerLeft', { name })
      known = now
    }
    awareness.on('change', onChange)
    return () => awareness.off('change', onChange)
  }, [awareness])
}
