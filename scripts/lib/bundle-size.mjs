/**
 * What the lobby page loads before it can show, and its budget. The initial JS is the entry chunk of the built
 * app (dist/app) and every chunk it imports statically (the ones vite lists as modulepreloads in index.html),
 * sized raw, gzip and brotli. Read from `dist/app/.vite/chunks.json`, written by the chunk report plugin in
 * vite.config.ts. Node built-ins only; used by `npm test` (the "bundle budget" step after the build, through
 * scripts/check-bundle.mjs) and tests/bench/bundle-bench.ts. Types: bundle-size.d.mts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ROOT } from './run.mjs'

/** The built app. */
export const DIST = join(ROOT, 'dist/app')
/** The chunk report inside it (keep in step with CHUNK_REPORT in vite.config.ts). */
const REPORT = '.vite/chunks.json'

/**
 * Raw, gzip and brotli byte counts of `bytes`: gzip at zlib's default level (6, what a server compressing on the
 * fly typically uses), brotli at quality 11 (what a host precompressing static files uses).
 */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** Sums the sizes of `chunks`. */
function total(chunks) {
  const sum = { raw: 0, gzip: 0, brotli: 0 }
  for (const c of chunks) for (const key of Object.keys(sum)) sum[key] += c[key]
  return sum
}

/**
 * The built app's JS chunks, each sized: `initial` (the entry and its static imports, in load order), `language`
 * (the largest UI language's chunks, which the lobby waits for before its first render), `lazy` (all the rest),
 * and the totals: `initialTotal`, `lobbyTotal` (initial and language: what the lobby needs to show) and
 * `allTotal`. Throws when dist/app has no chunk report (not built, or built without vite.config.ts).
 */
export function measureBundle(dist = DIST) {
  const reportPath = join(dist, REPORT)
  if (!existsSync(reportPath)) throw new Error(`${reportPath} is missing: build the app first (npm run build)`)
  // [{ fileName, isEntry, imports, dynamicImports, modules }], one per JS chunk.
  const chunks = JSON.parse(readFileSync(reportPath, 'utf8'))
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const sized = (name) => ({
    fileName: name,
    ...compressedSizes(readFileSync(join(dist, name))),
    modules: byName.get(name).modules,
  })
  // A chunk's static imports load before it runs; its dynamic ones only when its code asks for them.
  const withImports = (roots, skip = new Set()) => {
    const found = new Set()
    const visit = (name) => {
      if (found.has(name) || skip.has(name)) return
      found.add(name)
      for (const next of byName.get(name)?.imports ?? []) visit(next)
    }
    roots.forEach(visit)
    return [...found]
  }
  const initialNames = withImports(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
  const initial = initialNames.map(sized)
  const languages = chunks
    .filter((c) => c.modules.some((m) => m.startsWith('src/i18n/bundles/')))
    .map((c) => withImports([c.fileName], new Set(initialNames)).map(sized))
  const language = languages.sort((a, b) => total(b).gzip - total(a).gzip)[0] ?? []
  const seen = new Set([...initialNames, ...language.map((c) => c.fileName)])
  const lazy = chunks.filter((c) => !seen.has(c.fileName)).map((c) => sized(c.fileName))
  return {
    initial,
    language,
    lazy,
    initialTotal: total(initial),
    lobbyTotal: total([...initial, ...language]),
    allTotal: total([...initial, ...language, ...lazy]),
  }
}

/** Kilobytes (1,000 bytes: the unit of the budget) with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`
}

/**
 * Most bytes of gzip JS the lobby may load before it shows (issue 13: "initial JS ≤ 450 KB gzip"); counted with
 * the largest language's strings, which the first render waits for.
 */
export const BUDGET_GZIP = 450_000

/**
 * What must arrive on demand, never with the lobby: module names as the chunk report lists them (an npm
 * package's name, or our file's path), each with why.
 */
export const ON_DEMAND = [
  { match: /^(three|three-stdlib|@react-three\/.*)$/, why: 'three, r3f and drei load with a table' },
  { match: /^(yjs|y-.*|peerjs|simple-peer|lib0)$/, why: 'the networking libraries load when a room opens' },
  { match: /^(src\/games|src\/sandbox|src\/scene|engine\/games)\//, why: "a game's code loads when its table opens" },
  { match: /^src\/i18n\/locales\//, why: 'translations load per language, on demand' },
]

/**
 * The small parts of the games that the lobby needs (src/games/contract.ts): the registry and each game's module
 * (its id, lobby entry, seats and a loader), which ON_DEMAND would otherwise name.
 */
export const LOBBY_PARTS = /^src\/(games\/(registry|contract)\.ts|games\/[^/]+\/index\.ts|sandbox\/boxModule\.ts)$/

/**
 * Measures dist/app and lists what breaks the budget (`problems`, empty when none), with a line of figures for
 * the log (`summary`).
 */
export function checkBudget(dist) {
  const { initial, language, initialTotal, lobbyTotal } = measureBundle(dist)
  const problems = []
  if (lobbyTotal.gzip > BUDGET_GZIP) {
    const chunks = [...initial, ...language].sort((a, b) => b.gzip - a.gzip).map((c) => `${c.fileName} ${kb(c.gzip)}`)
    problems.push(
      `the lobby loads ${kb(lobbyTotal.gzip)} gzip, over the ${kb(BUDGET_GZIP)} budget (${chunks.join(', ')})`,
    )
  }
  for (const chunk of initial) {
    for (const name of chunk.modules) {
      const rule = LOBBY_PARTS.test(name) ? undefined : ON_DEMAND.find(({ match }) => match.test(name))
      if (rule) problems.push(`${chunk.fileName} loads with the lobby but holds ${name}: ${rule.why}`)
    }
  }
  const summary =
    `initial JS ${kb(initialTotal.gzip)} gzip / ${kb(initialTotal.brotli)} brotli (${initial.length} chunks), ` +
    `${kb(lobbyTotal.gzip)} gzip with the largest language; budget ${kb(BUDGET_GZIP)} gzip`
  return { problems, summary }
}
