import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatBinding } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { useSeatVotes } from '../../../hooks/useSeatVotes'
import { SeatPicker } from '../../../ui/SeatPicker'
import { useSeatPanel } from '../../../ui/seatPanelStore'
import { votesNeedAttention } from '../../../ui/seatVotes'
import { HOTH_SEATS } from './setupModel'

/** Props of HothSeats. */
export interface HothSeatsProps {
  room: Room
  seats: Record<string, SeatBinding>
  /** True once a game runs: the battlefield needs the room, so the list then shows only when it matters. */
  started: boolean
}

/**
 * The seat list of a Battle of Hoth room. Before the start it is always there (sit down, play here too). During a
 * game it shows when there is a vote or request for this browser, for a spectator (who may ask for their seat back
 * or take a freed one), or on demand: the "Seats" button, or "free the seat to play on" under a waiting roll.
 */
export function HothSeats({ room, seats, started }: HothSeatsProps) {
  const { t } = useTranslation('table')
  const votes = useSeatVotes(room)
  const open = useSeatPanel((s) => s.open)
  const { show, hide } = useSeatPanel((s) => s.actions)
  // A request from another table (or room) does not carry over: the list starts folded away and is folded on leaving.
  useEffect(() => {
    hide()
    return hide
  }, [hide])
  const spectator = !Object.values(seats).some((b) => b.publicKey === room.publicKey)
  const needed = !started || spectator || votesNeedAttention(seats, votes, room.publicKey)
  if (needed || open) {
    return (
      <div className={started ? 'hoth-seats is-playing' : 'hoth-seats'}>
        <SeatPicker room={room} seatIds={HOTH_SEATS} seats={seats} onClose={needed ? undefined : hide} />
      </div>
    )
  }
  return (
    <button type="button" className="btn btn-sm hoth-seats-toggle" onClick={() => show()} title={t('votes.seatsHint')}>
      {t('seats.title')}
    </button>
  )
}
