/**
 * A rules game in a room, for any engine game (src/games/<id> uses it through its own small hook): the game's start
 * from the log (a `start-game` roll, net/game-start.ts), a live fold of the signed log after it (net's log folder,
 * the same on every peer), this seat's view and legal actions, the game log, and `dispatch`, which signs and appends
 * an action (as a roll when the action needs entropy: net draws it together with the other players, so such a
 * dispatch waits for their answers).
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { coreErrors } from '../../engine/core/errors'
import type { Action, EngineEvent, GameDefinition, Json, LocalizedText, SeatId } from '../../engine/core/types'
import type { GameStart, StartOptions } from '../../net/game-start'
import { createLogFolder } from '../../net/log-folder'
import type { LogFolder, PendingRoll } from '../../net/log-folder'
import { rollContributors } from '../../net/roll-status'
import type { Room } from '../../net/types'
import { useGameStart } from './useGameStart'

/** One line of a game log: the event, its turn and who acted. */
export interface RulesLogLine {
  key: string
  turn: number
  seat: SeatId
  event: EngineEvent
}

/** What a game tells the hook about itself (every function module-level, so stable). */
export interface RulesGameSpec<S extends Json, A extends Action, C extends Json, V, R> {
  definition: GameDefinition<S, A, C, V>
  /** Turns an untrusted start payload into a record (null: not one). */
  read(payload: Json): R | null
  /** The record's seats (the ones that draw the start roll together). */
  seatsOf(record: R): readonly SeatId[]
  /** The record's engine config. */
  configOf(record: R): C
  /** Whether the game starts only with every one of its seats held. */
  everySeat: boolean
  /** What a start record must agree with in the log before it (net/game-start.ts `accept`). */
  acceptStart?: StartOptions<R>['accept']
  /** Whether `action` needs entropy in `state` (it is then sent as a roll drawn with every seat). */
  needsEntropy(action: A, state: S): boolean
  /** Whether the game waits for `seat` now (hotseat: the device acts as that seat); default: it has a legal action. */
  waitsFor?(state: S, seat: SeatId): boolean
  /** The turn number an event starts, if it starts one (for the log's turn column). */
  turnOf?(event: EngineEvent): number | null
}

/** What a rules table reads from the room. */
export interface RulesGame<S, A, V, R> {
  record: R | null
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
  /** The folded state (null until a game has started): for the controller's own questions, never shown. */
  state: S | null
  /** Null until a game has started. */
  view: V | null
  legal: A[]
  /** The engine's reason why this seat cannot make `action` now (null when it could); nothing is sent. */
  explain(action: A): LocalizedText | null
  log: RulesLogLine[]
  /** `hashState` of the whole folded state (equal on every peer with the same log), '' before the start. */
  hash: string
  /** Every roll in the log: who rolled and which other seats added their share (net's fair-entropy proof). */
  rolls: { seat: SeatId; from: SeatId[] }[]
  /** The engine's reason when this browser's last action (by any of its seats) was refused, else null. */
  refusal: LocalizedText | null
  dispatch(action: A): void
}

/**
 * The log folder of the started game, rebuilt when a new game starts, and a version that counts its changes
 * (a refused entry changes the log but not the state, and must still reach the game log).
 */
function useFold<S extends Json, A extends Action, C extends Json, V, R>(
  room: Room,
  spec: RulesGameSpec<S, A, C, V, R>,
  start: GameStart<R>,
): { folder: LogFolder<S> | null; version: number } {
  const key = start.state === 'started' ? start.hash : ''
  const folder = useMemo(
    () =>
      start.state === 'started'
        ? createLogFolder(
            room.doc,
            spec.definition as unknown as GameDefinition<S>,
            { config: spec.configOf(start.record), seats: [...spec.seatsOf(start.record)], entropy: start.entropy },
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
export function logLines<S>(folder: LogFolder<S>, turnOf: (event: EngineEvent) => number | null): RulesLogLine[] {
  const lines: RulesLogLine[] = []
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
      turn = turnOf(event) ?? turn
    })
  })
  return lines
}

/** A `turn-started` event's number (Battle of Hoth's and SWLCG's events say so), else null. */
function turnStarted(event: EngineEvent): number | null {
  return event.type === 'turn-started' ? ((event.data as { number?: number } | undefined)?.number ?? null) : null
}

/** The log's rolls with the seats that contributed to each. */
function rollsOf<S>(folder: LogFolder<S>): { seat: SeatId; from: SeatId[] }[] {
  return folder.entries.flatMap((e, i) => (e.roll ? [{ seat: e.seat, from: rollContributors(folder.rollAt(i)) }] : []))
}

/**
 * The engine's reason when this browser's newest entry (by any of `mine`, its seats) was refused, else null. In a
 * hotseat game it is the browser's newest entry, not the acting seat's: a seat's refused action is explained even
 * when the device has already passed on, and an old refusal does not come back when the device returns to its seat.
 */
