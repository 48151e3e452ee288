/**
 * Star Wars: The Card Game in rules mode (1v1), as a plug-in (src/games/contract.ts). Kept small: the lobby loads
 * it; the table (table.ts, with the engine) is a chunk of its own.
 */
import type { GameModule } from '../contract'

/** SWLCG's module: seat 1 Light Side, seat 2 Dark Side (session/setupModel's SWLCG_SEATS). */
export const swlcgGame: GameModule = {
  id: 'swlcg-rules',
  lobbyKey: 'cardGameRules',
  mode: 'rules',
  seats: ['s1', 's2'],
  load: () => import('./table').then((m) => m.swlcgTable),
}
