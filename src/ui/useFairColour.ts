/**
 * Keeps this browser's colour at a table apart from everyone else's (fairColour): while it watches, it shows the
 * colour it came with unless a seated player (or a spectator who outranks it) shows that one, and it claims a seat
 * with the colour it shows. Seated, it shows its seat's colour.
 */
import { useEffect, useMemo } from 'react'
import type { SeatBinding } from '../../net/schema'
import type { Room } from '../../net/types'
import { usePeers } from '../hooks/usePeers'
import { seatHeldBy } from '../hooks/useSeats'
import type { ColourHolder } from './fairColour'
import { fairColour } from './fairColour'

/**
 * The colour each room was opened with (the player's choice), by room: the table may show another one meanwhile,
 * and a remounted seat list must still know what was chosen.
 */
const chosen = new WeakMap<Room, string>()

function chosenColour(room: Room): string {
  const known = chosen.get(room)
  if (known !== undefined) return known
  const user = (room.awareness.getLocalState() as { user?: { colour?: unknown } } | null)?.user
  const colour = typeof user?.colour === 'string' ? user.colour : ''
  chosen.set(room, colour)
  return colour
}

/** Applies the fair colour of this browser in `room` (see the file comment); `seats` is the room's seats map. */
export function useFairColour(room: Room, seats: Record<string, SeatBinding>): void {
  const peers = usePeers(room.awareness)
  const mine = seatHeldBy(seats, room.publicKey)
  const colour = useMemo(() => {
    const wanted = chosenColour(room)
    if (!wanted) return null
    // The seats map says who sits (a presence could claim a seat it does not hold).
    const seated = new Set(Object.values(seats).map((b) => b.publicKey))
    const others: ColourHolder[] = [
      ...Object.values(seats).map((b) => ({ key: b.publicKey, colour: b.colour, seated: true })),
      ...peers
        .filter((p) => !p.self)
        .map((p) => ({ key: p.publicKey, colour: p.colour, seated: seated.has(p.publicKey) })),
    ]
    const seatColour = mine ? seats[mine]?.colour : undefined
    return fairColour({ key: room.publicKey, seated: mine !== null }, seatColour ?? wanted, others)
  }, [room, seats, peers, mine])
  useEffect(() => {
    if (colour) room.setColour(colour)
  }, [room, colour])
}
