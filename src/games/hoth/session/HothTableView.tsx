import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HothAction } from '../../../../engine/games/hoth'
import type { Room, RoomStatus } from '../../../../net/types'
import { usePeers } from '../../../hooks/usePeers'
import { usePeerToasts } from '../../../hooks/usePeerToasts'
import { useSeatNames } from '../../../hooks/useSeatNames'
import { seatsHeldBy, useSeats } from '../../../hooks/useSeats'
import { useRematch } from '../../../hooks/useRematch'
import { ChatPanel } from '../../../ui/ChatPanel'
import { DiagnosticsPanel } from '../../../ui/DiagnosticsPanel'
import { PendingRollNotice } from '../../../ui/PendingRollNotice'
import { HotseatCurtain } from '../../../ui/HotseatCurtain'
import { RematchBanner } from '../../../ui/RematchBanner'
import { StatusBar } from '../../../ui/StatusBar'
import { registerTestHook } from '../../../testing/testHooks'
import { useOverlays } from '../../../ui/overlayStore'
import { toast } from '../../../ui/toastStore'
import './hoth-table.css'
import { HothCanvas } from '../scene/HothCanvas'
import { HothPanels } from '../ui/HothPanels'
import { AttackPreviewPanel } from './AttackPreviewPanel'
import { HothSetupScreen } from './HothSetupScreen'
import { SetupDrawPanel } from './SetupDrawPanel'
import { SEAT_ROLES } from './setupModel'
import { startHothGame, writeSetup } from './metaActions'
import { playerNames } from '../../../lib/playerNames'
import { HothSeats } from './HothSeats'
import { lastRoll } from './lastRoll'
import { useHothGame } from './useHothGame'
import { useClickRefusal } from './useClickRefusal'
import { useHothInteraction } from './useHothInteraction'

/** Props of HothTableView. */
export interface HothTableViewProps {
  room: Room
  status: RoomStatus
}

/**
 * A Battle of Hoth room: the setup screen until a game starts, then the 3D battlefield with the hand, turn
 * bar, log and prompts over it. Every action goes through the signed log and the engine on every peer.
 */
export function HothTableView({ room, status }: HothTableViewProps) {
  const peers = usePeers(room.awareness)
  const { t } = useTranslation('hothSetup')
  const seats = useSeats(room.doc)
  // Usually one seat; several in a hotseat game, where the seat the game waits for acts.
  const mySeats = useMemo(() => seatsHeldBy(seats, room.publicKey), [seats, room.publicKey])
  const game = useHothGame(room, mySeats)
  const seat = game.seat
  // Hotseat: the hand is covered each time the device passes to another seat, until that player says so.
  const [shownTo, setShownTo] = useState<string | null>(null)
  const curtain = mySeats.length > 1 && game.view !== null && !game.view.result && seat !== null && seat !== shownTo
  const refusals = useClickRefusal(game.explain, game.hash)
  const { clear: clearRefusal } = refusals
  const send = game.dispatch
  const dispatch = useCallback(
    (action: HothAction) => {
      clearRefusal()
      send(action)
    },
    [clearRefusal, send],
  )
  const myTurn = game.view !== null && seat !== null && game.view.turn.seat === seat
  const interaction = useHothInteraction(game.view, game.legal, myTurn, dispatch, refusals.refuseClick)
  const { deselect: _deselect, attack, ...board } = interaction
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { close } = useOverlays((s) => s.actions)
  usePeerToasts(room.awareness)
  // Names from the log's seat claims, so a player who left (or whose seat was freed) is still named in the log and
  // the turn bar. In a hotseat game one name sits at several seats: the seat number tells them apart.
  const seatNames = useSeatNames(room.doc)
  const names = useMemo(() => playerNames(seatNames), [seatNames])
  const roll = useMemo(() => lastRoll(game.log), [game.log])
  const rematch = useRematch(room, { box: 'hoth', key: 'hothRematch', scenario: game.setup.scenario })
  // End-to-end tests compare peers by what each one shows and by the folded state's hash.
  useEffect(() => {
    const events = game.log.map((line) => line.event.type)
    registerTestHook('hoth', {
      view: game.view,
      legal: game.legal,
      hash: game.hash,
      log: game.log.length,
      events,
      seat,
      rolls: game.rolls,
    })
  }, [game.view, game.legal, game.hash, game.log, game.rolls, seat])

  return (
    <div className="table-view hoth-table">
      {game.view ? (
        <>
          <div className="scene-layer">
            <HothCanvas view={game.view} seat={seat} lastRoll={roll} {...board} />
          </div>
          <HothPanels
            view={game.view}
            seat={seat}
            names={names}
            legal={game.legal}
            log={game.log}
            dispatch={dispatch}
            refusal={refusals.notice ?? game.refusal}
            refuse={refusals.refuseAction}
            onRematch={rematch.start}
            onDeselect={interaction.deselect}
          />
        </>
      ) : (
        <div className="hoth-setup-layer">
          {game.drawing ? (
            <SetupDrawPanel drawing={game.drawing} names={names} seats={seats} peers={peers} myKey={room.publicKey} />
          ) : (
            <HothSetupScreen
              setup={game.setup}
              mySeats={mySeats}
              seated={Object.keys(seats)}
              onChange={(setup) => writeSetup(room.doc, setup)}
              onHotseat={(extra) => room.claimSeat(extra, { hotseat: true })}
              notice={
                game.startFailed
                  ? t('startFailed', { names: game.startFailed.map((s) => names[s] ?? s).join(', ') })
                  : null
              }
              onStart={() =>
                void startHothGame(room, game.setup, Object.keys(seats)).then((result) => {
                  if (!result.ok) toast('error', 'hothSetup:startRefused', undefined, result.reason)
                })
              }
            />
          )}
        </div>
      )}
      {attack && game.view ? <AttackPreviewPanel preview={attack} view={game.view} /> : null}
      {curtain ? (
        <HotseatCurtain
          seat={seat}
          name={names[seat] ?? seat}
          side={SEAT_ROLES[seat] ? t(`sides.${SEAT_ROLES[seat].side}`) : ''}
          testId="hoth-curtain"
          onReady={() => setShownTo(seat)}
        />
      ) : null}
      <PendingRollNotice
        roll={game.view ? game.pending : null}
        rolling={game.rolling}
        seats={seats}
        peers={peers}
        myKey={room.publicKey}
        fallback={t('rolling')}
        className="hoth-rolling"
        testId="hoth-rolling"
      />
      {rematch.offer && game.view?.result ? (
        <RematchBanner offer={rematch.offer} testId="hoth-rematch" onJoin={rematch.join} />
      ) : null}
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <ChatPanel room={room} />
      <HothSeats room={room} seats={seats} started={game.view !== null} />
      {diagnostics ? (
        <DiagnosticsPanel room={room} status={status} people={peers.length} onClose={() => close('diagnostics')} />
      ) : null}
    </div>
  )
}
