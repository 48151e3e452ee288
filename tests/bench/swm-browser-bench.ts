/**
 * Star Wars Miniatures in real Chromium, with the built app on our server (SwiftShader software WebGL, so render
 * times are pessimistic; draw calls and triangles do not depend on it).
 * (a) Draw calls and triangles with 3, 10 and 20 figures on the map: `/?preview=swm&figures=<n>` shows the box's squads
 *     deployed by the real engine (src/games/swm/preview). Once `sceneReady` is set and the page is idle,
 *     `__holotable.renderInfo()` gives the last frame's figures, shadow pass included. Target: ≤ 30 with 20 figures.
 * (b) Drop → remote render: two contexts in one skirmish room over real WebRTC build the e2e test's squads through the
 *     UI, then deploy by dragging and play through the UI with the e2e driver (tests/e2e/swmDriver.ts). For every
 *     accepted step the probe of renderProbe.ts notes, as Date.now() on the one machine, the input that sent it, the
 *     append to the log, the acting page's own fold, the entry in the other page's document, its fold and its first
 *     frame after that fold. Deployment drags are reported apart from the whole sample.
 * Stops after 30 samples or at the time cap (150 s after the deployment began; `SWM_BENCH_SECONDS` overrides). Prints
 * figures and exits 0; nothing asserts on timings. Run: `npx tsx tests/bench/swm-browser-bench.ts`.
 */
import { launchBrowser, newContext, newPage, startApp, waitFor } from '../e2e/harness'
import { buildAndCommit, clickTestId, playSwmStep, swmHook } from '../e2e/swmDriver'
import { E2E_SQUADS } from '../e2e/swmSquads'
import { drawsAt, isSceneReady, openSeatedPair } from './benchPages'
import { installProbe, measureSteps, printTable, quantile, type Sample } from './renderProbe'

const VIEWPORT = { width: 1280, height: 800 }
const SAMPLES = 30
const BUDGET_MS = Number(process.env.SWM_BENCH_SECONDS ?? 150) * 1000

const app = await startApp()
const started = Date.now()
const notes: string[] = []
const browser = await launchBrowser()
try {
  // (a) Draw calls by the number of figures.
  const drawRows: [string, string][] = []
  const context = await newContext(browser, VIEWPORT)
  const page = await newPage(context)
  for (const figures of [3, 10, 20]) {
    drawRows.push([
      `${figures} figures${figures === 20 ? ' (target ≤ 30 draw calls)' : ''}`,
      await drawsAt(page, `${app.url}/?preview=swm&figures=${figures}&seat=s1`),
    ])
  }
  await context.close()

  // (b) Two players: squads through the builder, then deployment by dragging and play.
  const [a, b] = await openSeatedPair(browser, {
    url: app.url,
    viewport: VIEWPORT,
    box: 'swm-rules',
    setupTestId: 'swm-start-screen',
  })
  await waitFor(a.page, () => !document.querySelector('[data-testid="swm-start"]')?.hasAttribute('disabled'))
  await clickTestId(a.page, 'swm-start')
  for (const p of [a, b]) await p.page.getByTestId('swm-squad-builder').waitFor({ timeout: 60_000 })
  await buildAndCommit(a.page, E2E_SQUADS.light)
  await buildAndCommit(b.page, E2E_SQUADS.dark)
  for (const p of [a, b]) await waitFor(p.page, isSceneReady, 90_000)
  for (const p of [a, b]) await installProbe(p.page, 'swm')
  const playStarted = Date.now()
  const { measured: samples } = await measureSteps({
    pages: [a.page, b.page],
    names: ['Anna', 'Béla'],
    play: playSwmStep,
    hashOf: async (p) => (await swmHook(p))!.hash,
    samples: SAMPLES,
    budgetMs: BUDGET_MS,
    startedAt: playStarted,
    notes,
  })
  const errors = [...a.errors, ...b.errors]
  if (errors.length) notes.push(`${errors.length} console error(s), the first: ${errors[0]}`)

  const ms = (n: number) => `${n.toFixed(0)} ms`
  const spread = (list: Sample[], pick: (s: Sample) => number) =>
    list.length
      ? `p50 ${ms(quantile(list.map(pick), 0.5))} · p99 ${ms(quantile(list.map(pick), 0.99))} (${list.length})`
      : 'no samples'
  const all = samples.map((s) => s.sample)
  const drops = samples.filter((s) => s.kind === 'deploy').map((s) => s.sample)
  const latencyRows: [string, string][] = [
    ['drop on A → B’s first frame after its fold (deployment drags)', spread(drops, (s) => s.remoteFrame - s.release)],
    ['appended on A → B’s first frame (deployment drags)', spread(drops, (s) => s.remoteFrame - s.appended)],
    ['last input on A → A’s own fold (every step)', spread(all, (s) => s.ownFold - s.release)],
    ['appended on A → entry in B’s document (every step)', spread(all, (s) => s.remoteDoc - s.appended)],
    ['appended on A → B’s fold (every step)', spread(all, (s) => s.remoteFold - s.appended)],
    ['last input on A → B’s first frame after its fold (every step)', spread(all, (s) => s.remoteFrame - s.release)],
  ]
  const setting = `Chromium ${VIEWPORT.width}×${VIEWPORT.height}, SwiftShader WebGL`
  printTable(`SWM browser bench: the map with its figures (${setting})`, drawRows)
  console.log('')
  printTable(`SWM browser bench: drop → remote render, 2 contexts over real WebRTC (${setting})`, latencyRows)
  for (const note of notes) console.log(`note: ${note}`)
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all, after the build)`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
