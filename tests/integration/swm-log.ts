/**
 * A Star Wars Miniatures log for the determinism tests: a random full skirmish (random 100-point squads committed,
 * revealed, deployed and fought to the end) played by the test random player from `seedHex`.
 */
import type { FoldEntry, FoldInit, Json } from '../../engine/index'
import { playRandomGame } from '../../engine/games/swm/testing/randomPlayer'
import { DARK, LIGHT } from '../../engine/games/swm/testing/skirmish'

/** The game's fold init and log entries for `seedHex`. */
export function swmLog(seedHex: string): { init: FoldInit<Json>; entries: FoldEntry[] } {
  const game = playRandomGame(Number.parseInt(seedHex.slice(0, 6), 16) % 100_000)
  return { init: { config: game.config, seats: [LIGHT, DARK], entropy: '00' }, entries: game.log }
}
