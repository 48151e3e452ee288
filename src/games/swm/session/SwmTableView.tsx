import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { SwmAction } from '../../../../engine/games/swm'
import { schema } from '../../../../net/schema'
import { docSource } from '../../../hooks/docSource'
import { usePeers } from '../../../hooks/usePeers'
import { usePeerToasts } from '../../../hooks/usePeerToasts'
import { useRematch } from '../../../hooks/useRematch'
import { useSeatNames } from '../../../hooks/useSeatNames'
import { seatsHeldBy, useSeats } from '../../../hooks/useSeats'
import { playerNames } from '../../../lib/playerNames'
import { registerTestHook } from '../../../testing/testHooks'
import type { TableViewProps } from '../../contract'
import { ChatPanel } from '../../../ui/ChatPanel'
import { DiagnosticsPanel } from '../../../ui/DiagnosticsPanel'
import { HotseatCurtain } from '../../../ui/HotseatCurtain'
import { PendingRollNotice } from '../../../ui/PendingRollNotice'
import { RematchBanner } from '../../../ui/RematchBanner'
import { SeatsDock } from '../../../ui/SeatsDock'
import { StatusBar } from '../../../ui/StatusBar'
import { useOverlays } from '../../../ui/overlayStore'
import { toast } from '../../../ui/toastStore'
import { SwmCanvas } from '../scene/SwmCanvas'
import { SquadBuilder } from '../setup/SquadBuilder'
import { SwmStartScreen } from '../setup/SwmStartScreen'
import { SwmPanels } from '../ui/SwmPanels'
import { lastRoll } from './lastRoll'
import { readOptions, startSkirmish, writeOptions } from './metaActions'
import { SWM_SEATS } from './setupModel'
import { sealSquad } from './squadSecrets'
import { useSwmGame } from './useSwmGame'
import { useSwmInteraction } from './useSwmInteraction'
import './swm-table.css'

/**
 * A Star Wars Miniatures room: the start screen until a game starts, the squad builder while the lists are built
 * (each kept in its author's browser until both are committed), then the 3D map with the panels and prompts over it.
 * Every action goes through the signed log and the engine on every peer.
 */
