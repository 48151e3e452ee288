import { useTranslation } from 'react-i18next'
import type { RoomStatus } from '../../net/types'
import { useSession } from '../stores/session'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { ProgressStep, type StepState } from './ProgressStep'

/** Props of JoinProgress. */
export interface JoinProgressProps {
  /** Null while the room is still being opened. */
  status: RoomStatus | null
}

/** The steps of joining a room, as they happen: signaling, document bootstrap, synced. */
export function JoinProgress({ status }: JoinProgressProps) {
  const { t } = useTranslation('lobby')
  const request = useSession((s) => s.request)
  const { leave } = useSession((s) => s.actions)
  const connected = status?.signaling === 'connected'
  const synced = status?.synced ?? false
  const bootstrap = status?.bootstrap ?? null

  const signalingState: StepState = connected ? 'done' : status?.signaling === 'disconnected' ? 'warn' : 'active'
  const documentState: StepState = synced ? 'done' : connected || bootstrap !== null ? 'active' : 'waiting'

  return (
    <div className="center-screen starfield">
      <div className="panel progress-card" role="status" aria-live="polite">
        <div className="progress-head">
          <Brand size="small" />
          <LanguageSwitch />
        </div>
        <p className="eyebrow">{request?.create ? t('progress.creating') : t('progress.joining')}</p>
        <p className="progress-code mono">{request?.code}</p>
        <ol className="steps">
          <ProgressStep state={signalingState} label={t('progress.signaling')}>
            {status?.signaling === 'disconnected' ? t('progress.retrying') : null}
          </ProgressStep>
          <ProgressStep state={documentState} label={t('progress.document')}>
            {bootstrap === 0 && !synced ? (
              t('progress.searching')
            ) : bootstrap !== null && !synced ? (
              <div className="bar" aria-label={t('progress.percent', { percent: Math.round(bootstrap * 100) })}>
                <div className="bar-fill" style={{ width: `${Math.round(bootstrap * 100)}%` }} />
                <span className="bar-text">{Math.round(bootstrap * 100)}%</span>
              </div>
            ) : connected && !synced ? (
              t('progress.peers', { count: status?.peers ?? 0 })
            ) : null}
          </ProgressStep>
          <ProgressStep state={synced ? 'done' : 'waiting'} label={t('progress.synced')} />
        </ol>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('progress.cancel')}
        </button>
      </div>
    </div>
  )
}
