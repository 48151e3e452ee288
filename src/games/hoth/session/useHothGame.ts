/**
 * The Battle of Hoth controller's data: the setup and game record from the room's `meta`, a live fold of the
 * signed log (net's log folder, the same on every peer), this seat's view and legal actions, the game log,
 * and `dispatch`, which signs and appends an action (asking net for entropy when the action rolls or draws:
 * net draws it together with the other players, so such a dispatch waits for their answers).
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { ENTROPY_ACTIONS, hoth } from '../../../../engine/games/hoth'
import type { HothAction, HothState, HothView } from '../../../../engine/games/hoth'
import { createLogFolder } from '../../../../net/log-folder'
import type { LogFolder } from '../../../../net/log-folder'
import { readDraw, type DrawState } from '../../../../net/joint-draw'
import { schema } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import type { HothLogLine } from '../contract'
import { readGame, readSetup, setupDraw } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** What the Hoth table reads from the room. */
export interface HothGame {
  setup: HothSetup
  game: HothGameRecord | null
  /** The seat this browser acts and looks as now: its only seat, or in a hotseat game the one the game waits for. */
  seat: SeatId | null
  /** True while a roll of this browser waits for the other players' shares of the dice. */
  rolling: boolean
  /** The started game's setup draw (its first shuffle, drawn with every seat) while it is not done, else null. */
  drawing: Exclude<DrawState, { state: 'done' }> | null
  /** Null until a game has started. */
  view: HothView | null
  legal: HothAction[]
  log: HothLogLine[]
  /** `hashState` of the whole folded state (equal on every peer with the same log), '' before the start. */
  hash: string
  /** Every roll in the log: who rolled and which other seats added their share (net's fair-entropy proof). */
  rolls: { seat: SeatId; from: SeatId[] }[]
  /** The last of this seat's actions the engine refused, with its reason. */
  refusal: LocalizedText | null
  dispatch(action: HothAction): void
}

