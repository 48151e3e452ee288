/**
 * Engine benchmark: `npx tsx tests/bench/engine-bench.ts`. Prints
 * - fold throughput per real game: a recorded full Battle of Hoth game per scenario (the weighted random player
 *   playing to victory, seed 1) and a long tabletop session with 500 cards, each folded from its log by the core
 *   fold, as actions/s (median and min–max over FOLD_RUNS runs), as production builds fold (states not frozen) and
 *   as tests and development builds do (every new state deep-frozen and validated);
 * - re-fold after a late entry in the tabletop session, 10 entries before the end and in the middle of the log
 *   (ms, median and min–max, and how many entries were re-applied);
 * - the Tally test game's fold, late-entry and append figures (a generated 10,000-entry log), as before.
 * Inputs are deterministic (fixed seeds). Figures only: nothing here asserts on timings.
 *
 * The code measured is bundled first (esbuild, as a production build bundles it) and run with plain node: tsx keeps
 * function names by wrapping every named closure in a call, which cost the engine 10–20 % that players never pay.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { DEFAULT_SNAPSHOT_EVERY, createFold, foldLog, generateTallyLog, hashState, tally } from '../../engine/index'
import type { Action, FoldEntry, FoldInit, GameDefinition, Json } from '../../engine/index'
import { hoth } from '../../engine/games/hoth'
import type { HothConfig } from '../../engine/games/hoth'
import { SCENARIOS } from '../../engine/games/hoth/data/scenarios'
import { playRandomGame } from '../../engine/games/hoth/testing/randomPlayer'
import { tabletop } from '../../engine/games/tabletop'
import { generateTabletopSession } from '../../engine/games/tabletop/testing/session'

const FOLD_RUNS = 15
/** Folds before the timed ones, so the JIT has compiled the engine for either mode. */
const WARM_UPS = 5
const INSERT_RUNS = 15
const TALLY_LENGTH = 10_000
const SESSION_LENGTH = 10_000
const SESSION_CARDS = 500

type Rows = [string, string][]
type AnyGame = GameDefinition<Json, Action, Json, unknown>

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
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
const ms = (digits: number) => (v: number) => v.toFixed(digits)

/** The two ways the fold runs: as production builds fold (no freezing) and as tests and development builds do. */
const MODES = [
  { name: 'production', freeze: false },
  { name: 'frozen (tests, dev)', freeze: true },
] as const

/** Folds `entries` FOLD_RUNS times (after WARM_UPS untimed ones) and returns actions/s per run and the final hash. */
function foldThroughput(
  game: AnyGame,
  init: FoldInit,
  entries: readonly FoldEntry[],
  freeze: boolean,
): { rates: number[]; hash: string } {
  for (let i = 0; i < WARM_UPS; i++) foldLog(game, init, entries, { freeze })
  const rates: number[] = []
  let state: Json = null
  for (let i = 0; i < FOLD_RUNS; i++) {
    const took = time(() => (state = foldLog(game, init, entries, { freeze }).state))
    rates.push(entries.length / (took / 1000))
  }
  return { rates, hash: hashState(state) }
}

/** Re-fold time (production fold) of a late entry landing `before` entries before the end of a log, INSERT_RUNS times. */
function lateEntry(game: AnyGame, init: FoldInit, entries: readonly FoldEntry[], before: number, late: FoldEntry) {
  const fold = createFold(game, init, { freeze: false })
  fold.append(...entries)
  const times: number[] = []
  let reapplied = 0
  for (let i = 0; i < INSERT_RUNS; i++) times.push(time(() => (reapplied = fold.insert(fold.length - before, [late]))))
  return { times, reapplied }
}

/** The recorded full Battle of Hoth games, one per scenario. */
function hothGames() {
  return SCENARIOS.map((scenario) => {
    const config: HothConfig = {
      scenario: scenario.id,
      players: [
        { seat: 's1', side: 'rebel' },
        { seat: 's2', side: 'empire' },
      ],
    }
    const game = playRandomGame(config, 1)
    return { id: scenario.id, game, init: { config, seats: ['s1', 's2'], entropy: game.setupEntropy } }
  })
}

