/**
 * Battle of Hoth in real Chromium, with the built app on our server, as browser-bench.ts and the e2e suite run
 * it (SwiftShader software WebGL, so render times are pessimistic; draw calls and triangles do not depend on it).
 * (a) Draw calls and triangles per scenario: `/?preview=hoth&scenario=<id>` shows a scenario's starting
 *     battlefield alone (the full board, every unit and structure). Once `sceneReady` is set and the page is
 *     idle, `__holotable.renderInfo()` gives the last frame's figures, shadow pass included. The largest
 *     scenario (most units, then most structures) is marked.
 * (b) Move → remote render: two contexts in one Hoth room over real WebRTC, in Seat 1 and Seat 2, play the
 *     largest scenario through the UI with the e2e driver (`playStep` in tests/e2e/hothDriver.ts). Each step
 *     starts with both pages idle. For every accepted step, taken on page A, a probe in each page notes, all as
 *     Date.now() on the one machine: the press of the click that sent the action (A), the action appended to
 *     A's log shard (a Yjs observer), A's own fold (`__holotable.hoth.hash` changes), the entry arriving in B's
 *     document, B's fold reaching A's new hash, the `lastFrameAt` of B's first frame after that fold, and when
 *     B's next animation frame began (its main thread was free again; the GPU side may still be drawing, as
 *     Chromium pipelines frames). Both directions count.
 * Stops taking samples after 40, or early (and says so) when the next step would pass the time cap: 150 s after
 * the game started (`HOTH_BENCH_SECONDS` overrides; the scenario renders of (a) stop at twice that). Prints figures and exits 0; nothing asserts on
 * timings. Run: `npx tsx tests/bench/hoth-browser-bench.ts`.
 */
import { SCENARIOS } from '../../engine/games/hoth'
import { launchBrowser, newContext, newPage, startApp, waitFor } from '../e2e/harness'
import { hothHook, playStep } from '../e2e/hothDriver'
import { drawsAt, isSceneReady, openSeatedPair, renderInfo } from './benchPages'
import { installProbe, measureSteps, printTable, quantile, type Sample } from './renderProbe'

/** The e2e suite's Hoth viewport: the driver clicks hexes between the panels, which a smaller page crowds. */
const VIEWPORT = { width: 1024, height: 680 }
const SAMPLES = 40
/** The first steps warm up JIT, shaders and the data channel; they are not counted. */
const WARM_UP_STEPS = 2
/**
 * Each part has its own time cap (the scenario renders must not eat the play's time): the play takes no new step
 * past this after its game started.
 */
const BUDGET_MS = Number(process.env.HOTH_BENCH_SECONDS ?? 150) * 1000

const app = await startApp()
const started = Date.now()
const notes: string[] = []
const browser = await launchBrowser()
try {
  // (a) Draw calls and triangles of every scenario's starting battlefield.
  const units = (s: (typeof SCENARIOS)[number]) => s.units.rebel.length + s.units.empire.length
  const largest = [...SCENARIOS].sort((x, y) => units(y) - units(x) || y.structures.length - x.structures.length)[0]!
  const drawRows: [string, string][] = []
  const context = await newContext(browser, VIEWPORT)
  const page = await newPage(context)
  for (const scenario of SCENARIOS) {
    if (Date.now() - started > 2 * BUDGET_MS) {
      notes.push(`stopped early at the time cap: ${scenario.id} and the scenarios after it not rendered`)
      break
    }
    const structures = scenario.structures.length
    drawRows.push([
      `${scenario.id} (${units(scenario)} units, ${structures} structure${structures === 1 ? '' : 's'})` +
        (scenario.id === largest.id ? '  ← largest' : ''),
      await drawsAt(page, `${app.url}/?preview=hoth&scenario=${scenario.id}`),
    ])
  }
  await context.close()

  // (b) Two players in a Hoth room play the largest scenario through the UI.
  const [a, b] = await openSeatedPair(browser, {
    url: app.url,
    viewport: VIEWPORT,
    box: 'hoth',
    setupTestId: 'hoth-setup',
  })
  await a.page.getByTestId('hoth-scenario').selectOption(largest.id)
  await waitFor(a.page, () => !document.querySelector('[data-testid="hoth-start"]')?.hasAttribute('disabled'))
  await a.page.getByTestId('hoth-start').click()
  for (const p of [a, b]) await waitFor(p.page, isSceneReady, 90_000)
  for (const p of [a, b]) await installProbe(p.page, 'hoth')
  const playStarted = Date.now()
  const before = await renderInfo(b.page)

  const { measured, steps } = await measureSteps({
    pages: [a.page, b.page],
    names: ['Anna', 'Béla'],
    play: playStep,
    hashOf: async (p) => (await hothHook(p))!.hash,
    samples: SAMPLES,
    budgetMs: BUDGET_MS,
    startedAt: playStarted,
    warmUp: WARM_UP_STEPS,
    notes,
  })
  const samples = measured.map((m) => m.sample)
  const stepMs = measured.map((m) => m.wallMs)
  const directions = new Map<string, number>()
  for (const m of measured) {
    const direction = `${m.actor} → ${m.other}`
    directions.set(direction, (directions.get(direction) ?? 0) + 1)
  }
  const after = await renderInfo(b.page)
  const errors = [...a.errors, ...b.errors]
  if (errors.length) notes.push(`${errors.length} console error(s), the first: ${errors[0]}`)

  const ms = (n: number) => `${n.toFixed(0)} ms`
  const spread = (pick: (s: Sample) => number) => {
    if (!samples.length) return 'no samples'
    const values = samples.map(pick)
    return `p50 ${ms(quantile(values, 0.5))} · p99 ${ms(quantile(values, 0.99))}`
  }
  const latencyRows: [string, string][] = [
    [
      'samples (accepted steps after warm-up)',
      `${samples.length} (${[...directions].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'})`,
    ],
    ['click on A → action appended to A’s log', spread((s) => s.appended - s.press)],
    ['click on A → A’s own fold (hash changed)', spread((s) => s.ownFold - s.press)],
    ['appended on A → entry in B’s document', spread((s) => s.remoteDoc - s.appended)],
    ['appended on A → B’s fold reaches A’s hash', spread((s) => s.remoteFold - s.appended)],
    ['appended on A → B’s first frame after its fold', spread((s) => s.remoteFrame - s.appended)],
    ['click on A → B’s first frame after its fold', spread((s) => s.remoteFrame - s.press)],
    ['appended on A → B’s next animation frame began', spread((s) => s.remoteNextFrame - s.appended)],
    [
      `B's environment map captures over ${steps} steps`,
      `${after.environmentCaptures - before.environmentCaptures} (draw calls ${before.calls} → ${after.calls})`,
    ],
    [
      'wall time per step (idle wait, clicks, remote draw)',
      stepMs.length ? `median ${ms(quantile(stepMs, 0.5))}` : '–',
    ],
  ]

  const setting = `Chromium ${VIEWPORT.width}×${VIEWPORT.height}, SwiftShader WebGL`
  printTable(`Hoth browser bench: each scenario's starting battlefield (${setting})`, drawRows)
  console.log('')
  printTable(
    `Hoth browser bench: move → remote render, ${largest.id}, 2 contexts over real WebRTC (${setting})`,
    latencyRows,
  )
  for (const note of notes) console.log(`note: ${note}`)
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all, after the build)`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
