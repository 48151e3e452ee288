import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import type { SeatBinding } from '../../net/schema'

/** Props of SeatRow. */
export interface SeatRowProps {
  seat: string
  /** Who holds the seat, null when free. */
  binding: SeatBinding | null
  /** True when this browser holds it. */
  mine: boolean
  onClaim(): void
  onRelease(): void
}

/** One seat: its number, its holder (or "free"), and the button that fits. */
export function SeatRow({ seat, binding, mine, onClaim, onRelease }: SeatRowProps) {
  const { t } = useTranslation('table')
  return (
    <li className={`seat${mine ? ' is-mine' : ''}${binding ? ' is-taken' : ''}`}>
      <span className="seat-no mono">{seat.slice(1)}</span>
      <span className="seat-holder">
        {binding ? (
          <>
            {/* The binding comes from the document: only a #rrggbb colour reaches CSS. */}
            <span className="dot" style={{ color: safeColour(binding.colour) }} aria-hidden="true" />
            <span className="seat-name">{binding.name}</span>
            {mine ? <span className="seat-you">{t('status.you')}</span> : null}
          </>
        ) : (
          <span className="muted">{t('seats.free')}</span>
        )}
      </span>
      {mine ? (
        <button type="button" className="btn btn-sm" onClick={onRelease}>
          {t('seats.release')}
        </button>
      ) : binding ? null : (
        <button
          type="button"
          className="btn btn-sm"
          onClick={onClaim}
          aria-label={t('seats.claimSeat', { seat: t('seats.seatName', { n: seat.slice(1) }) })}
        >
          {t('seats.claim')}
        </button>
      )}
    </li>
  )
}
