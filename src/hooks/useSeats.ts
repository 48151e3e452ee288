/** The seats map of a room's document (seat → who holds it), live. */
import { useMemo, useSyncExternalStore } from 'react'
import type * as Y from 'yjs'
import type { SeatId } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import { listSeats } from '../../net/seats'
import { docSource } from './docSource'

/** Every held seat and its holder; re-renders only when a binding changes. */
export function useSeats(doc: Y.Doc): Record<SeatId, SeatBinding> {
  const source = useMemo(() => docSource(doc, listSeats), [doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

/** The seat `publicKey` holds in `seats`, or null (the first by id should a race leave two). */
export function seatHeldBy(seats: Record<SeatId, SeatBinding>, publicKey: string): SeatId | null {
  return (
    Object.keys(seats)
      .sort()
      .find((seat) => seats[seat]?.publicKey === publicKey) ?? null
  )
}
