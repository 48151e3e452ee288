/**
 * Hatalom Kártyái (HKK) engine benchmark: `npx tsx tests/bench/hkk-bench.ts`. Records GAMES random full games with the
 * two demo decks (the test random player, `engine/games/hkk/testing/randomPlayer.ts`, seeds 1–GAMES, default rules;
 * Ember & Wild and Tide & Wild swap seats on even seeds), checks that each log folds back to its game, then prints
 * - fold throughput: each game and all of them together folded from their logs by the core fold, as actions/s
 *   (median and min–max over FOLD_RUNS runs after WARM_UPS untimed ones), as production builds fold (states not
 *   frozen) and as tests and development builds do (every new state deep-frozen and validated);
 * - `legalActions` per step: at every state of those games where a move was chosen, one call for the seat whose move
 *   the log records next, timed on its own (µs, median and p95 over all the steps, one timed pass after an untimed
 *   one), and the same for the other seat (offered little or nothing while it waits);
 * - the busiest position: the state of those games where the acting seat had the most moves listed, its
 *   `legalActions` timed BUSIEST_CALLS times (µs, median and p95), with its stage and the moves by type.
 * Inputs are deterministic (fixed seeds); the games change whenever the engine does, so compare figures only within
 * one run. Figures only: nothing here asserts on timings.
 *
 * Like engine-bench.ts, the code measured is bundled first (esbuild, as a production build bundles it) and run with
 * plain node: tsx wraps every named closure in a call, which costs the engine time that players never pay.
 */
import { performance } from 'node:perf_hooks'
import { runAsBundle } from './bundled'
import { foldLog, hashState } from '../../engine/index'
import type { Action, FoldEntry, FoldInit, GameDefinition, Json, SeatId } from '../../engine/index'
import { hkkGame } from '../../engine/games/hkk'
import type { HkkConfig, HkkState } from '../../engine/games/hkk'
import { demoDefs, HKK_DEMO_DECKS } from '../../engine/games/hkk/data/decks'
import { S1, S2 } from '../../engine/games/hkk/testing/fixtures'
import { playRandomGame } from '../../engine/games/hkk/testing/randomPlayer'

const GAMES = 6
const FOLD_RUNS = 15
/** Folds before the timed ones, so the JIT has compiled the engine for either mode. */
const WARM_UPS = 5
const BUSIEST_CALLS = 500

