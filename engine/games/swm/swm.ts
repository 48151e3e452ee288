/**
 * Star Wars Miniatures skirmish as a game definition on the engine core. The rules are split by job: setup.ts,
 * squadActions.ts, deployment.ts, rounds.ts, turn.ts, turnShapes.ts, movement.ts, targeting.ts, attacks.ts, flow.ts,
 * doors.ts, victory.ts, legal.ts; geometry/ and attack/ hold the pure rules they call. docs/games/swm.md lists every
 * action and every reading of the rulebook.
 */
import { defineGame } from '../../core/game'
import type { GameDefinition, Outcome } from '../../core/types'
import { applySwm } from './apply'
import { CHARACTERS_BY_ID } from './data/characters'
import { legalSwmActions } from './legal'
import { setupSwm } from './setup'
import type { Roster } from './squads'
import type { SwmAction, SwmConfig, SwmState } from './types'

/**
 * The game over a character table: the game's own (`swm`), or a test's fixtures. Everything is open but the squad
 * lists, which are not in the state until revealed (only their commitments are), so a seat's view is the state.
 */
export function createSwm(roster: Roster): GameDefinition<SwmState, SwmAction, SwmConfig, SwmState> {
  return defineGame<SwmState, SwmAction, SwmConfig, SwmState>({
    id: 'swm',
    setup: (config, seats) => setupSwm(config, seats),
    apply: (state, action, seat) => applySwm(roster, state, action, seat),
    view: (state) => state,
    legalActions: (state, seat) => legalSwmActions(roster, state, seat),
    outcome(state): Outcome {
      return state.result ? { winners: state.result.winners, reason: state.result.reason } : null
    },
  })
}

/** The game definition ('swm') over the game's character table. */
export const swm = createSwm(CHARACTERS_BY_ID)
