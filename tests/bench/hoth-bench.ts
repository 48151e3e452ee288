/**
 * Battle of Hoth engine benchmark: `npx tsx tests/bench/hoth-bench.ts`. Prints
 * - actions applied per second in random full games (the weighted random player of the property test), for
 *   every scenario: `apply` alone, and `apply` + `legalActions` for every seat (what a bot or the table's hints do);
 * - the fold time of a 300-action game from its log (median of several runs), and its state hash.
 * Figures only: nothing here asserts on timings.
 */
import { performance } from 'node:perf_hooks'
import { foldLog, hashState } from '../../engine/index'
import type { FoldEntry } from '../../engine/index'
import { hoth } from '../../engine/games/hoth'
import { SCENARIOS } from '../../engine/games/hoth/data/scenarios'
import { playRandomGame } from '../../engine/games/hoth/testing/randomPlayer'
import type { HothConfig, HothState } from '../../engine/games/hoth'

const GAMES_PER_SCENARIO = 6
const FOLD_RUNS = 15

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const config = (scenario: string): HothConfig => ({
  scenario,
  players: [
    { seat: 's1', side: 'rebel' },
    { seat: 's2', side: 'empire' },
  ],
})

/** Re-applies a recorded game and returns the ms spent in `apply` alone. */
function replayMs(game: ReturnType<typeof playRandomGame>, cfg: HothConfig): number {
  let state: HothState = hoth.setup(cfg, ['s1', 's2'], game.setupEntropy)
  const t0 = performance.now()
  for (const { seat, action } of game.log) {
    const result = hoth.apply(state, action, seat)
    if (!result.ok) throw new Error(result.error.reason.en)
    state = result.state
  }
  return performance.now() - t0
}

const rows: [string, string][] = []
let longest: { log: FoldEntry[]; setupEntropy: string; scenario: string } | null = null
for (const scenario of SCENARIOS) {
  let actions = 0
  let applyMs = 0
  let playMs = 0
  let winners = ''
  for (let seed = 1; seed <= GAMES_PER_SCENARIO; seed++) {
    const t0 = performance.now()
    const game = playRandomGame(config(scenario.id), seed)
    playMs += performance.now() - t0
    applyMs += replayMs(game, config(scenario.id))
    actions += game.log.length
    winners += game.state.result?.winner === 'rebel' ? 'R' : 'E'
    if (!longest || game.log.length > longest.log.length) {
      longest = { log: game.log, setupEntropy: game.setupEntropy, scenario: scenario.id }
    }
  }
  rows.push([
    `${scenario.id}: ${GAMES_PER_SCENARIO} games, ${actions} actions (winners ${winners})`,
    `apply ${Math.round(actions / (applyMs / 1000)).toLocaleString('en-US')}/s · with legalActions ${Math.round(actions / (playMs / 1000)).toLocaleString('en-US')}/s`,
  ])
}

const cfg = config(longest!.scenario)
const entries = longest!.log.slice(0, 300)
const init = { config: cfg, seats: ['s1', 's2'], entropy: longest!.setupEntropy }
foldLog(hoth, init, entries)
const foldMs: number[] = []
let hash = ''
for (let i = 0; i < FOLD_RUNS; i++) {
  const t0 = performance.now()
  const folded = foldLog(hoth, init, entries)
  foldMs.push(performance.now() - t0)
  hash = hashState(folded.state)
}
rows.push([`fold a ${entries.length}-action game (ms, median of ${FOLD_RUNS})`, median(foldMs).toFixed(1)])
rows.push(['its final state hash', `${hash.slice(0, 16)}…`])

const width = Math.max(...rows.map(([k]) => k.length))
console.log('Holotable engine bench: Battle of Hoth (random full games)')
console.log(`${'metric'.padEnd(width)} | value`)
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(20)}`)
for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
