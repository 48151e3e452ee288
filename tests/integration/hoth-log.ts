/**
 * A Battle of Hoth log for the determinism tests: a random full game of Final Strike (four players, leaders)
 * played by the test random player from `seedHex`, as a fold init and entries.
 */
import type { FoldEntry, FoldInit, Json } from '../../engine/index'
import type { HothConfig } from '../../engine/games/hoth'
import { playRandomGame } from '../../engine/games/hoth/testing/randomPlayer'

/** The config every determinism run uses. */
const CONFIG: HothConfig = {
  scenario: 'final-strike',
  players: [
    { seat: 'a', side: 'rebel', leader: 'leia' },
    { seat: 'b', side: 'empire', leader: 'vader' },
    { seat: 'c', side: 'rebel', leader: 'luke' },
    { seat: 'd', side: 'empire', leader: 'piett' },
  ],
}

/** The game's fold init and log entries for `seedHex`. */
export function hothLog(seedHex: string): { init: FoldInit<Json>; entries: FoldEntry[] } {
  const game = playRandomGame(CONFIG, Number.parseInt(seedHex.slice(0, 6), 16))
  const seats = CONFIG.players.map((p) => p.seat)
  return { init: { config: CONFIG, seats, entropy: game.setupEntropy }, entries: game.log }
}
