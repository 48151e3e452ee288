import { useTranslation } from 'react-i18next'
import { safeColour } from '../../net/sanitize'
import type { SeatBinding } from '../../net/schema'
import type { Peer } from '../hooks/usePeers'
import { seatHeldBy } from '../hooks/useSeats'

/** Props of PeerList. */
export interface PeerListProps {
  peers: Peer[]
  /** The document's seats map: who sits where is read from it, not from presence. */
  seats: Record<string, SeatBinding>
}

/**
 * Everyone in the room: a count and coloured initials in the bar; opening it lists names, seats and
 * who is watching. A native <details>, so it opens by keyboard and needs no state. Colours come from other
 * peers' presence, so only `#rrggbb` reaches CSS (safeColour), whoever built the list.
 */
export function PeerList({ peers, seats }: PeerListProps) {
  const { t } = useTranslation('table')
  const others = peers.filter((p) => !p.self).length
  const seatLabel = (peer: Peer) => {
    const seat = peer.publicKey ? seatHeldBy(seats, peer.publicKey) : peer.seat
    return seat ? t('seats.seatName', { n: seat.slice(1) }) : t('seats.spectator')
  }
  return (
    <details className="peers">
      <summary className="peers-summary" title={t('status.people', { count: peers.length })}>
        <span className="peers-count">{t('status.others', { count: others })}</span>
        <span className="peer-avatars" aria-hidden="true">
          {peers.map((peer) => (
            <span
              key={peer.clientId}
              className={`avatar avatar-sm${peer.self ? ' is-self' : ''}`}
              style={{ background: safeColour(peer.colour) }}
            >
              {(peer.name.trim()[0] ?? '?').toUpperCase()}
            </span>
          ))}
        </span>
      </summary>
      <ul className="panel peer-menu">
        {peers.map((peer) => (
          <li key={peer.clientId} className="peer-row">
            <span className="dot" style={{ color: safeColour(peer.colour) }} aria-hidden="true" />
            <span className="peer-name">{peer.name}</span>
            {peer.self ? <span className="seat-you">{t('status.you')}</span> : null}
            <span className="peer-seat muted">{seatLabel(peer)}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}
