/**
 * Every game and box the app offers, in the lobby's order. Adding a rules game is one folder under src/games
 * (its index.ts exports a GameModule) and one line here; the lobby, the invite link, the room's setup and
 * TableView read nothing else.
 */
import { sandboxBoxModule } from '../sandbox/boxModule'
import type { BoxId, GameModule } from './contract'
import { hothGame } from './hoth'
import { swmGame } from './swm'
import { swlcgGame, swlcgTeamGame } from './swlcg'

/** The sandbox deck's table: the lobby's default, and the table of a room whose box no module knows. */
export const SANDBOX_GAME: GameModule = sandboxBoxModule('sandbox', 'sandbox')

/** Every module, in the order the lobby lists them. */
export const GAMES: readonly GameModule[] = [
  SANDBOX_GAME,
  hothGame,
  swlcgGame,
  swlcgTeamGame,
  sandboxBoxModule('swlcg', 'cardGame'),
  swmGame,
  sandboxBoxModule('swm', 'miniatures'),
  sandboxBoxModule('hoth-free', 'hothFree'),
  sandboxBoxModule('hkk', 'hatalom'),
  sandboxBoxModule('blank', 'blank'),
]

/** The module of box `id`, or null for a box this version does not know (a newer peer's, or a typo in a link). */
export function gameModule(id: BoxId | null | undefined): GameModule | null {
  return GAMES.find((game) => game.id === id) ?? null
}
