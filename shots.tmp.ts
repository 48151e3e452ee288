import { launchBrowser, newRoomCode, openPeer, startApp, waitIdle, saveScreenshot } from './tests/e2e/harness'
import { playMoves, sitCommitStart, swlcgHook } from './tests/e2e/swlcgDriver'
const VIEWPORT = { width: 1280, height: 800 }
const app = await startApp()
const browser = await launchBrowser()
try {
  const room = newRoomCode()
  const a = await openPeer(browser, app.url, { room, name: 'Anna', create: true, box: 'swlcg-rules', wait: 'room', viewport: VIEWPORT })
  const b = await openPeer(browser, app.url, { room, name: 'Béla', wait: 'room', viewport: VIEWPORT })
  for (const p of [a, b]) await p.page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
  await sitCommitStart(a.page, b.page, async () => {})
  const pages = [a.page, b.page]
  const revealed = async () => {
    const h = await swlcgHook(a.page)
    return !!h?.view?.engagement?.edge && (h.events.includes('edge-won'))
  }
  const n = await playMoves(pages, revealed, 600, Date.now() + 600_000)
  console.log('moves', n, await revealed())
  for (const [p, name] of [[a.page, 'light'], [b.page, 'dark']] as const) {
    await waitIdle(p)
    console.log(await saveScreenshot(p, `shot-edge-${name}`))
  }
  const striking = async () => {
    const h = await swlcgHook(a.page)
    const hb = await swlcgHook(b.page)
    return !!h?.legal.some((x) => x.type === 'strike') || !!hb?.legal.some((x) => x.type === 'strike') || !h?.view?.engagement
  }
  await playMoves(pages, striking, 50, Date.now() + 120_000)
  for (const [p, name, side] of [[a.page, 'light', 'light'], [b.page, 'dark', 'dark']] as const) {
    const h = await swlcgHook(p)
    const e = h?.view?.engagement
    const mine = [...(e?.attackers ?? []), ...(e?.defenders ?? [])].find((slot) => h?.view?.table[slot]?.controller === side)
    console.log('engaged', side, mine)
    if (mine) {
      const at = await p.evaluate((id) => (window as any).__holotable.screenPosition(id), `swlcg:${mine}`)
      console.log(at)
      if (at) await p.mouse.move(at.x, at.y)
      await new Promise((r) => setTimeout(r, 1500))
    }
    await waitIdle(p)
    console.log(await saveScreenshot(p, `shot-strike-${name}`))
  }
} finally {
  await browser.close()
  await app.close()
}
process.exit(0)
