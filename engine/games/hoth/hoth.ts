/**
 * Star Wars: Battle of Hoth as a game definition on the engine core. The rules are split by job: setup.ts,
 * orders.ts, movement.ts, combat.ts, resolve.ts, objectives.ts, turnActions.ts, attackActions.ts, legal.ts,
 * view.ts; the tables they read are in data/. docs/games/hoth.md lists every action and assumption.
 */
import { defineGame } from '../../core/game'
import type { Outcome } from '../../core/types'
import { applyHoth } from './apply'
import { legalHothActions } from './legal'
import { seatsOf } from './queries'
import { setupHoth } from './setup'
import type { HothAction, HothConfig, HothState } from './types'
import { viewHoth, type HothView } from './view'

/** The game definition ('hoth'). */
export const hoth = defineGame<HothState, HothAction, HothConfig, HothView>({
  id: 'hoth',
  setup: setupHoth,
  apply: applyHoth,
  view: viewHoth,
  legalActions: legalHothActions,
  outcome(state): Outcome {
    if (!state.result) return null
    return { winners: seatsOf(state, state.result.winner), reason: state.result.reason }
  },
})
