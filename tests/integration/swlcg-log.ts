/**
 * A Star Wars: The Card Game log for the determinism tests: a random full 1v1 game with two starter decks (Jedi v
 * Sith) played by the test random player from `seedHex`, as a fold init and entries.
 */
import type { FoldEntry, FoldInit, Json } from '../../engine/index'
import { DARK, LIGHT, starterConfig } from '../../engine/games/swlcg/testing/fixtures'
import { playRandomGame } from '../../engine/games/swlcg/testing/randomPlayer'

/** The game's fold init and log entries for `seedHex`. */
export function swlcgLog(seedHex: string): { init: FoldInit<Json>; entries: FoldEntry[] } {
  const config = starterConfig('jedi', 'sith')
  const game = playRandomGame(config, Number.parseInt(seedHex.slice(0, 6), 16))
  return { init: { config, seats: [LIGHT, DARK], entropy: game.setupEntropy }, entries: game.log }
}
