/**
 * Hatalom Kártyái as a game definition on the engine core, two players. The rules are split by job: setup.ts and
 * setupActions.ts (start), flow.ts (stages and priority), play.ts (card-play pipeline), combat.ts (exchange and
 * combat), effects/resolve.ts (effects), manual.ts and manualOps.ts (text-only cards resolved by hand), stats.ts
 * (derived stats), table.ts, legal.ts, view.ts.
 */
import { defineGame } from '../../core/game'
import type { Outcome } from '../../core/types'
import { applyHkk } from './apply'
import { legalHkkActions } from './legal'
import { setupHkk } from './setup'
import type { HkkAction, HkkConfig, HkkState } from './types'
import { viewHkk } from './view'
import type { HkkView } from './view'

/** The game definition ('hkk'). */
export const hkkGame = defineGame<HkkState, HkkAction, HkkConfig, HkkView>({
  id: 'hkk',
  setup: setupHkk,
  apply: applyHkk,
  view: viewHkk,
  legalActions: legalHkkActions,
  outcome(state): Outcome {
    if (!state.result) return null
    return { winners: state.result.winners.map((p) => state.seats[p]), reason: state.result.reason }
  },
})
