import { useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedEntry, Room, RoomStatus } from '../../net/types'
import { docSource } from '../hooks/docSource'
import { docStats, formatBytes, rejectedRows, type DocStats } from './diagnostics'

/** Props of DiagnosticsPanel. */
export interface DiagnosticsPanelProps {
  room: Room
  status: RoomStatus
  /** People with a presence, you included. */
  people: number
  onClose(): void
}

/** How often at most the panel re-reads the document, in ms. */
const THROTTLE_MS = 500
/** Most rejected entries listed; the count above the table still says how many there are. */
const MAX_ROWS = 200

interface Snapshot {
  stats: DocStats
  rejected: RejectedEntry[]
}

const keyOf = (s: Snapshot) =>
  `${s.stats.bytes}/${s.stats.logEntries}/${s.stats.objects}/` +
  s.rejected.map((r) => `${r.entry.seat}.${r.entry.n}.${r.why}`).join(',')

/** Document size, log entries, peers, and the log entries every peer ignores (with why). */
export function DiagnosticsPanel({ room, status, people, onClose }: DiagnosticsPanelProps) {
  const { t, i18n } = useTranslation('table')
  const source = useMemo(
    () =>
      docSource(room.doc, (doc) => ({ stats: docStats(doc), rejected: room.rejectedEntries() }), {
        throttleMs: THROTTLE_MS,
        keyOf,
      }),
    [room],
  )
  const { stats, rejected } = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot)
  const locale = i18n.resolvedLanguage ?? 'en'
  const rows = rejectedRows(rejected, MAX_ROWS)

  return (
    <aside className="panel drawer diagnostics" aria-labelledby="diag-title">
      <header className="drawer-head">
        <h2 id="diag-title" className="eyebrow">
          {t('diag.title')}
        </h2>
        <button type="button" className="btn btn-sm btn-icon" onClick={onClose} aria-label={t('common:close')}>
          ×
        </button>
      </header>
      <dl className="stats">
        <dt>{t('diag.docSize')}</dt>
        <dd className="mono">{formatBytes(stats.bytes, locale)}</dd>
        <dt>{t('diag.logEntries')}</dt>
        <dd className="mono">{stats.logEntries.toLocaleString(locale)}</dd>
        <dt>{t('diag.objects')}</dt>
        <dd className="mono">{stats.objects.toLocaleString(locale)}</dd>
        <dt>{t('diag.people')}</dt>
        <dd className="mono">{people}</dd>
        <dt>{t('diag.connections')}</dt>
        <dd className="mono">{status.peers}</dd>
        <dt>{t('diag.signaling')}</dt>
        <dd>{t(`status.signaling.${status.signaling}`)}</dd>
      </dl>
      <h3 className="drawer-subtitle">{t('diag.rejected', { count: rejected.length })}</h3>
      {rejected.length === 0 ? (
        <p className="muted">{t('diag.noRejected')}</p>
      ) : (
        <table className="rejected">
          <thead>
            <tr>
              <th>{t('diag.seat')}</th>
              <th>{t('diag.n')}</th>
              <th>{t('diag.why')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} title={row.type} data-why={row.why}>
                <td className="mono">{row.seat}</td>
                <td className="mono">{row.n}</td>
                <td>{row.reasonKey ? t(row.reasonKey) : row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rejected.length > rows.length ? (
        <p className="muted">{t('diag.more', { count: rejected.length - rows.length })}</p>
      ) : null}
    </aside>
  )
}
