/**
 * Battle of Hoth in rules mode, as a plug-in (src/games/contract.ts). Kept small: the lobby loads it; the table
 * (table.ts, with the engine) is a chunk of its own.
 */
import type { GameModule } from '../contract'

/** Battle of Hoth's module: s1/s3 Rebels, s2/s4 Empire (the same four seats as session/setupModel's HOTH_SEATS). */
export const hothGame: GameModule = {
  id: 'hoth',
  lobbyKey: 'hoth',
  mode: 'rules',
  seats: ['s1', 's2', 's3', 's4'],
  load: () => import('./table').then((m) => m.hothTable),
}