/** Fold throughput per real game: one recorded Hoth game per scenario and the 500-card tabletop session. */
function realGames(rows: Rows): void {
  const games = hothGames()
  const session = generateTabletopSession({ seed: 'bench', length: SESSION_LENGTH, cards: SESSION_CARDS })
  const tt = tabletop as unknown as AnyGame
  for (const mode of MODES) {
    const runs = games.map(({ id, game, init }) => {
      const { rates, hash } = foldThroughput(hoth as unknown as AnyGame, init, game.log, mode.freeze)
      rows.push([
        `${mode.name}: Hoth ${id} (${game.log.length} actions, ${game.state.result?.winner} wins) actions/s`,
        `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`,
      ])
      return { actions: game.log.length, rates }
    })
    // All six games back to back, per run: the Hoth figure to compare with the 50k goal.
    const actions = runs.reduce((sum, g) => sum + g.actions, 0)
    const totals = Array.from({ length: FOLD_RUNS }, (_, run) => {
      const seconds = runs.reduce((sum, g) => sum + g.actions / g.rates[run]!, 0)
      return actions / seconds
    })
    rows.push([
      `${mode.name}: Hoth, all ${SCENARIOS.length} games (${actions} actions) actions/s`,
      spread(totals, perSecond),
    ])
    const { rates, hash } = foldThroughput(tt, session.init, session.entries, mode.freeze)
    rows.push([
      `${mode.name}: tabletop ${SESSION_CARDS} cards (${SESSION_LENGTH} actions) actions/s`,
      `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`,
    ])
  }
  const late: FoldEntry = {
    seat: 's2',
    action: { type: 'roll', payload: { dice: [{ id: 'late', kind: 'd20' }] }, entropy: 'ab12' },
  }
  for (const before of [10, SESSION_LENGTH / 2]) {
    const { times, reapplied } = lateEntry(tt, session.init, session.entries, before, late)
    rows.push([
      `production: tabletop late entry ${before} before the end, re-fold ms (${reapplied} re-applied)`,
      spread(times, ms(3)),
    ])
  }
}

/** The Tally test game's figures (fold, late entry, append) over a generated log. */
function tallyFigures(rows: Rows): void {
  const log = generateTallyLog({ seed: 'be4c4', length: TALLY_LENGTH })
  const { rates, hash } = foldThroughput(tally as unknown as AnyGame, log.init, log.entries, true)
  rows.push([`Tally ${TALLY_LENGTH} entries: fold actions/s`, `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`])
  const late: FoldEntry = { seat: 's2', action: { type: 'roll', entropy: '0123456789abcdef' } }
  const { times, reapplied } = lateEntry(tally as unknown as AnyGame, log.init, log.entries, 10, late)
  rows.push([`Tally: late entry 10 before the end, re-fold ms (${reapplied} re-applied)`, spread(times, ms(3))])
  const fold = createFold(tally, log.init)
  fold.append(...log.entries)
  const appends = Array.from({ length: INSERT_RUNS }, () => time(() => fold.append(late)))
  rows.push(['Tally: append 1 at the end, ms', spread(appends, ms(3))])
}

/** Prints rows as a two-column table under a title. */
function print(title: string, rows: Rows): void {
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(title)
  console.log(`${'metric'.padEnd(width)} | median (min–max)`)
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(24)}`)
  for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
  console.log('')
}

/** The bench itself: every figure, printed. */
function main(): void {
  const real: Rows = []
  realGames(real)
  print(`Holotable engine bench: fold throughput per real game (${FOLD_RUNS} runs; re-folds ${INSERT_RUNS})`, real)
  const rest: Rows = []
  tallyFigures(rest)
  rest.push(['snapshot every (entries)', String(DEFAULT_SNAPSHOT_EVERY)])
  print('Tally test game', rest)
}

/** Bundles this file (as a production build would bundle the engine) and runs the bundle with node. */
async function runBundled(): Promise<number> {
  const { build } = await import('esbuild')
  const dir = mkdtempSync(join(tmpdir(), 'engine-bench-'))
  const outfile = join(dir, 'engine-bench.mjs')
  try {
    await build({
      entryPoints: [fileURLToPath(import.meta.url)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
    })
    const child = spawnSync(process.execPath, [outfile], {
      stdio: 'inherit',
      env: { ...process.env, [BUNDLED]: '1' },
    })
    return child.status ?? 1
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Set in the bundled run. */
const BUNDLED = 'HOLOTABLE_ENGINE_BENCH_BUNDLED'
if (process.env[BUNDLED]) main()
else process.exit(await runBundled())
