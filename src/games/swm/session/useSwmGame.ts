/**
 * The skirmish controller's data: the started game through the shared rules-game hook (src/hooks/useRulesGame.ts),
 * and the squad stage's secret: once both seats have committed, this browser reveals the lists it holds
 * (session/squadSecrets.ts), once per commitment.
 */
import { useEffect, useRef } from 'react'
import type { SeatId } from '../../../../engine/core/types'
import { ENTROPY_ACTIONS, swm } from '../../../../engine/games/swm'
import type { SwmAction, SwmConfig, SwmState } from '../../../../engine/games/swm'
import type { Room } from '../../../../net/types'
import { useRulesGame } from '../../../hooks/useRulesGame'
import type { RulesGame, RulesGameSpec } from '../../../hooks/useRulesGame'
import { readRecord } from './setupModel'
import type { SwmRecord } from './setupModel'
import { squadSecret } from './squadSecrets'

/** What the skirmish table reads from the room. */
export type SwmGame = RulesGame<SwmState, SwmAction, SwmState, SwmRecord>

/**
 * Whether the game waits for `seat` (hotseat: the device passes to it): in the squad stage until it has committed
 * (or, once both have, revealed); later while it has an action besides conceding and taking back.
 */
export function swmWaitsFor(state: SwmState, seat: SeatId): boolean {
  if (state.stage === 'squads') {
    const entry = state.squads[seat]
    if (!entry) return false
    const allCommitted = Object.values(state.squads).every((s) => s.commitment !== null)
    return entry.commitment === null || (allCommitted && entry.revealed === null)
  }
  return swm.legalActions(state, seat).some((a) => a.type !== 'undo')
}

/** The round an event starts, for the log's turn column (rounds are what players count in a skirmish). */
function roundOf(event: { type: string; data?: unknown }): number | null {
  return event.type === 'round-started' ? ((event.data as { round?: number } | undefined)?.round ?? null) : null
}

const SPEC: RulesGameSpec<SwmState, SwmAction, SwmConfig, SwmState, SwmRecord> = {
  definition: swm,
  read: readRecord,
  seatsOf: (record) => record.seats,
  configOf: (record) => record.config,
  everySeat: true,
  needsEntropy: (action) => ENTROPY_ACTIONS.has(action.type),
  waitsFor: swmWaitsFor,
  turnOf: roundOf,
}

/** The skirmish in `room`: live state, this browser's seat's view and actions, and the automatic reveal. */
export function useSwmGame(room: Room, mySeats: readonly SeatId[]): SwmGame {
  const game = useRulesGame(room, mySeats, SPEC)
  const revealed = useRef(new Set<string>())
  const { state } = game
  useEffect(() => {
    if (!state || state.stage !== 'squads') return
    if (!Object.values(state.squads).every((s) => s.commitment !== null)) return
    for (const seat of mySeats) {
      const entry = state.squads[seat]
      if (!entry?.commitment || entry.revealed !== null || revealed.current.has(entry.commitment)) continue
      const secret = squadSecret(room.code, seat, entry.commitment)
      if (!secret) continue
      revealed.current.add(entry.commitment)
      // A hotseat device holds both lists: each reveal is sent as its own seat.
      void room.appendAction(
        {
          type: 'reveal-squad',
          payload: { list: { ...secret.list, characters: [...secret.list.characters] }, salt: secret.salt },
        },
        { game: swm.id, seat },
      )
    }
  }, [room, state, mySeats])
  return game
}