/** Reads the setup and game records from `meta` (re-renders only when they change). */
function useMetaRecords(room: Room): { setup: HothSetup; game: HothGameRecord | null } {
  const source = useMemo(
    () =>
      docSource(room.doc, (doc) => {
        const meta = schema.meta(doc)
        return { setup: readSetup(meta.get('hothSetup')), game: readGame(meta.get('hothGame')) }
      }),
    [room.doc],
  )
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

const NO_DRAW = { subscribe: () => () => {}, getSnapshot: () => null }

/**
 * The started game's joint setup draw (net/joint-draw.ts): where it stands, and this browser's part in it
 * (commit, then reveal) done whenever the draw moves on.
 */
function useSetupDraw(room: Room, game: HothGameRecord | null): DrawState | null {
  const key = game ? JSON.stringify(setupDraw(game)) : ''
  const source = useMemo(
    () => {
      if (!game) return NO_DRAW
      const { label, message, seats } = setupDraw(game)
      return docSource(room.doc, (doc) => readDraw(doc, label, message, seats))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the game's draw
    [room.doc, key],
  )
  const draw = useSyncExternalStore(source.subscribe, source.getSnapshot)
  useEffect(() => {
    if (!game || draw?.state !== 'waiting') return
    const { label, message, seats } = setupDraw(game)
    room.joinDraw(label, message, seats)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the game's draw
  }, [room, key, draw])
  return draw
}

/**
 * The log folder of the started game, rebuilt when a new game starts, and a version that counts its changes
 * (a refused entry changes the log but not the state, and must still reach the game log).
 */
function useFold(
  room: Room,
  game: HothGameRecord | null,
  entropy: string | null,
): { folder: LogFolder<HothState> | null; version: number } {
  const key = game && entropy ? `${game.number}:${entropy}` : ''
  const folder = useMemo(
    () =>
      game && entropy ? createLogFolder(room.doc, hoth, { config: game.config, seats: game.seats, entropy }) : null,
    // The record's key says when a different game started; the object itself changes on every meta read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [room.doc, key],
  )
  useEffect(() => () => folder?.destroy(), [folder])
  const [version, setVersion] = useState(0)
  useEffect(() => folder?.onChange(() => setVersion((v) => v + 1)), [folder])
  return { folder, version }
}

/**
 * Log lines from the folder's steps (events tagged with turn and seat). A refused entry (a race lost, or an
 * action no honest page would send) becomes an `action-refused` line with the reason, the same on every peer.
 */
function logLines(folder: LogFolder<HothState>): HothLogLine[] {
  const lines: HothLogLine[] = []
  let turn = 1
  folder.steps.forEach((step, i) => {
    const seat = folder.entries[i]!.seat
    if (!step.ok) {
      const data = { action: folder.entries[i]!.type, reason: step.error.reason, code: step.error.code }
      lines.push({ key: `${i}.x`, turn, seat, event: { type: 'action-refused', data } })
      return
    }
    step.events.forEach((event, j) => {
      lines.push({ key: `${i}.${j}`, turn, seat, event })
      if (event.type === 'turn-started') turn = (event.data as { number: number }).number
    })
  })
  return lines
}

/** The log's rolls with the seats that contributed to each. */
function rollsOf(folder: LogFolder<HothState>): { seat: SeatId; from: SeatId[] }[] {
  return folder.entries.flatMap((e) => (e.fair ? [{ seat: e.seat, from: e.fair.shares.map((s) => s.seat) }] : []))
}

/** The engine's reason when this seat's newest entry was refused, else null. */
function lastRefusal(folder: LogFolder<HothState>, seat: SeatId): LocalizedText | null {
  for (let i = folder.entries.length - 1; i >= 0; i--) {
    if (folder.entries[i]!.seat !== seat) continue
    const step = folder.steps[i]!
    return step.ok ? null : step.error.reason
  }
  return null
}

/**
 * Which of `mine` acts now: with one seat, that seat; in a hotseat game, the first seat the game waits for
 * (it has legal actions beyond showing its hand), else the first one.
 */
export function actingSeat(state: HothState | null, mine: readonly SeatId[]): SeatId | null {
  if (mine.length <= 1 || !state) return mine[0] ?? null
  const waitedFor = mine.find((seat) => hoth.legalActions(state, seat).some((a) => a.type !== 'share-hand'))
  return waitedFor ?? mine[0]!
}

/** Battle of Hoth in `room`: setup, live state, and the view and actions of the seat this browser acts as. */
export function useHothGame(room: Room, mySeats: readonly SeatId[]): HothGame {
  const { setup, game } = useMetaRecords(room)
  const draw = useSetupDraw(room, game)
  const { folder, version } = useFold(room, game, draw?.state === 'done' ? draw.entropy : null)
  const state = folder?.state ?? null
  const seatsKey = mySeats.join(',')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the list
  const seat = useMemo(() => actingSeat(state, mySeats), [state, seatsKey])
  // A send that net refused (no seat, room closed); cleared by the next send.
  const [sendError, setSendError] = useState<LocalizedText | null>(null)
  const [pendingRolls, setPendingRolls] = useState(0)
  const dispatch = useCallback(
    (action: HothAction) => {
      const { entropy: _ignored, ...bare } = action
      const entropy = ENTROPY_ACTIONS.has(action.type)
      setSendError(null)
      if (entropy) setPendingRolls((n) => n + 1)
      void room.appendAction(bare, { entropy, seat: seat ?? undefined }).then((result) => {
        if (entropy) setPendingRolls((n) => n - 1)
        if (!result.ok) setSendError(result.reason)
      })
    },
    [room, seat],
  )

  // Hotseat: a take-back asked by one of this browser's seats is agreed by its other side's seat at once,
  // since the same people sit at the device.
  useEffect(() => {
    if (!state?.undoRequest || mySeats.length < 2) return
    const answerer = mySeats.find((s) => hoth.legalActions(state, s).some((a) => a.type === 'answer-undo'))
    if (answerer) void room.appendAction({ type: 'answer-undo', payload: { allow: true } }, { seat: answerer })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state; the key stands for the list
  }, [state, room, seatsKey])

  // The folder's state is a new object after every change, so it keys the derived values.
  const view = useMemo(() => (state ? hoth.view(state, seat) : null), [state, seat])
  const legal = useMemo(() => (state && seat ? hoth.legalActions(state, seat) : []), [state, seat])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const log = useMemo(() => (folder ? logLines(folder) : []), [folder, version])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const rolls = useMemo(() => (folder ? rollsOf(folder) : []), [folder, version])
  const refusal = sendError ?? (folder && seat ? lastRefusal(folder, seat) : null)
  const drawing = draw && draw.state !== 'done' ? draw : null
  return {
    setup,
    game,
    seat,
    rolling: pendingRolls > 0,
    rolls,
    drawing,
    view,
    legal,
    log,
    refusal,
    dispatch,
    hash: folder?.hash ?? '',
  }
}
