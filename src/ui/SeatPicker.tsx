import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import type { Room } from '../../net/types'
import { seatHeldBy } from '../hooks/useSeats'
import { useLocalized } from '../i18n/useLocalized'
import { SeatRow } from './SeatRow'
import { toast } from './toastStore'

/** Props of SeatPicker. */
export interface SeatPickerProps {
  room: Room
  /** Seat ids of the box on the table, in order. */
  seatIds: readonly string[]
  /** The document's seats map (useSeats). */
  seats: Record<string, SeatBinding>
}

/**
 * The seats of the table: who sits where, and sit down / stand up for you. Without a seat you watch.
 * The room mirrors the seat into presence itself, so this only claims and releases.
 */
export function SeatPicker({ room, seatIds, seats }: SeatPickerProps) {
  const { t } = useTranslation('table')
  const localized = useLocalized()
  const [error, setError] = useState<LocalizedText | null>(null)
  const mine = seatHeldBy(seats, room.publicKey)

  const claim = (seat: string) => {
    const result = room.claimSeat(seat)
    if (!result.ok) {
      setError(result.reason)
      toast('error', 'table:toast.seatFailed', undefined, result.reason)
      return
    }
    setError(null)
    toast('ok', 'table:toast.seatClaimed', { seat: t('seats.seatName', { n: seat.slice(1) }) })
  }
  const release = () => {
    room.releaseSeat()
    setError(null)
    toast('info', 'table:toast.seatReleased')
  }

  return (
    <section className="panel seat-picker" aria-labelledby="seats-title">
      <header className="seat-head">
        <h2 id="seats-title" className="eyebrow">
          {t('seats.title')}
        </h2>
        {mine ? null : <span className="badge badge-spectator">{t('seats.youSpectate')}</span>}
      </header>
      <ul className="seat-list">
        {seatIds.map((seat) => (
          <SeatRow
            key={seat}
            seat={seat}
            binding={seats[seat] ?? null}
            mine={seat === mine}
            onClaim={() => claim(seat)}
            onRelease={release}
          />
        ))}
      </ul>
      {error ? <p className="field-error">{localized(error)}</p> : null}
    </section>
  )
}
