/**
 * Child-process script for determinism-processes.test.ts: folds a generated Tally log (or, with `hoth`, a
 * random full game of Battle of Hoth's Final Strike; with `swlcg`, a random full game of Star Wars: The Card Game
 * with starter decks; with `swm`, a random full Star Wars Miniatures skirmish; with `hkk`, a random full game of
 * Hatalom Kártyái with the two demo decks) and prints `{ hash, stepsHash, length }` as one JSON line.
 * Usage: node --import tsx tests/integration/determinism-fold.ts <scratch|incremental> <seedHex> <length> [tally|hoth|swlcg|swm|hkk]
 * 'scratch' folds the whole log at once; 'incremental' appends in chunks with small snapshots and
 * delivers every 37th entry late, inserting it at its place, as a peer receiving entries out of order would.
 */
import { createFold, foldLog, generateTallyLog, hashState, tally } from '../../engine/index'
import type { Action, FoldEntry, FoldInit, GameDefinition, Json } from '../../engine/index'
import { hoth } from '../../engine/games/hoth'
import { swlcg } from '../../engine/games/swlcg'
import { hothLog } from './hoth-log'
import { swlcgLog } from './swlcg-log'
import { swm } from '../../engine/games/swm'
import { swmLog } from './swm-log'
import { hkkGame } from '../../engine/games/hkk'
import { hkkLog } from './hkk-log'

const [mode, seed = 'd00d', lengthArg = '2000', gameName = 'tally'] = process.argv.slice(2)
const log: { init: FoldInit<Json>; entries: FoldEntry[] } =
  gameName === 'hoth'
    ? hothLog(seed)
    : gameName === 'swlcg'
      ? swlcgLog(seed)
      : gameName === 'swm'
        ? swmLog(seed)
        : gameName === 'hkk'
          ? hkkLog(seed)
          : generateTallyLog({ seed, length: Number(lengthArg) })
const GAMES = { hoth, swlcg, swm, hkk: hkkGame, tally } as const
const game = (GAMES[gameName as keyof typeof GAMES] ?? tally) as unknown as GameDefinition<Json, Action, Json, unknown>

let state: unknown
let steps: unknown
if (mode === 'scratch') {
  ;({ state, steps } = foldLog(game, log.init, log.entries))
} else if (mode === 'incremental') {
  const fold = createFold(game, log.init, { snapshotEvery: 16 })
  const late: [number, FoldEntry][] = []
  const onTime: FoldEntry[] = []
  log.entries.forEach((e, i) => (i % 37 === 5 ? late.push([i, e]) : onTime.push(e)))
  for (let i = 0; i < onTime.length; i += 100) fold.append(...onTime.slice(i, i + 100))
  // Ascending original indices: each late entry lands where it belongs once the earlier ones are in.
  for (const [index, entry] of late) fold.insert(index, [entry])
  state = fold.state
  steps = fold.steps
} else {
  console.error('usage: determinism-fold.ts <scratch|incremental> <seedHex> <length> [tally|hoth|swlcg|swm|hkk]')
  process.exit(2)
}
console.log(JSON.stringify({ hash: hashState(state), stepsHash: hashState(steps), length: log.entries.length }))
