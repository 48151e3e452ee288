/**
 * Engine benchmark: `npx tsx tests/bench/engine-bench.ts`. Prints medians over several runs of
 * - fold throughput over a generated 10,000-entry Tally log (actions/s, from scratch);
 * - re-fold time after inserting one entry 10 entries before the end (and how many entries were re-applied);
 * - the same append of one entry at the end (the fast path), for comparison.
 * Figures only: nothing here asserts on timings.
 */
import { performance } from 'node:perf_hooks'
import { DEFAULT_SNAPSHOT_EVERY, createFold, foldLog, generateTallyLog, hashState, tally } from '../../engine/index'
import type { FoldEntry } from '../../engine/index'

const LOG_LENGTH = 10_000
const FOLD_RUNS = 7
const INSERT_RUNS = 15

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Milliseconds `fn` takes. */
function time(fn: () => void): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

const tGen = performance.now()
const log = generateTallyLog({ seed: 'be4c4', length: LOG_LENGTH })
const genMs = performance.now() - tGen
const late: FoldEntry = { seat: 's2', action: { type: 'roll', entropy: '0123456789abcdef' } }

// Warm-up so the JIT has compiled the hot paths before measuring.
foldLog(tally, log.init, log.entries.slice(0, 2000))

const foldMs: number[] = []
let finalState: unknown = null
for (let i = 0; i < FOLD_RUNS; i++) {
  foldMs.push(time(() => (finalState = foldLog(tally, log.init, log.entries).state)))
}
let finalHash = ''
const hashMs = median(Array.from({ length: FOLD_RUNS }, () => time(() => (finalHash = hashState(finalState)))))

const insertMs: number[] = []
const appendMs: number[] = []
let reapplied = 0
for (let i = 0; i < INSERT_RUNS; i++) {
  const fold = createFold(tally, log.init)
  fold.append(...log.entries)
  insertMs.push(time(() => (reapplied = fold.insert(fold.length - 10, [late]))))
  appendMs.push(time(() => fold.append(late)))
}

const foldMedian = median(foldMs)
const rows: [string, string][] = [
  ['log length (entries)', String(LOG_LENGTH)],
  ['log generation (ms, once)', genMs.toFixed(1)],
  [`fold from scratch (ms, median of ${FOLD_RUNS})`, foldMedian.toFixed(1)],
  ['fold throughput (actions/s)', Math.round(LOG_LENGTH / (foldMedian / 1000)).toLocaleString('en-US')],
  [`insert 10 before end: re-fold (ms, median of ${INSERT_RUNS})`, median(insertMs).toFixed(3)],
  ['insert 10 before end: entries re-applied', String(reapplied)],
  [`append 1 at end (ms, median of ${INSERT_RUNS})`, median(appendMs).toFixed(3)],
  ['snapshot every (entries)', String(DEFAULT_SNAPSHOT_EVERY)],
  [`hashState of the final state (ms, median of ${FOLD_RUNS})`, hashMs.toFixed(3)],
  ['final state hash', `${finalHash.slice(0, 16)}…`],
]
const width = Math.max(...rows.map(([k]) => k.length))
console.log('Holotable engine bench (Tally test game)')
console.log(`${'metric'.padEnd(width)} | value`)
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(20)}`)
for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
