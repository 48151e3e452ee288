/**
 * Star Wars: The Card Game's table in real Chromium, with the built app on our server, as the e2e suite runs it
 * (SwiftShader software WebGL: draw calls and triangles do not depend on it, frame times would). Two contexts in one
 * rules room over real WebRTC sit, lock in their starter decks and start; then they play through the decision panel
 * with the e2e driver (`playMoves` in tests/e2e/swlcgDriver.ts) until 40 cards are in play or the time cap passes
 * (`SWLCG_BENCH_SECONDS`, default 180), printing at every new turn the cards in play, the objects on the 3D table,
 * and each page's draw calls and triangles (`__holotable.renderInfo()`: the last frame, shadow pass included, once
 * the page is idle). Played games rarely reach 40 cards in the cap on this machine, so last it lays out a mid-game
 * table with 40 cards in play on each page (`__holotable.swlcgShowView`: the same layout and renderer, a state the
 * engine's test fixtures build: units with damage, focus and shields, enhancements on their hosts, an engagement)
 * and measures that too. Prints figures and exits 0; nothing asserts. Run: `npx tsx tests/bench/swlcg-browser-bench.ts`.
 */
import { launchBrowser, newRoomCode, openPeer, saveScreenshot, startApp, waitIdle } from '../e2e/harness'
import type { HolotableWindow } from '../e2e/harness'
import { playMoves, sitCommitStart, swlcgHook } from '../e2e/swlcgDriver'
import type { Page } from 'playwright-core'
import { ALL_CARDS, swlcg } from '../../engine/games/swlcg'
import type { Side, SwlcgState } from '../../engine/games/swlcg'
import { placeCard, startGame, starterConfig, throughSetup } from '../../engine/games/swlcg/testing/fixtures'

const VIEWPORT = { width: 1280, height: 800 }
const CAP_MS = Number(process.env.SWLCG_BENCH_SECONDS ?? 180) * 1000
const TARGET = 40

/**
 * A mid-game table with `target` cards in play: past setup, each side's units (every third with damage, focus or a
 * shield) and enhancements on them, until the table holds `target` cards (objectives and affiliations included).
 */
function midGame(target: number): SwlcgState {
  let state = throughSetup(startGame(starterConfig()))
  const of = (side: Side, type: string) => ALL_CARDS.filter((c) => c.side === side && c.type === type)
  for (let i = 0; Object.keys(state.table).length < target; i++) {
    const side: Side = i % 2 === 0 ? 'light' : 'dark'
    const units = of(side, 'unit')
    const tokens = [{ damage: 1 }, { focus: 1 }, { shield: 1 }][i % 3]!
    const unit = placeCard(state, side, units[i % units.length]!.id, 'play', tokens)
    state = unit.state
    if (i % 4 !== 1 || Object.keys(state.table).length >= target) continue
    const enhancements = of(side, 'enhancement')
    state = placeCard(state, side, enhancements[i % enhancements.length]!.id, 'play', { host: unit.slot }).state
  }
  return state
}

/** Cards in play, objects on the 3D table, draw calls and triangles of a page. */
async function figures(page: Page) {
  await waitIdle(page)
  const hook = await swlcgHook(page)
  const render = await page.evaluate(() => {
    const h = (window as unknown as HolotableWindow).__holotable
    return { info: h?.renderInfo?.() ?? null, objects: Object.keys(h?.objects?.() ?? {}).length }
  })
  return {
    turn: hook?.view?.turn.number ?? 0,
    inPlay: Object.keys(hook?.view?.table ?? {}).length,
    objects: render.objects,
    calls: render.info?.calls ?? 0,
    triangles: render.info?.triangles ?? 0,
  }
}

const started = Date.now()
const app = await startApp()
const browser = await launchBrowser()
try {
  const room = newRoomCode()
  const a = await openPeer(browser, app.url, {
    room,
    name: 'Anna',
    create: true,
    box: 'swlcg-rules',
    wait: 'room',
    viewport: VIEWPORT,
  })
  const b = await openPeer(browser, app.url, { room, name: 'Béla', wait: 'room', viewport: VIEWPORT })
  for (const p of [a, b]) await p.page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
  await sitCommitStart(a.page, b.page, async () => {})
  const deadline = Date.now() + CAP_MS
  const rows: string[] = []
  let turn = 0
  let moves = 0
  for (;;) {
    moves += await playMoves(
      [a.page, b.page],
      async () => {
        const hook = await swlcgHook(a.page)
        const view = hook?.view
        return !view || view.result !== null || view.turn.number !== turn || Object.keys(view.table).length >= TARGET
      },
      10_000,
      deadline,
    )
    const [fa, fb] = [await figures(a.page), await figures(b.page)]
    turn = fa.turn
    rows.push(
      `turn ${String(fa.turn).padStart(2)} | ${String(fa.inPlay).padStart(3)} cards in play | ${String(fa.objects).padStart(3)} objects | ` +
        `light ${fa.calls} calls ${fa.triangles} tris | dark ${fb.calls} calls ${fb.triangles} tris | ${moves} moves`,
    )
    console.log(rows.at(-1))
    const view = (await swlcgHook(a.page))?.view
    if (!view || view.result || fa.inPlay >= TARGET || Date.now() >= deadline) break
  }
  // The 40-card table, laid out by each page for its own seat.
  const state = midGame(TARGET)
  const shown = [] as Awaited<ReturnType<typeof figures>>[]
  for (const [page, seat] of [
    [a.page, 's1'],
    [b.page, 's2'],
  ] as const) {
    const view = swlcg.view(state, seat)
    await page.evaluate(
      (v) => (window as unknown as { __holotable: { swlcgShowView(v: unknown): void } }).__holotable.swlcgShowView(v),
      view,
    )
    shown.push({ ...(await figures(page)), inPlay: Object.keys(view.table).length })
    console.log(`screenshot: ${await saveScreenshot(page, `swlcg-bench-${TARGET}-${seat}`)}`)
  }
  rows.push(
    `laid out | ${String(shown[0]!.inPlay).padStart(3)} cards in play | ${String(shown[0]!.objects).padStart(3)} objects | ` +
      `light ${shown[0]!.calls} calls ${shown[0]!.triangles} tris | dark ${shown[1]!.calls} calls ${shown[1]!.triangles} tris`,
  )
  console.log(
    `\nSWLCG browser bench (Chromium ${VIEWPORT.width}×${VIEWPORT.height}, SwiftShader WebGL, 2 contexts over real WebRTC)`,
  )
  for (const row of rows) console.log(row)
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all, after the build)`)
} finally {
  await browser.close()
  await app.close()
}
// The PeerJS server leaves a message-expiry timer running after close(); do not wait for it.
process.exit(0)