export function SwmTableView({ room, status }: TableViewProps) {
  const { t } = useTranslation('swm')
  const peers = usePeers(room.awareness)
  const seats = useSeats(room.doc)
  // Usually one seat; both in a hotseat game, where the seat the game waits for acts.
  const mySeats = useMemo(() => seatsHeldBy(seats, room.publicKey), [seats, room.publicKey])
  const game = useSwmGame(room, mySeats)
  const { state, seat } = game
  const seatNames = useSeatNames(room.doc)
  const names = useMemo(() => playerNames(seatNames), [seatNames])
  const optionsSource = useMemo(
    () => docSource(room.doc, (doc) => readOptions(schema.meta(doc).get('swmSetup'))),
    [room.doc],
  )
  const options = useSyncExternalStore(optionsSource.subscribe, optionsSource.getSnapshot)
  const send = game.dispatch
  const ui = useSwmInteraction(state, seat, game.hash, send, game.legal)
  const { clearNotice } = ui
  const dispatch = useCallback(
    (action: SwmAction) => {
      clearNotice()
      send(action)
    },
    [clearNotice, send],
  )
  // Hotseat: the screen is covered each time the device passes to the other seat, until that player says so.
  const [shownTo, setShownTo] = useState<string | null>(null)
  const curtain = mySeats.length > 1 && state !== null && !state.result && seat !== null && seat !== shownTo
  const rematch = useRematch(room, { box: 'swm-rules', key: 'swmRematch' })
  const roll = useMemo(() => lastRoll(game.log, game.rolls), [game.log, game.rolls])
  const diagnostics = useOverlays((s) => s.diagnostics)
  const { close } = useOverlays((s) => s.actions)
  usePeerToasts(room.awareness)
  // End-to-end tests compare peers by the folded state's hash and read what the table shows.
  useEffect(() => {
    registerTestHook('swm', {
      state: game.state,
      legal: game.legal,
      hash: game.hash,
      log: game.log.length,
      events: game.log.map((line) => line.event.type),
      seat,
      selected: ui.selected,
      hints: ui.hints,
      preview: ui.preview,
      rolls: game.rolls,
      busy: game.rolling || game.pending !== null,
    })
  }, [
    game.state,
    game.legal,
    game.hash,
    game.log,
    game.rolls,
    game.rolling,
    game.pending,
    seat,
    ui.selected,
    ui.hints,
    ui.preview,
  ])

  const commit = useCallback(
    (list: Parameters<typeof sealSquad>[2]) => {
      if (!seat) return
      const sealed = sealSquad(room.code, seat, list)
      if (!sealed.ok) toast('error', 'swm:table.commitRefused', undefined, sealed.reason)
      else dispatch({ type: 'commit-squad', payload: { hash: sealed.hash } })
    },
    [room.code, seat, dispatch],
  )
  const playing = state !== null && state.stage !== 'squads'

  return (
    <div className="table-view swm-table">
      {playing ? (
        <>
          <div className="scene-layer">
            <SwmCanvas
              state={state}
              seat={seat}
              selected={ui.selected}
              hints={ui.hints}
              hoverSquare={ui.hoverSquare}
              hoverFigure={ui.hoverFigure}
              preview={ui.preview}
              deployZone={ui.deployZone}
              draggable={ui.draggable}
              lastRoll={roll}
              names={names}
              onFigure={ui.onFigure}
              onSquare={ui.onSquare}
              onHover={ui.onHover}
              onDrop={ui.onDrop}
            />
          </div>
          <SwmPanels
            state={state}
            seat={seat}
            names={names}
            legal={game.legal}
            log={game.log}
            selected={ui.selected}
            preview={ui.preview}
            helpers={ui.helpers}
            onHelpers={ui.setHelpers}
            onSelect={ui.select}
            dispatch={dispatch}
            refusal={ui.notice ?? game.refusal}
            onRematch={rematch.start}
            previewTarget={ui.hoverFigure}
            actingState={ui.acting}
            onDeselect={() => ui.select(null)}
            paths={{ steps: ui.pathSteps, armed: ui.armed, arm: ui.arm }}
          />
        </>
      ) : (
        <div className="swm-setup-layer">
          {state && seat ? (
            <SquadBuilder
              state={state}
              seat={seat}
              room={room.code}
              names={names}
              onCommit={commit}
              refusal={game.refusal}
            />
          ) : state ? (
            <p className="swm-setup-wait" data-testid="swm-squads-spectator">
              {t('table.squadsBeingBuilt')}
            </p>
          ) : game.drawing ? (
            <p className="swm-setup-wait" data-testid="swm-drawing">
              {t('table.drawingStart', { names: game.drawing.missing.map((s) => names[s] ?? s).join(', ') })}
            </p>
          ) : (
            <SwmStartScreen
              seated={Object.keys(seats)}
              mySeats={mySeats}
              names={names}
              pointLimit={options.pointLimit}
              captureTheDroid={options.captureTheDroid}
              era={options.era}
              onOptions={(o) => writeOptions(room.doc, o)}
              onHotseat={() => SWM_SEATS.filter((s) => !seats[s]).forEach((s) => room.claimSeat(s, { hotseat: true }))}
              onStart={() =>
                void startSkirmish(room, options).then((result) => {
                  if (!result.ok) toast('error', 'swm:table.startRefused', undefined, result.reason)
                })
              }
              notice={
                game.startFailed
                  ? t('table.startFailed', { names: game.startFailed.map((s) => names[s] ?? s).join(', ') })
                  : null
              }
            />
          )}
        </div>
      )}
      {curtain ? (
        <HotseatCurtain
          seat={seat}
          name={names[seat] ?? seat}
          side={t(`table.sides.${seat === SWM_SEATS[0] ? 'light' : 'dark'}`)}
          testId="swm-curtain"
          hides="table"
          onReady={() => setShownTo(seat)}
        />
      ) : null}
      <PendingRollNotice
        roll={state ? game.pending : null}
        rolling={game.rolling}
        seats={seats}
        peers={peers}
        myKey={room.publicKey}
        fallback={t('table.rolling')}
        className="swm-rolling"
        testId="swm-rolling"
      />
      {rematch.offer && state?.result ? (
        <RematchBanner offer={rematch.offer} testId="swm-rematch-offer" onJoin={rematch.join} />
      ) : null}
      <StatusBar room={room} status={status} peers={peers} seats={seats} />
      <ChatPanel room={room} />
      <SeatsDock room={room} seats={seats} seatIds={SWM_SEATS} pinned={state === null} />
      {diagnostics ? (
        <DiagnosticsPanel room={room} status={status} people={peers.length} onClose={() => close('diagnostics')} />
      ) : null}
    </div>
  )
}
