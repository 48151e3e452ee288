import { launchBrowser, newRoomCode, openPeer, startApp, saveScreenshot } from './tests/e2e/harness'
import { playMoves, sitCommitStart, swlcgHook, nextMove, isFate } from './tests/e2e/swlcgDriver'
const VIEWPORT = { width: 1280, height: 800 }
const app = await startApp()
const browser = await launchBrowser()
const t0 = Date.now()
try {
  const room = newRoomCode()
  const a = await openPeer(browser, app.url, { room, name: 'Anna', create: true, box: 'swlcg-rules', wait: 'room', viewport: VIEWPORT })
  const b = await openPeer(browser, app.url, { room, name: 'Béla', wait: 'room', viewport: VIEWPORT })
  for (const p of [a, b]) await p.page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
  await sitCommitStart(a.page, b.page, async () => {})
  const deadline = Date.now() + 35 * 60_000
  let turn = 0, moves = 0
  while (Date.now() < deadline) {
    moves += await playMoves([a.page, b.page], async () => {
      const v = (await swlcgHook(a.page))?.view
      return !v || v.result !== null || v.turn.number !== turn
    }, 400, deadline)
    const h = await swlcgHook(a.page)
    const v = h?.view
    console.log(`${((Date.now()-t0)/1000).toFixed(0)}s turn ${v?.turn.number} step ${v?.turn.step} dial ${v?.dial} moves ${moves} result ${JSON.stringify(v?.result)}`)
    if (!v || v.result) break
    if (v.turn.number === turn) {
      const hb = await swlcgHook(b.page)
      console.log('STUCK?', v.turn.step, JSON.stringify(v.prompt), h?.legal.map(x=>x.type), hb?.legal.map(x=>x.type), nextMove(h!, isFate), nextMove(hb!, isFate))
      await saveScreenshot(a.page, 'full-stuck-a'); await saveScreenshot(b.page, 'full-stuck-b')
      break
    }
    turn = v.turn.number
  }
  await saveScreenshot(a.page, 'full-end-light'); await saveScreenshot(b.page, 'full-end-dark')
} finally {
  await browser.close(); await app.close()
}
process.exit(0)
