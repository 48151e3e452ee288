/**
 * Star Wars: The Card Game (1v1 and Balance of the Force 2v2) as a game definition on the engine core. The rules are
 * split by job: setup.ts, setupActions.ts, the turn as a state machine (flow.ts with flowSteps.ts, segments.ts,
 * conflictFlow.ts, edgeBattle.ts), turnActions.ts, deploy.ts, conflictActions.ts, damage.ts, table.ts, legal.ts,
 * view.ts; the card database is in data/. docs/games/swlcg.md lists every action,
 * reading and assumption.
 */
import { defineGame } from '../../core/game'
import type { Outcome } from '../../core/types'
import { applySwlcg } from './apply'
import { legalSwlcgActions } from './legal'
import { setupSwlcg } from './setup'
import type { SwlcgAction, SwlcgConfig, SwlcgState } from './types'
import { viewSwlcg } from './view'
import type { SwlcgView } from './view'
import { seatOf, teamOf } from './queries'

/** The game definition ('swlcg'). */
export const swlcg = defineGame<SwlcgState, SwlcgAction, SwlcgConfig, SwlcgView>({
  id: 'swlcg',
  setup: setupSwlcg,
  apply: applySwlcg,
  view: viewSwlcg,
  legalActions: legalSwlcgActions,
  outcome(state): Outcome {
    if (!state.result) return null
    return { winners: teamOf(state, state.result.winner).map((p) => seatOf(state, p)), reason: state.result.reason }
  },
})
