/**
 * The Battle of Hoth controller's data: the setup choices from the room's `meta`, the game's start from the log
 * (a `start-game` roll, net/game-start.ts), a live fold of the signed log after it (net's log folder, the same on
 * every peer), this seat's view and legal actions, the game log, and `dispatch`, which signs and appends an action
 * (as a roll when the action rolls or draws: net draws it together with the other players, so such a dispatch
 * waits for their answers).
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { coreErrors } from '../../../../engine/core/errors'
import type { Json, LocalizedText, SeatId } from '../../../../engine/core/types'
import { ENTROPY_ACTIONS, hoth } from '../../../../engine/games/hoth'
import type { HothAction, HothState, HothView } from '../../../../engine/games/hoth'
import type { GameStart } from '../../../../net/game-start'
import { createLogFolder } from '../../../../net/log-folder'
import type { LogFolder, PendingRoll } from '../../../../net/log-folder'
import { rollContributors } from '../../../../net/roll-status'
import { schema } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import { useGameStart } from '../../../hooks/useGameStart'
import type { HothLogLine } from '../contract'
import { readGame, readSetup } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** What the Hoth table reads from the room. */
export interface HothGame {
  setup: HothSetup
  game: HothGameRecord | null
  /** The seat this browser acts and looks as now: its only seat, or in a hotseat game the one the game waits for. */
  seat: SeatId | null
  /** True while a roll of this browser waits for the other players' shares of the dice. */
  rolling: boolean
  /** The roll the game waits for (nothing after it is applied yet), or null. */
  pending: PendingRoll | null
  /** While the start roll (the first shuffle, drawn with every seat) waits: the seats it waits for. */
  drawing: { missing: SeatId[] } | null
  /** When the last start roll went void: the seats that did not answer (press Start again). */
  startFailed: SeatId[] | null
  /** Null until a game has started. */
  view: HothView | null
  legal: HothAction[]
  /** The engine's reason why this seat cannot make `action` now (null when it could); nothing is sent. */
  explain(action: HothAction): LocalizedText | null
  log: HothLogLine[]
  /** `hashState` of the whole folded state (equal on every peer with the same log), '' before the start. */
  hash: string
  /** Every roll in the log: who rolled and which other seats added their share (net's fair-entropy proof). */
  rolls: { seat: SeatId; from: SeatId[] }[]
  /** The last of this seat's actions the engine refused, with its reason. */
  refusal: LocalizedText | null
  dispatch(action: HothAction): void
}

/** Reads the setup choices from `meta` (re-renders only when they change). */
function useSetup(room: Room): HothSetup {
  const source = useMemo(() => docSource(room.doc, (doc) => readSetup(schema.meta(doc).get('hothSetup'))), [room.doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

/** The game's seats: what `useGameStart` needs to check a start. */
const seatsOfRecord = (record: HothGameRecord) => record.seats

/** The game's start in the log (net/game-start.ts): every seat of the game takes part in its roll. */
const useStart = (room: Room) => useGameStart(room, hoth.id, readGame, seatsOfRecord, true)

/**
 * The log folder of the started game, rebuilt when a new game starts, and a version that counts its changes
 * (a refused entry changes the log but not the state, and must still reach the game log).
 */
function useFold(
  room: Room,
  start: GameStart<HothGameRecord>,
): { folder: LogFolder<HothState> | null; version: number } {
  const key = start.state === 'started' ? start.hash : ''
  const folder = useMemo(
    () =>
      start.state === 'started'
        ? createLogFolder(
            room.doc,
            hoth,
            { config: start.record.config, seats: start.record.seats, entropy: start.entropy },
            // States are frozen in development only (engine/core/fold.ts says why).
            { after: start.hash, freeze: import.meta.env.DEV },
          )
        : null,
    // The start's hash says when a different game started.
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
      const roll = folder.rollAt(i)
      const data: Record<string, Json> = {
        action: folder.entries[i]!.type,
        reason: step.error.reason,
        code: step.error.code,
      }
      // A void roll names the seats that did not answer; the log line says who.
      if (roll?.state === 'void') data.missing = roll.missing
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
  return folder.entries.flatMap((e, i) => (e.roll ? [{ seat: e.seat, from: rollContributors(folder.rollAt(i)) }] : []))
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
  const setup = useSetup(room)
  const start = useStart(room)
  const game = start.state === 'started' ? start.record : null
  const { folder, version } = useFold(room, start)
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
      const options = { game: hoth.id, entropy, among: game?.seats, seat: seat ?? undefined }
      void room.appendAction(bare, options).then((result) => {
        if (entropy) setPendingRolls((n) => n - 1)
        // A void roll is a line of the game's log already, naming who did not answer.
        if (!result.ok && !result.inLog) setSendError(result.reason)
      })
    },
    [room, seat, game],
  )

  // Hotseat: a take-back asked by one of this browser's seats is agreed by its other side's seat at once,
  // since the same people sit at the device.
  useEffect(() => {
    if (!state?.undoRequest || mySeats.length < 2) return
    const answerer = mySeats.find((s) => hoth.legalActions(state, s).some((a) => a.type === 'answer-undo'))
    if (answerer)
      void room.appendAction({ type: 'answer-undo', payload: { allow: true } }, { game: hoth.id, seat: answerer })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state; the key stands for the list
  }, [state, room, seatsKey])

  // The folder's state is a new object after every change, so it keys the derived values.
  const view = useMemo(() => (state ? hoth.view(state, seat) : null), [state, seat])
  const legal = useMemo(() => (state && seat ? hoth.legalActions(state, seat) : []), [state, seat])
  const explain = useCallback(
    (action: HothAction): LocalizedText | null => {
      if (!state) return null
      if (!seat) return coreErrors.spectatorCannotAct().reason
      const result = hoth.apply(state, action, seat)
      return result.ok ? null : result.error.reason
    },
    [state, seat],
  )
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const log = useMemo(() => (folder ? logLines(folder) : []), [folder, version])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const rolls = useMemo(() => (folder ? rollsOf(folder) : []), [folder, version])
  const refusal = sendError ?? (folder && seat ? lastRefusal(folder, seat) : null)
  const drawing = start.state === 'drawing' ? { missing: start.waitingFor } : null
  const startFailed = start.state === 'none' && start.lastVoid ? start.lastVoid.missing : null
  return {
    setup,
    game,
    seat,
    rolling: pendingRolls > 0,
    pending: folder?.pending ?? null,
    rolls,
    drawing,
    startFailed,
    view,
    legal,
    explain,
    log,
    refusal,
    dispatch,
    hash: folder?.hash ?? '',
  }
}