export function lastRefusal<S>(
  folder: Pick<LogFolder<S>, 'entries' | 'steps'>,
  mine: readonly SeatId[],
): LocalizedText | null {
  for (let i = folder.entries.length - 1; i >= 0; i--) {
    if (!mine.includes(folder.entries[i]!.seat)) continue
    const step = folder.steps[i]!
    return step.ok ? null : step.error.reason
  }
  return null
}

/**
 * Which of `mine` acts now: with one seat, that seat; in a hotseat game, a seat the game waits for (`held`, the seat
 * that holds the device now, when the game waits for it too, else the first), else `held` (while the game waits for
 * another browser's seat the device stays where it is), else the first one.
 */
export function actingSeat<S>(
  state: S | null,
  mine: readonly SeatId[],
  waitsFor: (state: S, seat: SeatId) => boolean,
  held: SeatId | null = null,
): SeatId | null {
  if (mine.length <= 1 || !state) return mine[0] ?? null
  const kept = held !== null && mine.includes(held) ? held : null
  if (kept !== null && waitsFor(state, kept)) return kept
  return mine.find((seat) => waitsFor(state, seat)) ?? kept ?? mine[0]!
}

/** The game of `spec` in `room`: live state, and the view and actions of the seat this browser acts as. */
export function useRulesGame<S extends Json, A extends Action, C extends Json, V, R>(
  room: Room,
  mySeats: readonly SeatId[],
  spec: RulesGameSpec<S, A, C, V, R>,
): RulesGame<S, A, V, R> {
  const { definition } = spec
  const start = useGameStart(room, definition.id, spec.read, spec.seatsOf, spec.everySeat, spec.acceptStart)
  const record = start.state === 'started' ? start.record : null
  const { folder, version } = useFold(room, spec, start)
  const state = folder?.state ?? null
  const seatsKey = mySeats.join(',')
  const waitsFor = spec.waitsFor ?? ((s: S, seat: SeatId) => definition.legalActions(s, seat).length > 0)
  // The seat holding the device (hotseat): it keeps it while the game waits for a seat of another browser.
  const [held, setHeld] = useState<SeatId | null>(null)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the list; the spec is module-level
  const seat = useMemo(() => actingSeat(state, mySeats, waitsFor, held), [state, seatsKey, held])
  // Remembered during the render (React's pattern for information from previous renders): no render shows another.
  if (seat !== held) setHeld(seat)
  // A send that net refused (no seat, room closed); cleared by the next send.
  const [sendError, setSendError] = useState<LocalizedText | null>(null)
  const [pendingRolls, setPendingRolls] = useState(0)
  const among = record ? spec.seatsOf(record) : undefined
  const dispatch = useCallback(
    (action: A) => {
      const { entropy: _ignored, ...bare } = action
      // The folder's newest state, read when sending: the callback stays the same object from fold to fold.
      const now = folder?.state ?? null
      const entropy = now !== null && spec.needsEntropy(action, now)
      setSendError(null)
      if (entropy) setPendingRolls((n) => n + 1)
      const options = { game: definition.id, entropy, among, seat: seat ?? undefined }
      void room.appendAction(bare, options).then((result) => {
        if (entropy) setPendingRolls((n) => n - 1)
        // A void roll is a line of the game's log already, naming who did not answer.
        if (!result.ok && !result.inLog) setSendError(result.reason)
      })
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the spec is module-level
    [room, seat, among, folder],
  )
  // The folder's state is a new object after every change, so it keys the derived values.
  const view = useMemo(() => (state ? definition.view(state, seat) : null), [definition, state, seat])
  const legal = useMemo(() => (state && seat ? definition.legalActions(state, seat) : []), [definition, state, seat])
  const explain = useCallback(
    (action: A): LocalizedText | null => {
      if (!state) return null
      if (!seat) return coreErrors.spectatorCannotAct().reason
      const result = definition.apply(state, action, seat)
      return result.ok ? null : result.error.reason
    },
    [definition, state, seat],
  )
  const turnOf = spec.turnOf ?? turnStarted
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const log = useMemo(() => (folder ? logLines(folder, turnOf) : []), [folder, version])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
  const rolls = useMemo(() => (folder ? rollsOf(folder) : []), [folder, version])
  const refusal = sendError ?? (folder ? lastRefusal(folder, mySeats) : null)
  return {
    record,
    seat,
    rolling: pendingRolls > 0,
    pending: folder?.pending ?? null,
    drawing: start.state === 'drawing' ? { missing: start.waitingFor } : null,
    startFailed: start.state === 'none' && start.lastVoid ? start.lastVoid.missing : null,
    state,
    view,
    legal,
    explain,
    log,
    hash: folder?.hash ?? '',
    rolls,
    refusal,
    dispatch,
  }
}
