/** The seats map of a room's document (seat → who holds it), live, with names and colours made safe to show. */
import { useMemo, useSyncExternalStore } from 'react'
import type * as Y from 'yjs'
import type { SeatId } from '../../engine/core/types'
import { safeColour, safeName } from '../../net/sanitize'
import type { SeatBinding } from '../../net/schema'
import { listSeats } from '../../net/seats'
import { docSource } from './docSource'

/** Longest seat holder name shown (what net/seats.ts writes at most). */
const SEAT_NAME_MAX = 64

/**
 * The bindings with display-safe fields: any peer can write any binding into the document, and its colour goes
 * into CSS (so `#rrggbb` or grey, never a `url(…)`) and its name into text (cleaned and capped).
 */
export function safeSeats(seats: Record<SeatId, SeatBinding>): Record<SeatId, SeatBinding> {
  const out: Record<SeatId, SeatBinding> = {}
  for (const [seat, binding] of Object.entries(seats)) {
    out[seat] = {
      name: safeName(binding.name, SEAT_NAME_MAX),
      colour: safeColour(binding.colour),
      publicKey: binding.publicKey,
    }
  }
  return out
}

/** Every held seat and its holder (display-safe, see safeSeats); re-renders only when a binding changes. */
export function useSeats(doc: Y.Doc): Record<SeatId, SeatBinding> {
  const source = useMemo(() => docSource(doc, (d) => safeSeats(listSeats(d)), { ledger: true }), [doc])
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

/** Every seat `publicKey` holds in `seats`, sorted: usually one; several in a hotseat game. */
export function seatsHeldBy(seats: Record<SeatId, SeatBinding>, publicKey: string): SeatId[] {
  return Object.keys(seats)
    .filter((seat) => seats[seat]?.publicKey === publicKey)
    .sort()
}
