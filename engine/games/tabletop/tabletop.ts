/**
 * The tabletop: sandbox free play with cards as a rules-free game definition, so hands, deck order and face-down
 * cards stay behind the engine core's hidden-information helpers while everyone moves cards like at a real
 * table. Split by job: types.ts, payload.ts, zones.ts, piles.ts, cards.ts, dice.ts, apply.ts, setup.ts, view.ts,
 * legal.ts. docs/games/tabletop.md lists every action, error and event.
 */
import { defineGame } from '../../core/game'
import { applyTabletop } from './apply'
import { legalTabletopActions } from './legal'
import { setupTabletop } from './setup'
import type { TabletopAction, TabletopConfig, TabletopState, TabletopView } from './types'
import { viewTabletop } from './view'

/** The game definition ('tabletop'). A sandbox has no winner, so `outcome` is always null. */
export const tabletop = defineGame<TabletopState, TabletopAction, TabletopConfig, TabletopView>({
  id: 'tabletop',
  setup: setupTabletop,
  apply: applyTabletop,
  view: viewTabletop,
  legalActions: legalTabletopActions,
  outcome: () => null,
})
