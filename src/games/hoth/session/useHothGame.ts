/**
 * The Battle of Hoth controller's data: the setup choices from the room's `meta`, and the started game through the
 * shared rules-game hook (src/hooks/useRulesGame.ts): the fold of the signed log, this seat's view, legal actions,
 * log and `dispatch`.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import { ENTROPY_ACTIONS, hoth } from '../../../../engine/games/hoth'
import type { HothAction, HothConfig, HothState, HothView } from '../../../../engine/games/hoth'
import { schema } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import { actingSeat as firstWaitedFor, useRulesGame } from '../../../hooks/useRulesGame'
import type { RulesGame, RulesGameSpec } from '../../../hooks/useRulesGame'
import { readGame, readSetup } from './setupModel'
import type { HothGameRecord, HothSetup } from './setupModel'

/** What the Hoth table reads from the room. */
export interface HothGame extends RulesGame<HothState, HothAction, HothView, HothGameRecord> {
  setup: HothSetup
}

/** Reads the setup choices from `meta` (re-renders only when they change). */
function useSetup(room: Room): HothSetup {
  const source = useMemo(() => docSource(room.doc, (doc) => readSetup(schema.meta(doc).get('hothSetup'))), [room.doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}

/** The game waits for a seat that may do more than show its hand. */
const waitsFor = (state: HothState, seat: SeatId) => hoth.legalActions(state, seat).some((a) => a.type !== 'share-hand')

/** Battle of Hoth for the shared hook: every seat of the game takes part in its start roll. */
const SPEC: RulesGameSpec<HothState, HothAction, HothConfig, HothView, HothGameRecord> = {
  definition: hoth,
  read: readGame,
  seatsOf: (record) => record.seats,
  configOf: (record) => record.config,
  everySeat: true,
  needsEntropy: (action) => ENTROPY_ACTIONS.has(action.type),
  waitsFor,
}

/** Which of `mine` acts now: its only seat, or in a hotseat game the first seat the game waits for. */
export function actingSeat(state: HothState | null, mine: readonly SeatId[]): SeatId | null {
  return firstWaitedFor(state, mine, waitsFor)
}

/** Battle of Hoth in `room`: setup, live state, and the view and actions of the seat this browser acts as. */
export function useHothGame(room: Room, mySeats: readonly SeatId[]): HothGame {
  const setup = useSetup(room)
  const game = useRulesGame(room, mySeats, SPEC)
  const { state } = game
  const seatsKey = mySeats.join(',')
  // Hotseat: a take-back asked by one of this browser's seats is agreed by its other side's seat at once,
  // since the same people sit at the device.
  useEffect(() => {
    if (!state?.undoRequest || mySeats.length < 2) return
    const answerer = mySeats.find((s) => hoth.legalActions(state, s).some((a) => a.type === 'answer-undo'))
    if (answerer)
      void room.appendAction({ type: 'answer-undo', payload: { allow: true } }, { game: hoth.id, seat: answerer })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state; the key stands for the list
  }, [state, room, seatsKey])
  return { ...game, setup }
}