type Rows = [string, string][]
type AnyGame = GameDefinition<Json, Action, Json, unknown>

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The value below which `p` (0–1) of `values` lie (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

/** "median (min–max)" of `values`, each formatted by `fmt`. */
function spread(values: number[], fmt: (v: number) => string): string {
  return `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`
}

/** Milliseconds `fn` takes. */
function time(fn: () => void): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

const perSecond = (v: number): string => Math.round(v).toLocaleString('en-US')
const micros = (v: number): string => v.toFixed(1)

/** The two ways the fold runs: as production builds fold (no freezing) and as tests and development builds do. */
const MODES = [
  { name: 'production', freeze: false },
  { name: 'frozen (tests, dev)', freeze: true },
] as const

/** A recorded game: its row label, fold init and log, and every state at which a move was chosen, with its mover. */
type Recorded = {
  label: string
  init: FoldInit
  entries: readonly FoldEntry[]
  steps: { state: HkkState; seat: SeatId }[]
}

/** The demo decks' config; on even seeds Tide & Wild takes the first seat. */
function demoConfig(seed: number): { config: HkkConfig; names: string } {
  const [ember, tide] = HKK_DEMO_DECKS
  if (!ember || !tide) throw new Error('HKK: two demo decks expected')
  const [a, b] = seed % 2 === 0 ? [tide, ember] : [ember, tide]
  const config: HkkConfig = { decks: { p1: [...a.cards], p2: [...b.cards] }, defs: demoDefs([a.id, b.id]) }
  // 'Ember & Wild' → 'Ember': both decks share Wild.
  return { config, names: `${a.name.en.split(' ')[0]} v ${b.name.en.split(' ')[0]}` }
}

/** The recorded games, each checked: its log folds back to the recorded final state. */
function recordGames(): Recorded[] {
  return Array.from({ length: GAMES }, (_, i) => {
    const seed = i + 1
    const { config, names } = demoConfig(seed)
    const after: HkkState[] = []
    const game = playRandomGame(config, seed, undefined, undefined, (state) => after.push(state))
    if (!game.state.result) throw new Error(`HKK seed ${seed} did not end`)
    const init: FoldInit = { config, seats: [S1, S2], entropy: game.setupEntropy }
    const folded = foldLog(hkkGame as unknown as AnyGame, init, game.log)
    if (!folded.steps.every((s) => s.ok) || hashState(folded.state) !== hashState(game.state))
      throw new Error(`HKK seed ${seed}: the fold of the log differs from the recorded game`)
    const before = [hkkGame.setup(config, [S1, S2], game.setupEntropy), ...after.slice(0, -1)]
    const steps = before.map((state, n) => ({ state, seat: game.log[n]!.seat }))
    const how = game.state.result.reason.en.includes('conceded') ? 'conceded' : 'Ép to 0'
    const label = `seed ${seed}, ${names} (${game.log.length} actions, ${how} in turn ${game.state.turn.number})`
    return { label, init, entries: game.log, steps }
  })
}

/** Folds `entries` FOLD_RUNS times (after WARM_UPS untimed ones) and returns actions/s per run and the final hash. */
function foldThroughput(init: FoldInit, entries: readonly FoldEntry[], freeze: boolean) {
  const game = hkkGame as unknown as AnyGame
  for (let i = 0; i < WARM_UPS; i++) foldLog(game, init, entries, { freeze })
  const rates: number[] = []
  let state: Json = null
  for (let i = 0; i < FOLD_RUNS; i++) {
    const took = time(() => (state = foldLog(game, init, entries, { freeze }).state))
    rates.push(entries.length / (took / 1000))
  }
  return { rates, hash: hashState(state) }
}

/** Fold throughput rows in one mode: one per game (with its final state hash), then all of them back to back. */
function foldRows(rows: Rows, mode: (typeof MODES)[number], recorded: Recorded[]): void {
  const runs = recorded.map(({ label, init, entries }) => {
    const { rates, hash } = foldThroughput(init, entries, mode.freeze)
    rows.push([`${mode.name}: fold ${label} actions/s`, `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`])
    return { actions: entries.length, rates }
  })
  const actions = runs.reduce((sum, g) => sum + g.actions, 0)
  const totals = Array.from({ length: FOLD_RUNS }, (_, run) => {
    const seconds = runs.reduce((sum, g) => sum + g.actions / g.rates[run]!, 0)
    return actions / seconds
  })
  rows.push([
    `${mode.name}: fold all ${recorded.length} games (${actions} actions) actions/s`,
    spread(totals, perSecond),
  ])
}

/**
 * `legalActions` per step (production states): one untimed pass, then one timed pass over every recorded step, a
 * call for the seat that moved next and one for the other seat, each timed on its own.
 */
function legalActionsPerStep(rows: Rows, recorded: Recorded[]): void {
  const steps = recorded.flatMap((g) => g.steps)
  const otherSeat = (seat: SeatId) => (seat === S1 ? S2 : S1)
  for (const { state, seat } of steps) {
    hkkGame.legalActions(state, seat)
    hkkGame.legalActions(state, otherSeat(seat))
  }
  const groups = [
    { label: 'the seat that moved next', seatAt: (seat: SeatId) => seat },
    { label: 'the other seat', seatAt: otherSeat },
  ]
  for (const { label, seatAt } of groups) {
    const took: number[] = []
    let listed = 0
    for (const { state, seat } of steps) {
      const t0 = performance.now()
      const actions = hkkGame.legalActions(state, seatAt(seat))
      took.push((performance.now() - t0) * 1000)
      listed += actions.length
    }
    const about = `${label} (${steps.length} steps, ${(listed / steps.length).toFixed(1)} moves listed each)`
    rows.push([`production: legalActions, ${about}, median µs`, micros(median(took))])
    rows.push([`production: legalActions, ${about}, p95 µs`, micros(percentile(took, 0.95))])
  }
}

/** The busiest recorded position (most moves listed for the seat that moved next): its `legalActions` cost. */
function busiestPosition(rows: Rows, recorded: Recorded[]): void {
  let busiest = { state: recorded[0]!.steps[0]!.state, seat: S1 as SeatId, listed: -1, game: '', step: 0 }
  for (const g of recorded)
    g.steps.forEach(({ state, seat }, step) => {
      const listed = hkkGame.legalActions(state, seat).length
      if (listed > busiest.listed) busiest = { state, seat, listed, game: g.label.split(' (')[0]!, step }
    })
  const { state, seat } = busiest
  const byType = new Map<string, number>()
  for (const a of hkkGame.legalActions(state, seat)) byType.set(a.type, (byType.get(a.type) ?? 0) + 1)
  for (let i = 0; i < BUSIEST_CALLS; i++) hkkGame.legalActions(state, seat)
  const took: number[] = []
  for (let i = 0; i < BUSIEST_CALLS; i++) {
    const t0 = performance.now()
    hkkGame.legalActions(state, seat)
    took.push((performance.now() - t0) * 1000)
  }
  const types = [...byType].map(([type, n]) => `${n} ${type}`).join(', ')
  const where = `${busiest.game}, step ${busiest.step}, turn ${state.turn.number} ${state.turn.stage}`
  rows.push([
    `production: legalActions, busiest position (${busiest.listed} moves listed), median µs`,
    micros(median(took)),
  ])
  rows.push([
    `production: legalActions, busiest position, p95 µs (${BUSIEST_CALLS} calls)`,
    micros(percentile(took, 0.95)),
  ])
  rows.push(['busiest position: where', where])
  rows.push(['busiest position: moves listed', types])
}

/** Prints rows as a two-column table under a title. */
function print(title: string, rows: Rows): void {
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(title)
  console.log(`${'metric'.padEnd(width)} | value`)
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(24)}`)
  for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
  console.log('')
}

/** The bench itself: every figure, printed. */
function main(): void {
  const recorded = recordGames()
  const fold: Rows = []
  for (const mode of MODES) foldRows(fold, mode, recorded)
  print(
    `Holotable engine bench: Hatalom Kártyái fold throughput, demo decks (median (min–max) of ${FOLD_RUNS} runs)`,
    fold,
  )
  const legal: Rows = []
  legalActionsPerStep(legal, recorded)
  busiestPosition(legal, recorded)
  print('Hatalom Kártyái legalActions per call (one timed pass)', legal)
}

await runAsBundle(import.meta.url, 'hkk', main)
