/**
 * Star Wars Miniatures engine benchmark: `npx tsx tests/bench/swm-bench.ts`. Prints
 * - full random games per second (random 100-point squads of the game's table, the property test's random player:
 *   `apply` + `legalActions` for both seats at every step), and actions per second of `apply` alone on a replay;
 * - the same games per second with squads from the ability table (every ability of the glossary, test fixtures);
 * - the fold time of a 300-action game from its log (median of several runs), and its state hash;
 * - `legalActions` per step with 20 figures on the map (median over the steps of one game).
 * Figures only: nothing here asserts on timings.
 */
import { performance } from 'node:perf_hooks'
import { foldLog, hashState } from '../../engine/index'
import { ENTROPY_ACTIONS, swm } from '../../engine/games/swm'
import type { SwmAction, SwmConfig, SwmState } from '../../engine/games/swm'
import { ABILITY_GAME, ABILITY_TABLE } from '../../engine/games/swm/testing/abilityTable'
import { playRandomGame, type RandomGame } from '../../engine/games/swm/testing/randomPlayer'
import { started, squad, LIGHT, DARK } from '../../engine/games/swm/testing/skirmish'

const GAMES = 40
const FOLD_RUNS = 15

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Re-applies a recorded game; returns the ms spent in `apply` alone. */
function replayMs(game: RandomGame): number {
  let state: SwmState = swm.setup(game.config, [LIGHT, DARK], '00')
  const t0 = performance.now()
  for (const { seat, action } of game.log) {
    const result = swm.apply(state, action, seat)
    if (!result.ok) throw new Error(result.error.reason.en)
    state = result.state
  }
  return performance.now() - t0
}

const rows: [string, string][] = []
let actions = 0
let applyMs = 0
const t0 = performance.now()
let longest: RandomGame | null = null
for (let seed = 1; seed <= GAMES; seed++) {
  const game = playRandomGame(seed)
  actions += game.log.length
  if (!longest || game.log.length > longest.log.length) longest = game
}
const playMs = performance.now() - t0
let abilityActions = 0
const t1 = performance.now()
// Seeds the random player closes on the enemy with (not multiples of 4), as propertyAbilities.test.ts plays.
const abilitySeeds = [...Array(GAMES).keys()].map((i) => i + 1 + Math.floor(i / 3))
for (const seed of abilitySeeds)
  abilityActions += playRandomGame(seed, 4000, undefined, ABILITY_GAME, ABILITY_TABLE).log.length
const abilityMs = performance.now() - t1
for (let seed = 1; seed <= 10; seed++) applyMs += replayMs(playRandomGame(seed))
const replayed = [...Array(10).keys()].reduce((n, i) => n + playRandomGame(i + 1).log.length, 0)
rows.push([`${GAMES} random games, ${actions} actions`, `${(GAMES / (playMs / 1000)).toFixed(1)} games/s`])
rows.push([
  `${GAMES} random games with every ability, ${abilityActions} actions`,
  `${(GAMES / (abilityMs / 1000)).toFixed(1)} games/s`,
])
rows.push([
  'apply alone (replay of 10 games)',
  `${Math.round(replayed / (applyMs / 1000)).toLocaleString('en-US')} actions/s`,
])

const init = { config: longest!.config, seats: [LIGHT, DARK], entropy: '00' }
const entries = longest!.log.slice(0, 300)
foldLog(swm, init, entries)
const foldMs: number[] = []
let hash = ''
for (let i = 0; i < FOLD_RUNS; i++) {
  const t = performance.now()
  hash = hashState(foldLog(swm, init, entries).state)
  foldMs.push(performance.now() - t)
}
rows.push([`fold a ${entries.length}-action game (ms, median of ${FOLD_RUNS})`, median(foldMs).toFixed(1)])
rows.push(['its final state hash', `${hash.slice(0, 16)}…`])

// 20 figures: Obi-Wan and Luke against Darth Vader and 17 Death Star Troopers (150 points).
const config: SwmConfig = { allowPartial: true, pointLimit: 150 }
let state = started(
  squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1]),
  squad('imperial', ['darth-vader', 1], ['death-star-trooper', 17]),
  LIGHT,
  config,
  swm,
)
const legalMs: number[] = []
let figures = 0
for (let step = 0; legalMs.length < 100 && swm.outcome(state) === null; step++) {
  figures = Object.values(state.figures).filter((f) => f.at !== null).length
  const t = performance.now()
  const options = [LIGHT, DARK].flatMap((seat) => swm.legalActions(state, seat).map((a) => ({ seat, a })))
  // Only the first step of each turn counts: that is where every move and target is worked out.
  if (state.turn?.segments.length === 0 && state.pending.length === 0) legalMs.push(performance.now() - t)
  const pick = options.find((o) => o.a.type === 'attack') ?? options[step % options.length]!
  const action: SwmAction = ENTROPY_ACTIONS.has(pick.a.type)
    ? { ...pick.a, entropy: step.toString(16).padStart(8, '0') }
    : pick.a
  const r = swm.apply(state, action, pick.seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  state = r.state
}
rows.push([
  `legalActions at a turn's start, 20 figures (ms, median of ${legalMs.length}; ${figures} at the end)`,
  median(legalMs).toFixed(2),
])

const width = Math.max(...rows.map(([k]) => k.length))
console.log('Holotable engine bench: Star Wars Miniatures (random full games)')
console.log(`${'metric'.padEnd(width)} | value`)
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(20)}`)
for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
