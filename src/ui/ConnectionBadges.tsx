import { useTranslation } from 'react-i18next'
import type { RoomStatus } from '../../net/types'

/** Props of ConnectionBadges. */
export interface ConnectionBadgesProps {
  status: RoomStatus
}

const SIGNALING_TONE = { connected: 'ok', connecting: 'warn', disconnected: 'danger' } as const

/** Signaling connection and document sync, each as a coloured dot and a word. */
export function ConnectionBadges({ status }: ConnectionBadgesProps) {
  const { t } = useTranslation('table')
  const percent = status.bootstrap === null ? null : Math.round(status.bootstrap * 100)
  // A late joiner's log is checked off the main thread: say so, the table fills in once it is done.
  const sync = status.checking > 0 ? 'checking' : status.synced ? 'synced' : percent !== null ? 'bootstrap' : 'syncing'
  const settled = status.synced && status.checking === 0
  return (
    <div className="badges">
      <span className={`badge-status tone-${SIGNALING_TONE[status.signaling]}`} title={t('status.signalingHint')}>
        <span className="dot" aria-hidden="true" />
        {t(`status.signaling.${status.signaling}`)}
      </span>
      <span
        className={`badge-status tone-${settled ? 'ok' : 'warn'}`}
        title={t('status.connections', { count: status.peers })}
      >
        <span className={`dot${settled ? '' : ' pulse'}`} aria-hidden="true" />
        {t(`status.sync.${sync}`, { percent, count: status.checking })}
      </span>
    </div>
  )
}
