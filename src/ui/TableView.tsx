import { useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { schema } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import { HothTableView } from '../games/hoth/session/HothTableView'
import { docSource } from '../hooks/docSource'
import { usePeers } from '../hooks/usePeers'
import { usePeerToasts } from '../hooks/usePeerToasts'
import { useSeats } from '../hooks/useSeats'
import { TableScene } from '../scene/TableScene'
import { BOX_SEATS } from './boxCatalog'
import { CameraButtons } from './CameraButtons'
import { CardZoom } from './CardZoom'
import { ChatPanel } from './ChatPanel'
import { DiagnosticsPanel } from './DiagnosticsPanel'
import { SeatPicker } from './SeatPicker'
import { StatusBar } from './StatusBar'
import { useOverlays } from './overlayStore'

/** Props of TableView. */
export interface TableViewProps {
  room: Room
  status: RoomStatus
}

/** The table for the room's box: Battle of Hoth's rules-mode table, or the sandbox table. */
export function TableView({ room, status }: TableViewProps) {
  const box = useRoomBox(room.doc)
  return box === 'hoth' ? (
    <HothTableView room={room} status={status} />
  ) : (
    <SandboxTableView room={room} status={status} />
  )
}

/** Reads `meta.box` live (re-renders only when it changes). */
function useRoomBox(doc: Room['doc']): string | null {
  const source = useMemo(() => docSource(doc, (d) => (schema.meta(d).get('box') as string | undefined) ?? null), [doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

/** The sandbox table: the 3D scene filling the window, with the status bar, seats and panels over it. */
function SandboxTableView({ room, status }: TableViewProps) {
  const { t } = useTranslation('table')
  const peers = usePeers(room.awareness)
  const seats = useSeats(room.doc)
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { close } = useOverlays((s) => s.actions)
  usePeerToasts(room.awareness)

  return (
    <div className="table-view">
      <div className="scene-layer">
        <TableScene room={room} />
      </div>
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <SeatPicker room={room} seatIds={BOX_SEATS.sandbox} seats={seats} />
      <CameraButtons />
      <CardZoom />
      <ChatPanel room={room} />
      {diagnostics ? (
        <DiagnosticsPanel room={room} status={status} people={peers.length} onClose={() => close('diagnostics')} />
      ) : null}
      <p className="table-hint muted">{t('hint')}</p>
    </div>
  )
}
