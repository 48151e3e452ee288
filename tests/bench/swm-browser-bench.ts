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
import type { Page } from 'playwright-core'
import {
  launchBrowser,
  newContext,
  newPage,
  newRoomCode,
  openPeer,
  startApp,
  waitFor,
  waitIdle,
  type HolotableWindow,
} from '../e2e/harness'
import { buildAndCommit, clickTestId, playSwmStep, swmHook } from '../e2e/swmDriver'
import { E2E_SQUADS } from '../e2e/swmSquads'
import { installProbe, quantile, readProbe, resetProbe, sampleOf, waitDrawn, type Sample } from './renderProbe'

const VIEWPORT = { width: 1280, height: 800 }
const SAMPLES = 30
const BUDGET_MS = Number(process.env.SWM_BENCH_SECONDS ?? 150) * 1000
const isReady = () => (window as unknown as HolotableWindow).__holotable?.sceneReady === true
const renderInfo = (p: Page) => p.evaluate(() => (window as unknown as HolotableWindow).__holotable!.renderInfo!())

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
    await page.goto(`${app.url}/?preview=swm&figures=${figures}&seat=s1`, { waitUntil: 'commit', timeout: 90_000 })
    await waitFor(page, isReady, 90_000)
    await waitIdle(page)
    const info = await renderInfo(page)
    drawRows.push([
      `${figures} figures${figures === 20 ? ' (target ≤ 30 draw calls)' : ''}`,
      `${info.calls} draw calls · ${info.triangles.toLocaleString('en-US')} triangles`,
    ])
  }
  await context.close()

  // (b) Two players: squads through the builder, then deployment by dragging and play.
  const room = newRoomCode()
  const common = { room, wait: 'room', viewport: VIEWPORT } as const
  const a = await openPeer(browser, app.url, { ...common, name: 'Anna', create: true, box: 'swm-rules' })
  const b = await openPeer(browser, app.url, { ...common, name: 'Béla' })
  for (const p of [a, b]) await p.page.getByTestId('swm-start-screen').waitFor({ timeout: 60_000 })
  await a.page.getByRole('button', { name: 'Sit in Seat 1' }).click()
  await b.page.getByRole('button', { name: 'Sit in Seat 2' }).click()
  await waitFor(a.page, () => !document.querySelector('[data-testid="swm-start"]')?.hasAttribute('disabled'))
  await clickTestId(a.page, 'swm-start')
  for (const p of [a, b]) await p.page.getByTestId('swm-squad-builder').waitFor({ timeout: 60_000 })
  await buildAndCommit(a.page, E2E_SQUADS.light)
  await buildAndCommit(b.page, E2E_SQUADS.dark)
  for (const p of [a, b]) await waitFor(p.page, isReady, 90_000)
  for (const p of [a, b]) await installProbe(p.page, 'swm')
  const playStarted = Date.now()
  const names = new Map<Page, string>([
    [a.page, 'Anna'],
    [b.page, 'Béla'],
  ])
  const samples: { sample: Sample; kind: string }[] = []
  let waiting = 0
  let longestStep = 0
  while (samples.length < SAMPLES) {
    if (Date.now() + longestStep - playStarted > BUDGET_MS) {
      notes.push(`stopped early: the next step would pass the time cap (${BUDGET_MS / 1000} s)`)
      break
    }
    const stepStarted = Date.now()
    // Both pages draw on one software GPU: a step right after another would measure the queue behind the last one.
    await Promise.all([waitIdle(a.page), waitIdle(b.page)]).catch(() => undefined)
    await Promise.all([resetProbe(a.page), resetProbe(b.page)])
    let result: Awaited<ReturnType<typeof playSwmStep>>
    try {
      result = await playSwmStep([a.page, b.page])
    } catch (error) {
      notes.push(`stopped early: the driver failed: ${(error as Error).message.split('\n')[0]}`)
      break
    }
    if (result === 'over') {
      notes.push('stopped early: the game ended')
      break
    }
    if (result === 'waiting') {
      if (++waiting > 50) {
        notes.push('stopped early: neither page had a step to take for 50 tries')
        break
      }
      await new Promise((r) => setTimeout(r, 200))
      continue
    }
    waiting = 0
    const actor = result.page
    const other = actor === a.page ? b.page : a.page
    const hash = (await swmHook(actor))!.hash
    try {
      await waitDrawn(other, hash)
    } catch {
      notes.push(`stopped early: ${names.get(other)} did not fold and draw a step within 30 s`)
      break
    }
    longestStep = Math.max(longestStep, Date.now() - stepStarted)
    const sample = sampleOf(await readProbe(actor), await readProbe(other), hash)
    if (sample) samples.push({ sample, kind: result.action.type })
    else notes.push(`a ${result.action.type} step left a probe incomplete; not counted`)
  }
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
  const print = (title: string, rows: [string, string][]) => {
    const width = Math.max('metric'.length, ...rows.map(([k]) => k.length))
    console.log(title)
    console.log(`${'metric'.padEnd(width)} | value`)
    console.log(`${'-'.repeat(width)}-|-${'-'.repeat(20)}`)
    for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
  }
  const setting = `Chromium ${VIEWPORT.width}×${VIEWPORT.height}, SwiftShader WebGL`
  print(`SWM browser bench: the map with its figures (${setting})`, drawRows)
  console.log('')
  print(`SWM browser bench: drop → remote render, 2 contexts over real WebRTC (${setting})`, latencyRows)
  for (const note of notes) console.log(`note: ${note}`)
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all, after the build)`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
