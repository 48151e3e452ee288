import type { TFunction } from 'i18next'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import type { NetResult, Room } from '../../net/types'
import { usePeers } from '../hooks/usePeers'
import { useSeatVotes } from '../hooks/useSeatVotes'
import { seatHeldBy } from '../hooks/useSeats'
import { useLocalized } from '../i18n/useLocalized'
import { ConfirmDialog } from './ConfirmDialog'
import { SeatRow } from './SeatRow'
import { useSeatPanel } from './seatPanelStore'
import { seatVoteView, type AskView } from './seatVotes'
import { toast } from './toastStore'
import { useFairColour } from './useFairColour'

/** Props of SeatPicker. */
export interface SeatPickerProps {
  room: Room
  /** Seat ids of the box on the table, in order. */
  seatIds: readonly string[]
  /** The document's seats map (useSeats). */
  seats: Record<string, SeatBinding>
  /** Shows a close button that calls this (a game table that shows the list only on demand). */
  onClose?(): void
}

/** How long a seat pointed at stays highlighted, in ms. */
const FOCUS_MS = 15_000

/** A vote waiting for its confirmation. */
type Pending = { seat: string; ask: AskView | null }

/**
 * The seats of the table: who sits where, sit down / stand up for you, and the votes that free another player's
 * seat or give it back to a player's new browser. Without a seat you watch. The room mirrors the seat into
 * presence itself, so this only claims, releases, votes and asks.
 */
export function SeatPicker({ room, seatIds, seats, onClose }: SeatPickerProps) {
  const { t } = useTranslation('table')
  const localized = useLocalized()
  const [error, setError] = useState<LocalizedText | null>(null)
  const [confirming, setConfirming] = useState<Pending | null>(null)
  const votes = useSeatVotes(room)
  const peers = usePeers(room.awareness)
  const online = useMemo(() => new Set(peers.map((p) => p.publicKey)), [peers])
  const focus = useSeatPanel((s) => s.focus)
  const { blur } = useSeatPanel((s) => s.actions)
  const mine = seatHeldBy(seats, room.publicKey)
  // Two players never share a colour: a newcomer whose colour a seated player shows takes a free one, and sits with it.
  useFairColour(room, seats)
  const seatName = (seat: string) => t('seats.seatName', { n: seat.slice(1) })
  // The highlight fades after a while, or at once when the seat is no longer held (freed, or its holder stood up).
  const focusHeld = focus !== null && seats[focus] !== undefined
  useEffect(() => {
    if (focus === null) return
    if (!focusHeld) return blur()
    const timer = setTimeout(blur, FOCUS_MS)
    return () => clearTimeout(timer)
  }, [focus, focusHeld, blur])

  const report = (result: NetResult, ok: string, values: Record<string, string>): boolean => {
    if (!result.ok) {
      setError(result.reason)
      toast('error', 'table:toast.seatFailed', undefined, result.reason)
      return false
    }
    setError(null)
    toast('ok', ok, values)
    return true
  }
  const claim = (seat: string) => report(room.claimSeat(seat), 'table:toast.seatClaimed', { seat: seatName(seat) })
  const release = () => {
    room.releaseSeat()
    setError(null)
    toast('info', 'table:toast.seatReleased')
  }
  const vote = ({ seat, ask }: Pending) => {
    setConfirming(null)
    if (report(room.votes.vote(seat, ask?.pub ?? null), 'table:toast.voted', { seat: seatName(seat) })) blur()
  }
  const askFor = (seat: string) => {
    const name = (room.awareness.getLocalState()?.user as { name?: string } | undefined)?.name ?? ''
    report(room.votes.ask(seat, name), 'table:toast.asked', { seat: seatName(seat) })
  }

  return (
    <section className="panel seat-picker" aria-labelledby="seats-title">
      <header className="seat-head">
        <h2 id="seats-title" className="eyebrow">
          {t('seats.title')}
        </h2>
        {mine ? null : <span className="badge badge-spectator">{t('seats.youSpectate')}</span>}
        {onClose ? (
          <button type="button" className="btn btn-sm btn-icon" onClick={onClose} aria-label={t('votes.closeSeats')}>
            ×
          </button>
        ) : null}
      </header>
      <ul className="seat-list">
        {seatIds.map((seat) => (
          <SeatRow
            key={seat}
            seat={seat}
            binding={seats[seat] ?? null}
            mine={seat === mine}
            focused={seat === focus}
            onClaim={() => claim(seat)}
            onRelease={release}
            votes={{
              votes: seatVoteView(seat, seats, votes, room.publicKey, online),
              onFree: () => setConfirming({ seat, ask: null }),
              onGiveBack: (ask) => setConfirming({ seat, ask }),
              onAsk: () => askFor(seat),
            }}
          />
        ))}
      </ul>
      {error ? <p className="field-error">{localized(error)}</p> : null}
      {confirming ? (
        <ConfirmDialog
          {...confirmText(t, confirming, seatName(confirming.seat), seats[confirming.seat]?.name ?? '')}
          danger={confirming.ask === null}
          onConfirm={() => vote(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  )
}

/** The dialog's words: freeing a seat for anyone, or giving it back to the browser that asked. */
function confirmText(t: TFunction<'table'>, p: Pending, seat: string, holder: string) {
  if (p.ask === null) {
    return {
      title: t('votes.confirmFreeTitle', { seat }),
      body: t('votes.confirmFreeBody', { seat, name: holder }),
      confirm: t('votes.confirmFree'),
    }
  }
  const name = p.ask.name || t('votes.someone')
  return {
    title: t('votes.confirmGiveTitle', { seat, name }),
    body: t('votes.confirmGiveBody', { seat, name, holder }),
    confirm: t('votes.confirmGive', { name }),
  }
}
