/**
 * Engine benchmark: `npx tsx tests/bench/engine-bench.ts`. Prints
 * - fold throughput per real game: a recorded full Battle of Hoth game per scenario (the weighted random player
 *   playing to victory, seed 1) and a long tabletop session with 500 cards, each folded from its log by the core
 *   fold, as actions/s (median and min–max over FOLD_RUNS runs), as production builds fold (states not frozen) and
 *   as tests and development builds do (every new state deep-frozen and validated);
 * - the same for Star Wars: The Card Game (SWLCG): six recorded full 1v1 games with the starter decks (the test
 *   random player, seeds 1–6, the four light/dark starter pairings in turn), each and all six together;
 * - SWLCG `legalActions` cost per call: over every state of those six games at which a move is chosen, both seats
 *   (µs, median and p95 of each pass over all the states, as median and min–max over FOLD_RUNS passes);
 * - re-fold after a late entry in the tabletop session, 10 entries before the end and in the middle of the log
 *   (ms, median and min–max, and how many entries were re-applied);
 * - the Tally test game's fold, late-entry and append figures (a generated 10,000-entry log), as before.
 * Inputs are deterministic (fixed seeds). Figures only: nothing here asserts on timings.
 *
 * The code measured is bundled first (esbuild, as a production build bundles it) and run with plain node: tsx keeps
 * function names by wrapping every named closure in a call, which cost the engine 10–20 % that players never pay.
 */
import { performance } from 'node:perf_hooks'
import { runAsBundle } from './bundled'
import { DEFAULT_SNAPSHOT_EVERY, createFold, foldLog, generateTallyLog, hashState, tally } from '../../engine/index'
import type { Action, FoldEntry, FoldInit, GameDefinition, Json } from '../../engine/index'
import { hoth } from '../../engine/games/hoth'
import type { HothConfig } from '../../engine/games/hoth'
import { SCENARIOS } from '../../engine/games/hoth/data/scenarios'
import { playRandomGame } from '../../engine/games/hoth/testing/randomPlayer'
import { tabletop } from '../../engine/games/tabletop'
import { generateTabletopSession } from '../../engine/games/tabletop/testing/session'
import { swlcg } from '../../engine/games/swlcg'
import type { Affiliation, SwlcgState } from '../../engine/games/swlcg'
import { DARK, LIGHT, act as fixtureAct, passUntil, starterConfig } from '../../engine/games/swlcg/testing/fixtures'
import {
  atDeployment,
  toConflict,
  toEdge,
  toStrikes,
  withHand,
  withUnits,
} from '../../engine/games/swlcg/testing/scenario'
import { playRandomGame as playRandomSwlcg } from '../../engine/games/swlcg/testing/randomPlayer'

const FOLD_RUNS = 15
/** Folds before the timed ones, so the JIT has compiled the engine for either mode. */
const WARM_UPS = 5
const INSERT_RUNS = 15
const TALLY_LENGTH = 10_000
const SESSION_LENGTH = 10_000
const SESSION_CARDS = 500
/** SWLCG: the random games' seeds, and the starter pairings (light v dark) they take in turn. */
const SWLCG_SEEDS = [1, 2, 3, 4, 5, 6]
const SWLCG_PAIRINGS: readonly [Affiliation, Affiliation][] = [
  ['jedi', 'sith'],
  ['jedi', 'imperial-navy'],
  ['rebel-alliance', 'sith'],
  ['rebel-alliance', 'imperial-navy'],
]

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

/** The value below which `p` (0–1) of `values` lie (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
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

/** A recorded game to fold: its row label, fold init and log. */
type Recorded = { label: string; init: FoldInit; entries: readonly FoldEntry[] }

/**
 * Fold throughput rows for a set of recorded games of one game in one mode: one row per game (with the final state
 * hash), then all of them back to back, per run.
 */
