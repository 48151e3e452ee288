/**
 * A useSyncExternalStore source for a Room's status. The snapshot only changes identity when a field
 * changes, so React re-renders on real changes and never loops on a fresh-but-equal object.
 */
import type { Room, RoomStatus } from '../../net/types'

/** Subscribe/snapshot pair for useSyncExternalStore. */
export interface ExternalSource<T> {
  subscribe(onChange: () => void): () => void
  getSnapshot(): T
}

/** True when two statuses show the same thing. */
export function sameStatus(a: RoomStatus, b: RoomStatus): boolean {
  return (
    a.signaling === b.signaling &&
    a.peers === b.peers &&
    a.synced === b.synced &&
    a.bootstrap === b.bootstrap &&
    a.problem === b.problem &&
    a.checking === b.checking
  )
}

/** A status source for one room. */
export function statusSource(room: Pick<Room, 'status' | 'onStatus'>): ExternalSource<RoomStatus> {
  let current = room.status()
  const read = () => {
    const next = room.status()
    if (!sameStatus(next, current)) current = next
    return current
  }
  return {
    subscribe: (onChange) => room.onStatus(() => onChange()),
    getSnapshot: read,
  }
}
