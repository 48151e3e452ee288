/**
 * Star Wars Miniatures in rules mode, as a plug-in (src/games/contract.ts). Kept small: the lobby loads it; the table
 * (table.ts, with the engine) is a chunk of its own.
 */
import type { GameModule } from '../contract'

/** The skirmish's module: seat 1 the light side, seat 2 the dark side (session/setupModel's SWM_SEATS). */
export const swmGame: GameModule = {
  id: 'swm-rules',
  lobbyKey: 'miniaturesRules',
  mode: 'rules',
  seats: ['s1', 's2'],
  load: () => import('./table').then((m) => m.swmTable),
}