function foldRows(rows: Rows, mode: (typeof MODES)[number], name: string, game: AnyGame, recorded: Recorded[]): void {
  const runs = recorded.map(({ label, init, entries }) => {
    const { rates, hash } = foldThroughput(game, init, entries, mode.freeze)
    rows.push([`${mode.name}: ${name} ${label} actions/s`, `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`])
    return { actions: entries.length, rates }
  })
  // All the games back to back, per run: the figure to compare with the 50k goal.
  const actions = runs.reduce((sum, g) => sum + g.actions, 0)
  const totals = Array.from({ length: FOLD_RUNS }, (_, run) => {
    const seconds = runs.reduce((sum, g) => sum + g.actions / g.rates[run]!, 0)
    return actions / seconds
  })
  rows.push([
    `${mode.name}: ${name}, all ${recorded.length} games (${actions} actions) actions/s`,
    spread(totals, perSecond),
  ])
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

/**
 * The recorded full SWLCG games (starter decks, the test random player), with every state at which a move was
 * chosen (the setup state and the state after each action but the last), for the `legalActions` figures.
 */
function swlcgGames(): (Recorded & { states: SwlcgState[] })[] {
  return SWLCG_SEEDS.map((seed, i) => {
    const [light, dark] = SWLCG_PAIRINGS[i % SWLCG_PAIRINGS.length]!
    const config = starterConfig(light, dark)
    const after: SwlcgState[] = []
    const game = playRandomSwlcg(config, seed, undefined, (state) => after.push(state))
    if (!game.state.result) throw new Error(`SWLCG seed ${seed} (${light} v ${dark}) did not end`)
    const init: FoldInit = { config, seats: [LIGHT, DARK], entropy: game.setupEntropy }
    // The folded game must be the recorded one: a refused entry would make the throughput figure meaningless.
    if (hashState(foldLog(swlcg as unknown as AnyGame, init, game.log).state) !== hashState(game.state))
      throw new Error(`SWLCG seed ${seed}: the fold of the log differs from the recorded game`)
    const states = [swlcg.setup(config, [LIGHT, DARK], game.setupEntropy), ...after.slice(0, -1)]
    const label = `${light} v ${dark} seed ${seed} (${game.log.length} actions, ${game.state.result.winner} wins)`
    return { label, init, entries: game.log, states }
  })
}

/**
 * SWLCG `legalActions` cost per call: every state of the recorded games, both seats, one call timed at a time;
 * WARM_UPS untimed passes, then FOLD_RUNS timed passes, each giving its median and p95 (µs) over all the calls and
 * over the calls that list a move besides conceding (the seat that may act; the other one is offered only
 * `concede`, at once).
 */
function legalActionsCost(rows: Rows, states: readonly SwlcgState[]): void {
  const seats = [LIGHT, DARK]
  for (let i = 0; i < WARM_UPS; i++)
    for (const state of states) for (const seat of seats) swlcg.legalActions(state, seat)
  const group = (label: string) => ({ label, calls: 0, listed: 0, medians: [] as number[], p95s: [] as number[] })
  const groups = { all: group('both seats at every step'), acting: group('the acting seat') }
  for (let run = 0; run < FOLD_RUNS; run++) {
    const micros = { all: [] as number[], acting: [] as number[] }
    const listed = { all: 0, acting: 0 }
    for (const state of states) {
      for (const seat of seats) {
        const t0 = performance.now()
        const actions = swlcg.legalActions(state, seat)
        const took = (performance.now() - t0) * 1000
        micros.all.push(took)
        listed.all += actions.length
        if (actions.some((a) => a.type !== 'concede')) {
          micros.acting.push(took)
          listed.acting += actions.length
        }
      }
    }
    for (const name of ['all', 'acting'] as const) {
      groups[name].calls = micros[name].length
      groups[name].listed = listed[name]
      groups[name].medians.push(median(micros[name]))
      groups[name].p95s.push(percentile(micros[name], 0.95))
    }
  }
  for (const { label, calls, listed, medians, p95s } of Object.values(groups)) {
    const about = `${label} (${calls} calls, ${(listed / calls).toFixed(1)} moves listed each)`
    rows.push([`production: SWLCG legalActions, ${about}, median µs`, spread(medians, ms(1))])
    rows.push([`production: SWLCG legalActions, ${about}, p95 µs`, spread(p95s, ms(1))])
  }
}

/**
 * The busiest position we could build: the Dark Side's strike is about to damage Luke, who defends beside two
 * Guardians of Peace (Protect) and Obi-Wan against four attackers, and the Light Side's hand holds two It Could Be
 * Worse and two Lightsaber Deflection: the "when damage would be dealt" window offers Protect from each Guardian and
 * each interrupt with each of its choices.
 */
function busiestPosition(): SwlcgState {
  let state = passUntil(atDeployment('dark'), (s) => s.turn.number === 3 && s.turn.step === 'deployment')
  const dark = withUnits(state, 'dark', ['Darth Vader', 'Nightsister', 'Nightsister', 'Emperor Palpatine'])
  const light = withUnits(dark.state, 'light', [
    'Luke Skywalker',
    'Guardian of Peace',
    'Guardian of Peace',
    'Obi-Wan Kenobi',
  ])
  const hand = withHand(light.state, 'light', [
    'It Could Be Worse',
    'It Could Be Worse',
    'Lightsaber Deflection',
    'Lightsaber Deflection',
  ])
  state = toStrikes(toEdge(toConflict(hand.state), dark.slots, light.slots))
  state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark')
  const luke = light.slots[0]!
  const strike = swlcg
    .legalActions(state, DARK)
    .find((a) => a.type === 'strike' && a.payload.unit === dark.slots[0] && a.payload.target === luke)
  if (!strike) throw new Error('busiest position: no strike on Luke')
  state = passUntil(
    fixtureAct(state, 'dark', strike),
    (s) => s.windows.at(-1)?.trigger.on === 'damage' && s.windows.at(-1)?.priority === 'light',
  )
  return state
}

/** `legalActions` for the Light Side in the busiest position: median and p95 µs of single calls, moves listed. */
function busiestCost(rows: Rows): void {
  const state = busiestPosition()
  const listed = swlcg.legalActions(state, LIGHT)
  for (let i = 0; i < 200; i++) swlcg.legalActions(state, LIGHT)
  const medians: number[] = []
  const p95s: number[] = []
  for (let run = 0; run < FOLD_RUNS; run++) {
    const micros: number[] = []
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now()
      swlcg.legalActions(state, LIGHT)
      micros.push((performance.now() - t0) * 1000)
    }
    medians.push(median(micros))
    p95s.push(percentile(micros, 0.95))
  }
  const responses = listed.filter((a) => a.type === 'respond').length
  const about = `busiest position (damage window, ${responses} interrupt uses, ${listed.length} moves listed)`
  rows.push([`production: SWLCG legalActions, ${about}, median µs`, spread(medians, ms(1))])
  rows.push([`production: SWLCG legalActions, ${about}, p95 µs`, spread(p95s, ms(1))])
}

