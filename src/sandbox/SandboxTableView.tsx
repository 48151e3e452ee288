import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Room, RoomStatus } from '../../net/types'
import { usePeers } from '../hooks/usePeers'
import { usePeerToasts } from '../hooks/usePeerToasts'
import { useSeats } from '../hooks/useSeats'
import { TableScene } from '../scene/TableScene'
import { TableModel } from '../scene/tableModel'
import { CameraButtons } from '../ui/CameraButtons'
import { CardZoom } from '../ui/CardZoom'
import { ChatPanel } from '../ui/ChatPanel'
import { DiagnosticsPanel } from '../ui/DiagnosticsPanel'
import { SeatPicker } from '../ui/SeatPicker'
import { registerTestHook } from '../testing/testHooks'
import { StatusBar } from '../ui/StatusBar'
import { useOverlays } from '../ui/overlayStore'
import { HAND_CARD_MIME, HandStrip } from './HandStrip'
import { HandsPanel } from './HandsPanel'
import { SearchDialog } from './SearchDialog'
import { SANDBOX_SEATS } from './tabletopSetup'
import { useCardTable } from './useCardTable'
import { useTabletop } from './useTabletop'
import './sandbox.css'

/** Props of SandboxTableView. */
export interface SandboxTableViewProps {
  room: Room
  status: RoomStatus
}

/**
 * The sandbox table: the 3D scene with free objects and the tabletop's cards, the seat's own hand along the bottom,
 * other players' hand sizes, the search dialog, the status bar, seats, chat and zoom over it.
 */
export function SandboxTableView({ room, status }: SandboxTableViewProps) {
  const { t } = useTranslation('cards')
  const peers = usePeers(room.awareness)
  const seats = useSeats(room.doc)
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { close } = useOverlays((s) => s.actions)
  usePeerToasts(room.awareness)
  const model = useMemo(() => new TableModel(room.doc), [room.doc])
  // Seats change → `seats` is a new object → ask the room again which of them are this browser's.
  const mySeats = useMemo(() => room.mySeats(), [room, seats])
  const session = useTabletop(room, mySeats)
  const cards = useCardTable(room, model, session)
  const handlers = useMemo(() => [cards], [cards])
  useEffect(() => {
    registerTestHook('tabletop', () => ({ view: session.view, hash: session.folder.hash, seat: session.seat }))
  }, [session])

  return (
    <div className="table-view">
      <div
        className="scene-layer"
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes(HAND_CARD_MIME)) e.preventDefault()
        }}
        onDrop={(e) => {
          const slot = e.dataTransfer.getData(HAND_CARD_MIME)
          const at = slot ? model.toTable(e.clientX, e.clientY) : null
          if (!slot || !at) return
          e.preventDefault()
          // Shift while dropping plays the card face down.
          cards.run({ type: 'play', payload: { slot, x: at.x, z: at.z, faceUp: !e.shiftKey } })
        }}
      >
        <TableScene room={room} model={model} handlers={handlers} />
      </div>
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <SeatPicker room={room} seatIds={SANDBOX_SEATS} seats={seats} />
      <CameraButtons />
      <CardZoom />
      <HandsPanel view={session.view} seat={session.seat} seats={seats} />
      <SearchDialog view={session.view} seat={session.seat} cards={cards} />
      <HandStrip view={session.view} seat={session.seat} cards={cards} />
      <ChatPanel room={room} />
      {session.rolling ? <p className="table-rolling panel">{t('rolling')}</p> : null}
      {session.broken ? <p className="table-broken panel">{t('broken', { reason: session.broken })}</p> : null}
      {diagnostics ? (
        <DiagnosticsPanel room={room} status={status} people={peers.length} onClose={() => close('diagnostics')} />
      ) : null}
    </div>
  )
}
