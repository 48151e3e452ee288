import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SlotId } from '../../../../engine/core/hidden'
import type { TableViewProps } from '../../contract'
import { usePeers } from '../../../hooks/usePeers'
import { usePeerToasts } from '../../../hooks/usePeerToasts'
import { useSeatNames } from '../../../hooks/useSeatNames'
import { useSeats } from '../../../hooks/useSeats'
import { useRematch } from '../../../hooks/useRematch'
import { painterLanguage } from '../../../lib/language'
import type { TableModel } from '../../../scene/tableModel'
import { useTableUi } from '../../../stores/tableUi'
import { registerTestHook } from '../../../testing/testHooks'
import { CardZoom } from '../../../ui/CardZoom'
import { ChatPanel } from '../../../ui/ChatPanel'
import { SeatsDock } from '../../../ui/SeatsDock'
import { HotseatCurtain } from '../../../ui/HotseatCurtain'
import { RematchBanner } from '../../../ui/RematchBanner'
import { StatusBar } from '../../../ui/StatusBar'
import { toast } from '../../../ui/toastStore'
import { SwlcgScene } from '../scene/SwlcgScene'
import { ownScreenSide } from '../scene/areas'
import { slotOfObject } from '../scene/layout'
import { DecisionPanel } from '../ui/DecisionPanel'
import { HandRow } from '../ui/HandRow'
import { StatusHud } from '../ui/StatusHud'
import { placeName, playerLabels, sideName } from '../ui/cardNames'
import { playerOfSeat } from '../ui/words'
import { SwlcgLog } from '../ui/SwlcgLog'
import { VictoryBanner } from '../ui/VictoryBanner'
import { HandDropZone } from './HandDropZone'
import { SwlcgSetupLayer } from './SwlcgSetupLayer'
import { DUEL, SEAT_SIDES } from './setupModel'
import type { SwlcgFormat } from './setupModel'
import { useAutoPass } from './useAutoPass'
import { useSwlcgGame } from './useSwlcgGame'
import './swlcg-table.css'

/** Props of SwlcgTableView: the room's, and the format of its box (1v1 or Balance of the Force 2v2). */
export interface SwlcgTableViewProps extends TableViewProps {
  format?: SwlcgFormat
}

/**
 * A Star Wars: The Card Game room: deck choice until the match starts, then the 3D table with the hand, the
 * decision panel, the status and the log over it. Every action goes through the signed log and the engine on
 * every peer.
 */
