import { useTranslation } from 'react-i18next'

/**
 * What shows while a lazy view's code arrives (the Suspense fallback of tables and the Hoth preview): a quiet,
 * localized "Loading…" on the table's background, like the table's own wait for the room's document.
 */
export function ChunkLoading() {
  const { t } = useTranslation()
  return (
    <div className="table-view table-waiting" role="status">
      <p className="muted">{t('loading')}…</p>
    </div>
  )
}
