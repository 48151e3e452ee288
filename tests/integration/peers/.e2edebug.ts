import { launchBrowser, newRoomCode, openPeer, roomStatus, startApp } from '../../e2e/harness'
import type { HolotableWindow } from '../../e2e/harness'
const app = await startApp()
const browser = await launchBrowser()
const room = newRoomCode()
const t0 = Date.now(); const log = (...a: unknown[]) => console.log(((Date.now() - t0) / 1000).toFixed(2), ...a)
const anna = await openPeer(browser, app.url, { room, name: 'Anna', create: true, wait: 'room' })
anna.page.on('console', (m) => log('ANNA', m.type(), m.text().slice(0, 300)))
log('anna open', await roomStatus(anna.page))
await new Promise(r => setTimeout(r, 3000))
log('anna status', await roomStatus(anna.page))
await anna.page.evaluate(async () => {
  const room = (window as unknown as HolotableWindow).__holotable!.room!
  const chat = room.doc.getArray('chat')
  for (let s = 0; s < 5000; s += 150) { room.doc.transact(() => { for (let i = s; i < Math.min(5000, s + 150); i++) chat.push([{ text: `${i}:`.padEnd(1000, 'a'), at: i }]) }); await new Promise(r => setTimeout(r, 10)) }
})
log('filled')
const bela = await openPeer(browser, app.url, { room, name: 'Bela', wait: 'none' })
bela.page.on('console', (m) => log('BELA', m.type(), m.text().slice(0, 300)))
for (let i = 0; i < 40; i++) {
  await new Promise(r => setTimeout(r, 500))
  const st = await roomStatus(bela.page).catch(() => null)
  const len = await bela.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.doc.getArray('chat').length).catch(() => null)
  log('bela', JSON.stringify(st), len)
  if (len === 5000) break
}
await browser.close(); await app.close()
