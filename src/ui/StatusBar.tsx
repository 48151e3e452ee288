import { useTranslation } from 'react-i18next'
import type { SeatBinding } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import type { Peer } from '../hooks/usePeers'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { ConnectionBadges } from './ConnectionBadges'
import { ToolButton } from './ToolButton'
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
          <ToolButton
            icon="activity"
            label={t('diag.button')}
            hint={t('diag.hint')}
            aria-pressed={diagnostics}
            onClick={() => toggle('diagnostics')}
          />
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
          <ToolButton
            icon="exit"
            variant="btn-danger"
            label={t('status.leave')}
            hint={t('status.leaveHint')}
            onClick={leave}
          />
        </div>
      </div>
    </header>
  )
}