export function SwlcgTableView({ room, status, format = DUEL }: SwlcgTableViewProps) {
  const { i18n } = useTranslation()
  const lang = painterLanguage(i18n.language)
  const peers = usePeers(room.awareness)
  const seats = useSeats(room.doc)
  const names = useSeatNames(room.doc)
  usePeerToasts(room.awareness)
  const mySeats = useMemo(
    () => format.seats.filter((s) => seats[s]?.publicKey === room.publicKey),
    [seats, room.publicKey, format],
  )
  const game = useSwlcgGame(room, mySeats, format)
  const { view, seat } = game
  // In the log, the prompts and the banner, a hotseat player's name says which side acted.
  const curtainPlayer = view && seat ? playerOfSeat(view, seat) : null
  const labels = useMemo(() => (view ? playerLabels(names, view, lang) : names), [names, view, lang])
  // The player this browser acts as now (in a hotseat, the seat whose turn it is to look).
  const side = (seat && view && view.players.find((p) => view.seats[p] === seat)) || null
  const [clicked, setClicked] = useState<{ slot: SlotId; at: number } | null>(null)
  // Choosing a card (on the table, in the hand, by a drop beside its hosts) points the decision panel at it.
  const choose = (slot: SlotId) => setClicked({ slot, at: Date.now() })
  const [model, setModel] = useState<TableModel | null>(null)
  // Hotseat: the hand is covered each time the device passes to the other seat, until that player says so.
  const [shownTo, setShownTo] = useState<string | null>(null)
  const curtain = mySeats.length > 1 && view !== null && !view.result && seat !== null && seat !== shownTo
  const dispatch = game.dispatch
  const autoPass = useAutoPass(view, side, game.legal, dispatch)
  const rematch = useRematch(room, { box: format.id === '2v2' ? 'swlcg-teams' : 'swlcg-rules', key: 'swlcgRematch' })
  // A click on a card of the 3D table (it selects it) is a click for the decision panel.
  useEffect(
    () =>
      useTableUi.subscribe((ui, before) => {
        const slot = ui.selected && ui.selected !== before.selected ? slotOfObject(ui.selected) : null
        if (slot) setClicked({ slot, at: Date.now() })
      }),
    [],
  )
  // The engine's refusal of this seat's last action, once each.
  useEffect(() => {
    if (game.refusal) toast('error', 'swlcg:refused', undefined, game.refusal)
  }, [game.refusal])
  const events = useMemo(() => game.log.map((line) => line.event), [game.log])
  const playable = useMemo(
    () => new Set(game.legal.filter((a) => a.type === 'play').map((a) => (a.payload as { slot: SlotId }).slot)),
    [game.legal],
  )
  useEffect(() => {
    registerTestHook('swlcg', {
      view,
      legal: game.legal,
      hash: game.hash,
      seat,
      log: game.log.length,
      events: events.map((event) => event.type),
      choices: game.choices,
    })
  }, [view, game.legal, game.hash, seat, game.log, events, game.choices])

  // 2v2: the log sits at the bottom of the teammate's half of the screen, never over this player's own area.
  const logLeft = view !== null && side !== null && ownScreenSide(view, side) === 'right'
  const place = `${format.id === '2v2' ? ' is-teams' : ''}${logLeft ? ' log-left' : ''}`
  return (
    <div className={`table-view swlcg-table${place}`}>
      {view ? (
        <>
          <HandDropZone model={model} legal={game.legal} dispatch={dispatch} onChoose={choose}>
            <SwlcgScene
              room={room}
              view={view}
              side={side}
              legal={game.legal}
              events={events}
              dispatch={dispatch}
              onModel={setModel}
            />
          </HandDropZone>
          <StatusHud
            view={view}
            names={names}
            lang={lang}
            playing={seat !== null}
            onConcede={() => dispatch({ type: 'concede' })}
          />
          <DecisionPanel
            view={view}
            seat={seat}
            names={labels}
            legal={game.legal}
            lang={lang}
            explain={game.explain}
            dispatch={dispatch}
            clicked={clicked}
            autoPass={autoPass}
          />
          <HandRow view={view} side={side} playable={playable} chosen={clicked?.slot ?? null} onChoose={choose} />
          <SwlcgLog view={view} names={labels} log={game.log} lang={lang} />
          <VictoryBanner view={view} names={labels} lang={lang} onRematch={seat ? rematch.start : null} />
          <CardZoom />
        </>
      ) : (
        <SwlcgSetupLayer room={room} format={format} game={game} mySeats={mySeats} names={names} />
      )}
      {curtain && seat ? (
        <HotseatCurtain
          seat={seat}
          name={names[seat] ?? seat}
          // In 2v2 the place ("Light Side #2") tells apart several seats of one name at one device.
          side={curtainPlayer ? placeName(view!, curtainPlayer, lang) : sideName(SEAT_SIDES[seat]!, lang)}
          testId="swlcg-curtain"
          onReady={() => setShownTo(seat)}
        />
      ) : null}
      {rematch.offer && view?.result ? (
        <RematchBanner offer={rematch.offer} testId="swlcg-rematch" onJoin={rematch.join} />
      ) : null}
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <ChatPanel room={room} />
      <SeatsDock room={room} seatIds={format.seats} seats={seats} />
    </div>
  )
}
