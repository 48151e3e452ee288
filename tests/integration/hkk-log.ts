/**
 * A Hatalom Kártyái (HKK) log for the determinism tests: a random full 1v1 game with the two demo decks (Ember & Wild
 * v Tide & Wild, default rules) played by the test random player from `seedHex` (the player to act concedes after
 * turn 30), as a fold init and entries.
 */
import type { FoldEntry, FoldInit, Json } from '../../engine/index'
import type { HkkConfig } from '../../engine/games/hkk'
import { demoDefs, HKK_DEMO_DECKS } from '../../engine/games/hkk/data/decks'
import { S1, S2 } from '../../engine/games/hkk/testing/fixtures'
import { playRandomGame } from '../../engine/games/hkk/testing/randomPlayer'

/** The demo decks' config: Ember & Wild for the first seat, Tide & Wild for the second. */
export function hkkDemoConfig(): HkkConfig {
  const [a, b] = HKK_DEMO_DECKS
  if (!a || !b) throw new Error('HKK: two demo decks expected')
  return { decks: { p1: [...a.cards], p2: [...b.cards] }, defs: demoDefs([a.id, b.id]) }
}

/** The game's fold init and log entries for `seedHex`. */
export function hkkLog(seedHex: string): { init: FoldInit<Json>; entries: FoldEntry[] } {
  const config = hkkDemoConfig()
  const game = playRandomGame(config, Number.parseInt(seedHex.slice(0, 6), 16))
  return {
    init: { config, seats: [S1, S2], entropy: game.setupEntropy },
    entries: game.log,
  }
}