/**
 * Fold throughput per real game: one recorded Hoth game per scenario, six recorded SWLCG games and the 500-card
 * tabletop session; SWLCG `legalActions` cost per call.
 */
function realGames(rows: Rows): void {
  const hothRecorded: Recorded[] = hothGames().map(({ id, game, init }) => ({
    label: `${id} (${game.log.length} actions, ${game.state.result?.winner} wins)`,
    init,
    entries: game.log,
  }))
  const swlcgRecorded = swlcgGames()
  const session = generateTabletopSession({ seed: 'bench', length: SESSION_LENGTH, cards: SESSION_CARDS })
  const tt = tabletop as unknown as AnyGame
  for (const mode of MODES) {
    foldRows(rows, mode, 'Hoth', hoth as unknown as AnyGame, hothRecorded)
    foldRows(rows, mode, 'SWLCG', swlcg as unknown as AnyGame, swlcgRecorded)
    const { rates, hash } = foldThroughput(tt, session.init, session.entries, mode.freeze)
    rows.push([
      `${mode.name}: tabletop ${SESSION_CARDS} cards (${SESSION_LENGTH} actions) actions/s`,
      `${spread(rates, perSecond)} · ${hash.slice(0, 12)}…`,
    ])
  }
  legalActionsCost(
    rows,
    swlcgRecorded.flatMap((g) => g.states),
  )
  busiestCost(rows)
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

await runAsBundle(import.meta.url, 'engine', main)
