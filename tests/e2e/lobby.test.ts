/**
 * The lobby by hand: a person types a name and clicks "Create room"; a friend types the code (lower case,
 * no dash, as read aloud) and clicks "Join". Both end up at the same table over real WebRTC.
 */
import { expect, test } from 'vitest'
import {
  allObjects,
  newContext,
  newPage,
  collectErrors,
  roomStatus,
  waitForPeer,
  waitForTable,
  eventually,
  type HolotableWindow,
  type Peer,
} from './harness'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()

/** A fresh browser context on the lobby page (no invite link). */
async function openLobby(): Promise<Peer> {
  const context = await newContext(shared.browser)
  const page = await newPage(context)
  const peer: Peer = { context, page, errors: collectErrors(page), link: `${shared.app.url}/` }
  await page.goto(peer.link)
  return peer
}

test('create a room and join it by typing its code, through the lobby UI', async () => {
  const a = await openLobby()
  await a.page.getByLabel('Your name').fill('Anna')
  const code = (await a.page.locator('output.code-display').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await a.page.getByRole('button', { name: 'Create room' }).click()
  await waitForPeer(a, 'scene')
  expect(await a.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.code)).toBe(code)
  const tableA = await allObjects(a.page)
  expect(Object.keys(tableA).length).toBeGreaterThan(0)
  // The address bar now carries the room, so the link can be shared.
  expect(decodeURIComponent(new URL(a.page.url()).hash)).toContain(`room=${code}`)

  const b = await openLobby()
  await b.page.getByLabel('Your name').fill('Béla')
  await b.page.getByPlaceholder('K7QF-2MXD').fill(code.replace('-', '').toLowerCase())
  await b.page.getByRole('button', { name: 'Join', exact: true }).click()
  await waitForPeer(b, 'scene')
  expect(await b.page.evaluate(() => (window as unknown as HolotableWindow).__holotable?.room?.code)).toBe(code)
  // Joining must not set up a second box: B sees exactly A's table.
  await waitForTable(b.page, tableA)
  expect(await allObjects(b.page)).toEqual(tableA)
  await eventually(async () => (await roomStatus(a.page))?.peers === 1, 'A is connected to B')
  expect([...a.errors, ...b.errors]).toEqual([])
})
