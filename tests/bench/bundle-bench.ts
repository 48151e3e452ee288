/**
 * Bundle benchmark: what the lobby costs a first visit.
 * (a) initial JS (gzip/brotli): the built app's entry chunk and its static imports (what index.html loads and
 *     modulepreloads), sized with node:zlib (scripts/lib/bundle-size.mjs); with the start language's strings,
 *     against the 450 KB gzip budget; then every chunk loaded on demand, and the total.
 * (b) lobby-ready time: a fresh headless Chromium context (empty cache) opens the app from our server; the time
 *     from navigation start until the lobby's "Create room" button is in the page, and the JS files fetched by
 *     then. On loopback (CPU-bound: parsing and running the JS) and over an emulated slow link (bytes-bound;
 *     our server sends files uncompressed, so the link carries raw bytes). Median of RUNS loads each.
 * Prints figures and exits 0. Run: `npx tsx tests/bench/bundle-bench.ts`. `BUNDLE_BENCH_DIST=DIR` measures another
 * build instead (e.g. an older commit's dist/app, built with this vite.config.ts for its chunk report) and does not
 * build this one.
 */
import type { Browser } from 'playwright-core'
import { ensureAppBuilt } from '../e2e/build-app'
import { launchBrowser, newContext, newPage } from '../e2e/harness'
import { startServer } from '../../net/server/server'
import { BUDGET_GZIP, DIST, kb, measureBundle, type SizedChunk } from '../../scripts/lib/bundle-size.mjs'

const RUNS = 5
/** The emulated slow link: about a mobile 4G connection. */
const SLOW_LINK = { latency: 70, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 }
/** The lobby is usable once its create form's submit button is in the page. */
const READY_SELECTOR = '.lobby .btn-primary'

/** One row of the chunk table. */
function row(c: SizedChunk): string {
  return `  ${c.fileName.padEnd(44)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} ${kb(c.brotli).padStart(10)}`
}

/** What one cold load of the lobby measured. */
interface LobbyLoad {
  /** ms from navigation start to the lobby's create button. */
  readyMs: number
  /** JS files fetched by then, by name. */
  scripts: string[]
}

/** Opens the app in a fresh context (empty cache), optionally over `link`, and notes when the lobby was ready. */
async function loadLobby(browser: Browser, url: string, link?: typeof SLOW_LINK): Promise<LobbyLoad> {
  const context = await newContext(browser)
  try {
    const page = await newPage(context)
    await page.addInitScript((selector: string) => {
      const w = window as unknown as { __lobbyReadyAt?: number }
      const seen = () => {
        if (w.__lobbyReadyAt === undefined && document.querySelector(selector)) w.__lobbyReadyAt = performance.now()
      }
      new MutationObserver(seen).observe(document, { childList: true, subtree: true })
    }, READY_SELECTOR)
    if (link) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link })
    }
    await page.goto(url)
    await page.waitForFunction(() => (window as unknown as { __lobbyReadyAt?: number }).__lobbyReadyAt !== undefined)
    return await page.evaluate(() => {
      const readyMs = (window as unknown as { __lobbyReadyAt: number }).__lobbyReadyAt
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime <= readyMs)
        .map((e) => e.name.replace(/^.*\//, ''))
      return { readyMs, scripts }
    })
  } finally {
    await context.close()
  }
}

/** Median of a list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

const dist = process.env.BUNDLE_BENCH_DIST ?? DIST
if (dist === DIST) await ensureAppBuilt()
const { initial, language, lazy, initialTotal, lobbyTotal, allTotal } = measureBundle(dist)
const header = `  ${'chunk'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`
console.log(`(a) initial JS: what the lobby page loads first\n${header}`)
for (const c of initial) console.log(row(c))
console.log(
  `initial JS (gzip/brotli): ${kb(initialTotal.gzip)} / ${kb(initialTotal.brotli)} ` +
    `(${kb(initialTotal.raw)} raw, ${initial.length} chunks)`,
)
console.log('  then the start language (the larger one), before the first render:')
for (const c of language) console.log(row(c))
console.log(
  `lobby JS (gzip/brotli): ${kb(lobbyTotal.gzip)} / ${kb(lobbyTotal.brotli)} (budget ${kb(BUDGET_GZIP)} gzip)`,
)
console.log('\n  loaded on demand (a table, a room, another language):')
for (const c of [...lazy].sort((a, b) => b.gzip - a.gzip)) console.log(row(c))
console.log(`all JS (gzip/brotli): ${kb(allTotal.gzip)} / ${kb(allTotal.brotli)} (${kb(allTotal.raw)} raw)`)

const server = await startServer({ port: 0, quiet: true, staticDir: dist })
const app = { url: server.url.replace(/\/$/, ''), close: () => server.close() }
const browser = await launchBrowser()
try {
  console.log(`\n(b) lobby-ready time: navigation start → "Create room" in the page, ${RUNS} cold loads each`)
  // One load first, unmeasured: the server's and the browser's own first-use costs are not the app's.
  await loadLobby(browser, app.url)
  for (const [name, link] of [
    ['loopback', undefined],
    ['9 Mbit/s, 70 ms', SLOW_LINK],
  ] as const) {
    const loads: LobbyLoad[] = []
    for (let i = 0; i < RUNS; i++) loads.push(await loadLobby(browser, app.url, link))
    const times = loads.map((l) => l.readyMs)
    console.log(
      `lobby-ready time (${name}): median ${median(times).toFixed(0)} ms ` +
        `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    )
  }
  const { scripts } = await loadLobby(browser, app.url)
  console.log(`  JS fetched before the lobby was ready (${scripts.length}): ${scripts.join(', ')}`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
