/**
 * The Battle of Hoth controller's data: the setup and game record from the room's `meta`, a live fold of the
 * signed log (net's log folder, the same on every peer), this seat's view and legal actions, the game log,
 * and `dispatch`, which signs and appends an action (asking net for entropy when the action rolls or draws).
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { ENTROPY_ACTIONS, hoth } from '../../../../engine/games/hoth'
import type { HothAction, HothState, HothView } from '../../../../engine/games/hoth'
import { createLogFolder } from '../../../../net/log-folder'
import type { LogFolder } from '../../../../net/log-folder'
import { schema } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import type { HothLogLine } from '../contract'
import { readGame, readSetup } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** What the Hoth table reads from the room. */
export interface HothGame {
  setup: HothSetup
  game: HothGameRecord | null
  seat: SeatId | null
  /** Null until a game has started. */
  view: HothView | null
  legal: HothAction[]
  log: HothLogLine[]
  /** `hashState` of the whole folded state (equal on every peer with the same log), '' before the start. */
  hash: string
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

/** The log folder of the started game, rebuilt when a new game starts; its state re-renders the table. */
function useFold(room: Room, game: HothGameRecord | null): LogFolder<HothState> | null {
  const key = game ? `${game.number}:${game.entropy}` : ''
  const folder = useMemo(
    () =>
      game ? createLogFolder(room.doc, hoth, { config: game.config, seats: game.seats, entropy: game.entropy }) : null,
    // The record's key says when a different game started; the object itself changes on every meta read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [room.doc, key],
  )
  useEffect(() => () => folder?.destroy(), [folder])
  const [, setVersion] = useState(0)
  useEffect(() => folder?.onChange(() => setVersion((v) => v + 1)), [folder])
  return folder
}

/** Log lines from the folder's accepted steps (events tagged with turn and seat). */
function logLines(folder: LogFolder<HothState>): HothLogLine[] {
  const lines: HothLogLine[] = []
  let turn = 1
  folder.steps.forEach((step, i) => {
    if (!step.ok) return
    const seat = folder.entries[i]!.seat
    step.events.forEach((event, j) => {
      lines.push({ key: `${i}.${j}`, turn, seat, event })
      if (event.type === 'turn-started') turn = (event.data as { number: number }).number
    })
  })
  return lines
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

/** Battle of Hoth in `room`: setup, live state, this seat's view and actions. */
export function useHothGame(room: Room, seat: SeatId | null): HothGame {
  const { setup, game } = useMetaRecords(room)
  const folder = useFold(room, game)
  const state = folder?.state ?? null
  // A send that net refused (no seat, room closed); cleared by the next send.
  const [sendError, setSendError] = useState<LocalizedText | null>(null)
  const dispatch = useCallback(
    (action: HothAction) => {
      const { entropy: _ignored, ...bare } = action
      setSendError(null)
      void room.appendAction(bare, { entropy: ENTROPY_ACTIONS.has(action.type) }).then((result) => {
        if (!result.ok) setSendError(result.reason)
      })
    },
    [room],
  )

  // The folder's state is a new object after every change, so it keys the derived values.
  const view = useMemo(() => (state ? hoth.view(state, seat) : null), [state, seat])
  const legal = useMemo(() => (state && seat ? hoth.legalActions(state, seat) : []), [state, seat])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its state marks each change
  const log = useMemo(() => (folder ? logLines(folder) : []), [folder, state])
  const refusal = sendError ?? (folder && seat ? lastRefusal(folder, seat) : null)
  return { setup, game, seat, view, legal, log, refusal, dispatch, hash: folder?.hash ?? '' }
}
