import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { rollContributors } from '../../net/roll-status'
import type { Room, RoomStatus } from '../../net/types'
import { usePeers } from '../hooks/usePeers'
import { ImportButton } from '../import/ImportButton'
import { ImportDropZone } from '../import/ImportDropZone'
import { connectImageFaces } from '../import/imageFaces'
import { createUndoHistory } from '../input/undoHistory'
import { painterLanguage } from '../lib/language'
import type { Language } from '../lib/language'
import { cardFace } from '../boxes'
import { usePeerToasts } from '../hooks/usePeerToasts'
import { useSeatNames } from '../hooks/useSeatNames'
import { useSeats } from '../hooks/useSeats'
import { TableScene } from '../scene/TableScene'
import { TableLabels } from '../scene/TableLabels'
import { TableModel } from '../scene/tableModel'
import { CameraButtons } from '../ui/CameraButtons'
import { ContextMenu } from '../ui/ContextMenu'
import { TableTools } from '../ui/TableTools'
import { CardZoom } from '../ui/CardZoom'
import { ChatPanel } from '../ui/ChatPanel'
import { DiagnosticsPanel } from '../ui/DiagnosticsPanel'
import { PendingRollNotice } from '../ui/PendingRollNotice'
import { SeatsDock } from '../ui/SeatsDock'
import { registerTestHook } from '../testing/testHooks'
import { StatusBar } from '../ui/StatusBar'
import { useOverlays } from '../ui/overlayStore'
import { HandFans } from './HandFans'
import { HAND_CARD_MIME, HandStrip } from './HandStrip'
import { SandboxLogPanel } from './log/SandboxLogPanel'
import { plainCardName } from './log/describe'
import { useSandboxLog } from './log/useSandboxLog'
import { HandsPanel } from './HandsPanel'
import { SearchDialog } from './SearchDialog'
import { SANDBOX_SEATS } from './tabletopSetup'
import { useCardTable } from './useCardTable'
import { useSandboxActions } from './useSandboxActions'
import { useTabletop } from './useTabletop'
import './sandbox.css'

/** A card's name in the log: the box's name for it, else its id without the copy suffix. */
function cardName(id: string, lang: Language): string {
  return cardFace(id)?.name[lang] ?? plainCardName(id)
}

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
  const { t, i18n } = useTranslation('cards')
  const peers = usePeers(room.awareness)
  const seats = useSeats(room.doc)
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { close } = useOverlays((s) => s.actions)
  usePeerToasts(room.awareness)
  const model = useMemo(() => new TableModel(room.doc), [room.doc])
  // Seats change → `seats` is a new object → ask the room again which of them are this browser's.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `seats` marks when to ask again
  const mySeats = useMemo(() => room.mySeats(), [room, seats])
  const session = useTabletop(room, mySeats)
  const history = useMemo(() => createUndoHistory(), [])
  const cards = useCardTable(room, model, session, history)
  const handlers = useMemo(() => [cards], [cards])
  // Names of past holders too, so the log still names a player who stood up or whose seat was freed.
  const names = useSeatNames(room.doc)
  const lang = painterLanguage(i18n.language)
  const log = useSandboxLog(session.folder, names, lang, { cardName })
  useEffect(() => connectImageFaces(room.doc), [room.doc])
  const { rollDice, menu, onImport } = useSandboxActions(room, model, session, cards)
  useEffect(() => {
    registerTestHook('tabletop', () => ({
      view: session.view,
      hash: session.folder.hash,
      seat: session.seat,
      entries: session.folder.entries.map((e, i) => ({
        seat: e.seat,
        type: e.type,
        ok: session.folder.steps[i]?.ok ?? false,
        shares: rollContributors(session.folder.rollAt(i)),
      })),
    }))
  }, [session])

  return (
    <div className="table-view sandbox-table">
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
        <TableScene
          room={room}
          model={model}
          handlers={handlers}
          history={history}
          rollDice={rollDice}
          tableCommands={menu}
        >
          <HandFans view={session.view} seat={session.seat} />
        </TableScene>
      </div>
      <TableLabels model={model} />
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <SeatsDock room={room} seatIds={SANDBOX_SEATS} seats={seats} />
      <CameraButtons />
      <CardZoom />
      <HandsPanel view={session.view} seat={session.seat} seats={seats} />
      <SearchDialog view={session.view} seat={session.seat} cards={cards} />
      <HandStrip view={session.view} book={session.book} seat={session.seat} cards={cards} />
      <SandboxLogPanel lines={log} mySeats={mySeats} />
      <div className="sandbox-tools">
        <ImportButton onImport={onImport} />
        <TableTools history={history} />
      </div>
      <ContextMenu />
      <ImportDropZone onImport={onImport} />
      <ChatPanel room={room} />
      <PendingRollNotice
        roll={session.folder.pending}
        rolling={session.rolling}
        seats={seats}
        peers={peers}
        myKey={room.publicKey}
        fallback={t('rolling')}
        className="table-rolling panel"
        testId="table-rolling"
      />
      {session.broken ? <p className="table-broken panel">{t('broken', { reason: session.broken })}</p> : null}
      {diagnostics ? (
        <DiagnosticsPanel room={room} status={status} people={peers.length} onClose={() => close('diagnostics')} />
      ) : null}
    </div>
  )
}
