/**
 * The catalogue of game components for sandbox play: one `GameCatalogue` per game, all in one shared shape, so the
 * table can lay out any box without knowing the game. See ./types.ts for the shape and each game's module for where
 * its facts come from and what was assumed.
 */
import { HKK_CATALOGUE } from './hkk'
import { HOTH_CATALOGUE } from './hoth'
import { SWLCG_CATALOGUE } from './swlcg'
import { SWM_CATALOGUE } from './swm'
import type { GameCatalogue, GameId } from './types'

export type * from './types'

/** Every game's box, by game id. */
export const CATALOGUE: Readonly<Record<GameId, GameCatalogue>> = {
  swlcg: SWLCG_CATALOGUE,
  hoth: HOTH_CATALOGUE,
  swm: SWM_CATALOGUE,
  hkk: HKK_CATALOGUE,
}

/** Every component with a count (cards, tokens, dice, boards, tiles, miniatures) of one game, in that order. */
export function componentsOf(game: GameCatalogue) {
  return [...game.cards, ...game.tokens, ...game.dice, ...game.boards, ...game.tiles, ...game.miniatures]
}
