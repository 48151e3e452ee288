import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import type { Peer } from '../hooks/usePeers'
import { rollWaitNotice, rollWaitText, type WaitingRoll } from './pendingRoll'
import { useSeatPanel } from './seatPanelStore'

/** Props of PendingRollNotice. */
export interface PendingRollNoticeProps {
  /** The roll the table's fold waits for, or null. */
  roll: WaitingRoll | null
  /** True while one of this browser's own rolls waits (shown even before the roll reaches the fold). */
  rolling: boolean
  seats: Readonly<Record<SeatId, SeatBinding>>
  /** Everyone in the room now (usePeers), this browser included. */
  peers: readonly Peer[]
  /** This browser's key. */
  myKey: string
  /** What to say while this browser's own roll waits and nobody else is named ("Rolling…"). */
  fallback: string
  className: string
  testId?: string
  /** Says only who is offline (the caller names whom the roll waits for itself). */
  offlineOnly?: boolean
}

/**
 * "Waiting for Béla's share…" while a roll waits, and "Béla is offline — free the seat to play on" when a
 * waited-for player has left, whose link opens the seat list at that seat (where the vote is).
 */
export function PendingRollNotice(props: PendingRollNoticeProps) {
  const { roll, rolling, seats, peers, myKey, fallback, className, testId, offlineOnly = false } = props
  const { t, i18n } = useTranslation('table')
  const { show } = useSeatPanel((s) => s.actions)
  const online = useMemo(() => new Set(peers.map((p) => p.publicKey)), [peers])
  const seatLabel = (seat: SeatId) => t('seats.seatName', { n: seat.slice(1) })
  const notice = rollWaitNotice(roll, { seats, online, myKey, seatLabel })
  const text = notice ? rollWaitText(t, notice, i18n.resolvedLanguage ?? i18n.language) : null
  if (offlineOnly ? !text?.offline : !rolling && !text?.waiting) return null
  const target = notice?.offline.find((s) => s.canFree)?.seat
  return (
    <div className={`pending-roll ${className}`} role="status" data-testid={testId}>
      {offlineOnly ? null : <span>{text?.waiting ?? fallback}</span>}
      {text?.offline ? (
        <span className="pending-roll-offline">
          {text.offline}
          {text.freeLink && target ? (
            <>
              {' — '}
              <button type="button" className="link-button" onClick={() => show(target)}>
                {text.freeLink}
              </button>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  )
}
