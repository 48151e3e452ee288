import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import type { SeatBinding } from '../../net/schema'
import { SeatVoteBlock, type SeatVoteBlockProps } from './SeatVoteBlock'

/** What a row needs to show and cast votes for its seat (see SeatVoteBlock). */
export type SeatRowVotes = Omit<SeatVoteBlockProps, 'seatName' | 'holder' | 'mine'>

/** Props of SeatRow. */
export interface SeatRowProps {
  seat: string
  /** Who holds the seat, null when free. */
  binding: SeatBinding | null
  /** True when this browser holds it. */
  mine: boolean
  onClaim(): void
  onRelease(): void
  /** Votes and requests for the seat; without them the row only sits and stands. */
  votes?: SeatRowVotes
  /** Highlights the row and scrolls it into view ("free the seat to play on" points here). */
  focused?: boolean
}

/** One seat: its number, its holder (or "free", or kept for someone), the button that fits, and its votes. */
export function SeatRow({ seat, binding, mine, onClaim, onRelease, votes, focused = false }: SeatRowProps) {
  const { t } = useTranslation('table')
  const row = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (focused) row.current?.scrollIntoView?.({ block: 'nearest' })
  }, [focused])
  const seatName = t('seats.seatName', { n: seat.slice(1) })
  const kept = binding ? null : (votes?.votes.kept ?? null)
  return (
    <li
      ref={row}
      className={`seat${mine ? ' is-mine' : ''}${binding ? ' is-taken' : ''}${focused ? ' is-focused' : ''}`}
    >
      <div className="seat-main">
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
            <span className={kept === 'me' ? 'seat-kept-mine' : 'muted'}>
              {kept === 'me' ? t('votes.keptForYou') : kept === 'other' ? t('votes.keptForOther') : t('seats.free')}
            </span>
          )}
        </span>
        {mine ? (
          <button type="button" className="btn btn-sm" onClick={onRelease}>
            {t('seats.release')}
          </button>
        ) : binding || kept === 'other' ? null : (
          <button
            type="button"
            className={`btn btn-sm${kept === 'me' ? ' btn-primary' : ''}`}
            onClick={onClaim}
            aria-label={t('seats.claimSeat', { seat: seatName })}
          >
            {t('seats.claim')}
          </button>
        )}
      </div>
      {binding && votes ? <SeatVoteBlock seatName={seatName} holder={binding.name} mine={mine} {...votes} /> : null}
    </li>
  )
}
