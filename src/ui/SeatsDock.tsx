import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatBinding } from '../../net/schema'
import type { Room } from '../../net/types'
import { useSeatVotes } from '../hooks/useSeatVotes'
import { SeatPicker } from './SeatPicker'
import { useSeatPanel } from './seatPanelStore'
import { votesNeedAttention } from './seatVotes'

/** Props of SeatsDock. */
export interface SeatsDockProps {
  room: Room
  seats: Record<string, SeatBinding>
  /** Seat ids of the box on the table, in order. */
  seatIds: readonly string[]
  /** Keep the list open even for a seated player (a game's setup screen, where sitting down is the task). */
  pinned?: boolean
}

/**
 * The seat list of a table, folded away once this browser sits, so that it never covers the player's own pieces in
 * the table's bottom-left corner. It shows while sitting down is what matters: for a spectator while a seat is free,
 * when a vote or request waits for this browser, while `pinned`, or on demand (the "Seats" button, where a spectator
 * at a full table asks for their seat back, or "free the seat to play on" under a waiting roll).
 */
export function SeatsDock({ room, seats, seatIds, pinned = false }: SeatsDockProps) {
  const { t } = useTranslation('table')
  const votes = useSeatVotes(room)
  const open = useSeatPanel((s) => s.open)
  const { show, hide } = useSeatPanel((s) => s.actions)
  // A request from another table (or room) does not carry over: the list starts folded away and is folded on leaving.
  useEffect(() => {
    hide()
    return hide
  }, [hide])
  // A spectator needs the list while a seat is free; at a full table it folds away too, clear of the players' piles.
  const spectator = !Object.values(seats).some((b) => b.publicKey === room.publicKey)
  const free = seatIds.some((id) => !seats[id])
  const needed = pinned || (spectator && free) || votesNeedAttention(seats, votes, room.publicKey)
  if (needed || open) {
    return (
      <div className={pinned ? 'seats-dock' : 'seats-dock is-playing'}>
        <SeatPicker room={room} seatIds={seatIds} seats={seats} onClose={needed ? undefined : hide} />
      </div>
    )
  }
  return (
    <button type="button" className="btn btn-sm seats-toggle" onClick={() => show()} title={t('votes.seatsHint')}>
      {t('seats.title')}
    </button>
  )
}
