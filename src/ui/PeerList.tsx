import { useTranslation } from 'react-i18next'
import type { SeatBinding } from '../../net/schema'
import type { Peer } from '../hooks/usePeers'
import { seatHeldBy } from '../hooks/useSeats'

/** Props of PeerList. */
export interface PeerListProps {
  peers: Peer[]
  /** The document's seats map: who sits where is read from it, not from presence. */
  seats: Record<string, SeatBinding>
}

/** Everyone in the room as coloured initials; the title tells name, seat and whether it is you. */
export function PeerList({ peers, seats }: PeerListProps) {
  const { t } = useTranslation('table')
  const others = peers.filter((p) => !p.self).length
  return (
    <div className="peers" aria-label={t('status.people', { count: peers.length })}>
      <span className="peers-count">{t('status.others', { count: others })}</span>
      <ul className="peer-list">
        {peers.map((peer) => {
          const seat = peer.publicKey ? seatHeldBy(seats, peer.publicKey) : peer.seat
          const label = [
            peer.name,
            peer.self ? t('status.you') : null,
            seat ? t('seats.seatName', { n: seat.slice(1) }) : t('seats.spectator'),
          ]
            .filter(Boolean)
            .join(' · ')
          return (
            <li key={peer.clientId} className={`peer${peer.self ? ' is-self' : ''}`} title={label}>
              <span className="avatar avatar-sm" style={{ background: peer.colour }} aria-hidden="true">
                {(peer.name.trim()[0] ?? '?').toUpperCase()}
              </span>
              <span className="sr-only">{label}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
