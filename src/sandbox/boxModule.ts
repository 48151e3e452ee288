/**
 * The free-play boxes as game modules (src/games/contract.ts): each opens the sandbox table with its box's pieces
 * (src/boxes), and all of them share one table chunk (table.ts).
 */
import type { GameModule } from '../games/contract'

/** Seats of every sandbox table (tabletopSetup.ts's SANDBOX_SEATS, written out so the lobby loads no engine). */
const SEATS = ['s1', 's2', 's3', 's4'] as const

/** The module of sandbox box `id` (a key of src/boxes' BOXES), named in the lobby by `lobby:boxes.<lobbyKey>`. */
export function sandboxBoxModule(id: string, lobbyKey: string): GameModule {
  return { id, lobbyKey, mode: 'free', seats: SEATS, load: () => import('./table').then((m) => m.sandboxTable(id)) }
}
