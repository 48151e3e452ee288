import { Suspense, useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { schema } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import { docSource } from '../hooks/docSource'
import { ChunkLoading } from './ChunkLoading'
import { lazyScene } from './lazyScene'

// Each game's table is its own chunk, loaded when a room with that box opens.
const HothTableView = lazyScene(() => import('../games/hoth/session/HothTableView').then((m) => m.HothTableView))
const SandboxTableView = lazyScene(() => import('../sandbox/SandboxTableView').then((m) => m.SandboxTableView))

/** Props of TableView. */
export interface TableViewProps {
  room: Room
  status: RoomStatus
}

/** The table for the room's box: Battle of Hoth's rules-mode table, or the sandbox table. */
export function TableView({ room, status }: TableViewProps) {
  const { t } = useTranslation('table')
  const box = useRoomBox(room.doc)
  // A joiner learns the box from the others: until the document is in step, showing the sandbox would only flash
  // it (and mount and tear down a whole scene) before the right table arrives. Alone in a new room, synced is true.
  if (box === null && !status.synced) {
    return (
      <div className="table-view table-waiting" role="status">
        <p className="muted">{t('status.sync.syncing')}…</p>
      </div>
    )
  }
  return (
    <Suspense fallback={<ChunkLoading />}>
      {box === 'hoth' ? (
        <HothTableView room={room} status={status} />
      ) : (
        <SandboxTableView room={room} status={status} />
      )}
    </Suspense>
  )
}

/** Reads `meta.box` live (re-renders only when it changes). */
function useRoomBox(doc: Room['doc']): string | null {
  const source = useMemo(() => docSource(doc, (d) => (schema.meta(d).get('box') as string | undefined) ?? null), [doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
