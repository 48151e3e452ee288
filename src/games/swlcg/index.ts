/**
 * Star Wars: The Card Game in rules mode, 1v1 and Balance of the Force 2v2, as plug-ins (src/games/contract.ts). Kept
 * small: the lobby loads it; the table (table.ts, with the engine) is a chunk of its own.
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

/** Balance of the Force 2v2: seats 1 and 4 the Light Side's #1 and #2, seats 2 and 3 the Dark Side's (setupModel's TEAMS). */
export const swlcgTeamGame: GameModule = {
  id: 'swlcg-teams',
  lobbyKey: 'cardGameTeams',
  mode: 'rules',
  seats: ['s1', 's2', 's3', 's4'],
  load: () => import('./table').then((m) => m.swlcgTeamTable),
}
