import { useTranslation } from 'react-i18next'
import type { SeatBinding } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import type { Peer } from '../hooks/usePeers'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { ConnectionBadges } from './ConnectionBadges'
import { Icon } from './Icon'
import { InviteButton } from './InviteButton'
import { LanguageSwitch } from './LanguageSwitch'
import { PeerList } from './PeerList'
import { RoomFileButtons } from './RoomFileButtons'
import { useOverlays } from './overlayStore'

/** Props of StatusBar. */
export interface StatusBarProps {
  room: Room
  status: RoomStatus
  peers: Peer[]
  seats: Record<string, SeatBinding>
}

/** The bar across the top of the table: room, connection, people, and the room's tools. */
export function StatusBar({ room, status, peers, seats }: StatusBarProps) {
  const { t } = useTranslation('table')
  const { leave } = useSession((s) => s.actions)
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { toggle } = useOverlays((s) => s.actions)
  return (
    <header className="status-bar panel">
      <div className="status-group">
        <Brand size="small" />
        <InviteButton code={room.code} />
        <ConnectionBadges status={status} />
      </div>
      <div className="status-group status-right">
        <PeerList peers={peers} seats={seats} />
        <div className="status-group status-tools">
          <RoomFileButtons room={room} />
          <button
            type="button"
            className="btn btn-sm"
            aria-pressed={diagnostics}
            onClick={() => toggle('diagnostics')}
            title={t('diag.hint')}
            aria-label={t('diag.button')}
          >
            <Icon name="activity" />
            <span className="btn-label">{t('diag.button')}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-icon"
            onClick={() => toggle('help')}
            title={t('help:open')}
            aria-label={t('help:open')}
          >
            ?
          </button>
          <LanguageSwitch />
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={leave}
            title={t('status.leaveHint')}
            aria-label={t('status.leave')}
          >
            <Icon name="exit" />
            <span className="btn-label">{t('status.leave')}</span>
          </button>
        </div>
      </div>
    </header>
  )
}
